// The wallet (spec §2 recharge/withdraw/bills, §7 tellerMachine and userWithdraw calls): payment
// channels, recharge orders, withdrawals, the valid-turnover requirement and the bills. Money-moving
// calls carry an Idempotency-Key so a retried tap never moves money twice.
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
import type { ApiClient, RequestOptions } from './createApiClient';

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

/** Rows per page of the infinite lists. */
export const WALLET_PAGE_ROWS = 20;

/** The next page number after `pages`, or undefined when every row of `totalCount` is loaded. */
export function nextPageParam<T>(last: Page<T>, pages: Page<T>[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
  return last.data.length > 0 && loaded < last.totalCount ? pages.length + 1 : undefined;
}
