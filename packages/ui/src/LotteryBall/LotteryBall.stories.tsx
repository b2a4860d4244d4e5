import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LotteryBall } from './LotteryBall';

const meta = {
  title: 'UI/LotteryBall',
  component: LotteryBall,
  args: { number: 8, color: '#e53935', label: '鸡' },
} satisfies Meta<typeof LotteryBall>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '08 鸡' })).toBeVisible();
  },
};

/** A draw: six numbers, a plus and the special number, in the three Mark Six colours. */
export const Draw: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 6, alignItems: 'flex-start', padding: 12 }}>
      {(
        [
          [1, '#e53935', '蛇'],
          [14, '#1e6fd9', '龙'],
          [22, '#1f9d55', '鸡'],
          [30, '#e53935', '羊'],
          [37, '#1e6fd9', '蛇'],
          [43, '#1f9d55', '猴'],
        ] as const
      ).map(([n, c, l]) => (
        <LotteryBall key={n} number={n} color={c} label={l} />
      ))}
      <span style={{ lineHeight: '32px', fontWeight: 700 }}>+</span>
      <LotteryBall number={49} color="#1f9d55" label="蛇" />
    </div>
  ),
};

/** Balls not drawn yet, while a live draw reveals them one by one. */
export const Pending: Story = { args: { number: undefined, label: undefined } };

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'flex-end', padding: 12 }}>
      <LotteryBall number={3} color="#1e6fd9" size="sm" />
      <LotteryBall number={3} color="#1e6fd9" size="md" />
      <LotteryBall number={3} color="#1e6fd9" size="lg" reveal />
    </div>
  ),
};
