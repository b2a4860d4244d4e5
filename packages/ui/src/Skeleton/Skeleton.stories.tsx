import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithAvatar: Story = { args: { avatar: true, rows: 2 } };

/** The game center's four loading rows (spec §2). */
export const List: Story = {
  render: () => (
    <div style={{ background: 'var(--jl-color-surface)' }}>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} avatar rows={2} />
      ))}
    </div>
  ),
};
