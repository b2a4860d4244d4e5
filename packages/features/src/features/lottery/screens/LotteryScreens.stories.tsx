import { lotteryKeys } from '@jinli/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { expect, within } from 'storybook/test';
import { AnalyticScreen } from '../analytics/AnalyticScreen';
import { historyFixture, openInfoFixture } from '../lotteryFixtures';
import { LotteryStorySeed } from '../LotteryStorySeed';
import { StoryProviders } from '../../../app/storybook/StoryProviders';
import { LotteryHistoryScreen } from './LotteryHistoryScreen';
import { LotteryRecordScreen } from './LotteryRecordScreen';
import { TutorialScreen } from './TutorialScreen';

/** The lottery screens on a seeded cache (no network), each at its own route. */
const meta = {
  title: 'Features/Lottery/Screens',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const info71 = openInfoFixture({ gameId: 71 });
const info110 = openInfoFixture({ gameId: 110, gameName: '澳门六合彩', preTurn: '2026325' });
const history71 = historyFixture(71, 100);
const replays110 = historyFixture(110, 8, 2026325).map((row) => ({
  ...row,
  liveUrl: `/sys-upload/live/110/replay/${row.turnNum}.m3u8`,
}));

function Screen({ path, route, element }: { path: string; route: string; element: ReactNode }) {
  return (
    <StoryProviders path={path}>
      <LotteryStorySeed
        entries={[
          [lotteryKeys.openInfo(71), info71],
          [lotteryKeys.openInfo(110), info110],
          [lotteryKeys.openInfoList([]), [info110, info71]],
          [
            lotteryKeys.historyPages({ gameId: 71 }),
            { pages: [{ data: history71.slice(0, 20), totalCount: 20 }], pageParams: [1] },
          ],
          [
            lotteryKeys.historyPages({ gameId: 110, type: 'live-lottery' }),
            { pages: [{ data: replays110, totalCount: replays110.length }], pageParams: [1] },
          ],
          [
            lotteryKeys.history({ gameId: 71, page: 1, rows: 100 }),
            { data: history71, totalCount: 100 },
          ],
        ]}
      >
        <Routes>
          <Route path={route} element={element} />
        </Routes>
      </LotteryStorySeed>
    </StoryProviders>
  );
}

export const LotteryRecord: Story = {
  render: () => (
    <Screen path="/lottery-record" route="/lottery-record" element={<LotteryRecordScreen />} />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('lottery-record-row')).toHaveLength(2);
  },
};

export const History: Story = {
  render: () => (
    <Screen
      path="/lottery-history/71"
      route="/lottery-history/:game_id"
      element={<LotteryHistoryScreen />}
    />
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByTestId('lottery-history-row')).toHaveLength(20);
    await expect(await c.findByText('没有更多数据了')).toBeVisible();
  },
};

/** ?type=live-lottery: draws with a replay, each playable in place. */
export const Replays: Story = {
  render: () => (
    <Screen
      path="/lottery-history/110?type=live-lottery"
      route="/lottery-history/:game_id"
      element={<LotteryHistoryScreen />}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: '观看回放' })).toHaveLength(
      8,
    );
  },
};

export const AnalyticHistory: Story = {
  render: () => (
    <Screen
      path="/game/71/analytic/special/history"
      route="/game/:gameId/analytic/*"
      element={<AnalyticScreen />}
    />
  ),
};

export const AnalyticBothSide: Story = {
  render: () => (
    <Screen
      path="/game/71/analytic/special/both-side"
      route="/game/:gameId/analytic/*"
      element={<AnalyticScreen />}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: '特码大小' })).toBeVisible();
  },
};

export const AnalyticTrend: Story = {
  render: () => (
    <Screen
      path="/game/71/analytic/special/trend"
      route="/game/:gameId/analytic/*"
      element={<AnalyticScreen />}
    />
  ),
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: /特码走势/ });
    await expect(chart.querySelectorAll('circle')).toHaveLength(30);
  },
};

export const AnalyticZodiacTrending: Story = {
  render: () => (
    <Screen
      path="/game/71/analytic/zodiac/zodiac-trending"
      route="/game/:gameId/analytic/*"
      element={<AnalyticScreen />}
    />
  ),
};

export const AnalyticZodiacTypes: Story = {
  render: () => (
    <Screen
      path="/game/71/analytic/zodiac/zodiac-types-trending"
      route="/game/:gameId/analytic/*"
      element={<AnalyticScreen />}
    />
  ),
};

export const LotteryHelper: Story = {
  render: () => (
    <Screen
      path="/game/71/analytic/lottery-helper"
      route="/game/:gameId/analytic/*"
      element={<AnalyticScreen />}
    />
  ),
};

export const Tutorial: Story = {
  render: () => (
    <Screen path="/game/110/tutorial" route="/game/:gameId/tutorial" element={<TutorialScreen />} />
  ),
};
