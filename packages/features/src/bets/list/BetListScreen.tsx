// /bet-list and /report/bet-list (spec §2 "Bet records", ?game_id): tabs 全部订单 / 未结算 / 已结算 /
// 已撤单 over GET /api/cp/records/todayList (rows 20, infinite scroll 300 px, pull-to-refresh), and
// 历史 (daily totals of historyDayReport; a day opens its records through historyList). The filter
// drawer picks the game and the compact mode (kept under bet_record_simple_model). Cancel mode
// picks cancelable rows (domain betStatus) and cancels them after the §5 confirm.
import { useLotteryOpenInfoListQuery } from '@jinli/api';
import { Tabs } from '@jinli/ui';
import { useState } from 'react';
import { LotteryPage } from '../../lottery/components/LotteryPage';
import { useSearchParamsUpdate } from '../../router/useSearchParamsUpdate';
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
type TabKey = (typeof BET_LIST_TABS)[number]['key'];

function tabOf(value: string | null): TabKey {
  return BET_LIST_TABS.find((tab) => tab.key === value)?.key ?? 'all';
}

export function BetListScreen() {
  const [params, update] = useSearchParamsUpdate();
  const tab = tabOf(params.get('tab'));
  const gameId = parseGameId(params.get('game_id') ?? undefined) ?? undefined;
  const [filterOpen, setFilterOpen] = useState(false);
  const [cancelMode, setCancelMode] = useState(false);
  const games = useLotteryOpenInfoListQuery();

  const current = BET_LIST_TABS.find((t) => t.key === tab)!;
  const recordsTab = tab !== 'history';
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
          <button type="button" onClick={() => setFilterOpen(true)}>
            {s.filter}
          </button>
        </span>
      }
    >
      <Tabs
        items={BET_LIST_TABS.map((t) => ({ key: t.key, label: t.label }))}
        activeKey={tab}
        onChange={(key) => {
          setCancelMode(false);
          update({ tab: key === 'all' ? null : key, date: null });
        }}
        ariaLabel={s.betListTitle}
        scrollable
        sticky
      />
      {recordsTab ? (
        <BetRecordList
          key={`${tab}-${gameId ?? ''}`}
          filter={{ status: current.status, gameId }}
          cancelMode={cancelMode}
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
