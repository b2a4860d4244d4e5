// A withdraw account as a player enters it: bound in the profile (/api/userBank/update) or given
// once with a withdrawal (/api/withdraw/freeBank). Both read and check it the same way.
import { isValidFullName } from './registerRules';

/** What kind of account money is withdrawn to. */
export type BankAccountKind = 'bank' | 'usdt' | 'eWallet';

/** Refusals of a withdraw account's fields, one per field, first problem first. */
export const BANK_ACCOUNT_MESSAGES = {
  bankName: '请输入开户银行',
  cardNo: '请输入正确的账号',
  realName: '请输入正确的持卡人姓名',
} as const;

/**
 * Card number rule per kind: bank 12-19 digits; USDT address 26-64 letters/digits; e-wallet 4-64
 * visible ASCII characters.
 */
export function isValidCardNo(kind: BankAccountKind, cardNo: string): boolean {
  if (kind === 'bank') return /^\d{12,19}$/.test(cardNo);
  if (kind === 'usdt') return /^[A-Za-z0-9]{26,64}$/.test(cardNo);
  return /^[\x21-\x7e]{4,64}$/.test(cardNo);
}

export interface BankAccountInput {
  kind: BankAccountKind;
  bankName: string;
  cardNo: string;
  realName: string;
}

/**
 * A withdraw account as stored: bank and holder names trimmed, every space taken out of the card
 * number; or the message of its first problem (bank name, then card number, then holder name).
 */
export function readBankAccount(
  input: BankAccountInput,
): { ok: true; account: BankAccountInput } | { ok: false; msg: string } {
  const bankName = input.bankName.trim();
  const cardNo = input.cardNo.replace(/\s+/g, '');
  const realName = input.realName.trim();
  if (bankName === '') return { ok: false, msg: BANK_ACCOUNT_MESSAGES.bankName };
  if (!isValidCardNo(input.kind, cardNo)) return { ok: false, msg: BANK_ACCOUNT_MESSAGES.cardNo };
  if (!isValidFullName(realName)) return { ok: false, msg: BANK_ACCOUNT_MESSAGES.realName };
  return { ok: true, account: { kind: input.kind, bankName, cardNo, realName } };
}
