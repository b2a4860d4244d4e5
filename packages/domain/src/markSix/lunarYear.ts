// The lunar year of a date, which changes at Chinese New Year (春节), from the New Year table of
// chineseNewYears.ts (checked against lunar-javascript by its test; no calendar library ships).
import { type CalendarDate, calendarDateAt, isCalendarDate } from '../calendarDate';
import { SYSTEM_UTC_OFFSET_MINUTES, wallTimeOf } from '../time';
import { CHINESE_NEW_YEAR_DATES, CHINESE_NEW_YEAR_FIRST_YEAR } from './chineseNewYears';
import { type ZodiacSign, zodiacOfLunarYear } from './zodiac';

/** Gregorian years supported by the date rules here (inclusive): the years of the New Year table. */
export const LUNAR_CALENDAR_RANGE = { from: 1900, to: 2100 } as const;

function checkGregorian(year: number): void {
  if (
    !Number.isInteger(year) ||
    year < LUNAR_CALENDAR_RANGE.from ||
    year > LUNAR_CALENDAR_RANGE.to
  ) {
    throw new RangeError(
      `year outside ${LUNAR_CALENDAR_RANGE.from}-${LUNAR_CALENDAR_RANGE.to}: ${year}`,
    );
  }
}

/** Chinese New Year of Gregorian `year` (checked), month × 100 + day. */
function newYearMonthDay(year: number): number {
  checkGregorian(year);
  return CHINESE_NEW_YEAR_DATES[year - CHINESE_NEW_YEAR_FIRST_YEAR] as number;
}

function parse(date: CalendarDate): [number, number, number] {
  if (!isCalendarDate(date)) throw new RangeError(`not a calendar date: ${date}`);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  checkGregorian(y);
  return [y, m, d];
}

/** The lunar year of a Gregorian date 'YYYY-MM-DD' (2025-01-28 → 2024, 2025-01-29 → 2025). Throws RangeError when malformed or outside LUNAR_CALENDAR_RANGE. */
export function lunarYearOfDate(date: CalendarDate): number {
  const [y, m, d] = parse(date);
  return m * 100 + d < newYearMonthDay(y) ? y - 1 : y;
}

/** The lunar year at instant `ms` (epoch ms), the calendar day read at `offsetMinutes` (default UTC+8, Hong Kong). */
export function lunarYearAt(ms: number, offsetMinutes: number = SYSTEM_UTC_OFFSET_MINUTES): number {
  if (!Number.isFinite(ms)) throw new RangeError(`not an instant: ${ms}`);
  checkGregorian(wallTimeOf(ms, offsetMinutes).year);
  return lunarYearOfDate(calendarDateAt(ms, offsetMinutes));
}

/** The zodiac sign of the lunar year at instant `ms` (day read at `offsetMinutes`, default UTC+8). */
export function zodiacAt(
  ms: number,
  offsetMinutes: number = SYSTEM_UTC_OFFSET_MINUTES,
): ZodiacSign {
  return zodiacOfLunarYear(lunarYearAt(ms, offsetMinutes));
}

/** The Gregorian date 'YYYY-MM-DD' of Chinese New Year (first day of the first lunar month) of `lunarYear`. */
export function chineseNewYear(lunarYear: number): CalendarDate {
  const monthDay = newYearMonthDay(lunarYear);
  const month = Math.floor(monthDay / 100);
  return `${lunarYear}-${String(month).padStart(2, '0')}-${String(monthDay % 100).padStart(2, '0')}`;
}
