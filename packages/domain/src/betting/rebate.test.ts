import { describe, expect, it } from 'vitest';
import { rebateOf, rebateRateText } from './rebate';

describe('rebateOf', () => {
  it('pays the per-mille rate, rounded down', () => {
    expect(rebateOf(100_000, 8)).toBe(800); // 100 yuan at 8‰ = 0.8 yuan
    expect(rebateOf(1_234, 8)).toBe(9);
    expect(rebateOf(100_000, 12.5)).toBe(1_250);
    expect(rebateOf(0, 8)).toBe(0);
    expect(rebateOf(100_000, 0)).toBe(0);
    expect(rebateOf(100_000, Number.NaN)).toBe(0);
    expect(rebateRateText(8)).toBe('0.8%');
  });
});
