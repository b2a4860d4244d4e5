// Quick amounts of the cashier (/recharge): the round sums players tap instead of typing, those of
// a fixed ladder that the chosen channel takes. A channel with a narrow range still offers its own
// minimum and maximum, so there is always something to tap.
import { THOUSANDTHS_PER_YUAN } from './money';

/** Round sums in yuan, smallest first: what cashiers of this kind offer. */
const LADDER_YUAN = [50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000] as const;

/** How many quick amounts a channel shows (two rows of three on a phone). */
export const QUICK_AMOUNT_COUNT = 6;

/**
 * The quick amounts (thousandths, ascending) for a channel taking `min`..`max` thousandths: the
 * ladder's sums within the range, the smallest `QUICK_AMOUNT_COUNT`; a range no rung falls in
 * offers its own ends (whole yuan).
 */
export function quickAmounts(min: number, max: number): number[] {
  if (!(max >= min) || max <= 0) return [];
  const inRange = LADDER_YUAN.map((yuan) => yuan * THOUSANDTHS_PER_YUAN).filter(
    (amount) => amount >= min && amount <= max,
  );
  if (inRange.length > 0) return inRange.slice(0, QUICK_AMOUNT_COUNT);
  const low = Math.ceil(min / THOUSANDTHS_PER_YUAN) * THOUSANDTHS_PER_YUAN;
  const high = Math.floor(max / THOUSANDTHS_PER_YUAN) * THOUSANDTHS_PER_YUAN;
  if (low > high) return [];
  return low === high ? [low] : [low, high];
}
