import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HongbaoIcon } from '../icons/icons';
import { ChatComposer } from './ChatComposer';

const meta = {
  title: 'UI/Chat/ChatComposer',
  component: ChatComposer,
  args: { onSendText: () => {}, onPickImage: () => {} },
  decorators: [
    (Story) => (
      <div style={{ position: 'absolute', bottom: 0, left: 0, right: 0 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatComposer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The emoji panel open. */
export const EmojiPanel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '表情' }));
    await expect(canvas.getByRole('listbox', { name: '表情' })).toBeInTheDocument();
  },
};

/** Slow mode: the send button counts down. */
export const SlowMode: Story = { args: { cooldownSeconds: 8 } };

/** Read only with the server's reason. */
export const ReadOnly: Story = { args: { readOnlyText: '您的聊天等级不足，无法在本房间发言' } };

/** With a further action: the red-packet button after the image button. */
export const WithRedPacket: Story = {
  args: {
    tools: [{ key: 'hongbao', label: '发红包', icon: <HongbaoIcon />, onSelect: () => {} }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '发红包' })).toBeVisible();
  },
};
