import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RELATIVE_UNITS, isRecentlyUpdated, relativeAge, relativeTime } from './relativeTime';

const NOW = Date.UTC(2025, 5, 15, 4, 0, 0); // 2025-06-15 12:00 at UTC+8
const H = 3_600_000;
const D = 24 * H;

describe('relativeTime', () => {
  it('shows the clock time under one hour', () => {
    expect(relativeTime(NOW - 59 * 60_000, NOW)).toBe('11:01');
    expect(relativeTime(NOW, NOW)).toBe('12:00');
    expect(relativeTime(NOW + 5 * 60_000, NOW)).toBe('12:05');
  });

  it('counts hours, days, months and years at their boundaries', () => {
    expect(relativeTime(NOW - H, NOW)).toBe('1小时前');
    expect(relativeTime(NOW - (24 * H - 1), NOW)).toBe('23小时前');
    expect(relativeTime(NOW - D, NOW)).toBe('1天前');
    expect(relativeTime(NOW - 29 * D, NOW)).toBe('29天前');
    expect(relativeTime(NOW - 30 * D, NOW)).toBe('1个月前');
    expect(relativeTime(NOW - 359 * D, NOW)).toBe('11个月前');
    expect(relativeTime(NOW - 360 * D, NOW)).toBe('1年前');
    expect(relativeTime(NOW - 730 * D, NOW)).toBe('2年前');
  });

  it('reads a 10-digit number as seconds and wall-time strings as UTC+8', () => {
    expect(relativeTime(Math.floor((NOW - 2 * H) / 1000), NOW)).toBe('2小时前');
    expect(relativeTime(String(Math.floor((NOW - 3 * D) / 1000)), NOW)).toBe('3天前');
    expect(relativeTime('2025-06-15 11:30:00', NOW)).toBe('11:30');
    expect(relativeTime('2025-06-15 09:00:00', NOW)).toBe('3小时前');
  });

  it('gives empty text for malformed times', () => {
    expect(relativeTime('yesterday', NOW)).toBe('');
    expect(relativeTime(null, NOW)).toBe('');
    expect(relativeAge(NOW, Number.NaN)).toBeNull();
  });

  it('is monotone: a later now never gives a smaller age', () => {
    const rank = (t: number, now: number): [number, number] => {
      const age = relativeAge(t, now);
      if (!age) throw new Error('no age');
      return [RELATIVE_UNITS.indexOf(age.unit), age.count];
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_000_000_000, max: 2_000_000_000_000 }),
        fc.integer({ min: -10 * D, max: 4000 * D }),
        fc.integer({ min: 0, max: 400 * D }),
        (t, offset, step) => {
          const [u1, c1] = rank(t, t + offset);
          const [u2, c2] = rank(t, t + offset + step);
          expect(u2 > u1 || (u2 === u1 && c2 >= c1)).toBe(true);
        },
      ),
    );
  });
});

describe('isRecentlyUpdated', () => {
  const nowSec = Math.floor(NOW / 1000);
  it('is true within a day of now (epoch seconds)', () => {
    expect(isRecentlyUpdated(nowSec, NOW)).toBe(true);
    expect(isRecentlyUpdated(nowSec - 86_399, NOW)).toBe(true);
    expect(isRecentlyUpdated(nowSec - 86_400, NOW)).toBe(false);
    expect(isRecentlyUpdated(nowSec + 100, NOW)).toBe(true);
  });

  it('takes another window and rejects malformed times', () => {
    expect(isRecentlyUpdated(nowSec - 100, NOW, 60)).toBe(false);
    expect(isRecentlyUpdated(null, NOW)).toBe(false);
    expect(isRecentlyUpdated('soon', NOW)).toBe(false);
  });
});
