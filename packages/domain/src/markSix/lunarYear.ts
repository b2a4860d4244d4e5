// The lunar year of a date, which changes at Chinese New Year (春节), from lunar-javascript.
// The ambient declaration must travel with its importer: packages that compile domain from source
// do not include domain's own types folder.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../types/lunar-javascript.d.ts" />
import { Lunar, Solar } from 'lunar-javascript';
import { type CalendarDate, calendarDateAt, isCalendarDate } from '../calendarDate';
import { SYSTEM_UTC_OFFSET_MINUTES, wallTimeOf } from '../time';
import { type ZodiacSign, zodiacOfLunarYear } from './zodiac';

/** Gregorian years supported by the date rules here (inclusive); the library covers more, the product needs far less. */
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

function parse(date: CalendarDate): [number, number, number] {
  if (!isCalendarDate(date)) throw new RangeError(`not a calendar date: ${date}`);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  checkGregorian(y);
  return [y, m, d];
}

/** The lunar year of a Gregorian date 'YYYY-MM-DD' (2025-01-28 → 2024, 2025-01-29 → 2025). Throws RangeError when malformed or outside LUNAR_CALENDAR_RANGE. */
export function lunarYearOfDate(date: CalendarDate): number {
  const [y, m, d] = parse(date);
  return Solar.fromYmd(y, m, d).getLunar().getYear();
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
  checkGregorian(lunarYear);
  const solar = Lunar.fromYmd(lunarYear, 1, 1).getSolar();
  return `${solar.getYear()}-${String(solar.getMonth()).padStart(2, '0')}-${String(solar.getDay()).padStart(2, '0')}`;
}
