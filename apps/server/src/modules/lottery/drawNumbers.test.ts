import { describe, expect, it } from 'vitest';
import { drawNumbers, openNumText } from './drawNumbers';

describe('drawNumbers', () => {
  it('draws 7 distinct whole numbers in 1-49 every time', () => {
    for (let i = 0; i < 2000; i++) {
      const numbers = drawNumbers();
      expect(numbers).toHaveLength(7);
      expect(new Set(numbers).size).toBe(7);
      for (const n of numbers) {
        expect(Number.isInteger(n)).toBe(true);
        expect(n).toBeGreaterThanOrEqual(1);
        expect(n).toBeLessThanOrEqual(49);
      }
    }
  });

  it('reaches every number, as the regular and as the special (last) one', () => {
    const regular = new Set<number>();
    const special = new Set<number>();
    for (let i = 0; i < 3000; i++) {
      const numbers = drawNumbers();
      numbers.slice(0, 6).forEach((n) => regular.add(n));
      special.add(numbers[6]!);
    }
    expect(regular.size).toBe(49);
    expect(special.size).toBe(49);
  });

  it('takes its randomness from the given source (extremes of the range stay in 1-49)', () => {
    expect(drawNumbers((min) => min)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(drawNumbers((_min, max) => max - 1)).toEqual([49, 1, 2, 3, 4, 5, 6]);
  });

  it('writes two-digit comma lists, optionally only the first numbers', () => {
    expect(openNumText([3, 17, 22, 31, 40, 45, 9])).toBe('03,17,22,31,40,45,09');
    expect(openNumText([3, 17, 22, 31, 40, 45, 9], 2)).toBe('03,17');
    expect(openNumText([3, 17], 0)).toBe('');
  });
});
