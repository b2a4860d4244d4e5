import { gameKeys } from '@jinli/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { LotteryStorySeed } from '../lottery/LotteryStorySeed';
import { StoryProviders } from '../../app/storybook/StoryProviders';
import { storyCompany, storyNotices } from '../../app/storybook/storyFixtures';
import { menuItems } from '../../app/shell/menuConfig';

/** A bottom menu with the game center as its middle tab. */
const menuWithGameCenter = [
  menuItems.home,
  menuItems.gallery,
  menuItems.gameCenter,
  menuItems.database,
  menuItems.profile,
];
import { CasinoReportScreen } from './casino/CasinoReportScreen';
import { CasinoDetailScreen } from './casino/CasinoDetailScreen';
import {
  casinoBetsFixture,
  gameGroupsFixture,
  gameReportFixture,
  liveGamesFixture,
} from './gameCenterFixtures';
import { GameCenterScreen } from './GameCenterScreen';
import { defaultCasinoReportRange } from '@jinli/domain';
import { reportToday } from './casino/casinoReportParams';

/** The game center and the casino report on a seeded cache (no network), as a visitor. */
const meta = {
  title: 'Features/GameCenter/Screens',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The lobby as a visitor's and a player's query reads it. */
function lobbyOf(groups: unknown): [readonly unknown[], unknown][] {
  return [
    [gameKeys.groupsOf('visitor'), groups],
    [gameKeys.groupsOf('player'), groups],
  ];
}

function Screen({
  path,
  route,
  element,
  entries = lobbyOf(gameGroupsFixture),
  appDisplay = 0,
}: {
  path: string;
  route: string;
  element: ReactNode;
  entries?: readonly (readonly [readonly unknown[], unknown])[];
  appDisplay?: number;
}) {
  return (
    <StoryProviders
      path={path}
      menu={menuWithGameCenter}
      company={{ ...storyCompany, appDisplay }}
      notices={storyNotices}
    >
      <LotteryStorySeed entries={entries}>
        <Routes>
          <Route path={route} element={element} />
        </Routes>
      </LotteryStorySeed>
    </StoryProviders>
  );
}

/** Horizontal tabs (appDisplay 0): hot first, 维护中 on a game, 没有更多游戏了 at the end. */
export const Tabs: Story = {
  render: () => <Screen path="/game-center" route="/game-center" element={<GameCenterScreen />} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('game-section-hot')).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: '热门' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByText('维护中')).toBeInTheDocument();
    await expect(canvas.getByText('没有更多游戏了')).toBeInTheDocument();
    await expect(canvas.queryByTestId('game-section-sport')).toBeNull();
  },
};

/** The company's appDisplay 1: the categories as a vertical rail beside the games. */
export const Rail: Story = {
  render: () => (
    <Screen
      path="/game-center"
      route="/game-center"
      element={<GameCenterScreen />}
      appDisplay={1}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tablist', { name: '游戏分类' })).toHaveAttribute(
      'aria-orientation',
      'vertical',
    );
  },
};

/** A name search leaves the matching games; the empty categories are hidden. */
export const Search: Story = {
  render: () => <Screen path="/game-center" route="/game-center" element={<GameCenterScreen />} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('game-section-hot');
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索游戏' }), '牛牛{Enter}');
    await expect(await canvas.findByTestId('game-section-card')).toBeInTheDocument();
    await expect(canvas.getAllByRole('tab')).toHaveLength(1);
  },
};

/** Spec §2: four loading skeletons. */
export const Loading: Story = {
  render: () => (
    <Screen path="/game-center" route="/game-center" element={<GameCenterScreen />} entries={[]} />
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByTestId('game-tile-skeleton')).toHaveLength(4);
  },
};

/** No games at all: 暂无数据. */
export const Empty: Story = {
  render: () => (
    <Screen
      path="/game-center"
      route="/game-center"
      element={<GameCenterScreen />}
      entries={lobbyOf([])}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无数据')).toBeInTheDocument();
  },
};

const range = defaultCasinoReportRange(reportToday());
const codes = liveGamesFixture.map((game) => game.gameCode).join(',');

/** The casino report: a row per game, wins green, losses red. */
export const CasinoReport: Story = {
  render: () => (
    <Screen
      path="/live-betting"
      route="/live-betting"
      element={<CasinoReportScreen />}
      entries={[
        [gameKeys.liveGames(), liveGamesFixture],
        [gameKeys.report(codes, range), gameReportFixture],
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const rows = await within(canvasElement).findAllByTestId('casino-report-row');
    await expect(rows).toHaveLength(3);
    await expect(within(rows[1]!).getByText('-20.00')).toHaveClass('jl-casino-report__win--loss');
  },
};

/** A game's rounds. */
export const CasinoDetail: Story = {
  render: () => (
    <Screen
      path={`/live-betting-detail?gameCode=SB_SLOT&startDate=${range.startDate}&endDate=${range.endDate}`}
      route="/live-betting-detail"
      element={<CasinoDetailScreen />}
      entries={[[gameKeys.bets('SB_SLOT', range), { pages: [casinoBetsFixture], pageParams: [1] }]]}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByTestId('casino-bet')).toHaveLength(3);
  },
};
