// Calendar dates as 'YYYY-MM-DD' strings: the form date pickers, birthdays and report queries use.
// Zero-padded valid dates compare correctly as strings.
import { SYSTEM_UTC_OFFSET_MINUTES, wallTimeOf, wallTimeToEpochMs } from './time';

/** A valid calendar date 'YYYY-MM-DD'. */
export type CalendarDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Whether `text` is a real calendar date written 'YYYY-MM-DD' (2023-02-29 is not). */
export function isCalendarDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  return (
    m !== null && wallTimeToEpochMs(Number(m[1]), Number(m[2]), Number(m[3]), 0, 0, 0, 0) !== null
  );
}

/** Today's date 'YYYY-MM-DD' at instant `nowMs` in the given offset (default UTC+8). */
export function calendarDateAt(
  nowMs: number,
  offsetMinutes: number = SYSTEM_UTC_OFFSET_MINUTES,
): CalendarDate {
  const { year, month, day } = wallTimeOf(nowMs, offsetMinutes);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `date` moved by `days` (negative goes back). Throws RangeError on a malformed date. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const m = ISO_DATE.exec(date);
  const ms = m ? wallTimeToEpochMs(Number(m[1]), Number(m[2]), Number(m[3]), 0, 0, 0, 0) : null;
  if (ms === null || !Number.isInteger(days)) throw new RangeError(`not a calendar date: ${date}`);
  return calendarDateAt(ms + days * DAY_MS, 0);
}
