import type { FiveElements } from '@jinli/contract';
import { describe, expect, it } from 'vitest';
import { fiveElementOf, fiveElementsYear, fiveElementsYearProblems } from './fiveElements';

// A complete year built by a simple pattern (tests only need a valid partition).
const elements = ['金', '木', '水', '火', '土'] as const;
const year2025 = {
  year: 2025,
  data: elements.map((element, i) => ({
    element,
    values: Array.from({ length: 49 }, (_, k) => k + 1).filter((n) => n % 5 === i),
  })),
};
const data: FiveElements = [year2025, { year: 2024, data: [{ element: '金', values: [1] }] }];

describe('five elements', () => {
  it('looks a number up in its lunar year', () => {
    expect(fiveElementOf(data, 2025, 5)).toBe('金');
    expect(fiveElementOf(data, 2025, 1)).toBe('木');
    expect(fiveElementOf(data, 2025, 49)).toBe('土');
    expect(fiveElementOf(data, 2024, 1)).toBe('金');
    expect(fiveElementOf(data, 2024, 2)).toBeUndefined();
    expect(fiveElementOf(data, 2023, 1)).toBeUndefined();
    expect(fiveElementOf(data, 2025, 50)).toBeUndefined();
    expect(fiveElementOf(null, 2025, 1)).toBeUndefined();
    expect(fiveElementsYear(data, 2024)?.year).toBe(2024);
  });

  it('checks that a year assigns each number exactly once', () => {
    expect(fiveElementsYearProblems(year2025)).toEqual([]);
    const broken = {
      year: 2024,
      data: [
        { element: '金', values: [1, 2] },
        { element: '金', values: [3] },
        { element: 'Metal', values: [2] },
      ],
    };
    const problems = fiveElementsYearProblems(broken);
    expect(problems).toContain('element 金 listed twice');
    expect(problems).toContain('unknown element Metal');
    expect(problems).toContain('2 in both 金 and Metal');
    expect(problems).toContain('4 has no element');
    expect(problems).not.toContain('1 has no element');
  });
});
