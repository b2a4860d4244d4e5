import { describe, expect, it } from 'vitest';
import { addDays } from '../calendarDate';
import { chineseNewYear, lunarYearAt, lunarYearOfDate, zodiacAt } from './lunarYear';

describe('lunar year of a date', () => {
  it('changes at Chinese New Year', () => {
    expect(lunarYearOfDate('2025-01-28')).toBe(2024);
    expect(lunarYearOfDate('2025-01-29')).toBe(2025);
    expect(lunarYearOfDate('2024-02-09')).toBe(2023);
    expect(lunarYearOfDate('2024-02-10')).toBe(2024);
    expect(lunarYearOfDate('2026-02-16')).toBe(2025);
    expect(lunarYearOfDate('2026-02-17')).toBe(2026);
    expect(lunarYearOfDate('2025-12-31')).toBe(2025);
  });

  it('knows New Year dates', () => {
    expect(chineseNewYear(2024)).toBe('2024-02-10');
    expect(chineseNewYear(2025)).toBe('2025-01-29');
    expect(chineseNewYear(2026)).toBe('2026-02-17');
    expect(chineseNewYear(2033)).toBe('2033-01-31');
  });

  it('the day before each New Year belongs to the previous lunar year (1901-2100)', () => {
    for (let year = 1901; year <= 2100; year += 1) {
      const newYear = chineseNewYear(year);
      expect(lunarYearOfDate(newYear), newYear).toBe(year);
      expect(lunarYearOfDate(addDays(newYear, -1)), newYear).toBe(year - 1);
      // New Year falls between 21 January and 20 February.
      expect(newYear.slice(5) >= '01-21' && newYear.slice(5) <= '02-20', newYear).toBe(true);
    }
  });

  it('reads an instant in Hong Kong time by default', () => {
    // 2025-01-28 16:00 UTC = 2025-01-29 00:00 at UTC+8: New Year already.
    const ms = Date.UTC(2025, 0, 28, 16, 0);
    expect(lunarYearAt(ms)).toBe(2025);
    expect(lunarYearAt(ms, 0)).toBe(2024);
    expect(zodiacAt(ms)).toBe('蛇');
    expect(zodiacAt(ms - 1)).toBe('龙');
  });

  it('refuses malformed or unsupported dates', () => {
    expect(() => lunarYearOfDate('2025-02-30')).toThrow(RangeError);
    expect(() => lunarYearOfDate('1899-12-31')).toThrow(RangeError);
    expect(() => lunarYearOfDate('2101-01-01')).toThrow(RangeError);
    expect(() => chineseNewYear(2101)).toThrow(RangeError);
    expect(() => lunarYearAt(Number.NaN)).toThrow(RangeError);
  });
});
