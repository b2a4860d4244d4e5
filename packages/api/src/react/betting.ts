// Betting's infinite bet lists, queryOptions and hooks over ../betting.ts: a placed bet refreshes
// the balance, the profile and the records; a claimed rebate the rebate and the balance.
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
  BetRecord,
  BetSaveBody,
  BetSaveResult,
  BettingBonus,
  BettingBonusClaim,
  Page,
} from '@jinli/contract';
import { accountKeys } from '../accounts';
import type { ApiError } from '../ApiError';
import {
  type BetRecordFilter,
  bettingKeys,
  cancelBets,
  claimBettingBonus,
  getBetDayReport,
  getBetHistoryList,
  getBettingBonus,
  getBetTodayList,
  placeBet,
} from '../betting';
import type { ApiClient } from '../createApiClient';
import { lotteryKeys } from '../lottery';
import { useApiClient } from './useApiClient';

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
