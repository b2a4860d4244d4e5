import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyNotices } from '../../app/storybook/storyFixtures';
import { NoticeMarquee } from './NoticeMarquee';

/** Only notices with roll_notice 1 scroll by (the maintenance notice of the fixtures does not). */
const meta = {
  title: 'Features/Home/NoticeMarquee',
  component: NoticeMarquee,
  args: { notices: storyNotices.index_notice },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NoticeMarquee>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rolling: Story = {};
export const Loading: Story = { args: { loading: true } };
