import type { Meta, StoryObj } from '@storybook/react-vite';
import { moneyChartOption, peopleChartOption } from '../dashboard/charts';
import { ChartCard } from './ChartCard';
import { inStoryFrame } from './StoryFrame';

/** Thirty days of sample figures (thousandths of a yuan), shaped like the dashboard's. */
const days = Array.from({ length: 30 }, (_, index) => {
  const wave = Math.sin(index / 4);
  const betAmount = Math.round((800 + 300 * wave + index * 10) * 1000) * 100;
  const payoutAmount = Math.round(betAmount * (0.9 + 0.05 * Math.cos(index)));
  return {
    date: `2026-11-${String(index + 1).padStart(2, '0')}`,
    registrations: 20 + Math.round(10 * wave + (index % 7)),
    firstRecharges: 8 + Math.round(4 * wave),
    rechargeCount: 40,
    rechargeAmount: Math.round((500 + 200 * wave) * 1000) * 100,
    withdrawalCount: 12,
    withdrawalAmount: Math.round((300 + 100 * Math.cos(index / 3)) * 1000) * 100,
    betCount: 900,
    betAmount,
    payoutAmount,
    ggr: betAmount - payoutAmount,
    hongbaoCount: 30,
    hongbaoAmount: 1_200_000,
  };
});

const meta = {
  title: 'Console/ChartCard',
  component: ChartCard,
  decorators: [inStoryFrame],
  args: { title: '资金走势（元）', label: '资金走势', option: moneyChartOption(days) },
} satisfies Meta<typeof ChartCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MoneyLines: Story = {};
export const PeopleBars: Story = {
  args: { title: '注册与首充（人）', label: '注册与首充', option: peopleChartOption(days) },
};
export const Empty: Story = { args: { option: undefined } };
export const Loading: Story = { args: { loading: true } };
