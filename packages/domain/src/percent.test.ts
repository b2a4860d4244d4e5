import { describe, expect, it } from 'vitest';
import { formatPercent, percentOf } from './percent';

describe('percentOf', () => {
  it('rounds or floors to 2 decimals', () => {
    expect(percentOf(1, 3)).toBe(33.33);
    expect(percentOf(2, 3)).toBe(66.67);
    expect(percentOf(2, 3, { mode: 'floor' })).toBe(66.66);
    expect(percentOf(29, 100, { mode: 'floor' })).toBe(29);
    expect(percentOf(0.29, 1, { mode: 'floor' })).toBe(29);
    expect(percentOf(1, 3, { decimals: 0 })).toBe(33);
  });

  it('is 0 for empty or malformed totals', () => {
    expect(percentOf(1, 0)).toBe(0);
    expect(percentOf(0, 10)).toBe(0);
    expect(percentOf(-1, 10)).toBe(0);
    expect(percentOf(Number.NaN, 10)).toBe(0);
  });

  it('formats', () => {
    expect(formatPercent(33.3)).toBe('33.30%');
    expect(formatPercent(Number.NaN)).toBe('0.00%');
    expect(formatPercent(50, 0)).toBe('50%');
  });
});
