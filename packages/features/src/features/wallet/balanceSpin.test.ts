import { describe, expect, it } from 'vitest';
import { balanceSpinMs, shouldRefreshBalance } from './balanceSpin';

describe('balance spinner', () => {
  it('spins 0.5 s, 1 s on home and everywhere in a brand with longBalanceSpin (theme4)', () => {
    expect(balanceSpinMs(undefined, false)).toBe(500);
    expect(balanceSpinMs(false, false)).toBe(500);
    expect(balanceSpinMs(true, false)).toBe(1000);
    expect(balanceSpinMs(false, true)).toBe(1000);
  });

  it('skips a refresh while running or without a token', () => {
    expect(shouldRefreshBalance(false, 'tok')).toBe(true);
    expect(shouldRefreshBalance(true, 'tok')).toBe(false);
    expect(shouldRefreshBalance(false, null)).toBe(false);
    expect(shouldRefreshBalance(false, '')).toBe(false);
  });
});
