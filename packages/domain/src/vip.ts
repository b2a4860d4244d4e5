// VIP progress of the profile card (spec §2 Profile): the cycle's bet amount over what the next
// level needs, while the level is below 9.
import { percentOf } from './percent';

/** Lowest and highest VIP level (spec §9). */
export const VIP_LEVELS = { min: 1, max: 9 } as const;

/** One VIP rule (GET /api/v2/uservip/rules): bet amount needed to reach `vipLevel`. */
export interface VipRule {
  vipLevel: number;
  /** Bet amount required, in the same unit as the cycle bet amount (thousandths on our server). */
  betMoney: number | string;
}

/** Progress towards the next level. */
export interface VipProgress {
  level: number;
  nextLevel: number;
  /** Bet amount of the current cycle. */
  cycleBetAmount: number;
  /** Bet amount the next level requires. */
  required: number;
  /** cycleBetAmount / required in percent, rounded down to 2 decimals, capped at 100. */
  percent: number;
}

/**
 * Progress from `level` to level + 1, or null at level 9 and above, for a malformed level, or
 * when the rules have no entry for the next level. A required amount of 0 counts as 100 %.
 */
export function vipProgress(
  level: number,
  cycleBetAmount: number | string,
  rules: readonly VipRule[],
): VipProgress | null {
  if (!Number.isInteger(level) || level < 0 || level >= VIP_LEVELS.max) return null;
  const nextLevel = level + 1;
  const rule = rules.find((r) => r.vipLevel === nextLevel);
  if (!rule) return null;
  const required = Number(rule.betMoney);
  const amount = Number(cycleBetAmount);
  if (!Number.isFinite(required) || required < 0) return null;
  const current = Number.isFinite(amount) && amount > 0 ? amount : 0;
  const percent =
    required === 0 ? 100 : Math.min(100, percentOf(current, required, { mode: 'floor' }));
  return { level, nextLevel, cycleBetAmount: current, required, percent };
}
