import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { FloatingChatButton, type FloatingChatButtonProps } from './FloatingChatButton';

function TapCounter(props: FloatingChatButtonProps) {
  const [taps, setTaps] = useState(0);
  return (
    <div style={{ height: '100vh', background: 'var(--jl-color-bg)', padding: 16 }}>
      <p>点击次数：{taps}</p>
      <FloatingChatButton {...props} onTap={() => setTaps((n) => n + 1)} />
    </div>
  );
}

const meta = {
  title: 'UI/Chat/FloatingChatButton',
  component: FloatingChatButton,
  args: { label: '聊天室', onTap: () => {}, bottomInset: 70 },
} satisfies Meta<typeof FloatingChatButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Drag it (mouse or finger): on release it snaps to the nearer edge, 5 px off, above the 70 px bar. */
export const Draggable: Story = {
  render: (args) => <TapCounter {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '聊天室' }));
    await expect(canvas.getByText('点击次数：1')).toBeInTheDocument();
  },
};

/** With a download banner too: 70 + 56 px kept free. */
export const AboveBanner: Story = { args: { bottomInset: 126, unread: 3 } };
