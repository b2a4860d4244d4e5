import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { historyFixture } from '../lotteryFixtures';
import { analyseDraws, tailStats } from './drawStats';
import { StatTable } from './StatTable';
import { TrendChart } from './TrendChart';
import { ZodiacGrid } from './ZodiacGrid';
import './analytics.css';
import '../screens/screens.css';

const draws = analyseDraws(historyFixture(71, 60));

/** The hand-made statistics widgets of the analytics pages (SVG and tables, no chart library). */
const meta = { title: 'Features/Lottery/AnalyticWidgets' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Trend: Story = {
  render: () => <TrendChart draws={draws} />,
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: /特码走势/ });
    await expect(chart.querySelectorAll('circle')).toHaveLength(30);
  },
};

export const Table: Story = {
  render: () => (
    <StatTable
      title="特码尾数"
      valueLabel="尾数"
      stats={tailStats(draws)}
      format={(n) => `${n}尾`}
    />
  ),
};

export const ZodiacTrend: Story = { render: () => <ZodiacGrid draws={draws} /> };
