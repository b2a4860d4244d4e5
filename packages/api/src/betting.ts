// Betting: endpoint functions, query keys and hooks for placing bets, bet records, cancel and the
// rebate (spec §7 "Bets"). Plays and odds come with the play categories (lottery.ts
// usePlayCategoriesQuery, `plays`). Placing a bet and claiming the rebate carry an Idempotency-Key,
// so a retried tap never bets or claims twice.
import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  type UseInfiniteQueryResult,
  useMutation,
  type UseMutationResult,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import type {
  BetCancelResult,
  BetDayReport,
  BetModel,
  BetRecord,
  BetSaveBody,
  BetSaveResult,
  BettingBonus,
  BettingBonusClaim,
  Page,
} from '@jinli/contract';
import { IDEMPOTENCY_KEY_HEADER } from '@jinli/contract/routes';
import { accountKeys } from './accounts';
import type { ApiError } from './ApiError';
import type { ApiClient, RequestOptions } from './createApiClient';
import { lotteryKeys } from './lottery';
import { useApiClient } from './useApiClient';
import { type MoneyCallOptions, newIdempotencyKey } from './wallet';

/** Rows per page of the bet list (spec §9). */
export const BET_RECORD_PAGE_ROWS = 20;

/** Filter of the today list (the bet list tabs and filter drawer). */
export interface BetRecordFilter {
  /** 0 pending, 1 settled, 2 cancelled, 3 deleted, 4 chase stopped; absent: all. */
  status?: number;
  gameId?: number;
  model?: BetModel;
}

const filterKey = (filter: BetRecordFilter) => ({
  status: filter.status ?? null,
  gameId: filter.gameId ?? null,
  model: filter.model ?? null,
});

/** Query keys of betting (under the account's keys: dropped at login and logout). */
export const bettingKeys = {
  all: [...accountKeys.all, 'betting'] as const,
  records: () => [...bettingKeys.all, 'records'] as const,
  today: (filter: BetRecordFilter = {}) =>
    [...bettingKeys.records(), 'today', filterKey(filter)] as const,
  history: (date: string, gameId?: number) =>
    [...bettingKeys.records(), 'history', date, gameId ?? null] as const,
  dayReport: () => [...bettingKeys.records(), 'dayReport'] as const,
  bonus: () => [...bettingKeys.all, 'bonus'] as const,
};

