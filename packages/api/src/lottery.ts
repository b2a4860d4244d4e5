// Lottery draws (spec §7 "Lottery"): a game's open info (GET /v/lottery/openInfo), the open info of
// several games, the paged draw history and its dates, and a game's play categories.
import type {
  LotteryHistoryGroup,
  LotteryHistoryRow,
  LotteryOpenInfo,
  Page,
  PlayCategory,
} from '@jinli/contract';
import type { ApiClient, RequestOptions } from './createApiClient';

/** Rows per history page when the caller does not say (the server's default too). */
export const LOTTERY_HISTORY_PAGE_ROWS = 20;

/** Query of a history page; page and rows default to 1 and 20. */
export interface LotteryHistoryParams {
  gameId: number;
  page?: number;
  rows?: number;
  /** Only the draws of this date 'YYYY-MM-DD' (system time zone). */
  date?: string;
  /** 'live-lottery': only draws with a replay. */
  type?: 'live-lottery';
}

/** Query of a page of history dates. */
export interface LotteryHistoryGroupParams {
  gameId: number;
  page?: number;
  rows?: number;
  type?: 'live-lottery';
}

/**
 * Query keys of lottery data. A game's keys start with `lotteryKeys.game(gameId)`'s parts per
 * kind, so `lotteryKeys.histories(gameId)` invalidates every history page of one game.
 */
export const lotteryKeys = {
  all: ['lottery'] as const,
  openInfo: (gameId: number) => [...lotteryKeys.all, 'openInfo', gameId] as const,
  openInfoList: (gameIds: readonly number[] = []) =>
    [...lotteryKeys.all, 'openInfoList', [...gameIds]] as const,
  histories: (gameId: number) => [...lotteryKeys.all, 'history', gameId] as const,
  history: (params: LotteryHistoryParams) =>
    [...lotteryKeys.histories(params.gameId), params] as const,
  historyPages: (params: Omit<LotteryHistoryParams, 'page'>) =>
    [...lotteryKeys.histories(params.gameId), 'pages', params] as const,
  historyGroups: (params: LotteryHistoryGroupParams) =>
    [...lotteryKeys.histories(params.gameId), 'group', params] as const,
  playCategories: (gameId: number) => [...lotteryKeys.all, 'playCate', gameId] as const,
};

/** Open info of one game: current turn, previous result, next plan and the server's time. */
export function getLotteryOpenInfo(
  client: ApiClient,
  gameId: number,
  options?: RequestOptions,
): Promise<LotteryOpenInfo> {
  return client.call('lotteryOpenInfo', {
    ...options,
    query: { gameId, _t: String(Date.now()) },
  });
}

/** Open info of several games (all lottery games when `gameIds` is empty), in game order. */
export function getLotteryOpenInfoList(
  client: ApiClient,
  gameIds: readonly number[] = [],
  options?: RequestOptions,
): Promise<LotteryOpenInfo[]> {
  return client.call('lotteryOpenInfoList', {
    ...options,
    query: {
      ...(gameIds.length > 0 ? { gameIds: gameIds.join(',') } : {}),
      _t: String(Date.now()),
    },
  });
}

/** One page of a game's finished draws, newest first. */
export function getLotteryHistory(
  client: ApiClient,
  params: LotteryHistoryParams,
  options?: RequestOptions,
): Promise<Page<LotteryHistoryRow>> {
  return client.call('lotteryHistory', { ...options, query: params });
}

/** One page of the dates of a game's history with their draw counts, newest first. */
export function getLotteryHistoryGroup(
  client: ApiClient,
  params: LotteryHistoryGroupParams,
  options?: RequestOptions,
): Promise<Page<LotteryHistoryGroup>> {
  return client.call('lotteryHistoryGroup', { ...options, query: params });
}

/** The play categories of a game, in display order. */
export function getPlayCategories(
  client: ApiClient,
  gameId: number,
  options?: RequestOptions,
): Promise<PlayCategory[]> {
  return client.call('gamePlayCategories', { ...options, query: { gameId } });
}

export type LotteryOpenInfoQueryKey = ReturnType<typeof lotteryKeys.openInfo>;
export type LotteryOpenInfoListQueryKey = ReturnType<typeof lotteryKeys.openInfoList>;
export type LotteryHistoryQueryKey = ReturnType<typeof lotteryKeys.history>;
export type LotteryHistoryPagesQueryKey = ReturnType<typeof lotteryKeys.historyPages>;
export type LotteryHistoryGroupQueryKey = ReturnType<typeof lotteryKeys.historyGroups>;
export type PlayCategoriesQueryKey = ReturnType<typeof lotteryKeys.playCategories>;
