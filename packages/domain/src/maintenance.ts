// Game maintenance windows (spec §3 `maintain`, §4): 'start~end' in the system time zone, either
// two date-times (one window) or two clock times (every day, possibly across midnight).
import { SYSTEM_UTC_OFFSET_MINUTES, toEpochMs, utcOffsetOfTimeZone, wallTimeOf } from './time';

/** Overlay label of a game under maintenance. */
export const MAINTENANCE_LABEL = '维护中';

/** A parsed maintenance window. Bounds are inclusive. */
export type MaintenanceWindow =
  | { kind: 'once'; startMs: number; endMs: number }
  /** Seconds after local midnight; start > end means the window crosses midnight. */
  | { kind: 'daily'; startSecond: number; endSecond: number };

const CLOCK = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

function secondOfDay(text: string): number | null {
  const m = CLOCK.exec(text);
  if (!m) return null;
  const [h, mi, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (h > 23 || mi > 59 || s > 59) return null;
  return h * 3600 + mi * 60 + s;
}

/**
 * Parses 'start~end' ('~' or '～', spaces allowed) where both sides are date-times
 * ('YYYY-MM-DD HH:mm[:ss]', wall time at `offsetMinutes`, default UTC+8) or both clock times
 * ('HH:mm[:ss]'). Null when empty, mixed, malformed, or a one-off window ends before it starts.
 */
export function parseMaintenanceWindow(
  text: string | null | undefined,
  offsetMinutes: number = SYSTEM_UTC_OFFSET_MINUTES,
): MaintenanceWindow | null {
  const parts = (text ?? '').split(/[~～]/).map((p) => p.trim());
  if (parts.length !== 2) return null;
  const [startText = '', endText = ''] = parts;
  const startSecond = secondOfDay(startText);
  const endSecond = secondOfDay(endText);
  if (startSecond !== null && endSecond !== null) return { kind: 'daily', startSecond, endSecond };
  // Digit-only sides would read as epoch numbers: a window is written as date-times, not timestamps.
  if (/^\d+$/.test(startText) || /^\d+$/.test(endText)) return null;
  const startMs = toEpochMs(startText, offsetMinutes);
  const endMs = toEpochMs(endText, offsetMinutes);
  if (startMs === null || endMs === null || startMs > endMs) return null;
  return { kind: 'once', startMs, endMs };
}

/** Whether instant `nowMs` falls in `window` (bounds inclusive), daily windows read at `offsetMinutes`. */
export function isWithinWindow(
  window: MaintenanceWindow,
  nowMs: number,
  offsetMinutes: number = SYSTEM_UTC_OFFSET_MINUTES,
): boolean {
  if (window.kind === 'once') return nowMs >= window.startMs && nowMs <= window.endMs;
  const { hour, minute, second } = wallTimeOf(nowMs, offsetMinutes);
  const now = hour * 3600 + minute * 60 + second;
  const { startSecond, endSecond } = window;
  return startSecond <= endSecond
    ? now >= startSecond && now <= endSecond
    : now >= startSecond || now <= endSecond;
}

/**
 * Whether a game is under maintenance at `nowMs`: its `maintain` text 'start~end' read in the
 * system time zone `timeZone` (chat config sys_config.time_zone; UTC+8 when absent or unknown).
 * An empty or malformed window means no maintenance.
 */
export function isInMaintenance(
  maintain: string | null | undefined,
  nowMs: number,
  timeZone?: string | null,
): boolean {
  // Most games have no window: no zone to resolve (the first Intl time-zone look-up loads the
  // zone data, tens of ms of a phone's main thread while the game center renders).
  if (!maintain?.trim()) return false;
  const offset = utcOffsetOfTimeZone(timeZone, nowMs) ?? SYSTEM_UTC_OFFSET_MINUTES;
  const window = parseMaintenanceWindow(maintain, offset);
  return window !== null && isWithinWindow(window, nowMs, offset);
}
