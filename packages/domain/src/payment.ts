// Payment channel kinds (spec §3) and their withdraw maxima keys (spec §9).
import type { WithdrawLimit } from '@jinli/contract';
import { parseYuan } from './money';

/** Payment channel kinds. */
export const PAYMENT_CHANNEL_KINDS = ['bank', 'usdt', 'eWallet', 'directCharging'] as const;
/** A payment channel kind. */
export type PaymentChannelKind = (typeof PAYMENT_CHANNEL_KINDS)[number];

/** Chinese name of each channel kind. */
export const PAYMENT_CHANNEL_LABELS: Record<PaymentChannelKind, string> = {
  bank: '银行卡',
  usdt: 'USDT',
  eWallet: '电子钱包',
  directCharging: '直充',
};

/** Key of each kind's maximum in userWithdrawLimit.json. */
export const PAYMENT_MAX_KEYS = {
  bank: 'max_bank',
  usdt: 'max_usdt',
  eWallet: 'max_e_wallet',
  directCharging: 'max_direct_charging',
} as const satisfies Record<PaymentChannelKind, keyof WithdrawLimit>;

/** Whether `kind` is a known channel kind. */
export function isPaymentChannelKind(kind: unknown): kind is PaymentChannelKind {
  return typeof kind === 'string' && (PAYMENT_CHANNEL_KINDS as readonly string[]).includes(kind);
}

/** The maximum for `kind` in thousandths (the limit holds yuan text), or null when absent or malformed. */
export function paymentChannelMaximum(
  limit: WithdrawLimit,
  kind: PaymentChannelKind,
): number | null {
  const parsed = parseYuan(limit[PAYMENT_MAX_KEYS[kind]]);
  return parsed.ok ? parsed.value : null;
}
