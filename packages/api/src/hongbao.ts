// Red-packet calls (issue 16, contract hongbao.ts): the company's rules, send, grab, one packet's
// detail and the viewer's history. Sending and grabbing move money: each carries an
// Idempotency-Key that the screen makes once per tap and reuses when it retries that tap, so a
// lost answer never sends or takes twice (the hooks, and what they refresh, are in react/hongbao.ts).
import type {
  HongbaoDetail,
  HongbaoGrabResult,
  HongbaoHistory,
  HongbaoRules,
  HongbaoSendBody,
  HongbaoSummary,
} from '@jinli/contract';
import { IDEMPOTENCY_KEY_HEADER } from '@jinli/contract/routes';
import { accountKeys } from './accounts';
import type { ApiClient, RequestOptions } from './createApiClient';
import { type MoneyCallOptions, newIdempotencyKey } from './wallet';

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
