// The draw statistics of /game/{id}/analytic (spec §2): computed from a game's real draw history
// (newest first), with the Mark Six groupings and zodiac signs of @jinli/domain. "Missing" (遗漏)
// is how many draws ago a value last appeared (the window's length when it never did).
import type { LotteryHistoryRow } from '@jinli/contract';
import {
  MARK_SIX_COLOURS,
  ZODIAC_GROUP_CARDS,
  ZODIAC_SIGNS,
  markSixAttributes,
  parseOpenNumbers,
  zodiacOfNumber,
  type MarkSixAttributes,
  type MarkSixColour,
  type ZodiacSign,
} from '@jinli/domain';
import { drawLunarYear } from '../lotteryRules';

/** One draw prepared for the statistics. */
export interface AnalysedDraw {
  turnNum: string;
  openTime: string;
  numbers: number[];
  special: number;
  specialAttributes: MarkSixAttributes;
  /** Zodiac signs of the numbers in the draw's lunar year (same order). */
  zodiacs: ZodiacSign[];
  lunarYear: number;
}

/**
 * Draws with 7 valid numbers (others are skipped: a live draw still revealing, or bad data), in the
 * given (newest first) order.
 */
export function analyseDraws(rows: readonly LotteryHistoryRow[]): AnalysedDraw[] {
  const draws: AnalysedDraw[] = [];
  for (const row of rows) {
    const numbers = parseOpenNumbers(row.openNum);
    const lunarYear = drawLunarYear(row.openTime);
    if (!numbers || numbers.length !== 7 || lunarYear === undefined) continue;
    if (!numbers.every((n) => n >= 1 && n <= 49)) continue;
    const special = numbers[6] as number;
    draws.push({
      turnNum: row.turnNum,
      openTime: row.openTime,
      numbers,
      special,
      specialAttributes: markSixAttributes(special),
      zodiacs: numbers.map((n) => zodiacOfNumber(n, lunarYear)),
      lunarYear,
    });
  }
  return draws;
}

/** Count of one value over the window, its share and how many draws ago it was last seen. */
export interface ValueStat<V> {
  value: V;
  count: number;
  /** count / draws, 0-1 (0 for an empty window). */
  share: number;
  /** Draws since it last appeared (0 = in the newest draw); the window length when never. */
  missing: number;
}

/** Tallies `valueOf` over the draws for each of `values` (in that order). */
export function tally<V>(
  draws: readonly AnalysedDraw[],
  values: readonly V[],
  valueOf: (draw: AnalysedDraw) => V | readonly V[],
): ValueStat<V>[] {
  return values.map((value) => {
    let count = 0;
    let missing = draws.length;
    draws.forEach((draw, index) => {
      const got = valueOf(draw);
      const hit = Array.isArray(got) ? (got as readonly V[]).includes(value) : got === value;
      if (!hit) return;
      count += 1;
      if (missing === draws.length) missing = index;
    });
    return { value, count, share: draws.length ? count / draws.length : 0, missing };
  });
}

/** The current run: how many of the newest draws in a row share the newest draw's value. */
export function currentStreak<V>(
  draws: readonly AnalysedDraw[],
  valueOf: (draw: AnalysedDraw) => V,
): { value: V; length: number } | null {
  const first = draws[0];
  if (!first) return null;
  const value = valueOf(first);
  let length = 0;
  for (const draw of draws) {
    if (valueOf(draw) !== value) break;
    length += 1;
  }
  return { value, length };
}

/** The longest run of each value over the window. */
export function longestStreaks<V>(
  draws: readonly AnalysedDraw[],
  values: readonly V[],
  valueOf: (draw: AnalysedDraw) => V,
): Map<V, number> {
  const longest = new Map<V, number>(values.map((v) => [v, 0]));
  let run = 0;
  let previous: V | undefined;
  for (const draw of draws) {
    const value = valueOf(draw);
    run = value === previous ? run + 1 : 1;
    previous = value;
    if (run > (longest.get(value) ?? 0)) longest.set(value, run);
  }
  return longest;
}

export const SIZE_VALUES = ['大', '小', '和'] as const;
export const PARITY_VALUES = ['单', '双', '和'] as const;

/** The two-sided (两面) groupings of the special number, each a list of value stats. */
export function bothSideStats(draws: readonly AnalysedDraw[]) {
  const a = (d: AnalysedDraw) => d.specialAttributes;
  return [
    { name: '大小', stats: tally(draws, SIZE_VALUES, (d) => a(d).size) },
    { name: '单双', stats: tally(draws, PARITY_VALUES, (d) => a(d).parity) },
    { name: '合单双', stats: tally(draws, ['合单', '合双', '和'] as const, (d) => a(d).sumParity) },
    { name: '合大小', stats: tally(draws, ['合大', '合小', '和'] as const, (d) => a(d).sumSize) },
    { name: '尾大小', stats: tally(draws, ['尾大', '尾小', '和'] as const, (d) => a(d).tailSize) },
    {
      name: '波色',
      stats: tally(draws, ['red', 'blue', 'green'] as const, (d) => a(d).colour).map((s) => ({
        ...s,
        value: MARK_SIX_COLOURS[s.value as MarkSixColour].name,
      })),
    },
  ];
}

/** The special number's tail (尾数) 0-9. */
export function tailStats(draws: readonly AnalysedDraw[]): ValueStat<number>[] {
  return tally(
    draws,
    Array.from({ length: 10 }, (_, i) => i),
    (d) => d.specialAttributes.tail,
  );
}

/** Number ranges of the special number (区间). */
export const SPECIAL_RANGES = [
  { label: '01-10', from: 1, to: 10 },
  { label: '11-20', from: 11, to: 20 },
  { label: '21-30', from: 21, to: 30 },
  { label: '31-40', from: 31, to: 40 },
  { label: '41-49', from: 41, to: 49 },
] as const;

export function rangeStats(draws: readonly AnalysedDraw[]): ValueStat<string>[] {
  return tally(
    draws,
    SPECIAL_RANGES.map((r) => r.label),
    (d) => SPECIAL_RANGES.find((r) => d.special >= r.from && d.special <= r.to)?.label ?? '',
  );
}

/** The special number's zodiac sign (特码生肖). */
export function specialZodiacStats(draws: readonly AnalysedDraw[]): ValueStat<ZodiacSign>[] {
  return tally(draws, ZODIAC_SIGNS, (d) => d.zodiacs[6] as ZodiacSign);
}

/** The first ball's zodiac sign (第一球生肖). */
export function firstZodiacStats(draws: readonly AnalysedDraw[]): ValueStat<ZodiacSign>[] {
  return tally(draws, ZODIAC_SIGNS, (d) => d.zodiacs[0] as ZodiacSign);
}

/** The zodiac type groupings (琴棋书画, 男女, 春夏秋冬) of the special number's sign. */
export const ZODIAC_TYPES = [
  { name: '琴棋书画', groups: ZODIAC_GROUP_CARDS.MB09 },
  { name: '男女', groups: ZODIAC_GROUP_CARDS.MB10 },
  { name: '春夏秋冬', groups: ZODIAC_GROUP_CARDS.MB11 },
] as const;

/** The tag of `sign` in a zodiac type (e.g. '琴'), or '' when none holds it. */
export function zodiacTypeTag(
  groups: readonly { tag: string; zodiacs: readonly ZodiacSign[] }[],
  sign: ZodiacSign,
): string {
  return groups.find((g) => g.zodiacs.includes(sign))?.tag ?? '';
}
