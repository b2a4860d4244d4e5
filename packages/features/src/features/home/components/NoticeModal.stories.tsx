import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { storyNotices } from '../../../app/storybook/storyFixtures';
import { NoticeModal } from './NoticeModal';

const meta = {
  title: 'Features/Home/NoticeModal',
  component: NoticeModal,
  args: { open: true, notices: storyNotices.index_notice, onClose: () => {} },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return <NoticeModal {...args} open={open} onClose={() => setOpen(false)} />;
  },
} satisfies Meta<typeof NoticeModal>;
export default meta;

export const IndexNotices: StoryObj<typeof meta> = {};
