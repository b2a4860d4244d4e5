// /bet-list and /report/bet-list (spec §2 "Bet records", ?game_id): tabs 全部订单 / 未结算 / 已结算 /
// 已撤单 over GET /api/cp/records/todayList (rows 20, infinite scroll 300 px, pull-to-refresh), and
// 历史 (daily totals of historyDayReport; a day opens its records through historyList). The filter
// drawer picks the game and the compact mode (kept under bet_record_simple_model). Cancel mode
// picks cancelable rows (domain betStatus) and cancels them after the §5 confirm.
import { useLotteryOpenInfoListQuery } from '@jinli/api/react';
import { Tabs } from '@jinli/ui';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useAppContext } from '../../../app/context/AppContext';
import { LotteryPage } from '../../lottery/components/LotteryPage';
import { useSearchParamsUpdate } from '../../../app/router/useSearchParamsUpdate';
import { activeMenuItem } from '../../../app/context/menuRules';
import { parseGameId } from '../game/GameScreen';
import { betStrings as s } from '../strings';
import { BetFilterDrawer } from './BetFilterDrawer';
import { BetRecordList } from './BetRecordList';
import { HistoryTab } from './HistoryTab';
import './BetListScreen.css';

/** The list tabs and the status each one asks for (undefined: all). */
export const BET_LIST_TABS = [
  { key: 'all', label: s.tabAll, status: undefined },
  { key: 'unsettled', label: s.tabUnsettled, status: 0 },
  { key: 'settled', label: s.tabSettled, status: 1 },
  { key: 'cancelled', label: s.tabCancelled, status: 2 },
  { key: 'history', label: s.tabHistory, status: undefined },
] as const;
/** The casino report tab, in apps that have the casino screens (not theme3). */
export const CASINO_REPORT_TAB = { key: 'casino', label: s.tabCasino } as const;
type TabKey = (typeof BET_LIST_TABS)[number]['key'] | typeof CASINO_REPORT_TAB.key;

function tabOf(value: string | null, withCasino: boolean): TabKey {
  if (withCasino && value === CASINO_REPORT_TAB.key) return CASINO_REPORT_TAB.key;
  return BET_LIST_TABS.find((tab) => tab.key === value)?.key ?? 'all';
}

const CasinoReport = lazy(async () => ({
  default: (await import('../../game-center/casino/CasinoReport')).CasinoReport,
}));

export function BetListScreen() {
  const [params, update] = useSearchParamsUpdate();
  const { isKnownPath, menu } = useAppContext();
  // Where the bet list is a bottom-menu tab, the cancel bar docks above the menu (as the shell
  // decides whether to show the menu).
  const aboveTabBar = activeMenuItem(menu, useLocation().pathname) !== undefined;
  const withCasino = isKnownPath('/report/live-betting');
  const tab = tabOf(params.get('tab'), withCasino);
  const gameId = parseGameId(params.get('game_id') ?? undefined) ?? undefined;
  const [filterOpen, setFilterOpen] = useState(false);
  const [cancelMode, setCancelMode] = useState(false);
  const games = useLotteryOpenInfoListQuery();

  const current = BET_LIST_TABS.find((t) => t.key === tab);
  const recordsTab = current !== undefined && tab !== 'history';
  const tabs = [
    ...BET_LIST_TABS.map((t) => ({ key: t.key, label: t.label })),
    ...(withCasino ? [CASINO_REPORT_TAB] : []),
  ];
  return (
    <LotteryPage
      title={s.betListTitle}
      testId="bet-list"
      right={
        <span className="jl-bets__actions">
          {recordsTab ? (
            <button
              type="button"
              aria-pressed={cancelMode}
              onClick={() => setCancelMode((on) => !on)}
            >
              {cancelMode ? s.exitCancelMode : s.cancelMode}
            </button>
          ) : null}
          {tab !== CASINO_REPORT_TAB.key ? (
            <button type="button" onClick={() => setFilterOpen(true)}>
              {s.filter}
            </button>
          ) : null}
        </span>
      }
    >
      <Tabs
        items={tabs}
        activeKey={tab}
        onChange={(key) => {
          setCancelMode(false);
          update({
            tab: key === 'all' ? null : key,
            date: null,
            start: null,
            end: null,
            gameCode: null,
          });
        }}
        ariaLabel={s.betListTitle}
        scrollable
        sticky
        className="jl-bets__tabs"
      />
      {tab === CASINO_REPORT_TAB.key ? (
        <Suspense fallback={null}>
          <CasinoReport />
        </Suspense>
      ) : recordsTab ? (
        <BetRecordList
          key={`${tab}-${gameId ?? ''}`}
          filter={{ status: current.status, gameId }}
          cancelMode={cancelMode}
          aboveTabBar={aboveTabBar}
          onCancelModeEnd={() => setCancelMode(false)}
        />
      ) : (
        <HistoryTab date={params.get('date')} gameId={gameId} onDate={(date) => update({ date })} />
      )}
      <BetFilterDrawer
        open={filterOpen}
        games={games.data ?? []}
        gamesLoading={games.isPending}
        gameId={gameId}
        onGame={(id) => update({ game_id: id === undefined ? null : String(id) })}
        onClose={() => setFilterOpen(false)}
      />
    </LotteryPage>
  );
}
