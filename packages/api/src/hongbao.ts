// Red-packet calls (issue 16, contract hongbao.ts): the company's rules, send, grab, one packet's
// detail and the viewer's history. Sending and grabbing move money: each carries an
// Idempotency-Key that the screen makes once per tap and reuses when it retries that tap, so a
// lost answer never sends or takes twice. After either, the balance and profile are re-read and the
// bills and red-packet lists refreshed.
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type UseInfiniteQueryResult,
  type UseMutationResult,
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
import { accountKeys } from './accounts';
import type { ApiError } from './ApiError';
import type { ApiClient, RequestOptions } from './createApiClient';
import { useApiClient } from './useApiClient';
import { newIdempotencyKey, walletKeys, type MoneyCallOptions } from './wallet';
import { IDEMPOTENCY_KEY_HEADER } from '@jinli/contract/routes';

/** Which list of the history: packets received or sent. */
export type HongbaoHistoryType = 'sent' | 'received';

/** Rows per page of the history. */
export const HONGBAO_HISTORY_ROWS = 20;

/** Query keys (under the account's keys: dropped at login and logout). */
export const hongbaoKeys = {
  all: [...accountKeys.all, 'hongbao'] as const,
  rules: () => [...hongbaoKeys.all, 'rules'] as const,
  detail: (id: string) => [...hongbaoKeys.all, 'detail', id] as const,
  histories: () => [...hongbaoKeys.all, 'history'] as const,
  history: (type: HongbaoHistoryType, year: number | null) =>
    [...hongbaoKeys.histories(), type, year] as const,
};

function withKey(options: MoneyCallOptions = {}): RequestOptions {
  const { idempotencyKey = newIdempotencyKey(), ...rest } = options;
  return { ...rest, headers: { ...rest.headers, [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } };
}

export function getHongbaoRules(
  client: ApiClient,
  options?: RequestOptions,
): Promise<HongbaoRules> {
  return client.call('hongbaoRules', options);
}

/** Sends a packet to a group room; the amount leaves the wallet at once. */
export function sendHongbao(
  client: ApiClient,
  body: HongbaoSendBody,
  options?: MoneyCallOptions,
): Promise<HongbaoSummary> {
  return client.call('hongbaoSend', { ...withKey(options), body });
}

/** Tries to take a share; the outcome says whether it did (only 'got' moved money). */
export function grabHongbao(
  client: ApiClient,
  id: string,
  options?: MoneyCallOptions,
): Promise<HongbaoGrabResult> {
  return client.call('hongbaoGrab', { ...withKey(options), body: { id } });
}

export function getHongbaoDetail(
  client: ApiClient,
  id: string,
  options?: RequestOptions,
): Promise<HongbaoDetail> {
  return client.call('hongbaoDetail', { ...options, query: { id } });
}

/** A page of the viewer's sent or received packets in `year` (default the server's this year). */
export function getHongbaoHistory(
  client: ApiClient,
  query: { type: HongbaoHistoryType; year?: number; page?: number; rows?: number },
  options?: RequestOptions,
): Promise<HongbaoHistory> {
  const { type, year, page = 1, rows = HONGBAO_HISTORY_ROWS } = query;
  return client.call('hongbaoHistory', {
    ...options,
    query: { type, page, rows, ...(year !== undefined ? { year } : {}) },
  });
}

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
