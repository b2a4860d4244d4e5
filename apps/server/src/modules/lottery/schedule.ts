// When each game draws and what its turns are called, in the system time zone (any IANA zone or
// fixed offset, daylight-saving days included). Pure: callers pass the instant.
//
// Interval games draw at local midnight + k × interval, k = 1..N where N = day length / interval;
// the draw at the next midnight is the last of the day. Their turn is 'YYYYMMDD' + k, zero-padded to
// the digits of a normal day's N (1-minute games: '202611210001'..'202611211440').
// Daily games draw once a day at 'HH:mm'; their turn is 'YYYY' + the day of the year in 3 digits
// ('2026001'..'2026365'). Turn numbers of one game have one length, so they sort as text.
import {
  addLocalDays,
  dateText,
  type LocalDate,
  localDateOf,
  type Zone,
  zonedEpochMs,
} from '../../time/zones';

const DAY_SECONDS = 86_400;

/** A game's cadence. */
export type Cadence = { kind: 'interval'; seconds: number } | { kind: 'daily'; time: string };

/** One regular draw slot of a game. */
export interface Slot {
  turnNum: string;
  /** Epoch ms of the draw. */
  at: number;
  date: LocalDate;
  /** 1-based number of the slot within its day (always 1 for daily games). */
  index: number;
}

function dayOfYear(date: LocalDate): number {
  return (
    (Date.UTC(date.year, date.month - 1, date.day) - Date.UTC(date.year, 0, 1)) / 86_400_000 + 1
  );
}

/** Characters of a turn number that name its date: 'YYYYMMDD' (interval) or 'YYYYDDD' (daily). */
export function turnDateKeyLength(cadence: Cadence): number {
  return cadence.kind === 'interval' ? 8 : 7;
}

/** The turn-number prefix of a local date's turns. */
export function turnDateKey(cadence: Cadence, date: LocalDate): string {
  const p = (n: number, width: number) => String(n).padStart(width, '0');
  return cadence.kind === 'interval'
    ? `${p(date.year, 4)}${p(date.month, 2)}${p(date.day, 2)}`
    : `${p(date.year, 4)}${p(dayOfYear(date), 3)}`;
}

/** The local date a turn-number prefix names. */
export function dateOfTurnDateKey(cadence: Cadence, key: string): LocalDate {
  const year = Number(key.slice(0, 4));
  if (cadence.kind === 'interval')
    return { year, month: Number(key.slice(4, 6)), day: Number(key.slice(6, 8)) };
  return addLocalDays({ year, month: 1, day: 1 }, Number(key.slice(4, 7)) - 1);
}

/** Parses 'HH:mm' (00:00-23:59); throws RangeError otherwise. */
export function parseClockTime(text: string): { hour: number; minute: number } {
  const m = /^(\d{2}):(\d{2})$/.exec(text);
  const hour = Number(m?.[1]);
  const minute = Number(m?.[2]);
  if (!m || hour > 23 || minute > 59) throw new RangeError(`not a clock time: ${text}`);
  return { hour, minute };
}

/** Whether `seconds` is a valid interval: positive and dividing a day. */
export function isValidInterval(seconds: number): boolean {
  return Number.isInteger(seconds) && seconds > 0 && DAY_SECONDS % seconds === 0;
}

/**
 * The first slot after the stored turn `turnNum` drawn for slot time `slotAt`: normally the next
 * slot, but after a change of daily time or zone the next slot may still carry that turn (or an
 * older one), which must not be planned again.
 */
export function slotAfterTurn(schedule: Schedule, slotAt: number, turnNum: string): Slot {
  let slot = schedule.slotAfter(slotAt);
  while (slot.turnNum.length === turnNum.length && slot.turnNum <= turnNum)
    slot = schedule.next(slot);
  return slot;
}

/** Draw times and turn numbers of one game's cadence in one zone. */
export interface Schedule {
  /** The latest slot at or before `ms`. */
  slotAtOrBefore(ms: number): Slot;
  /** The first slot strictly after `ms`. */
  slotAfter(ms: number): Slot;
  /** The slot before `slot`. */
  previous(slot: Slot): Slot;
  /** The slot after `slot`. */
  next(slot: Slot): Slot;
}

export function scheduleOf(cadence: Cadence, zone: Zone): Schedule {
  const midnights = new Map<string, number>();
  const midnight = (date: LocalDate) => {
    const key = dateText(date);
    let ms = midnights.get(key);
    if (ms === undefined) {
      ms = zonedEpochMs(zone, date);
      // A schedule lives for one tick or request; the cap only guards a pathological caller.
      if (midnights.size > 10_000) midnights.clear();
      midnights.set(key, ms);
    }
    return ms;
  };
  const p = (n: number, width: number) => String(n).padStart(width, '0');

  if (cadence.kind === 'interval') {
    const stepMs = cadence.seconds * 1000;
    if (!isValidInterval(cadence.seconds)) throw new RangeError(`bad interval ${cadence.seconds}`);
    const width = String(DAY_SECONDS / cadence.seconds).length;
    /** Slots of a local day (differs from a normal day on daylight-saving changes). */
    const slotsOfDay = (date: LocalDate) =>
      Math.max(1, Math.round((midnight(addLocalDays(date, 1)) - midnight(date)) / stepMs));
    const slot = (date: LocalDate, index: number): Slot => ({
      turnNum: `${p(date.year, 4)}${p(date.month, 2)}${p(date.day, 2)}${p(index, width)}`,
      at: midnight(date) + index * stepMs,
      date,
      index,
    });
    const previous = (s: Slot) => {
      if (s.index > 1) return slot(s.date, s.index - 1);
      const day = addLocalDays(s.date, -1);
      return slot(day, slotsOfDay(day));
    };
    const next = (s: Slot) =>
      s.index < slotsOfDay(s.date) ? slot(s.date, s.index + 1) : slot(addLocalDays(s.date, 1), 1);
    const slotAtOrBefore = (ms: number) => {
      const date = localDateOf(zone, ms);
      const k = Math.floor((ms - midnight(date)) / stepMs);
      if (k >= 1) return slot(date, Math.min(k, slotsOfDay(date)));
      const day = addLocalDays(date, -1);
      return slot(day, slotsOfDay(day));
    };
    return {
      slotAtOrBefore,
      slotAfter: (ms) => next(slotAtOrBefore(ms)),
      previous,
      next,
    };
  }

  const { hour, minute } = parseClockTime(cadence.time);
  const slot = (date: LocalDate): Slot => ({
    turnNum: `${p(date.year, 4)}${p(dayOfYear(date), 3)}`,
    at: zonedEpochMs(zone, date, hour, minute),
    date,
    index: 1,
  });
  const slotAtOrBefore = (ms: number) => {
    const date = localDateOf(zone, ms);
    const today = slot(date);
    return today.at <= ms ? today : slot(addLocalDays(date, -1));
  };
  return {
    slotAtOrBefore,
    slotAfter: (ms) => slot(addLocalDays(slotAtOrBefore(ms).date, 1)),
    previous: (s) => slot(addLocalDays(s.date, -1)),
    next: (s) => slot(addLocalDays(s.date, 1)),
  };
}
