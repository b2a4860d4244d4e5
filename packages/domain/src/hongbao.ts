// Red packets (红包, issue 16): how a packet's total is split into its shares, and which share is
// the luckiest (手气最佳). Amounts are integer thousandths of a yuan; shares are whole fen (multiples
// of 10 thousandths) so that every share shows exactly as yuan with two decimals.

/** One fen in thousandths: the unit every share is a multiple of. */
export const HONGBAO_FEN = 10;

/** Smallest share by default: 0.01 yuan. */
export const HONGBAO_MIN_SHARE = HONGBAO_FEN;

/** Why a total cannot be split into `count` shares. */
export type HongbaoSplitError =
  /** total, count or the minimum is not a positive whole number of fen (count: of shares). */
  | 'invalid'
  /** total < count × minimum share. */
  | 'tooSmall'
  /** 'equal' packet whose total does not divide into equal whole-fen shares. */
  | 'notEven';

export type HongbaoSplitResult =
  { ok: true; shares: number[] } | { ok: false; error: HongbaoSplitError };

const isWholeFen = (value: number) =>
  Number.isSafeInteger(value) && value > 0 && value % HONGBAO_FEN === 0;

/**
 * Splits `total` into `count` random shares by the double-average rule (拼手气): each share but the
 * last is drawn uniformly, in whole fen, from [minShare, 2 × the remaining average] — capped so that
 * every share still to come can get at least `minShare` — and the last share takes the rest. The
 * shares are whole fen, each at least `minShare`, and sum exactly to `total`. `random` answers a
 * number in [0, 1) (Math.random, or a seeded generator in tests, a crypto one on the server).
 */
export function splitLucky(
  total: number,
  count: number,
  random: () => number,
  minShare: number = HONGBAO_MIN_SHARE,
): HongbaoSplitResult {
  if (!isWholeFen(total) || !isWholeFen(minShare) || !Number.isSafeInteger(count) || count < 1)
    return { ok: false, error: 'invalid' };
  if (total < count * minShare) return { ok: false, error: 'tooSmall' };
  // In fen from here on: every bound below is a whole number.
  const min = minShare / HONGBAO_FEN;
  let rest = total / HONGBAO_FEN;
  const shares: number[] = [];
  for (let left = count; left > 1; left--) {
    const upper = Math.min(Math.floor((2 * rest) / left), rest - min * (left - 1));
    // upper >= min always: rest >= min × left, so 2 × rest / left >= 2 × min.
    const span = upper - min + 1;
    const draw = min + Math.min(span - 1, Math.floor(clampUnit(random()) * span));
    shares.push(draw * HONGBAO_FEN);
    rest -= draw;
  }
  shares.push(rest * HONGBAO_FEN);
  return { ok: true, shares };
}

/** A random number outside [0, 1) (a faulty generator) must not break the invariants. */
function clampUnit(value: number): number {
  if (!Number.isFinite(value) || value < 0) return 0;
  return value >= 1 ? 0.999_999_999 : value;
}

/**
 * Splits `total` into `count` equal shares (普通红包): refused when a share would not be a whole
 * number of fen, or below `minShare`.
 */
export function splitEqual(
  total: number,
  count: number,
  minShare: number = HONGBAO_MIN_SHARE,
): HongbaoSplitResult {
  if (!isWholeFen(total) || !isWholeFen(minShare) || !Number.isSafeInteger(count) || count < 1)
    return { ok: false, error: 'invalid' };
  if (total % count !== 0 || (total / count) % HONGBAO_FEN !== 0)
    return { ok: false, error: 'notEven' };
  if (total / count < minShare) return { ok: false, error: 'tooSmall' };
  return { ok: true, shares: Array.from({ length: count }, () => total / count) };
}

/**
 * Index of the luckiest share (手气最佳) among shares listed in the order they were taken: the
 * largest, the first taker on a tie; -1 for none.
 */
export function luckiestIndex(amounts: readonly number[]): number {
  let best = -1;
  for (let i = 0; i < amounts.length; i++) {
    if (best === -1 || amounts[i]! > amounts[best]!) best = i;
  }
  return best;
}
