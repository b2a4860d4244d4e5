// Lottery draws' queryOptions (open info, history pages and dates, play categories) and hooks over
// ../lottery.ts.
import {
  type InfiniteData,
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  type UseInfiniteQueryResult,
  useQuery,
  type UseQueryResult,
} from '@tanstack/react-query';
import type {
  LotteryHistoryGroup,
  LotteryHistoryRow,
  LotteryOpenInfo,
  Page,
  PlayCategory,
} from '@jinli/contract';
import type { ApiError } from '../ApiError';
import type { ApiClient } from '../createApiClient';
import {
  getLotteryHistory,
  getLotteryHistoryGroup,
  getLotteryOpenInfo,
  getLotteryOpenInfoList,
  getPlayCategories,
  LOTTERY_HISTORY_PAGE_ROWS,
  type LotteryHistoryGroupParams,
  type LotteryHistoryGroupQueryKey,
  type LotteryHistoryPagesQueryKey,
  type LotteryHistoryParams,
  type LotteryHistoryQueryKey,
  lotteryKeys,
  type LotteryOpenInfoListQueryKey,
  type LotteryOpenInfoQueryKey,
  type PlayCategoriesQueryKey,
} from '../lottery';
import { useApiClient } from './useApiClient';

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
