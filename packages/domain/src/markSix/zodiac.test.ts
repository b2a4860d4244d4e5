import fc from 'fast-check';
import { Lunar } from 'lunar-javascript';
import { describe, expect, it } from 'vitest';
import {
  ZODIAC_SIGNS,
  numbersOfZodiac,
  zodiacOfLunarYear,
  zodiacOfNumber,
  zodiacTable,
} from './zodiac';

describe('zodiac of a lunar year', () => {
  it('knows recent years', () => {
    expect(zodiacOfLunarYear(2020)).toBe('鼠');
    expect(zodiacOfLunarYear(2024)).toBe('龙');
    expect(zodiacOfLunarYear(2025)).toBe('蛇');
    expect(zodiacOfLunarYear(2026)).toBe('马');
    expect(zodiacOfLunarYear(4)).toBe('鼠');
    expect(zodiacOfLunarYear(-8)).toBe('鼠');
    expect(() => zodiacOfLunarYear(2024.5)).toThrow(RangeError);
  });

  it('agrees with lunar-javascript for 1900-2100', () => {
    for (let year = 1900; year <= 2100; year += 1) {
      expect(zodiacOfLunarYear(year), String(year)).toBe(
        Lunar.fromYmd(year, 1, 1).getYearShengXiao(),
      );
    }
  });
});

describe('zodiac of a number', () => {
  it('gives the year sign to 1, 13, 25, 37, 49 and goes backwards', () => {
    // 2025 (蛇): 1 蛇, 2 龙, 3 兔, 4 虎, 5 牛, 6 鼠, 7 猪, … 12 马.
    expect([1, 2, 3, 4, 5, 6, 7, 12].map((n) => zodiacOfNumber(n, 2025))).toEqual([
      '蛇',
      '龙',
      '兔',
      '虎',
      '牛',
      '鼠',
      '猪',
      '马',
    ]);
    expect(numbersOfZodiac('蛇', 2025)).toEqual([1, 13, 25, 37, 49]);
    expect(numbersOfZodiac('马', 2025)).toEqual([12, 24, 36, 48]);
    expect(numbersOfZodiac('龙', 2024)).toEqual([1, 13, 25, 37, 49]);
    expect(numbersOfZodiac('兔', 2024)).toEqual([2, 14, 26, 38]);
  });

  it('refuses numbers outside 1-49', () => {
    expect(() => zodiacOfNumber(0, 2025)).toThrow(RangeError);
    expect(() => zodiacOfNumber(50, 2025)).toThrow(RangeError);
    expect(() => zodiacOfNumber(3, 2025.5)).toThrow(RangeError);
  });

  it('for every lunar year sends 1-49 onto the 12 signs, the year sign holding five', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5000, max: 5000 }), (year) => {
        const counts = new Map<string, number>();
        for (let n = 1; n <= 49; n += 1) {
          const sign = zodiacOfNumber(n, year);
          counts.set(sign, (counts.get(sign) ?? 0) + 1);
        }
        expect(counts.size).toBe(12);
        for (const sign of ZODIAC_SIGNS)
          expect(counts.get(sign)).toBe(sign === zodiacOfLunarYear(year) ? 5 : 4);
        expect(numbersOfZodiac(zodiacOfLunarYear(year), year)).toEqual([1, 13, 25, 37, 49]);
        // Going back one sign per number: n + 1 carries the sign before n's.
        for (let n = 1; n < 49; n += 1) {
          const i = ZODIAC_SIGNS.indexOf(zodiacOfNumber(n, year));
          expect(zodiacOfNumber(n + 1, year)).toBe(ZODIAC_SIGNS[(i + 11) % 12]);
        }
      }),
    );
  });

  it('prints a table from the year sign backwards', () => {
    const table = zodiacTable(2025);
    expect(table).toHaveLength(12);
    expect(table[0]).toEqual({ sign: '蛇', numbers: [1, 13, 25, 37, 49] });
    expect(table[1]).toEqual({ sign: '龙', numbers: [2, 14, 26, 38] });
    expect(table.flatMap((row) => row.numbers).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 49 }, (_, i) => i + 1),
    );
  });
});
