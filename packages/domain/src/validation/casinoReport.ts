// Date range and row rules of the casino (live betting) report (spec §5 Casino report).
import { type CalendarDate, addDays, isCalendarDate } from '../calendarDate';

/** Days the report covers by default, today included (today − 6 … today). */
export const CASINO_REPORT_DEFAULT_DAYS = 7;

/** Messages of the report's refusals. */
export const CASINO_REPORT_TEXT = {
  noStart: '请选择开始日期',
  future: '不能选择未来的日期',
  startAfterEnd: '开始日期不能晚于结束日期',
  noGames: '暂无可查询的游戏',
} as const;

/** A report date range; `endDate` may be cleared (empty). */
export interface CasinoReportRange {
  startDate: CalendarDate;
  endDate: CalendarDate | '' | null | undefined;
}

/** The default range: the last 7 days up to `today` ('YYYY-MM-DD'). */
export function defaultCasinoReportRange(today: CalendarDate): {
  startDate: CalendarDate;
  endDate: CalendarDate;
} {
  return { startDate: addDays(today, -(CASINO_REPORT_DEFAULT_DAYS - 1)), endDate: today };
}

/** Whether the date picker offers `date`: a real date not after `today`. */
export function isCasinoReportDateSelectable(date: string, today: CalendarDate): boolean {
  return isCalendarDate(date) && date <= today;
}

/** The query a valid search sends (dates 'YYYY-MM-DD', codes comma-joined). */
export interface CasinoReportQuery {
  gameCodes: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
}

/**
 * Checks a search: a start date, no date after `today`, start not after end, and at least one
 * casino game code. A cleared end date means up to today.
 */
export function casinoReportQuery(
  range: CasinoReportRange,
  gameCodes: readonly string[],
  today: CalendarDate,
): { ok: true; query: CasinoReportQuery } | { ok: false; message: string } {
  const start = range.startDate?.trim() ?? '';
  const end = range.endDate?.trim() || today;
  if (!isCalendarDate(start)) return { ok: false, message: CASINO_REPORT_TEXT.noStart };
  if (!isCasinoReportDateSelectable(start, today) || !isCasinoReportDateSelectable(end, today)) {
    return { ok: false, message: CASINO_REPORT_TEXT.future };
  }
  if (start > end) return { ok: false, message: CASINO_REPORT_TEXT.startAfterEnd };
  const codes = gameCodes.map((c) => c.trim()).filter((c) => c !== '');
  if (codes.length === 0) return { ok: false, message: CASINO_REPORT_TEXT.noGames };
  return { ok: true, query: { gameCodes: codes.join(','), startDate: start, endDate: end } };
}

/** Tapping a report row opens its detail unless both bet and win amounts are zero. */
export function casinoRowOpensDetail(row: {
  betAmount: number | string;
  winAmount: number | string;
}): boolean {
  return !(Number(row.betAmount) === 0 && Number(row.winAmount) === 0);
}

/** Colour of a win amount: 'win' (green) when ≥ 0, 'loss' (red) below; non-numeric counts as 0. */
export function winAmountTone(winAmount: number | string): 'win' | 'loss' {
  const n = Number(winAmount);
  return Number.isFinite(n) && n < 0 ? 'loss' : 'win';
}
