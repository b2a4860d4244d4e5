// The wallet's queryOptions, infinite lists and hooks over ../wallet.ts (channels, recharge and
// withdraw history and details, the valid turnover, bills); money-moving mutations refresh the
// balance and the lists they change.
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
import { accountKeys } from '../accounts';
import type { ApiError } from '../ApiError';
import type { ApiClient } from '../createApiClient';
import {
  createBankTransfer,
  createRechargeOrder,
  getBills,
  getPaymentChannels,
  getRechargeDetail,
  getRechargeHistory,
  getValidWithdraw,
  getValidWithdrawDetail,
  getWithdrawDetail,
  getWithdrawHistory,
  type MoneyCallOptions,
  nextPageParam,
  type PageQuery,
  WALLET_PAGE_ROWS,
  walletKeys,
  withdraw,
  withdrawFreeBank,
} from '../wallet';
import { useApiClient } from './useApiClient';

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
