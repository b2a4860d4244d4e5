import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDateRange,
  formatEpochMs,
  formatTime,
  toEpochMs,
  utcOffsetOfTimeZone,
  wallTimeOf,
  wallTimeToEpochMs,
} from './time';

// 2025-03-01 12:34:56 at UTC+8 = 04:34:56 UTC.
const T = Date.UTC(2025, 2, 1, 4, 34, 56);

describe('toEpochMs', () => {
  it('reads a 10-digit number as seconds and other numbers as milliseconds', () => {
    expect(toEpochMs(1_740_803_696)).toBe(1_740_803_696_000);
    expect(toEpochMs(1_740_803_696_000)).toBe(1_740_803_696_000);
    expect(toEpochMs(999_999_999)).toBe(999_999_999); // 9 digits: not seconds by the spec's rule
    expect(toEpochMs('1740803696')).toBe(1_740_803_696_000);
    expect(toEpochMs(' 1740803696000 ')).toBe(1_740_803_696_000);
  });

  it('reads wall-time strings as UTC+8 by default', () => {
    expect(toEpochMs('2025-03-01 12:34:56')).toBe(T);
    expect(toEpochMs('2025/03/01 12:34:56')).toBe(T);
    expect(toEpochMs('2025-3-1 12:34:56')).toBe(T);
    expect(toEpochMs('2025-03-01T12:34:56')).toBe(T);
    expect(toEpochMs('2025-03-01 12:34')).toBe(T - 56_000);
    expect(toEpochMs('2025-03-01')).toBe(Date.UTC(2025, 1, 28, 16));
    expect(toEpochMs('2025-03-01 12:34:56.5')).toBe(T + 500);
    expect(toEpochMs('2025-03-01 12:34:56', 0)).toBe(T + 8 * 3_600_000);
  });

  it('keeps the offset of ISO strings', () => {
    expect(toEpochMs('2025-03-01T04:34:56Z')).toBe(T);
    expect(toEpochMs('2025-03-01T12:34:56+08:00')).toBe(T);
  });

  it('refuses malformed input', () => {
    for (const bad of [
      '',
      'abc',
      '2025-02-30 00:00:00',
      '2025-13-01',
      '2025-01-01 24:00',
      '2025-01-01 12:60',
      null,
      undefined,
      NaN,
      Infinity,
    ]) {
      expect(toEpochMs(bad as never)).toBeNull();
    }
    expect(toEpochMs(new Date(Number.NaN))).toBeNull();
    expect(toEpochMs(new Date(T))).toBe(T);
  });
});

describe('wall time', () => {
  it('round-trips', () => {
    expect(wallTimeOf(T)).toEqual({
      year: 2025,
      month: 3,
      day: 1,
      hour: 12,
      minute: 34,
      second: 56,
    });
    expect(wallTimeToEpochMs(2025, 3, 1, 12, 34, 56)).toBe(T);
    expect(wallTimeToEpochMs(2024, 2, 29)).not.toBeNull();
    expect(wallTimeToEpochMs(2023, 2, 29)).toBeNull();
    expect(wallTimeToEpochMs(2023, 1, 1.5)).toBeNull();
  });
});

dayjs.extend(utc);

