import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DomainNoticeModal } from './DomainNoticeModal';

const meta = {
  title: 'Features/Auth/DomainNoticeModal',
  component: DomainNoticeModal,
  args: { open: true, domain: 'jinli-new.example.com\njinli-old.example.com', onClose: fn() },
} satisfies Meta<typeof DomainNoticeModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first line of the domain list, with copy. */
export const Open: Story = {};
