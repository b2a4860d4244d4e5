// The red packets' queryOptions and hooks over ../hongbao.ts. After a send or a grab the balance
// and profile are re-read and the bills and red-packet lists refreshed.
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
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
  HongbaoDetail,
  HongbaoGrabResult,
  HongbaoHistory,
  HongbaoRules,
  HongbaoSendBody,
  HongbaoSummary,
} from '@jinli/contract';
import { accountKeys } from '../accounts';
import type { ApiError } from '../ApiError';
import type { ApiClient } from '../createApiClient';
import {
  getHongbaoDetail,
  getHongbaoHistory,
  getHongbaoRules,
  grabHongbao,
  type HongbaoHistoryType,
  hongbaoKeys,
  sendHongbao,
} from '../hongbao';
import { walletKeys } from '../wallet';
import { useApiClient } from './useApiClient';

export function hongbaoRulesQueryOptions(client: ApiClient) {
  return queryOptions<HongbaoRules, ApiError, HongbaoRules, ReturnType<typeof hongbaoKeys.rules>>({
    queryKey: hongbaoKeys.rules(),
    queryFn: ({ signal }) => getHongbaoRules(client, { signal }),
    // The company changes these rarely; the server checks them again on every send.
    staleTime: 5 * 60_000,
  });
}

export function hongbaoDetailQueryOptions(client: ApiClient, id: string) {
  return queryOptions<
    HongbaoDetail,
    ApiError,
    HongbaoDetail,
    ReturnType<typeof hongbaoKeys.detail>
  >({
    queryKey: hongbaoKeys.detail(id),
    queryFn: ({ signal }) => getHongbaoDetail(client, id, { signal }),
  });
}

/** Pages of one year's history for infinite scroll; `year` null: the server's current year. */
export function hongbaoHistoryInfiniteQueryOptions(
  client: ApiClient,
  type: HongbaoHistoryType,
  year: number | null,
) {
  return infiniteQueryOptions<
    HongbaoHistory,
    ApiError,
    InfiniteData<HongbaoHistory, number>,
    ReturnType<typeof hongbaoKeys.history>,
    number
  >({
    queryKey: hongbaoKeys.history(type, year),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      getHongbaoHistory(client, { type, year: year ?? undefined, page: pageParam }, { signal }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      return last.data.length > 0 && loaded < last.totalCount ? pages.length + 1 : undefined;
    },
  });
}

/** The company's rules; `enabled` false to wait (e.g. until the profile says the account may send). */
export function useHongbaoRulesQuery({
  enabled = true,
}: { enabled?: boolean } = {}): UseQueryResult<HongbaoRules, ApiError> {
  // Only a "no" is passed on: otherwise the client's default applies (stories keep queries off).
  return useQuery({
    ...hongbaoRulesQueryOptions(useApiClient()),
    ...(enabled ? {} : { enabled: false }),
  });
}

/**
 * One packet with its shares. `enabled` false for guests (the call needs a signed-in player);
 * `staleMs` how long an answer is used without asking again (default the client's).
 */
export function useHongbaoDetailQuery(
  id: string,
  { enabled = true, staleMs }: { enabled?: boolean; staleMs?: number } = {},
): UseQueryResult<HongbaoDetail, ApiError> {
  return useQuery({
    ...hongbaoDetailQueryOptions(useApiClient(), id),
    ...(enabled && id !== '' ? {} : { enabled: false }),
    ...(staleMs === undefined ? {} : { staleTime: staleMs }),
  });
}

export function useHongbaoHistoryInfiniteQuery(
  type: HongbaoHistoryType,
  year: number | null,
): UseInfiniteQueryResult<InfiniteData<HongbaoHistory, number>, ApiError> {
  return useInfiniteQuery(hongbaoHistoryInfiniteQueryOptions(useApiClient(), type, year));
}

/** After money moved: balance and profile, the bills, and the red-packet lists. */
function refreshAfterMoney(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: accountKeys.profile() }),
    queryClient.invalidateQueries({ queryKey: accountKeys.money() }),
    queryClient.invalidateQueries({ queryKey: walletKeys.all }),
    queryClient.invalidateQueries({ queryKey: hongbaoKeys.histories() }),
  ]);
}

/** Variables of useSendHongbaoMutation: the body and the tap's idempotency key (reuse it to retry). */
export interface SendHongbaoVariables {
  body: HongbaoSendBody;
  idempotencyKey: string;
}

export function useSendHongbaoMutation(): UseMutationResult<
  HongbaoSummary,
  ApiError,
  SendHongbaoVariables
> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: SendHongbaoVariables) =>
      sendHongbao(client, body, { idempotencyKey }),
    onSuccess: () => refreshAfterMoney(queryClient),
  });
}

/** Variables of useGrabHongbaoMutation: the packet and the tap's idempotency key. */
export interface GrabHongbaoVariables {
  id: string;
  idempotencyKey: string;
}

/**
 * Grabs a share. Whatever the outcome, the packet's detail is re-read (its card then shows 已领取,
 * 已抢完 or 已过期); after 'got' the money is refreshed too.
 */
export function useGrabHongbaoMutation(): UseMutationResult<
  HongbaoGrabResult,
  ApiError,
  GrabHongbaoVariables
> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, idempotencyKey }: GrabHongbaoVariables) =>
      grabHongbao(client, id, { idempotencyKey }),
    onSuccess: (result, { id }) => {
      void queryClient.invalidateQueries({ queryKey: hongbaoKeys.detail(id) });
      if (result.outcome === 'got') void refreshAfterMoney(queryClient);
    },
  });
}
