// Betting: endpoint functions and query keys for placing bets, bet records, cancel and the rebate
// (spec §7 "Bets"; hooks in react/betting.ts). Plays and odds come with the play categories
// (lottery.ts getPlayCategories, `plays`). Placing a bet and claiming the rebate carry an
// Idempotency-Key, so a retried tap never bets or claims twice.
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
import type { ApiClient, RequestOptions } from './createApiClient';
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
