// "How long ago" of news items and chat contacts (spec §9), and the gallery 'updated' badge.
import { SYSTEM_UTC_OFFSET_MINUTES, type TimeInput, formatEpochMs, toEpochMs } from './time';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** A month is 30 days and a year 365 days here: fixed lengths keep the labels monotone in time. */
const MONTH_DAYS = 30;
const YEAR_DAYS = 365;

/** Units of a relative time, smallest first ('clock' = under an hour: the clock time is shown). */
export const RELATIVE_UNITS = ['clock', 'hours', 'days', 'months', 'years'] as const;
/** A relative-time unit. */
export type RelativeUnit = (typeof RELATIVE_UNITS)[number];

/** Elapsed time as a unit and a whole count (count 0 for 'clock'). */
export interface RelativeAge {
  unit: RelativeUnit;
  count: number;
}

/**
 * How long before `nowMs` the time `time` was: under 1 hour (or in the future) 'clock'; under
 * 24 h whole hours; under 30 days whole days; under 12 months (360 days) whole 30-day months;
 * else whole 365-day years (at least 1). Null when `time` is malformed.
 */
export function relativeAge(time: TimeInput | null | undefined, nowMs: number): RelativeAge | null {
  const ms = toEpochMs(time);
  return ms === null ? null : ageOf(ms, nowMs);
}

function ageOf(ms: number, nowMs: number): RelativeAge | null {
  if (!Number.isFinite(nowMs)) return null;
  const elapsed = nowMs - ms;
  if (elapsed < HOUR_MS) return { unit: 'clock', count: 0 };
  if (elapsed < DAY_MS) return { unit: 'hours', count: Math.floor(elapsed / HOUR_MS) };
  const days = Math.floor(elapsed / DAY_MS);
  if (days < MONTH_DAYS) return { unit: 'days', count: days };
  if (days < 12 * MONTH_DAYS) return { unit: 'months', count: Math.floor(days / MONTH_DAYS) };
  return { unit: 'years', count: Math.max(1, Math.floor(days / YEAR_DAYS)) };
}

/**
 * The relative-time label of spec §9: 'HH:mm' (clock time at `offsetMinutes`, default UTC+8;
 * wall-time strings are read as server time, UTC+8)
 * under one hour, then 'N小时前', 'N天前', 'N个月前', 'N年前'. A 10-digit number is seconds.
 * Returns '' for a malformed time.
 */
export function relativeTime(
  time: TimeInput | null | undefined,
  nowMs: number,
  offsetMinutes: number = SYSTEM_UTC_OFFSET_MINUTES,
): string {
  const ms = toEpochMs(time);
  const age = ms === null ? null : ageOf(ms, nowMs);
  if (ms === null || age === null) return '';
  switch (age.unit) {
    case 'clock':
      return formatEpochMs(ms, 'HH:mm', offsetMinutes);
    case 'hours':
      return `${age.count}小时前`;
    case 'days':
      return `${age.count}天前`;
    case 'months':
      return `${age.count}个月前`;
    case 'years':
      return `${age.count}年前`;
  }
}

/**
 * Window of the gallery 'updated' badge in seconds (default 86 400 = one day). The spec's
 * "within 86.4" is read as 86.4 thousand seconds, i.e. the group changed in the last day.
 */
export const GALLERY_UPDATED_WINDOW_SECONDS = 86_400;

/**
 * Whether a gallery group shows the 'updated' badge: its `updatedTime` (epoch seconds; ms and
 * wall-time strings are accepted too) is less than `windowSeconds` before `nowMs`. A time in
 * the future (clock skew) counts as updated; a malformed one does not.
 */
export function isRecentlyUpdated(
  updatedTime: TimeInput | null | undefined,
  nowMs: number,
  windowSeconds: number = GALLERY_UPDATED_WINDOW_SECONDS,
): boolean {
  const ms = toEpochMs(updatedTime);
  if (ms === null) return false;
  return nowMs - ms < windowSeconds * 1000;
}
