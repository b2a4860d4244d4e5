// Date ranges of the agent calls: 'YYYY-MM-DD' days of the system time zone (system_config
// time_zone, as the lottery and the casino report use), both ends inclusive, as epoch-ms bounds
// and the start of each day (for the report's daily points).
import { ErrorCode } from '@jinli/contract';
import { AppError } from '../../http/AppError';
import {
  addLocalDays,
  dateText,
  type LocalDate,
  localDateOf,
  type Zone,
  zonedEpochMs,
} from '../../time/zones';
import { AGENT_TEXT } from './texts';

/** Longest range of the team report (days). */
export const MAX_REPORT_DAYS = 93;

export interface Period {
  /** [fromMs, toMs). */
  fromMs: number;
  toMs: number;
  /** The days, in order, with the epoch ms each starts at. */
  days: { date: string; startMs: number }[];
}

/** A real calendar date of 'YYYY-MM-DD', or undefined (2024-02-30 is not one). */
export function parseDate(text: string): LocalDate | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return undefined;
  const date = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  // Years a person would pick; beyond them the bounds would not read back as timestamps.
  if (date.year < 1970 || date.year > 2999) return undefined;
  return dateText(addLocalDays(date, 0)) === text ? date : undefined;
}

const badRange = () => new AppError(ErrorCode.BAD_REQUEST, AGENT_TEXT.dateRange);

/** The days from `begin` to `end` (inclusive) in `zone`; 400 when unreadable, reversed or too long. */
export function periodOf(
  zone: Zone,
  begin: string,
  end: string,
  maxDays = MAX_REPORT_DAYS,
): Period {
  const first = parseDate(begin);
  const last = parseDate(end);
  if (!first || !last) throw badRange();
  const count =
    (Date.UTC(last.year, last.month - 1, last.day) -
      Date.UTC(first.year, first.month - 1, first.day)) /
      86_400_000 +
    1;
  if (count < 1 || count > maxDays) throw badRange();
  const days = Array.from({ length: count }, (_, i) => {
    const date = addLocalDays(first, i);
    return { date: dateText(date), startMs: zonedEpochMs(zone, date) };
  });
  return { fromMs: days[0]!.startMs, toMs: zonedEpochMs(zone, addLocalDays(last, 1)), days };
}

/**
 * [fromMs, toMs) of the days `begin` to `end` (inclusive; either may be left out: from the first
 * day, to the last); 400 when unreadable or reversed. Any length (the member list's join filter).
 */
export function boundsOf(
  zone: Zone,
  begin: string | undefined,
  end: string | undefined,
): { fromMs: number; toMs: number } {
  const first = parseDate(begin ?? '1970-01-01');
  const last = parseDate(end ?? '2999-12-31');
  if (!first || !last || dateText(first) > dateText(last)) throw badRange();
  return { fromMs: zonedEpochMs(zone, first), toMs: zonedEpochMs(zone, addLocalDays(last, 1)) };
}

/** Today and the current month (to today) in `zone` at `now`. */
export function todayAndMonth(zone: Zone, now: number) {
  const today = localDateOf(zone, now);
  const monthStart = { ...today, day: 1 };
  const tomorrow = zonedEpochMs(zone, addLocalDays(today, 1));
  return {
    today: { fromMs: zonedEpochMs(zone, today), toMs: tomorrow },
    month: { fromMs: zonedEpochMs(zone, monthStart), toMs: tomorrow },
  };
}