function withKey(options: MoneyCallOptions = {}): RequestOptions {
  const { idempotencyKey = newIdempotencyKey(), ...rest } = options;
  return { ...rest, headers: { ...rest.headers, [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } };
}

/** Places the bets of a slip (POST /api/bet/save). */
export function placeBet(
  client: ApiClient,
  body: BetSaveBody,
  options?: MoneyCallOptions,
): Promise<BetSaveResult> {
  return client.call('betSave', { ...withKey(options), body });
}

/** A page of today's bets (plus every pending one), newest first. */
export function getBetTodayList(
  client: ApiClient,
  filter: BetRecordFilter & { page?: number; rows?: number } = {},
  options?: RequestOptions,
): Promise<Page<BetRecord>> {
  const { status, gameId, model, page = 1, rows = BET_RECORD_PAGE_ROWS } = filter;
  return client.call('betTodayList', {
    ...options,
    query: {
      page,
      rows,
      ...(status !== undefined ? { status } : {}),
      ...(gameId !== undefined ? { gameId } : {}),
      ...(model !== undefined ? { model } : {}),
    },
  });
}

/** A page of the bets made on `date` ('YYYY-MM-DD', system time zone). */
export function getBetHistoryList(
  client: ApiClient,
  query: { date: string; gameId?: number | undefined; page?: number; rows?: number },
  options?: RequestOptions,
): Promise<Page<BetRecord>> {
  return client.call('betHistoryList', {
    ...options,
    query: {
      date: query.date,
      ...(query.gameId === undefined ? {} : { gameId: query.gameId }),
      page: query.page ?? 1,
      rows: query.rows ?? BET_RECORD_PAGE_ROWS,
    },
  });
}

/** Daily totals of the last 30 days with bets, newest first. */
export function getBetDayReport(
  client: ApiClient,
  options?: RequestOptions,
): Promise<BetDayReport[]> {
  return client.call('betHistoryDayReport', options);
}

/** Cancels orders (POST /api/bet/cancel, form, comma-joined). Rejects with the first refusal when none could be cancelled. */
export function cancelBets(
  client: ApiClient,
  orderNos: readonly string[],
  options?: RequestOptions,
): Promise<BetCancelResult> {
  return client.call('betCancel', { ...options, body: { orderNo: orderNos.join(',') } });
}

export function getBettingBonus(
  client: ApiClient,
  options?: RequestOptions,
): Promise<BettingBonus> {
  return client.call('bettingBonus', options);
}

export function claimBettingBonus(
  client: ApiClient,
  options?: MoneyCallOptions,
): Promise<BettingBonusClaim> {
  return client.call('bettingBonusClaim', withKey(options));
}

/** Pages of the today list for infinite scroll (rows 20); the next page exists while fewer than totalCount are loaded. */
export function betRecordsInfiniteQueryOptions(client: ApiClient, filter: BetRecordFilter = {}) {
  return infiniteQueryOptions<
    Page<BetRecord>,
    ApiError,
    InfiniteData<Page<BetRecord>, number>,
    ReturnType<typeof bettingKeys.today>,
    number
  >({
    queryKey: bettingKeys.today(filter),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      getBetTodayList(client, { ...filter, page: pageParam }, { signal }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      return last.data.length > 0 && loaded < last.totalCount ? pages.length + 1 : undefined;
    },
  });
}

/** Pages of one day's records for infinite scroll (one game's with `gameId`). */
export function betHistoryInfiniteQueryOptions(client: ApiClient, date: string, gameId?: number) {
  return infiniteQueryOptions<
    Page<BetRecord>,
    ApiError,
    InfiniteData<Page<BetRecord>, number>,
    ReturnType<typeof bettingKeys.history>,
    number
  >({
    queryKey: bettingKeys.history(date, gameId),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      getBetHistoryList(client, { date, gameId, page: pageParam }, { signal }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      return last.data.length > 0 && loaded < last.totalCount ? pages.length + 1 : undefined;
    },
  });
}

export function betDayReportQueryOptions(client: ApiClient) {
  return queryOptions<
    BetDayReport[],
    ApiError,
    BetDayReport[],
    ReturnType<typeof bettingKeys.dayReport>
  >({
    queryKey: bettingKeys.dayReport(),
    queryFn: ({ signal }) => getBetDayReport(client, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function bettingBonusQueryOptions(client: ApiClient) {
  return queryOptions<BettingBonus, ApiError, BettingBonus, ReturnType<typeof bettingKeys.bonus>>({
    queryKey: bettingKeys.bonus(),
    queryFn: ({ signal }) => getBettingBonus(client, { signal }),
  });
}

export function useBetRecordsInfiniteQuery(
  filter: BetRecordFilter = {},
  { enabled = true }: { enabled?: boolean } = {},
): UseInfiniteQueryResult<InfiniteData<Page<BetRecord>, number>, ApiError> {
  return useInfiniteQuery({ ...betRecordsInfiniteQueryOptions(useApiClient(), filter), enabled });
}

export function useBetHistoryInfiniteQuery(
  date: string,
  { enabled = true, gameId }: { enabled?: boolean; gameId?: number } = {},
): UseInfiniteQueryResult<InfiniteData<Page<BetRecord>, number>, ApiError> {
  return useInfiniteQuery({
    ...betHistoryInfiniteQueryOptions(useApiClient(), date, gameId),
    enabled,
  });
}

export function useBetDayReportQuery(): UseQueryResult<BetDayReport[], ApiError> {
  return useQuery(betDayReportQueryOptions(useApiClient()));
}

export function useBettingBonusQuery(): UseQueryResult<BettingBonus, ApiError> {
  return useQuery(bettingBonusQueryOptions(useApiClient()));
}

/** Variables of usePlaceBetMutation: the slip plus the attempt's idempotency key (reuse it to retry). */
export interface PlaceBetVariables {
  body: BetSaveBody;
  idempotencyKey?: string;
}

/**
 * Places a slip; on success refreshes everything of the account (balance, profile, records,
 * rebate). Also refreshes the game's open info: a refusal because the turn closed is then followed
 * by the next turn.
 */
export function usePlaceBetMutation(): UseMutationResult<
  BetSaveResult,
  ApiError,
  PlaceBetVariables
> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: PlaceBetVariables) =>
      placeBet(client, body, { idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
    onError: (_error, { body }) =>
      queryClient.invalidateQueries({ queryKey: lotteryKeys.openInfo(body.gameId) }),
  });
}

/** Cancels orders; refreshes balances and records afterwards, refused or not (a refusal means the list is stale). */
export function useCancelBetsMutation(): UseMutationResult<
  BetCancelResult,
  ApiError,
  readonly string[]
> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderNos: readonly string[]) => cancelBets(client, orderNos),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

/** Claims the rebate; refreshes balances and the bonus afterwards. */
export function useClaimBettingBonusMutation(): UseMutationResult<
  BettingBonusClaim,
  ApiError,
  { idempotencyKey?: string } | void
> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { idempotencyKey?: string } | void) =>
      claimBettingBonus(client, { idempotencyKey: variables?.idempotencyKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
