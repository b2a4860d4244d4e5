// Lottery draws (spec §7 "Lottery"): a game's open info (GET /v/lottery/openInfo), the open info of
// several games, the paged draw history and its dates, and a game's play categories.
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type UseInfiniteQueryResult,
  type UseQueryResult,
  type InfiniteData,
} from '@tanstack/react-query';
import type {
  LotteryHistoryGroup,
  LotteryHistoryRow,
  LotteryOpenInfo,
  Page,
  PlayCategory,
} from '@jinli/contract';
import type { ApiError } from './ApiError';
import type { ApiClient, RequestOptions } from './createApiClient';
import { useApiClient } from './useApiClient';

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

export function lotteryOpenInfoQueryOptions(client: ApiClient, gameId: number) {
  return queryOptions<LotteryOpenInfo, ApiError, LotteryOpenInfo, LotteryOpenInfoQueryKey>({
    queryKey: lotteryKeys.openInfo(gameId),
    queryFn: ({ signal }) => getLotteryOpenInfo(client, gameId, { signal }),
  });
}

export function lotteryOpenInfoListQueryOptions(
  client: ApiClient,
  gameIds: readonly number[] = [],
) {
  return queryOptions<LotteryOpenInfo[], ApiError, LotteryOpenInfo[], LotteryOpenInfoListQueryKey>({
    queryKey: lotteryKeys.openInfoList(gameIds),
    queryFn: ({ signal }) => getLotteryOpenInfoList(client, gameIds, { signal }),
  });
}

export function lotteryHistoryQueryOptions(client: ApiClient, params: LotteryHistoryParams) {
  return queryOptions<
    Page<LotteryHistoryRow>,
    ApiError,
    Page<LotteryHistoryRow>,
    LotteryHistoryQueryKey
  >({
    queryKey: lotteryKeys.history(params),
    queryFn: ({ signal }) => getLotteryHistory(client, params, { signal }),
  });
}

/** Pages of history, for infinite scroll: the next page exists while fewer than totalCount rows are loaded. */
export function lotteryHistoryPagesQueryOptions(
  client: ApiClient,
  params: Omit<LotteryHistoryParams, 'page'>,
) {
  const rows = params.rows ?? LOTTERY_HISTORY_PAGE_ROWS;
  return infiniteQueryOptions<
    Page<LotteryHistoryRow>,
    ApiError,
    InfiniteData<Page<LotteryHistoryRow>, number>,
    LotteryHistoryPagesQueryKey,
    number
  >({
    queryKey: lotteryKeys.historyPages(params),
    initialPageParam: 1,
    queryFn: ({ signal, pageParam }) =>
      getLotteryHistory(client, { ...params, rows, page: pageParam }, { signal }),
    getNextPageParam: (last, pages, lastPageParam) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      return last.data.length > 0 && loaded < last.totalCount ? lastPageParam + 1 : undefined;
    },
  });
}

export function lotteryHistoryGroupQueryOptions(
  client: ApiClient,
  params: LotteryHistoryGroupParams,
) {
  return queryOptions<
    Page<LotteryHistoryGroup>,
    ApiError,
    Page<LotteryHistoryGroup>,
    LotteryHistoryGroupQueryKey
  >({
    queryKey: lotteryKeys.historyGroups(params),
    queryFn: ({ signal }) => getLotteryHistoryGroup(client, params, { signal }),
  });
}

export function playCategoriesQueryOptions(client: ApiClient, gameId: number) {
  return queryOptions<PlayCategory[], ApiError, PlayCategory[], PlayCategoriesQueryKey>({
    queryKey: lotteryKeys.playCategories(gameId),
    queryFn: ({ signal }) => getPlayCategories(client, gameId, { signal }),
  });
}

/** Options of {@link useLotteryOpenInfoQuery}. */
export interface LotteryOpenInfoQueryOptions {
  /** Default true. */
  enabled?: boolean;
  /** Poll interval in ms, or false (default) for none; see the draw panel's polling rule. */
  refetchInterval?: number | false;
}

/** Open info of one game (kept current by the game socket, see @jinli/socket/react). */
export function useLotteryOpenInfoQuery(
  gameId: number,
  options: LotteryOpenInfoQueryOptions = {},
): UseQueryResult<LotteryOpenInfo, ApiError> {
  return useQuery({
    ...lotteryOpenInfoQueryOptions(useApiClient(), gameId),
    enabled: options.enabled ?? true,
    refetchInterval: options.refetchInterval ?? false,
  });
}

/** Open info of several games (every lottery game when `gameIds` is empty). */
export function useLotteryOpenInfoListQuery(
  gameIds: readonly number[] = [],
): UseQueryResult<LotteryOpenInfo[], ApiError> {
  return useQuery(lotteryOpenInfoListQueryOptions(useApiClient(), gameIds));
}

/** One page of a game's draw history. */
export function useLotteryHistoryQuery(
  params: LotteryHistoryParams,
  options: { enabled?: boolean } = {},
): UseQueryResult<Page<LotteryHistoryRow>, ApiError> {
  return useQuery({
    ...lotteryHistoryQueryOptions(useApiClient(), params),
    enabled: options.enabled ?? true,
  });
}

/** A game's draw history page by page (infinite scroll). */
export function useLotteryHistoryPagesQuery(
  params: Omit<LotteryHistoryParams, 'page'>,
): UseInfiniteQueryResult<InfiniteData<Page<LotteryHistoryRow>, number>, ApiError> {
  return useInfiniteQuery(lotteryHistoryPagesQueryOptions(useApiClient(), params));
}

/** One page of the dates of a game's history. */
export function useLotteryHistoryGroupQuery(
  params: LotteryHistoryGroupParams,
): UseQueryResult<Page<LotteryHistoryGroup>, ApiError> {
  return useQuery(lotteryHistoryGroupQueryOptions(useApiClient(), params));
}

/** The play categories of a game. */
export function usePlayCategoriesQuery(
  gameId: number,
  options: { enabled?: boolean } = {},
): UseQueryResult<PlayCategory[], ApiError> {
  return useQuery({
    ...playCategoriesQueryOptions(useApiClient(), gameId),
    enabled: options.enabled ?? true,
  });
}
