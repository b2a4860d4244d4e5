// Time zones of the deployment (system_config time_zone: any IANA zone or fixed offset, daylight-
// saving days included) and local calendar days in them: the draw schedule, reports, periods and
// records all count days here. Pure: callers pass the instant.
import { utcOffsetOfTimeZone, wallTimeOf, wallTimeToEpochMs } from '@jinli/domain';

/** The system time zone when the configured one is unreadable. */
export const FALLBACK_TIME_ZONE = 'Asia/Shanghai';
const FALLBACK_OFFSET_MINUTES = 480;

/** A local calendar day. */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

/** A time zone resolved to an offset function. */
export interface Zone {
  name: string;
  /** UTC offset in minutes at epoch ms `ms`. */
  offsetAt(ms: number): number;
}

/** Resolves a configured zone (IANA name or offset text); unreadable ones fall back to UTC+8. */
export function zoneOf(name: string | null | undefined): Zone {
  // Resolved once per name: every lottery and record answer asks, and building an Intl formatter
  // costs far more than the rest of such an answer.
  const key = name ?? '';
  let zone = resolvedZones.get(key);
  if (!zone) {
    zone = resolveZone(name);
    if (resolvedZones.size >= 64) resolvedZones.clear();
    resolvedZones.set(key, zone);
  }
  return zone;
}

const resolvedZones = new Map<string, Zone>();

function resolveZone(name: string | null | undefined): Zone {
  const probe = utcOffsetOfTimeZone(name, Date.now());
  if (probe === null) return { name: FALLBACK_TIME_ZONE, offsetAt: () => FALLBACK_OFFSET_MINUTES };
  const text = name!.trim();
  let format: Intl.DateTimeFormat | undefined;
  try {
    format = new Intl.DateTimeFormat('en-US', { timeZone: text, timeZoneName: 'longOffset' });
  } catch {
    // A fixed offset ('+08:00', 'GMT+8'): the same at every instant.
    return { name: text, offsetAt: () => probe };
  }
  // One formatter per zone: building an Intl formatter costs far more than using one.
  const offsetAt = (ms: number) => {
    const part = format.formatToParts(new Date(ms)).find((p) => p.type === 'timeZoneName')?.value;
    const m = part ? /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(part) : null;
    if (!m) return probe;
    if (m[1] === undefined) return 0;
    const minutes = Number(m[2]) * 60 + Number(m[3]);
    return m[1] === '-' ? -minutes : minutes;
  };
  return { name: text, offsetAt };
}

/** Epoch ms of a local wall time in `zone` (in a spring-forward gap: the instant after it). */
export function zonedEpochMs(
  zone: Zone,
  date: LocalDate,
  hour = 0,
  minute = 0,
  second = 0,
): number {
  const asUtc = wallTimeToEpochMs(date.year, date.month, date.day, hour, minute, second, 0);
  if (asUtc === null) throw new RangeError(`no such wall time: ${JSON.stringify(date)}`);
  // Two steps settle it: the offset at the first guess may be the other side of a change.
  const guess = asUtc - zone.offsetAt(asUtc) * 60_000;
  return asUtc - zone.offsetAt(guess) * 60_000;
}

/** The local date of epoch ms `ms` in `zone`. */
export function localDateOf(zone: Zone, ms: number): LocalDate {
  const { year, month, day } = wallTimeOf(ms, zone.offsetAt(ms));
  return { year, month, day };
}

/** 'YYYY-MM-DD HH:mm:ss' of epoch ms in `zone`. */
export function wallTimeText(zone: Zone, ms: number): string {
  const w = wallTimeOf(ms, zone.offsetAt(ms));
  const p = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${p(w.year, 4)}-${p(w.month)}-${p(w.day)} ${p(w.hour)}:${p(w.minute)}:${p(w.second)}`;
}

/** 'YYYY-MM-DD' of a local date. */
export function dateText(date: LocalDate): string {
  const p = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${p(date.year, 4)}-${p(date.month)}-${p(date.day)}`;
}

/** `date` moved by `days`. */
export function addLocalDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}
