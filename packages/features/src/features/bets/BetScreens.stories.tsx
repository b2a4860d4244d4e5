// The betting screen, the bet list (tabs, cancel mode, compact mode, history) and the rebate on a
// seeded cache with a signed-in session (no network).
import { accountKeys, bettingKeys, lotteryKeys, staticDocumentKeys } from '@jinli/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { profileFixture } from '../auth/accountFixtures';
import { AccountStoryProviders } from '../auth/storybook/AccountStoryProviders';
import { openInfoFixture } from '../lottery/lotteryFixtures';
import { LotteryStorySeed } from '../lottery/LotteryStorySeed';
import { betRecordsFixture, bettingBonusFixture, playCategoriesFixture } from './betFixtures';
import { BettingBonusScreen } from './bonus/BettingBonusScreen';
import { BettingTab } from './game/BettingTab';
import { GameScreen } from './game/GameScreen';
import { BetListScreen } from './list/BetListScreen';

const meta = {
  title: 'Features/Bets/Screens',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const now = Date.now();
const records = betRecordsFixture(now);
const page = <T,>(rows: T[]) => ({
  pages: [{ data: rows, totalCount: rows.length }],
  pageParams: [1],
});
const noFilter = { status: undefined, gameId: undefined };

function Signed({
  path,
  children,
  data = [],
}: {
  path: string;
  children: ReactNode;
  data?: ReadonlyArray<readonly [readonly unknown[], unknown]>;
}) {
  return (
    <AccountStoryProviders
      token="story-token"
      path={path}
      data={[
        [accountKeys.profile(), profileFixture],
        [accountKeys.money(), { money: 120_000, liveMoney: 0 }],
        [lotteryKeys.openInfo(71), openInfoFixture({ gameId: 71, secondsToDraw: 3_600 })],
        [lotteryKeys.playCategories(71), playCategoriesFixture()],
        [lotteryKeys.openInfoList([]), [openInfoFixture({ gameId: 71 })]],
        [
          staticDocumentKeys.document('web_system_config'),
          [{ configKey: 'hy_is_cancel', configValue: '1' }],
        ],
        [bettingKeys.today(noFilter), page(records)],
        [bettingKeys.today({ status: 0 }), page(records.filter((r) => r.status === 0))],
        [bettingKeys.today({ status: 0, gameId: 95 }), page([])],
        [
          bettingKeys.dayReport(),
          [
            { statTime: '2026-11-21', bettingMoney: 40_000, winOrcloseMoney: 9_000 },
            { statTime: '2026-11-20', bettingMoney: 100_000, winOrcloseMoney: -100_000 },
          ],
        ],
        ...data,
      ]}
    >
      <LotteryStorySeed entries={[]}>{children}</LotteryStorySeed>
    </AccountStoryProviders>
  );
}

/** The betting tab of game 71; `data` overrides the seeded cache (e.g. a closed turn). */
function BettingOn({ data }: { data?: ReadonlyArray<readonly [readonly unknown[], unknown]> }) {
  return (
    <Signed path="/game/71" data={data}>
      <Routes>
        <Route path="/game/:gameId" element={<GameScreen />}>
          <Route index element={<BettingTab />} />
        </Route>
      </Routes>
    </Signed>
  );
}

export const Betting: Story = {
  render: () => <BettingOn />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const grid = await c.findByTestId('number-grid');
    await userEvent.click(within(grid).getByRole('button', { name: /^07/ }));
    await userEvent.click(within(grid).getByRole('button', { name: /^19/ }));
    await userEvent.click(c.getByRole('radio', { name: '50' }));
    await expect(c.getByTestId('slip-count')).toHaveTextContent('共2注');
    await expect(c.getByTestId('slip-total')).toHaveTextContent('100.00');
  },
};

export const BettingColours: Story = {
  render: Betting.render,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByTestId('number-grid');
    await userEvent.click(c.getByRole('tab', { name: '色波' }));
    await expect(await c.findByTestId('option-grid')).toBeVisible();
  },
};

/** Five seconds before the draw: the hint floats above the dock, the grid stays where it was. */
export const BettingClosed: Story = {
  render: () => (
    <BettingOn
      data={[[lotteryKeys.openInfo(71), openInfoFixture({ gameId: 71, secondsToDraw: 5 })]]}
    />
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const hint = await c.findByText('本期已封盘，请等待下期开盘');
    await expect(c.getByTestId('bet-dock')).toContainElement(hint);
    await expect(c.getByRole('button', { name: '封盘中' })).toBeVisible();
  },
};

function List({ path }: { path: string }) {
  return (
    <Signed path={path}>
      <Routes>
        <Route path="/bet-list" element={<BetListScreen />} />
      </Routes>
    </Signed>
  );
}

export const BetList: Story = {
  render: () => <List path="/bet-list" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByTestId('bet-record')).toHaveLength(3);
  },
};

export const BetListCancelMode: Story = {
  render: () => <List path="/bet-list" />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findAllByTestId('bet-record');
    await userEvent.click(c.getByRole('button', { name: '撤单' }));
    await userEvent.click(c.getByRole('checkbox', { name: '全选' }));
    await expect(c.getByRole('button', { name: '撤单(1)' })).toBeEnabled();
  },
};

export const BetListHistory: Story = {
  render: () => <List path="/bet-list?tab=history" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('bet-day-report')).toBeVisible();
  },
};

export const BetListEmpty: Story = {
  render: () => <List path="/bet-list?tab=unsettled&game_id=95" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无数据')).toBeVisible();
  },
};

function Bonus({ validBetAmount }: { validBetAmount: number }) {
  return (
    <Signed
      path="/betting-bonus"
      data={[[bettingKeys.bonus(), bettingBonusFixture(validBetAmount)]]}
    >
      <Routes>
        <Route path="/betting-bonus" element={<BettingBonusScreen />} />
      </Routes>
    </Signed>
  );
}

export const BettingBonus: Story = {
  render: () => <Bonus validBetAmount={1_250_000} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('bonus-amount')).toHaveTextContent('10.00');
    await expect(c.getByTestId('bonus-rate')).toHaveTextContent('0.8%');
  },
};

export const BettingBonusNothing: Story = {
  render: () => <Bonus validBetAmount={0} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无可领取的洗码')).toBeVisible();
  },
};
