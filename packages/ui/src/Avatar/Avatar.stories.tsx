import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Avatar } from './Avatar';
import { AVATAR_COUNT } from './avatarLooks';

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { avatarId: 1, size: 56 },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One avatar; the guest is avatarId 0. */
export const One: Story = {};

/** The whole set (1-20) and the guest, at the chat list's and the profile's sizes. */
export const WholeSet: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 12, padding: 16 }}>
      <Avatar avatarId={0} size={44} label="游客" />
      {Array.from({ length: AVATAR_COUNT }, (_, i) => (
        <Avatar key={i} avatarId={i + 1} size={44} label={`头像 ${i + 1}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(AVATAR_COUNT + 1);
  },
};
