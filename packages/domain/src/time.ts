// Instants, wall-clock times and calendar dates of the system time zone. The server speaks UTC+8
// wall time ('YYYY-MM-DD HH:mm:ss' without an offset) and epoch numbers; no rule here reads the
// clock: callers pass `now`.

/** UTC offset of the system time zone in minutes (UTC+8, Beijing / Hong Kong time). */
export const SYSTEM_UTC_OFFSET_MINUTES = 480;

/** A point in time as the API sends it: epoch number (10 digits = seconds, else ms), wall-time or ISO string, or a Date. */
export type TimeInput = number | string | Date;

/** The date formats of spec §9. */
export const DATE_FORMATS = {
  /** Promotion periods, lists. */
  date: 'YYYY/MM/DD',
  /** Records with a time. */
  dateTime: 'YYYY/MM/DD HH:mm',
  /** Casino report queries and date pickers. */
  isoDate: 'YYYY-MM-DD',
} as const;

const WALL_TIME =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/;
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;
const MINUTE_MS = 60_000;

function epochFromNumber(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  const digits = String(Math.trunc(Math.abs(value))).length;
  // Spec §9: a 10-digit numeric timestamp is in seconds; anything else is milliseconds.
  return digits === 10 ? value * 1000 : value;
}

/** Epoch ms of a wall time in the given offset, or null when a field is out of range (Feb 30, 24:00, …). */
export function wallTimeToEpochMs(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  offsetMinutes: number = SYSTEM_UTC_OFFSET_MINUTES,
): number | null {
  if (![year, month, day, hour, minute, second].every(Number.isInteger)) return null;
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) return null;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  return date.getTime() - offsetMinutes * MINUTE_MS;
}

/**
 * Epoch milliseconds of a time as the API sends it, or null when it is malformed.
 * Numbers and digit-only strings: 10 digits are seconds, others milliseconds. Strings
 * 'YYYY-MM-DD[ HH:mm[:ss[.SSS]]]' (also with '/') are wall time at `offsetMinutes`
 * (default UTC+8); ISO strings with Z or an offset keep their own offset.
 */
export function toEpochMs(
  value: TimeInput | null | undefined,
  offsetMinutes: number = SYSTEM_UTC_OFFSET_MINUTES,
): number | null {
  if (value instanceof Date) {
    const ms = value.getTime();
    return Number.isFinite(ms) ? ms : null;
  }
  if (typeof value === 'number') return epochFromNumber(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^-?\d{1,16}$/.test(text)) return epochFromNumber(Number(text));
  const wall = WALL_TIME.exec(text);
  if (wall) {
    const [, y, mo, d, h, mi, s, frac] = wall;
    const base = wallTimeToEpochMs(
      Number(y),
      Number(mo),
      Number(d),
      Number(h ?? 0),
      Number(mi ?? 0),
      Number(s ?? 0),
      offsetMinutes,
    );
    if (base === null) return null;
    return frac === undefined ? base : base + Number(frac.padEnd(3, '0'));
  }
  if (ISO_WITH_ZONE.test(text)) {
    const ms = Date.parse(text);
    return Number.isFinite(ms) ? ms : null;
  }
  return null;
}

/** Pattern tokens (dayjs's names for the ones the app uses) and what each writes. */
const PATTERN_TOKENS = /\[([^\]]*)\]|YYYY|YY|MM|M|DD|D|HH|H|mm|m|ss|s|SSS/g;
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** One token of a pattern written from the wall-clock fields of an instant. */
function writeToken(token: string, literal: string | undefined, t: WallTime, ms: number): string {
  if (literal !== undefined) return literal;
  switch (token) {
    case 'YYYY':
      return pad(t.year, 4);
    case 'YY':
      return pad(t.year % 100);
    case 'MM':
      return pad(t.month);
    case 'M':
      return String(t.month);
    case 'DD':
      return pad(t.day);
    case 'D':
      return String(t.day);
    case 'HH':
      return pad(t.hour);
    case 'H':
      return String(t.hour);
    case 'mm':
      return pad(t.minute);
    case 'm':
      return String(t.minute);
    case 'ss':
      return pad(t.second);
    case 's':
      return String(t.second);
    default: // SSS
      return pad(((ms % 1000) + 1000) % 1000, 3);
  }
}

/**
 * Formats a time with a pattern (see DATE_FORMATS) as seen at `offsetMinutes`
 * (default UTC+8). Returns '' for malformed input so a screen never shows 'Invalid Date'.
 */
export function formatTime(
  value: TimeInput | null | undefined,
  pattern: string,
  offsetMinutes: number = SYSTEM_UTC_OFFSET_MINUTES,
): string {
  const ms = toEpochMs(value, offsetMinutes);
  return ms === null ? '' : formatEpochMs(ms, pattern, offsetMinutes);
}

