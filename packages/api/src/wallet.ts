// The wallet (spec §2 recharge/withdraw/bills, §7 tellerMachine and userWithdraw calls): payment
// channels, recharge orders, withdrawals, the valid-turnover requirement and the bills. Money-moving
// calls carry an Idempotency-Key so a retried tap never moves money twice.
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type UseInfiniteQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type {
  Bill,
  BillsQuery,
  Page,
  PaymentChannels,
  RechargeCreateBody,
  RechargeOrder,
  RechargeStatus,
  TellerMachineBody,
  ValidWithdraw,
  ValidWithdrawRow,
  WithdrawBody,
  WithdrawFreeBankBody,
  WithdrawOrder,
} from '@jinli/contract';
import { IDEMPOTENCY_KEY_HEADER } from '@jinli/contract/routes';
import { accountKeys } from './accounts';
import type { ApiError } from './ApiError';
import type { ApiClient, RequestOptions } from './createApiClient';
import { useApiClient } from './useApiClient';

/** A page request; defaults page 1, 20 rows. */
export interface PageQuery {
  page?: number;
  rows?: number;
}

const pageOf = (query: PageQuery = {}) => ({ page: query.page ?? 1, rows: query.rows ?? 20 });

/** Query keys of the wallet (under the account's keys: dropped at login and logout). */
export const walletKeys = {
  all: [...accountKeys.all, 'wallet'] as const,
  channels: () => [...walletKeys.all, 'channels'] as const,
  rechargeHistory: (query: PageQuery & { status?: RechargeStatus } = {}) =>
    [
      ...walletKeys.all,
      'rechargeHistory',
      { ...pageOf(query), status: query.status ?? null },
    ] as const,
  rechargeDetail: (orderNo: string) => [...walletKeys.all, 'rechargeDetail', orderNo] as const,
  withdrawHistory: (query: PageQuery = {}) =>
    [...walletKeys.all, 'withdrawHistory', pageOf(query)] as const,
  withdrawDetail: (orderNo: string) => [...walletKeys.all, 'withdrawDetail', orderNo] as const,
  validWithdraw: () => [...walletKeys.all, 'validWithdraw'] as const,
  validWithdrawDetail: (id: number) => [...walletKeys.all, 'validWithdrawDetail', id] as const,
  bills: (query: Partial<BillsQuery> = {}) =>
    [
      ...walletKeys.all,
      'bills',
      {
        ...pageOf(query),
        type: query.type ?? null,
        startDate: query.startDate ?? null,
        endDate: query.endDate ?? null,
      },
    ] as const,
};

/**
 * A fresh idempotency key (32 hex characters, 128 random bits) for one money-moving attempt; reuse
 * it when retrying that attempt. getRandomValues, not randomUUID: the latter needs a secure context
 * and a brand may serve its app over plain HTTP.
 */
export function newIdempotencyKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Options of money-moving calls. */
export interface MoneyCallOptions extends RequestOptions {
  /** Idempotency key of this attempt; default a new one. */
  idempotencyKey?: string;
}

