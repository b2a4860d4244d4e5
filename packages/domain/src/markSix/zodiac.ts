// Mark Six zodiac (生肖) of each number for a lunar year: the year's own sign holds 1, 13, 25, 37,
// 49 and the signs go backwards from there (2 is the previous sign, …).
import { isMarkSixNumber } from './colours';

/** The twelve signs in earthly-branch order (子鼠 … 亥猪). */
export const ZODIAC_SIGNS = [
  '鼠',
  '牛',
  '虎',
  '兔',
  '龙',
  '蛇',
  '马',
  '羊',
  '猴',
  '鸡',
  '狗',
  '猪',
] as const;
/** One of the twelve zodiac signs (simplified characters). */
export type ZodiacSign = (typeof ZODIAC_SIGNS)[number];

const mod12 = (n: number): number => ((n % 12) + 12) % 12;

function checkYear(lunarYear: number): void {
  if (!Number.isInteger(lunarYear))
    throw new RangeError(`lunar year must be an integer: ${lunarYear}`);
}

/** The sign of a lunar year (2020 → 鼠, 2024 → 龙, 2025 → 蛇). Throws RangeError for a non-integer. */
export function zodiacOfLunarYear(lunarYear: number): ZodiacSign {
  checkYear(lunarYear);
  return ZODIAC_SIGNS[mod12(lunarYear - 4)] as ZodiacSign;
}

/**
 * The sign of Mark Six number `n` (1-49) in `lunarYear`: n = 1, 13, 25, 37, 49 carry the year's
 * sign, n = 2 the previous one, and so on backwards. Throws RangeError for other n.
 */
export function zodiacOfNumber(n: number, lunarYear: number): ZodiacSign {
  if (!isMarkSixNumber(n)) throw new RangeError(`not a Mark Six number: ${n}`);
  checkYear(lunarYear);
  return ZODIAC_SIGNS[mod12(lunarYear - 4 - (n - 1))] as ZodiacSign;
}

/** The numbers (ascending) that carry `sign` in `lunarYear`: five for the year's sign, four for the others. */
export function numbersOfZodiac(sign: ZodiacSign, lunarYear: number): number[] {
  checkYear(lunarYear);
  const result: number[] = [];
  for (let n = 1; n <= 49; n += 1) if (zodiacOfNumber(n, lunarYear) === sign) result.push(n);
  return result;
}

/** The zodiac table of a lunar year: each sign with its numbers, starting at the year's sign and going backwards (as printed). */
export function zodiacTable(lunarYear: number): { sign: ZodiacSign; numbers: number[] }[] {
  const table: { sign: ZodiacSign; numbers: number[] }[] = [];
  for (let n = 1; n <= 12; n += 1) {
    const sign = zodiacOfNumber(n, lunarYear);
    table.push({ sign, numbers: numbersOfZodiac(sign, lunarYear) });
  }
  return table;
}
