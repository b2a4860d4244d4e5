import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Countdown } from './Countdown';

const meta = {
  title: 'UI/Countdown',
  component: Countdown,
  args: { endsAt: Date.now() + 95 * 60_000, label: '距开奖' },
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ticks down from the time the story was opened. */
export const Default: Story = {
  render: (args) => <Countdown {...args} endsAt={Date.now() + 95 * 60_000} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent(/01:3[45]:\d\d/);
  },
};

/** The fast draws' one-minute countdown. */
export const OneMinute: Story = {
  render: (args) => <Countdown {...args} endsAt={Date.now() + 60_000} />,
};

/** Over: stays at zero. */
export const Ended: Story = { args: { endsAt: 0 } };
