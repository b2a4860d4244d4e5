// A game's open info as the home card shows it: the query, kept current by the game socket, polled
// every 3 s while a result is awaited (spec §4), and re-read every 60 s otherwise so the countdown
// restarts from the server's clock.
import { lotteryKeys } from '@jinli/api';
import { lotteryOpenInfoQueryOptions, useApiClient } from '@jinli/api/react';
import type { LotteryOpenInfo } from '@jinli/contract';
import { mergeOpenInfo } from '@jinli/socket';
import { useOpenInfoSync } from '@jinli/socket/react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import {
  COUNTDOWN_RESTART_MS,
  DRAW_POLL_CAP_MS,
  countdownEndsAt,
  drawPollInterval,
} from '../lotteryRules';

export interface LiveOpenInfo {
  info: LotteryOpenInfo | undefined;
  loading: boolean;
  error: boolean;
  /** Device epoch ms when the next draw is due; null without data. */
  endsAt: number | null;
  /** Call when the countdown reaches zero: starts awaiting the plan turn's result. */
  onCountdownEnd: () => void;
  /** Whether the 3 s polling is on. */
  polling: boolean;
  /** A result is due and not shown yet. */
  awaiting: boolean;
  refetch: () => void;
}

const openInfoKey = (gameId: number) => lotteryKeys.openInfo(gameId);
const replayKeys = (gameId: number) => [lotteryKeys.histories(gameId)];

/** The live open info of `gameId`; mount it once per shown game (key the component by game). */
export function useLiveOpenInfo(gameId: number): LiveOpenInfo {
  const [awaitedTurn, setAwaitedTurn] = useState<string | undefined>();
  const [pollStartedAt, setPollStartedAt] = useState<number | null>(null);
  const [capped, setCapped] = useState(false);
  const [interval, setPollInterval] = useState<number | false>(false);

  const query = useQuery({
    ...lotteryOpenInfoQueryOptions(useApiClient(), gameId),
    refetchInterval: interval === false ? COUNTDOWN_RESTART_MS : interval,
    // A slow HTTP answer may land after a newer socket push: never show the older result.
    structuralSharing: (old: unknown, next: unknown) =>
      mergeOpenInfo(old as LotteryOpenInfo | undefined, next as LotteryOpenInfo),
  });
  useOpenInfoSync(gameId, { openInfoKey, replayKeys });
  const info = query.data;

  const next = drawPollInterval({
    awaitedTurn,
    info,
    pollingForMs: capped ? DRAW_POLL_CAP_MS : 0,
  });
  useEffect(() => {
    setPollInterval(next);
    if (next === false) {
      if (!capped) setPollStartedAt(null);
    } else if (pollStartedAt === null) setPollStartedAt(Date.now());
  }, [next, capped, pollStartedAt]);

  // The 5-minute cap of one polling run.
  useEffect(() => {
    if (pollStartedAt === null) return;
    const timer = setTimeout(
      () => setCapped(true),
      Math.max(0, pollStartedAt + DRAW_POLL_CAP_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [pollStartedAt]);

  const planTurn = info?.plan.turnNum;
  const { refetch } = query;
  const onCountdownEnd = useCallback(() => {
    if (planTurn === undefined) return;
    setAwaitedTurn(planTurn);
    setCapped(false);
    setPollStartedAt(null);
    void refetch();
  }, [planTurn, refetch]);

  return {
    info,
    loading: query.isPending,
    error: query.isError && !info,
    endsAt: info ? countdownEndsAt(info, query.dataUpdatedAt) : null,
    onCountdownEnd,
    polling: interval !== false,
    awaiting: awaitedTurn !== undefined && next !== false && info?.pre?.isStreaming !== 1,
    refetch: () => void refetch(),
  };
}
