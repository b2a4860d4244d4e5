// The rebate (洗码): a share of the valid bets a player settled, paid back on claim. The rate is the
// profile's userInfo.rebate (spec §3, default 8), read as per mille: 8 means 8‰ = 0.8% of the
// valid bet amount. Valid bets are settled bets that were won or lost (a draw, a cancel or a
// stopped chase gave the stake back, so it earns nothing).

/** The default rate of spec §3: 8‰. */
export const DEFAULT_REBATE_PER_MILLE = 8;

/**
 * Rebate (thousandths) on `validBetAmount` thousandths at `ratePerMille` (‰, up to one decimal:
 * 8 → 0.8%, 12.5 → 1.25%), rounded down to a thousandth. A rate that is not a finite number ≥ 0
 * earns nothing.
 */
export function rebateOf(validBetAmount: number, ratePerMille: number): number {
  if (!Number.isSafeInteger(validBetAmount) || validBetAmount <= 0) return 0;
  if (!Number.isFinite(ratePerMille) || ratePerMille <= 0) return 0;
  const tenths = Math.round(ratePerMille * 10);
  return Math.floor((validBetAmount * tenths) / 10_000);
}

/** '0.8%' for 8‰ — how the screens show the rate. */
export function rebateRateText(ratePerMille: number): string {
  const percent = Math.round(ratePerMille * 10) / 100;
  return `${percent}%`;
}
