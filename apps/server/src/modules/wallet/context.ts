// What every wallet operation is given (service.ts assembles it once), the types its callers and
// adapters share, and the small rules all of them apply: trial accounts refused, order numbers.
import { randomInt } from 'node:crypto';
import { ErrorCode } from '@jinli/contract';
import { accountActionRefusal, SYSTEM_UTC_OFFSET_MINUTES, wallTimeOf } from '@jinli/domain';
import type { Db } from '../../db/client';
import type { paymentChannel, UserRow } from '../../db/schema';
import type { FaultSeam } from '../../faults/seam';
import { AppError } from '../../http/AppError';
import type { CompanyService } from '../company/service';
import type { ConfigService } from '../config/service';
import { WALLET_TEXT } from './texts';

/** system_config keys of the wallet (absent rows take the defaults). */
export const WalletConfigKey = {
  /** Turnover a recharge requires, percent of its amount; default '100'. */
  RECHARGE_DML_PERCENT: 'recharge_dml_percent',
  /** Turnover shortfall tolerated at a withdrawal, yuan text; default '0'. */
  WITHDRAW_RELAX_QUOTA: 'withdraw_relax_quota',
} as const;

export type ChannelRow = typeof paymentChannel.$inferSelect;

/** A pending order as a channel adapter sees it. */
export interface CashierOrder {
  orderNo: string;
  /** The order's owner (the sandbox binds its cashier session to it). */
  userId: number;
  /** Thousandths of a yuan. */
  amount: bigint;
  channel: ChannelRow;
}

/** What a payment provider integration supplies: where the player pays an order. */
export interface ChannelAdapter {
  /** URL of the provider's cashier page for the order (absolute, or relative to the API origin). */
  cashierUrl(order: CashierOrder): Promise<string>;
}

/**
 * What the wallet asks of accounts (its AccountService, handed in by app.ts): accounts opens every
 * new user's wallet through ledger.ts, so the wallet imports nothing of accounts.
 */
export interface WalletAccounts {
  /** Throws the fund password's refusal (missing, not set, wrong, too many tries). */
  checkFundPassword(user: UserRow, cashPassword: string | undefined): Promise<void>;
}

export interface WalletServiceDeps {
  db: Db;
  company: CompanyService;
  config: ConfigService;
  accounts: WalletAccounts;
  /**
   * The adapters this deployment enables, by payment_channel.adapter name: channels whose adapter
   * is absent (the sandbox, unless enabled) are not offered and refuse recharges.
   */
  adapters: Readonly<Record<string, ChannelAdapter>>;
  /** The money paths' steps (the fault suite); default none. */
  faults?: FaultSeam | undefined;
  now?: () => number;
}

/** The deps with their defaults filled in: what each operation takes. */
export type WalletContext = Required<Omit<WalletServiceDeps, 'faults'>> & { faults: FaultSeam };

export const bad = (msg: string) => new AppError(ErrorCode.BAD_REQUEST, msg);
export const notFound = () => new AppError(ErrorCode.NOT_FOUND, WALLET_TEXT.orderNotFound);

/** Refuses trial accounts (and, defensively, anyone not logged in). */
export function refuseUnless(action: 'recharge' | 'withdraw', user: UserRow): void {
  const refusal = accountActionRefusal(action, { loggedIn: true, userType: user.type });
  if (refusal) throw new AppError(ErrorCode.FORBIDDEN, refusal);
}

/** An order number: prefix, UTC+8 wall time to the second, 6 random digits. */
export function newOrderNo(prefix: 'R' | 'W', now: number): string {
  const w = wallTimeOf(now, SYSTEM_UTC_OFFSET_MINUTES);
  const pad = (n: number, l = 2) => String(n).padStart(l, '0');
  return `${prefix}${w.year}${pad(w.month)}${pad(w.day)}${pad(w.hour)}${pad(w.minute)}${pad(w.second)}${pad(randomInt(1_000_000), 6)}`;
}
