// The amount a user typed on a money form: read with @jinli/domain's parseEnteredYuan (whole fen,
// its messages, the server's rule) and held to the channel's or limit's range, in thousandths.
import { MONEY_PARSE_MESSAGES, formatMoney, parseEnteredYuan } from '@jinli/domain';
import { walletStrings } from './strings';

/** The amount in thousandths, or the message to show. */
export type AmountCheck = { ok: true; value: number } | { ok: false; message: string };

/** Checks `text` against `[min, max]` (thousandths, inclusive; max 0 or less means no maximum). */
export function checkAmount(text: string, min: number, max: number): AmountCheck {
  const parsed = parseEnteredYuan(text.trim());
  if (!parsed.ok) return { ok: false, message: MONEY_PARSE_MESSAGES[parsed.error] };
  if (parsed.value <= 0) return { ok: false, message: MONEY_PARSE_MESSAGES.format };
  if (parsed.value < min || (max > 0 && parsed.value > max))
    return {
      ok: false,
      message: walletStrings.amountRange(
        formatMoney(min, { minDecimals: 0 }),
        formatMoney(max, { minDecimals: 0 }),
      ),
    };
  return { ok: true, value: parsed.value };
}
