import { describe, expect, it } from 'vitest';
import { balanceSpinMs, shouldRefreshBalance } from './balanceSpin';

describe('balance spinner', () => {
  it('spins 0.5 s, 1 s in theme4 and on home', () => {
    expect(balanceSpinMs('theme3', false)).toBe(500);
    expect(balanceSpinMs('theme1', false)).toBe(500);
    expect(balanceSpinMs('theme4', false)).toBe(1000);
    expect(balanceSpinMs('theme3', true)).toBe(1000);
  });

  it('skips a refresh while running or without a token', () => {
    expect(shouldRefreshBalance(false, 'tok')).toBe(true);
    expect(shouldRefreshBalance(true, 'tok')).toBe(false);
    expect(shouldRefreshBalance(false, null)).toBe(false);
    expect(shouldRefreshBalance(false, '')).toBe(false);
  });
});