/**
 * Formats epoch milliseconds (never read as seconds) at `offsetMinutes` (default UTC+8) with a
 * pattern of dayjs's tokens: YYYY YY MM M DD D HH H mm m ss s SSS, `[text]` kept as it is, any other
 * character copied. Our own few lines rather than dayjs: it was 3 KiB of every phone's first screen
 * for these five patterns, and wallTimeOf already does the calendar.
 */
export function formatEpochMs(
  ms: number,
  pattern: string,
  offsetMinutes: number = SYSTEM_UTC_OFFSET_MINUTES,
): string {
  if (!Number.isFinite(ms)) return '';
  const t = wallTimeOf(ms, offsetMinutes);
  return pattern.replace(PATTERN_TOKENS, (token, literal: string | undefined) =>
    writeToken(token, literal, t, ms),
  );
}

/** 'start~end' as dates ('YYYY/MM/DD~YYYY/MM/DD', spec §2 promotions); a missing side stays empty. */
export function formatDateRange(
  start: TimeInput | null | undefined,
  end: TimeInput | null | undefined,
  offsetMinutes: number = SYSTEM_UTC_OFFSET_MINUTES,
): string {
  return `${formatTime(start, DATE_FORMATS.date, offsetMinutes)}~${formatTime(end, DATE_FORMATS.date, offsetMinutes)}`;
}

/** Wall-clock fields of an instant at an offset. */
export interface WallTime {
  year: number;
  /** 1-12. */
  month: number;
  /** 1-31. */
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall-clock fields of epoch ms `ms` at `offsetMinutes` (default UTC+8). */
export function wallTimeOf(
  ms: number,
  offsetMinutes: number = SYSTEM_UTC_OFFSET_MINUTES,
): WallTime {
  const d = new Date(ms + offsetMinutes * MINUTE_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

/**
 * One formatter per zone name: building an Intl.DateTimeFormat costs far more than using it (the
 * game center asked once per tile and spent 90 ms of a phone's main thread on it).
 */
const offsetFormats = new Map<string, Intl.DateTimeFormat>();
function offsetFormat(timeZone: string): Intl.DateTimeFormat {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    // Throws RangeError for a zone Intl does not know; nothing is kept then.
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  return format;
}

/** Zones at UTC+8 all year, without daylight saving since 1991 (China) and earlier elsewhere. */
const FIXED_OFFSET_ZONES = new Map<string, number>(
  ['Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Macau', 'Asia/Taipei', 'Asia/Singapore'].map((zone) => [
    zone,
    8 * 60,
  ]),
);

const OFFSET_TEXT = /^(?:(?:UTC|GMT)\s*)?([+-])?(\d{1,2})(?::?(\d{2}))?$/i;

/**
 * UTC offset in minutes of a configured time zone (chat config `sys_config.time_zone`): an IANA
 * name ('Asia/Shanghai', resolved at `atMs`), 'UTC'/'GMT', or an offset ('+08:00', 'GMT+8', '8').
 * Returns null when the text is none of these, so the caller can fall back to UTC+8.
 */
export function utcOffsetOfTimeZone(
  timeZone: string | null | undefined,
  atMs: number,
): number | null {
  const text = (timeZone ?? '').trim();
  if (text === '') return null;
  if (/^(UTC|GMT|Z)$/i.test(text)) return 0;
  const offset = OFFSET_TEXT.exec(text);
  if (offset) {
    const [, sign, h, m] = offset;
    const minutes = Number(h) * 60 + Number(m ?? 0);
    if (Number(h) > 14 || Number(m ?? 0) > 59) return null;
    return sign === '-' ? -minutes : minutes;
  }
  // The product's own zone needs no Intl: the first time-zone look-up loads ICU's zone data,
  // 60 ms of a throttled phone's main thread while the first screen hydrates.
  const fixed = FIXED_OFFSET_ZONES.get(text);
  if (fixed !== undefined) return fixed;
  try {
    const part = offsetFormat(text)
      .formatToParts(new Date(atMs))
      .find((p) => p.type === 'timeZoneName')?.value;
    if (part === undefined) return null;
    if (part === 'GMT') return 0;
    const parsed = /^GMT([+-])(\d{2}):(\d{2})$/.exec(part);
    if (!parsed) return null;
    const [, sign, h, m] = parsed;
    const minutes = Number(h) * 60 + Number(m);
    return sign === '-' ? -minutes : minutes;
  } catch {
    return null; // RangeError: not a time zone Intl knows.
  }
}
