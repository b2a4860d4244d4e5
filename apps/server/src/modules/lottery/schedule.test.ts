import { describe, expect, it } from 'vitest';
import { wallTimeText, zonedEpochMs, zoneOf } from '../../time/zones';
import { dateOfTurnDateKey, scheduleOf, turnDateKey, turnDateKeyLength } from './schedule';

const shanghai = zoneOf('Asia/Shanghai');
const at = (iso: string) => Date.parse(iso);

describe('interval schedule', () => {
  const minute = scheduleOf({ kind: 'interval', seconds: 60 }, shanghai);

  it('numbers the slots of a local day from 0001 to 1440, the midnight draw last', () => {
    // 00:00:30 Shanghai on 21 Nov = 16:00:30 UTC on 20 Nov.
    const first = minute.slotAfter(at('2026-11-20T16:00:30Z'));
    expect(first.turnNum).toBe('202611210001');
    expect(wallTimeText(shanghai, first.at)).toBe('2026-11-21 00:01:00');
    const midnight = minute.slotAtOrBefore(at('2026-11-20T16:00:00Z'));
    expect(midnight.turnNum).toBe('202611201440');
    expect(wallTimeText(shanghai, midnight.at)).toBe('2026-11-21 00:00:00');
    expect(minute.next(midnight).turnNum).toBe('202611210001');
    expect(minute.previous(minute.next(midnight))).toEqual(midnight);
  });

  it('slotAfter is strictly after, slotAtOrBefore includes the instant', () => {
    const t = at('2026-11-21T02:03:00Z'); // 10:03:00 Shanghai
    expect(minute.slotAtOrBefore(t).turnNum).toBe('202611210603');
    expect(minute.slotAfter(t).turnNum).toBe('202611210604');
    expect(minute.slotAtOrBefore(t + 59_999).turnNum).toBe('202611210603');
  });

  it('pads turns to the digits of a normal day (288 five-minute slots → 3 digits)', () => {
    const five = scheduleOf({ kind: 'interval', seconds: 300 }, shanghai);
    const s = five.slotAfter(at('2026-11-20T16:00:00Z'));
    expect(s.turnNum).toBe('20261121001');
    const last = five.previous(five.slotAfter(at('2026-11-21T16:00:00Z')));
    expect(last.turnNum).toBe('20261121288');
  });

  it('consecutive slots are one interval apart and their turns sort', () => {
    let s = minute.slotAtOrBefore(at('2026-12-31T15:50:00Z'));
    for (let i = 0; i < 30; i++) {
      const n = minute.next(s);
      expect(n.at - s.at).toBe(60_000);
      expect(n.turnNum > s.turnNum).toBe(true);
      expect(n.turnNum).toHaveLength(12);
      s = n;
    }
    expect(s.turnNum.startsWith('20270101')).toBe(true);
  });

  it('follows the configured zone, not the server clock zone', () => {
    const utc = scheduleOf({ kind: 'interval', seconds: 60 }, zoneOf('UTC'));
    expect(utc.slotAfter(at('2026-11-21T00:00:30Z')).turnNum).toBe('202611210001');
    const plus8 = scheduleOf({ kind: 'interval', seconds: 60 }, zoneOf('+08:00'));
    expect(plus8.slotAfter(at('2026-11-20T16:00:30Z')).turnNum).toBe('202611210001');
  });

  it('has 1380 or 1500 one-minute slots on daylight-saving days', () => {
    const ny = zoneOf('America/New_York');
    const s = scheduleOf({ kind: 'interval', seconds: 60 }, ny);
    // 2026-03-08 is 23 h long in New York, 2026-11-01 25 h.
    const lastOf = (date: string) => s.previous(s.slotAfter(zonedEpochMs(ny, next(date))));
    expect(lastOf('2026-03-08').turnNum).toBe('202603081380');
    expect(lastOf('2026-11-01').turnNum).toBe('202611011500');
    expect(lastOf('2026-11-02').turnNum).toBe('202611021440');
  });
});

function next(date: string) {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const n = new Date(Date.UTC(y, m - 1, d + 1));
  return { year: n.getUTCFullYear(), month: n.getUTCMonth() + 1, day: n.getUTCDate() };
}

describe('daily schedule', () => {
  const daily = scheduleOf({ kind: 'daily', time: '20:30' }, shanghai);

  it('draws at 20:30 local, turn = year + day of year', () => {
    const before = daily.slotAfter(at('2026-11-21T12:29:59Z')); // 20:29:59 Shanghai
    expect(before.turnNum).toBe('2026325');
    expect(wallTimeText(shanghai, before.at)).toBe('2026-11-21 20:30:00');
    expect(daily.slotAtOrBefore(at('2026-11-21T12:30:00Z')).turnNum).toBe('2026325');
    expect(daily.slotAfter(at('2026-11-21T12:30:00Z')).turnNum).toBe('2026326');
  });

  it('crosses the year: 2026365 then 2027001', () => {
    const last = daily.slotAtOrBefore(at('2026-12-31T13:00:00Z'));
    expect(last.turnNum).toBe('2026365');
    expect(daily.next(last).turnNum).toBe('2027001');
    expect(daily.previous(daily.next(last))).toEqual(last);
  });

  it('uses the local date of the zone near midnight', () => {
    const late = scheduleOf({ kind: 'daily', time: '23:30' }, shanghai);
    // 23:45 Shanghai on 1 Jan is 15:45 UTC the same day: today's slot has passed.
    expect(late.slotAtOrBefore(at('2027-01-01T15:45:00Z')).turnNum).toBe('2027001');
    expect(late.slotAfter(at('2027-01-01T15:45:00Z')).turnNum).toBe('2027002');
  });
});

describe('turn date keys', () => {
  it('name the date of a turn, both ways', () => {
    const interval = { kind: 'interval', seconds: 60 } as const;
    const daily = { kind: 'daily', time: '20:30' } as const;
    const date = { year: 2026, month: 12, day: 31 };
    expect(turnDateKey(interval, date)).toBe('20261231');
    expect(turnDateKey(daily, date)).toBe('2026365');
    expect(turnDateKeyLength(interval)).toBe(8);
    expect(turnDateKeyLength(daily)).toBe(7);
    expect(dateOfTurnDateKey(interval, '20261231')).toEqual(date);
    expect(dateOfTurnDateKey(daily, '2026365')).toEqual(date);
    expect(dateOfTurnDateKey(daily, '2024060')).toEqual({ year: 2024, month: 2, day: 29 });
    // The midnight draw belongs to the day it closes.
    const minute = scheduleOf(interval, shanghai);
    expect(minute.slotAtOrBefore(at('2026-12-31T16:00:00Z')).turnNum.slice(0, 8)).toBe('20261231');
  });
});

describe('zones', () => {
  it('falls back to UTC+8 for an unreadable zone', () => {
    const z = zoneOf('Mars/Olympus');
    expect(z.offsetAt(0)).toBe(480);
  });
});
