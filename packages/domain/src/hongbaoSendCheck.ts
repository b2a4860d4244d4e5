// The send form's check of a red packet (issue 16) against the company's rules (GET
// /api/hongbao/rules), before the fund password is asked: the same limits and texts the server
// applies (contract HONGBAO_REFUSAL), so a player learns what is wrong without a round trip. The
// daily cap needs what was sent today, which only the server knows: it answers that one.
import { HONGBAO_REFUSAL, type HongbaoKind, type HongbaoRules } from '@jinli/contract';
import { formatMoney, MONEY_PARSE_MESSAGES, parseEnteredYuan } from './money';

/** What the form holds: for 'lucky' `amount` is the total, for 'equal' the single share. */
export interface HongbaoSendInput {
  kind: HongbaoKind;
  amount: string;
  count: string;
  greeting: string;
}

/** The form's own texts (the limits' are the contract's). */
export const HONGBAO_FORM_TEXT = {
  countEmpty: '请输入红包个数',
  countInvalid: '红包个数需为正整数',
  amountEmpty: '请输入金额',
  /** Shares are whole fen: the rule of every entered amount (parseEnteredYuan). */
  fen: MONEY_PARSE_MESSAGES.fen,
} as const;

export type HongbaoSendCheck =
  | {
      ok: true;
      /** Thousandths: the packet's total (for 'equal' the share × count). */
      total: number;
      count: number;
      /** The greeting to send: the typed one trimmed, or the rules' default. */
      greeting: string;
    }
  | { ok: false; field: 'amount' | 'count' | 'greeting' | 'balance'; message: string };

const yuan = (thousandths: number) => formatMoney(thousandths, { minDecimals: 0 });
const fill = (text: string, key: string, value: string) => text.replace(`{${key}}`, value);

/**
 * Checks the form against `rules` and, when given, the balance (thousandths). The count first (the
 * share limit depends on it), then the amount, the total, the greeting, the balance.
 */
export function checkHongbaoSend(
  input: HongbaoSendInput,
  rules: Pick<
    HongbaoRules,
    'minShare' | 'maxTotal' | 'maxCount' | 'greetingMaxLength' | 'defaultGreeting'
  >,
  balance?: number,
): HongbaoSendCheck {
  const countText = input.count.trim();
  if (countText === '') return { ok: false, field: 'count', message: HONGBAO_FORM_TEXT.countEmpty };
  if (!/^\d{1,9}$/.test(countText) || Number(countText) < 1)
    return { ok: false, field: 'count', message: HONGBAO_FORM_TEXT.countInvalid };
  const count = Number(countText);
  if (count > rules.maxCount)
    return {
      ok: false,
      field: 'count',
      message: fill(HONGBAO_REFUSAL.countTooLarge, 'max', String(rules.maxCount)),
    };

  const parsed = parseEnteredYuan(input.amount);
  if (!parsed.ok)
    return {
      ok: false,
      field: 'amount',
      message: parsed.error === 'empty' ? HONGBAO_FORM_TEXT.amountEmpty : parsed.message,
    };
  const shareTooSmall = {
    ok: false as const,
    field: 'amount' as const,
    message: fill(HONGBAO_REFUSAL.shareTooSmall, 'min', yuan(rules.minShare)),
  };
  const total = input.kind === 'equal' ? parsed.value * count : parsed.value;
  // 'equal': the typed share is each share; 'lucky': every share must be able to get the minimum.
  if (input.kind === 'equal' ? parsed.value < rules.minShare : total < rules.minShare * count)
    return shareTooSmall;
  if (total > rules.maxTotal)
    return {
      ok: false,
      field: 'amount',
      message: fill(HONGBAO_REFUSAL.totalTooLarge, 'max', yuan(rules.maxTotal)),
    };

  const greeting = input.greeting.trim();
  if (Array.from(greeting).length > rules.greetingMaxLength)
    return {
      ok: false,
      field: 'greeting',
      message: fill(HONGBAO_REFUSAL.greetingTooLong, 'max', String(rules.greetingMaxLength)),
    };
  if (balance !== undefined && total > balance)
    return { ok: false, field: 'balance', message: HONGBAO_REFUSAL.balance };
  return { ok: true, total, count, greeting: greeting || rules.defaultGreeting };
}
