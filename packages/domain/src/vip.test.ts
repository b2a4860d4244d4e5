import { describe, expect, it } from 'vitest';
import { vipProgress } from './vip';

const rules = Array.from({ length: 9 }, (_, i) => ({
  vipLevel: i + 1,
  betMoney: (i + 1) * 1_000_000,
}));

describe('vipProgress', () => {
  it('is cycle bet over the next level requirement', () => {
    expect(vipProgress(1, 500_000, rules)).toEqual({
      level: 1,
      nextLevel: 2,
      cycleBetAmount: 500_000,
      required: 2_000_000,
      percent: 25,
    });
    expect(vipProgress(2, 1_000_000, rules)?.percent).toBe(33.33);
    expect(vipProgress(0, 0, rules)).toMatchObject({ nextLevel: 1, percent: 0 });
  });

  it('caps at 100 % and reads strings', () => {
    expect(vipProgress(3, 9_000_000, rules)?.percent).toBe(100);
    expect(vipProgress(3, '2000000', [{ vipLevel: 4, betMoney: '4000000' }])?.percent).toBe(50);
    expect(vipProgress(3, 'x', rules)?.percent).toBe(0);
    expect(vipProgress(3, -5, rules)?.cycleBetAmount).toBe(0);
    expect(vipProgress(3, 5, [{ vipLevel: 4, betMoney: 0 }])?.percent).toBe(100);
  });

  it('stops at level 9 and for malformed input', () => {
    expect(vipProgress(8, 0, rules)?.nextLevel).toBe(9);
    expect(vipProgress(9, 1, rules)).toBeNull();
    expect(vipProgress(10, 1, rules)).toBeNull();
    expect(vipProgress(-1, 1, rules)).toBeNull();
    expect(vipProgress(1.5, 1, rules)).toBeNull();
    expect(vipProgress(1, 1, [])).toBeNull();
    expect(vipProgress(1, 1, [{ vipLevel: 2, betMoney: 'n/a' }])).toBeNull();
  });
});
