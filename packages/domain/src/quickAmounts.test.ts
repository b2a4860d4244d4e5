import { describe, expect, it } from 'vitest';
import { QUICK_AMOUNT_COUNT, quickAmounts } from './quickAmounts';

const yuan = (value: number) => value * 1000;

describe('quickAmounts', () => {
  it('offers the round sums a channel takes, smallest first, six at most', () => {
    expect(quickAmounts(yuan(100), yuan(50_000))).toEqual(
      [100, 200, 500, 1_000, 2_000, 5_000].map(yuan),
    );
    expect(quickAmounts(yuan(10), yuan(20_000))).toHaveLength(QUICK_AMOUNT_COUNT);
    expect(quickAmounts(yuan(10), yuan(20_000))[0]).toBe(yuan(50));
  });

  it('keeps to the channel’s range at both ends', () => {
    expect(quickAmounts(yuan(150), yuan(900))).toEqual([200, 500].map(yuan));
    expect(quickAmounts(yuan(5_000), yuan(20_000))).toEqual([5_000, 10_000, 20_000].map(yuan));
  });

  it('offers the range’s own ends in whole yuan when no round sum falls inside it', () => {
    expect(quickAmounts(yuan(510), yuan(900))).toEqual([510, 900].map(yuan));
    expect(quickAmounts(510_500, 511_900)).toEqual([511_000]);
    expect(quickAmounts(510_500, 510_900)).toEqual([]);
  });

  it('offers nothing for a channel that takes nothing', () => {
    expect(quickAmounts(yuan(100), yuan(50))).toEqual([]);
    expect(quickAmounts(0, 0)).toEqual([]);
  });
});