function withKey(options: MoneyCallOptions = {}): RequestOptions {
  const { idempotencyKey = newIdempotencyKey(), ...rest } = options;
  return { ...rest, headers: { ...rest.headers, [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } };
}

export function getPaymentChannels(
  client: ApiClient,
  options?: RequestOptions,
): Promise<PaymentChannels> {
  return client.call('paymentChannels', options);
}

/** Creates an order on an online, QR/virtual or third-party channel; pay it at `cashierUrl`. */
export function createRechargeOrder(
  client: ApiClient,
  body: RechargeCreateBody,
  options?: MoneyCallOptions,
): Promise<RechargeOrder> {
  return client.call('rechargeCreate', { ...withKey(options), body });
}

/** Reports a bank-transfer recharge (POST /api/v2/user/tellerMachine). */
export function createBankTransfer(
  client: ApiClient,
  body: TellerMachineBody,
  options?: MoneyCallOptions,
): Promise<RechargeOrder> {
  return client.call('tellerMachine', { ...withKey(options), body });
}

export function getRechargeHistory(
  client: ApiClient,
  query: PageQuery & { status?: RechargeStatus } = {},
  options?: RequestOptions,
): Promise<Page<RechargeOrder>> {
  return client.call('rechargeHistory', {
    ...options,
    query: { ...pageOf(query), ...(query.status ? { status: query.status } : {}) },
  });
}

export function getRechargeDetail(
  client: ApiClient,
  orderNo: string,
  options?: RequestOptions,
): Promise<RechargeOrder> {
  return client.call('rechargeDetail', { ...options, query: { orderNo } });
}

/** Withdraws to a bound account; rejects with UC/CASH_PASSWORD* codes (spec §8) when the fund password is missing or wrong. */
export function withdraw(
  client: ApiClient,
  body: WithdrawBody,
  options?: MoneyCallOptions,
): Promise<WithdrawOrder> {
  return client.call('withdraw', { ...withKey(options), body });
}

/** Withdraws to an account named in the request. */
export function withdrawFreeBank(
  client: ApiClient,
  body: WithdrawFreeBankBody,
  options?: MoneyCallOptions,
): Promise<WithdrawOrder> {
  return client.call('withdrawFreeBank', { ...withKey(options), body });
}

export function getWithdrawHistory(
  client: ApiClient,
  query: PageQuery = {},
  options?: RequestOptions,
): Promise<Page<WithdrawOrder>> {
  return client.call('withdrawHistory', { ...options, query: pageOf(query) });
}

export function getWithdrawDetail(
  client: ApiClient,
  orderNo: string,
  options?: RequestOptions,
): Promise<WithdrawOrder> {
  return client.call('withdrawDetail', { ...options, query: { orderNo } });
}

export function getValidWithdraw(
  client: ApiClient,
  options?: RequestOptions,
): Promise<ValidWithdraw> {
  return client.call('validWithdraw', options);
}

export function getValidWithdrawDetail(
  client: ApiClient,
  id: number,
  options?: RequestOptions,
): Promise<ValidWithdrawRow> {
  return client.call('validWithdrawDetail', { ...options, query: { id } });
}

/** A page of the ledger, newest first, optionally by type and date range ('YYYY-MM-DD'). */
export function getBills(
  client: ApiClient,
  query: Partial<BillsQuery> = {},
  options?: RequestOptions,
): Promise<Page<Bill>> {
  const { type, startDate, endDate } = query;
  return client.call('bills', {
    ...options,
    query: {
      ...pageOf(query),
      ...(type ? { type } : {}),
      ...(startDate ? { startDate } : {}),
      ...(endDate ? { endDate } : {}),
    },
  });
}

export function paymentChannelsQueryOptions(client: ApiClient) {
  return queryOptions<
    PaymentChannels,
    ApiError,
    PaymentChannels,
    ReturnType<typeof walletKeys.channels>
  >({
    queryKey: walletKeys.channels(),
    queryFn: ({ signal }) => getPaymentChannels(client, { signal }),
  });
}

export function rechargeHistoryQueryOptions(
  client: ApiClient,
  query: PageQuery & { status?: RechargeStatus } = {},
) {
  return queryOptions<
    Page<RechargeOrder>,
    ApiError,
    Page<RechargeOrder>,
    ReturnType<typeof walletKeys.rechargeHistory>
  >({
    queryKey: walletKeys.rechargeHistory(query),
    queryFn: ({ signal }) => getRechargeHistory(client, query, { signal }),
  });
}

export function rechargeDetailQueryOptions(client: ApiClient, orderNo: string) {
  return queryOptions<
    RechargeOrder,
    ApiError,
    RechargeOrder,
    ReturnType<typeof walletKeys.rechargeDetail>
  >({
    queryKey: walletKeys.rechargeDetail(orderNo),
    queryFn: ({ signal }) => getRechargeDetail(client, orderNo, { signal }),
  });
}

export function withdrawHistoryQueryOptions(client: ApiClient, query: PageQuery = {}) {
  return queryOptions<
    Page<WithdrawOrder>,
    ApiError,
    Page<WithdrawOrder>,
    ReturnType<typeof walletKeys.withdrawHistory>
  >({
    queryKey: walletKeys.withdrawHistory(query),
    queryFn: ({ signal }) => getWithdrawHistory(client, query, { signal }),
  });
}

export function withdrawDetailQueryOptions(client: ApiClient, orderNo: string) {
  return queryOptions<
    WithdrawOrder,
    ApiError,
    WithdrawOrder,
    ReturnType<typeof walletKeys.withdrawDetail>
  >({
    queryKey: walletKeys.withdrawDetail(orderNo),
    queryFn: ({ signal }) => getWithdrawDetail(client, orderNo, { signal }),
  });
}

export function validWithdrawQueryOptions(client: ApiClient) {
  return queryOptions<
    ValidWithdraw,
    ApiError,
    ValidWithdraw,
    ReturnType<typeof walletKeys.validWithdraw>
  >({
    queryKey: walletKeys.validWithdraw(),
    queryFn: ({ signal }) => getValidWithdraw(client, { signal }),
  });
}

export function validWithdrawDetailQueryOptions(client: ApiClient, id: number) {
  return queryOptions<
    ValidWithdrawRow,
    ApiError,
    ValidWithdrawRow,
    ReturnType<typeof walletKeys.validWithdrawDetail>
  >({
    queryKey: walletKeys.validWithdrawDetail(id),
    queryFn: ({ signal }) => getValidWithdrawDetail(client, id, { signal }),
  });
}

export function billsQueryOptions(client: ApiClient, query: Partial<BillsQuery> = {}) {
  return queryOptions<Page<Bill>, ApiError, Page<Bill>, ReturnType<typeof walletKeys.bills>>({
    queryKey: walletKeys.bills(query),
    queryFn: ({ signal }) => getBills(client, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePaymentChannelsQuery(): UseQueryResult<PaymentChannels, ApiError> {
  return useQuery(paymentChannelsQueryOptions(useApiClient()));
}

export function useRechargeHistoryQuery(
  query: PageQuery & { status?: RechargeStatus } = {},
): UseQueryResult<Page<RechargeOrder>, ApiError> {
  return useQuery(rechargeHistoryQueryOptions(useApiClient(), query));
}

/** One recharge order; while it is pending it is re-read every `pollPendingMs` (ms; default no polling). */
export function useRechargeDetailQuery(
  orderNo: string,
  { pollPendingMs }: { pollPendingMs?: number } = {},
): UseQueryResult<RechargeOrder, ApiError> {
  return useQuery({
    ...rechargeDetailQueryOptions(useApiClient(), orderNo),
    refetchInterval: (query) =>
      pollPendingMs && query.state.data?.status === 'pending' ? pollPendingMs : false,
  });
}

export function useWithdrawHistoryQuery(
  query: PageQuery = {},
): UseQueryResult<Page<WithdrawOrder>, ApiError> {
  return useQuery(withdrawHistoryQueryOptions(useApiClient(), query));
}

export function useWithdrawDetailQuery(orderNo: string): UseQueryResult<WithdrawOrder, ApiError> {
  return useQuery(withdrawDetailQueryOptions(useApiClient(), orderNo));
}

export function useValidWithdrawQuery(): UseQueryResult<ValidWithdraw, ApiError> {
  return useQuery(validWithdrawQueryOptions(useApiClient()));
}

export function useValidWithdrawDetailQuery(
  id: number,
): UseQueryResult<ValidWithdrawRow, ApiError> {
  return useQuery(validWithdrawDetailQueryOptions(useApiClient(), id));
}

export function useBillsQuery(
  query: Partial<BillsQuery> = {},
): UseQueryResult<Page<Bill>, ApiError> {
  return useQuery(billsQueryOptions(useApiClient(), query));
}

/** Variables of the money mutations: the body plus the attempt's idempotency key. */
export interface MoneyMutationVariables<B> {
  body: B;
  /** Reuse the key when retrying the same attempt; default a new one. */
  idempotencyKey?: string;
}

/** A money mutation that refreshes the wallet and the balances when it succeeds. */
function useMoneyMutation<B, R>(
  call: (client: ApiClient, body: B, options: MoneyCallOptions) => Promise<R>,
): UseMutationResult<R, ApiError, MoneyMutationVariables<B>> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: MoneyMutationVariables<B>) =>
      call(client, body, { idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

export function useCreateRechargeMutation(): UseMutationResult<
  RechargeOrder,
  ApiError,
  MoneyMutationVariables<RechargeCreateBody>
> {
  return useMoneyMutation(createRechargeOrder);
}

export function useBankTransferMutation(): UseMutationResult<
  RechargeOrder,
  ApiError,
  MoneyMutationVariables<TellerMachineBody>
> {
  return useMoneyMutation(createBankTransfer);
}

export function useWithdrawMutation(): UseMutationResult<
  WithdrawOrder,
  ApiError,
  MoneyMutationVariables<WithdrawBody>
> {
  return useMoneyMutation(withdraw);
}

export function useWithdrawFreeBankMutation(): UseMutationResult<
  WithdrawOrder,
  ApiError,
  MoneyMutationVariables<WithdrawFreeBankBody>
> {
  return useMoneyMutation(withdrawFreeBank);
}

/** Rows per page of the infinite lists. */
export const WALLET_PAGE_ROWS = 20;

/** The next page number after `pages`, or undefined when every row of `totalCount` is loaded. */
export function nextPageParam<T>(last: Page<T>, pages: Page<T>[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
  return last.data.length > 0 && loaded < last.totalCount ? pages.length + 1 : undefined;
}

type BillFilters = Omit<Partial<BillsQuery>, 'page' | 'rows'>;

export function billsInfiniteQueryOptions(client: ApiClient, filters: BillFilters = {}) {
  return infiniteQueryOptions<
    Page<Bill>,
    ApiError,
    InfiniteData<Page<Bill>, number>,
    readonly unknown[],
    number
  >({
    queryKey: [...walletKeys.bills(filters), 'infinite'] as const,
    queryFn: ({ pageParam, signal }) =>
      getBills(client, { ...filters, page: pageParam, rows: WALLET_PAGE_ROWS }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam<Bill>,
  });
}

/** The ledger page by page (20 rows), filtered by type and dates. */
export function useBillsInfiniteQuery(
  filters: BillFilters = {},
): UseInfiniteQueryResult<InfiniteData<Page<Bill>, number>, ApiError> {
  return useInfiniteQuery({
    ...billsInfiniteQueryOptions(useApiClient(), filters),
    placeholderData: keepPreviousData,
  });
}

export function rechargeHistoryInfiniteQueryOptions(client: ApiClient) {
  return infiniteQueryOptions<
    Page<RechargeOrder>,
    ApiError,
    InfiniteData<Page<RechargeOrder>, number>,
    readonly unknown[],
    number
  >({
    queryKey: [...walletKeys.rechargeHistory(), 'infinite'] as const,
    queryFn: ({ pageParam, signal }) =>
      getRechargeHistory(client, { page: pageParam, rows: WALLET_PAGE_ROWS }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam<RechargeOrder>,
  });
}

/** Recharge orders page by page, newest first. */
export function useRechargeHistoryInfiniteQuery(): UseInfiniteQueryResult<
  InfiniteData<Page<RechargeOrder>, number>,
  ApiError
> {
  return useInfiniteQuery(rechargeHistoryInfiniteQueryOptions(useApiClient()));
}

export function withdrawHistoryInfiniteQueryOptions(client: ApiClient) {
  return infiniteQueryOptions<
    Page<WithdrawOrder>,
    ApiError,
    InfiniteData<Page<WithdrawOrder>, number>,
    readonly unknown[],
    number
  >({
    queryKey: [...walletKeys.withdrawHistory(), 'infinite'] as const,
    queryFn: ({ pageParam, signal }) =>
      getWithdrawHistory(client, { page: pageParam, rows: WALLET_PAGE_ROWS }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam<WithdrawOrder>,
  });
}

/** Withdraw orders page by page, newest first. */
export function useWithdrawHistoryInfiniteQuery(): UseInfiniteQueryResult<
  InfiniteData<Page<WithdrawOrder>, number>,
  ApiError
> {
  return useInfiniteQuery(withdrawHistoryInfiniteQueryOptions(useApiClient()));
}
