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

/** The notice centre with the 活动推荐 (AD11) below the notices: they open no dialog of their own. */
export const WithActivities: StoryObj<typeof meta> = {
  args: {
    ads: [
      {
        id: 1,
        title: '天天返水',
        imageUrl: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
          '<svg xmlns="http://www.w3.org/2000/svg" width="750" height="400" viewBox="0 0 750 400"><rect width="750" height="400" fill="#c62828"/><text x="40" y="220" font-size="64" font-weight="700" fill="#fff" font-family="PingFang SC, Noto Sans CJK SC, sans-serif">天天返水</text></svg>',
        )}`,
        redirectUrl: '/betting-bonus',
        sort: 1,
      },
    ],
  },
};
