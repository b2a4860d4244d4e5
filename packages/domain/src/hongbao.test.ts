import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HONGBAO_FEN, luckiestIndex, splitEqual, splitLucky } from './hongbao';

/** A seeded generator (mulberry32): the same seed, the same shares. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** A packet that can be split: count, minimum share (whole fen) and a total of at least count × min. */
const packet = fc
  .record({
    count: fc.integer({ min: 1, max: 200 }),
    minFen: fc.integer({ min: 1, max: 50 }),
    extraFen: fc.integer({ min: 0, max: 2_000_000 }),
    seed: fc.integer(),
  })
  .map(({ count, minFen, extraFen, seed }) => ({
    count,
    min: minFen * HONGBAO_FEN,
    total: (count * minFen + extraFen) * HONGBAO_FEN,
    seed,
  }));

describe('splitLucky', () => {
  it('gives exactly count shares, each whole fen and at least the minimum, summing to the total', () => {
    fc.assert(
      fc.property(packet, ({ count, min, total, seed }) => {
        const result = splitLucky(total, count, seeded(seed), min);
        if (!result.ok) throw new Error(result.error);
        expect(result.shares).toHaveLength(count);
        expect(sum(result.shares)).toBe(total);
        // One assertion for all shares (an expect per share makes the run slow).
        const bad = result.shares.filter(
          (share) => !Number.isSafeInteger(share) || share % HONGBAO_FEN !== 0 || share < min,
        );
        expect(bad).toEqual([]);
      }),
      { numRuns: 1_000 },
    );
  });

  it('draws every share but the last within [min, 2 × the remaining average]', () => {
    fc.assert(
      fc.property(packet, ({ count, min, total, seed }) => {
        const result = splitLucky(total, count, seeded(seed), min);
        if (!result.ok) throw new Error(result.error);
        let rest = total;
        const over = result.shares.slice(0, -1).filter((share, i) => {
          const tooBig = share > (2 * rest) / (count - i);
          rest -= share;
          return tooBig;
        });
        expect(over).toEqual([]);
      }),
    );
  });

  it('holds for generators at the edges of [0, 1) and beyond', () => {
    for (const value of [0, 0.999_999_999_999, 1, -1, Number.NaN, 5]) {
      const result = splitLucky(100_000, 37, () => value, 10);
      if (!result.ok) throw new Error(result.error);
      expect(result.shares).toHaveLength(37);
      expect(sum(result.shares)).toBe(100_000);
      expect(Math.min(...result.shares)).toBeGreaterThanOrEqual(10);
    }
  });

  it('is random: one seed, one split; other seeds, other splits', () => {
    const a = splitLucky(100_000, 10, seeded(1));
    expect(splitLucky(100_000, 10, seeded(1))).toEqual(a);
    const distinct = new Set(
      Array.from({ length: 20 }, (_, seed) =>
        JSON.stringify(splitLucky(100_000, 10, seeded(seed))),
      ),
    );
    expect(distinct.size).toBeGreaterThan(15);
  });

  it('gives the minimum to everyone when the total is exactly count × minimum', () => {
    expect(splitLucky(1_000, 100, seeded(3))).toEqual({ ok: true, shares: Array(100).fill(10) });
  });

  it('refuses a total below count × minimum, and totals or minimums not in whole fen', () => {
    expect(splitLucky(990, 100, Math.random)).toEqual({ ok: false, error: 'tooSmall' });
    expect(splitLucky(1_005, 10, Math.random)).toEqual({ ok: false, error: 'invalid' });
    expect(splitLucky(1_000, 10, Math.random, 15)).toEqual({ ok: false, error: 'invalid' });
    expect(splitLucky(1_000, 0, Math.random)).toEqual({ ok: false, error: 'invalid' });
    expect(splitLucky(1_000, 1.5, Math.random)).toEqual({ ok: false, error: 'invalid' });
    expect(splitLucky(-1_000, 1, Math.random)).toEqual({ ok: false, error: 'invalid' });
  });
});

describe('splitEqual', () => {
  it('splits into equal whole-fen shares that sum to the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 100_000 }),
        (count, fen) => {
          const result = splitEqual(count * fen * HONGBAO_FEN, count);
          if (!result.ok) throw new Error(result.error);
          expect(result.shares).toHaveLength(count);
          expect(new Set(result.shares)).toEqual(new Set([fen * HONGBAO_FEN]));
          expect(sum(result.shares)).toBe(count * fen * HONGBAO_FEN);
        },
      ),
    );
  });

  it('refuses totals that do not split into whole fen, and shares under the minimum', () => {
    expect(splitEqual(1_000, 3)).toEqual({ ok: false, error: 'notEven' });
    expect(splitEqual(1_000, 200)).toEqual({ ok: false, error: 'notEven' });
    expect(splitEqual(1_000, 100, 20)).toEqual({ ok: false, error: 'tooSmall' });
    expect(splitEqual(1_001, 1)).toEqual({ ok: false, error: 'invalid' });
  });
});

describe('luckiestIndex', () => {
  it('is the largest share, the first taker on a tie', () => {
    expect(luckiestIndex([10, 30, 20])).toBe(1);
    expect(luckiestIndex([30, 10, 30])).toBe(0);
    expect(luckiestIndex([5])).toBe(0);
    expect(luckiestIndex([])).toBe(-1);
  });

  it('points at a maximum, never after an equal one', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1_000 }), { minLength: 1 }), (amounts) => {
        const i = luckiestIndex(amounts);
        expect(amounts[i]).toBe(Math.max(...amounts));
        expect(amounts.indexOf(Math.max(...amounts))).toBe(i);
      }),
    );
  });
});
