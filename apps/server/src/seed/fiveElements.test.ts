import { FIVE_ELEMENTS, fiveElementsYearProblems } from '@jinli/domain';
import { describe, expect, it } from 'vitest';
import { fiveElementsOfYear, nayinElementOfYear } from './fiveElements';

const table = (year: number) =>
  Object.fromEntries(fiveElementsOfYear(year).map(({ element, numbers }) => [element, numbers]));

describe('fiveElementsOfYear', () => {
  it('gives the published 2026 (丙午) table', () => {
    expect(table(2026)).toEqual({
      金: [4, 5, 12, 13, 26, 27, 34, 35, 42, 43],
      木: [8, 9, 16, 17, 24, 25, 38, 39, 46, 47],
      水: [1, 14, 15, 22, 23, 30, 31, 44, 45],
      火: [2, 3, 10, 11, 18, 19, 32, 33, 40, 41, 48, 49],
      土: [6, 7, 20, 21, 28, 29, 36, 37],
    });
  });

  it('gives the published 2025 (乙巳) table', () => {
    expect(table(2025)).toEqual({
      金: [3, 4, 11, 12, 25, 26, 33, 34, 41, 42],
      木: [7, 8, 15, 16, 23, 24, 37, 38, 45, 46],
      水: [13, 14, 21, 22, 29, 30, 43, 44],
      火: [1, 2, 9, 10, 17, 18, 31, 32, 39, 40, 47, 48],
      土: [5, 6, 19, 20, 27, 28, 35, 36, 49],
    });
  });

  it('assigns each of 1-49 to exactly one element, in display order, every year of a cycle', () => {
    for (let year = 1984; year < 2044; year++) {
      const groups = fiveElementsOfYear(year);
      expect(groups.map((g) => g.element)).toEqual([...FIVE_ELEMENTS]);
      expect(
        fiveElementsYearProblems({
          year,
          data: groups.map((g) => ({ element: g.element, values: g.numbers })),
        }),
      ).toEqual([]);
    }
  });

  it('shifts by one number a year: n next year is n-1 this year', () => {
    const element = (year: number, n: number) =>
      fiveElementsOfYear(year).find((g) => g.numbers.includes(n))!.element;
    for (let n = 2; n <= 49; n++) expect(element(2027, n)).toBe(element(2026, n - 1));
  });

  it('reads 纳音 of the sexagenary cycle (甲子 1984 海中金, 丙午 2026 天河水)', () => {
    expect(nayinElementOfYear(1984)).toBe('金');
    expect(nayinElementOfYear(2026)).toBe('水');
    expect(nayinElementOfYear(2026 - 60)).toBe('水');
    expect(nayinElementOfYear(1900)).toBe(nayinElementOfYear(1960));
  });
});