describe('formatEpochMs', () => {
  const token = fc.constantFrom(
    'YYYY',
    'YY',
    'MM',
    'M',
    'DD',
    'D',
    'HH',
    'H',
    'mm',
    'm',
    'ss',
    's',
    'SSS',
    '/',
    '-',
    ' ',
    ':',
    '年',
    '月',
    '日',
    '[at]',
    '[YYYY]',
  );

  it('writes what dayjs writes for every token, literal and offset (dayjs as the oracle)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -2_208_988_800_000, max: 4_102_444_800_000 }), // 1900 … 2100
        fc.array(token, { minLength: 1, maxLength: 8 }),
        // Real offsets, whole quarter hours (dayjs reads |offset| < 16 as hours: ±15 min left out).
        fc
          .integer({ min: -48, max: 56 })
          .map((quarters) => quarters * 15)
          .filter((offset) => Math.abs(offset) !== 15),
        (ms, tokens, offset) => {
          // Apart, as patterns write them: run together, MM + M would be dayjs's MMM (month name).
          const pattern = tokens.join('|');
          expect(formatEpochMs(ms, pattern, offset)).toBe(
            dayjs.utc(ms).utcOffset(offset).format(pattern),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('keeps bracketed text and pads milliseconds and early years', () => {
    expect(formatEpochMs(T + 7, 'YYYY[年]M[月]D[日] HH:mm:ss.SSS')).toBe(
      '2025年3月1日 12:34:56.007',
    );
    expect(formatEpochMs(Date.UTC(999, 0, 1), 'YYYY/MM/DD', 0)).toBe('0999/01/01');
  });
});

describe('formatTime', () => {
  it('formats the spec date formats at UTC+8', () => {
    expect(formatTime(T, 'YYYY/MM/DD')).toBe('2025/03/01');
    expect(formatTime(T, 'YYYY/MM/DD HH:mm')).toBe('2025/03/01 12:34');
    expect(formatTime('2025-03-01 00:10:00', 'YYYY-MM-DD')).toBe('2025-03-01');
    expect(formatTime(T, 'YYYY-MM-DD HH:mm', 0)).toBe('2025-03-01 04:34');
  });

  it('gives empty text for malformed input', () => {
    expect(formatTime('nope', 'YYYY/MM/DD')).toBe('');
    expect(formatEpochMs(Number.NaN, 'YYYY')).toBe('');
  });

  it('formats a promotion period', () => {
    expect(formatDateRange('2025-01-01 00:00:00', '2025-01-31 23:59:59')).toBe(
      '2025/01/01~2025/01/31',
    );
    expect(formatDateRange(null, '2025-01-31')).toBe('~2025/01/31');
  });
});

describe('utcOffsetOfTimeZone', () => {
  it('reads offsets and IANA names', () => {
    expect(utcOffsetOfTimeZone('+08:00', T)).toBe(480);
    expect(utcOffsetOfTimeZone('GMT+8', T)).toBe(480);
    expect(utcOffsetOfTimeZone('UTC-05:30', T)).toBe(-330);
    expect(utcOffsetOfTimeZone('8', T)).toBe(480);
    expect(utcOffsetOfTimeZone('UTC', T)).toBe(0);
    expect(utcOffsetOfTimeZone('Asia/Shanghai', T)).toBe(480);
    expect(utcOffsetOfTimeZone('Asia/Kolkata', T)).toBe(330);
    // Daylight saving is resolved at the given instant.
    expect(utcOffsetOfTimeZone('America/New_York', Date.UTC(2025, 6, 1))).toBe(-240);
    expect(utcOffsetOfTimeZone('America/New_York', Date.UTC(2025, 0, 1))).toBe(-300);
  });

  it("agrees with Intl's zone data for the zones it knows without it", () => {
    const intlOffset = (zone: string, at: number) => {
      const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
        .formatToParts(new Date(at))
        .find((p) => p.type === 'timeZoneName')?.value;
      const [, sign, h, m] = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name ?? '') ?? [];
      return (sign === '-' ? -1 : 1) * (Number(h) * 60 + Number(m));
    };
    const zones = [
      'Asia/Shanghai',
      'Asia/Hong_Kong',
      'Asia/Macau',
      'Asia/Taipei',
      'Asia/Singapore',
    ];
    for (const zone of zones) {
      for (let year = 1995; year <= 2035; year += 1) {
        for (const month of [0, 6]) {
          const at = Date.UTC(year, month, 15);
          expect(utcOffsetOfTimeZone(zone, at), `${zone} ${year}-${month + 1}`).toBe(
            intlOffset(zone, at),
          );
        }
      }
    }
  });

  it('gives null for unknown text', () => {
    expect(utcOffsetOfTimeZone('', T)).toBeNull();
    expect(utcOffsetOfTimeZone(undefined, T)).toBeNull();
    expect(utcOffsetOfTimeZone('Mars/Olympus', T)).toBeNull();
    expect(utcOffsetOfTimeZone('+25:00', T)).toBeNull();
  });
});
