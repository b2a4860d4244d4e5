// The casino report's dates in the URL, so the list is the same when coming back from a row's
// detail: `start` and `end` ('YYYY-MM-DD'; end 'none' when cleared), defaulting to the last 7 days.
import { calendarDateAt, defaultCasinoReportRange, isCalendarDate } from '@jinli/domain';

/** `end` value of a cleared end date. */
export const CLEARED_END = 'none';

export interface ReportDates {
  startDate: string;
  /** '' when cleared (the server reads up to today). */
  endDate: string;
}

/** Today in the system time zone (UTC+8). */
export function reportToday(nowMs = Date.now()): string {
  return calendarDateAt(nowMs);
}

/** The dates of the URL, or the default range. */
export function readReportDates(params: URLSearchParams, today: string): ReportDates {
  const defaults = defaultCasinoReportRange(today);
  const start = params.get('start') ?? '';
  const end = params.get('end') ?? '';
  return {
    startDate: isCalendarDate(start) ? start : defaults.startDate,
    endDate: end === CLEARED_END ? '' : isCalendarDate(end) ? end : defaults.endDate,
  };
}

/** The detail URL of a game's row. */
export function casinoDetailHref(gameCode: string, dates: ReportDates): string {
  const query = new URLSearchParams({
    gameCode,
    startDate: dates.startDate,
    endDate: dates.endDate,
  });
  return `/live-betting-detail?${query.toString()}`;
}
