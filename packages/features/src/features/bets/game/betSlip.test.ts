import { describe, expect, it } from 'vitest';
import { hasQuickPicks, quickPickKeys, slipOf, toggleOption } from './betSlip';

// Lunar year 2026 is the year of the horse: 马 holds 1, 13, 25, 37, 49.
const YEAR = 2026;

describe('slip maths', () => {
  it('counts one bet per picked number of 特码 and multiplies by the unit', () => {
    const slip = slipOf('tema', ['01', '13', '25'], '10', YEAR);
    expect(slip).toEqual({
      count: 3,
      unitMoney: 10_000,
      total: 30_000,
      problem: null,
      problemIn: null,
    });
  });

  it('counts combinations for 连码: 5 numbers of 三全中 make C(5,3) = 10 bets', () => {
    const slip = slipOf('threeAll', ['01', '02', '03', '04', '05'], '2.5', YEAR);
    expect(slip.count).toBe(10);
    expect(slip.total).toBe(25_000);
    expect(slip.problem).toBeNull();
  });

  it('has no bets and names the refusal while too few are picked', () => {
    const slip = slipOf('twoAll', ['01'], '10', YEAR);
    expect(slip.count).toBe(0);
    expect(slip.total).toBe(0);
    expect(slip.problem).toBe('二全中至少选择2个号码');
    expect(slipOf('tema', [], '10', YEAR).problem).toBe('请选择投注内容');
    expect(slipOf('tema', [], '', YEAR).problemIn).toBe('selection');
  });

  it('refuses a missing, malformed or zero amount, or one with more than two decimals', () => {
    expect(slipOf('tema', ['01'], '', YEAR)).toMatchObject({ unitMoney: null, total: 0 });
    expect(slipOf('tema', ['01'], '', YEAR).problem).toBe('请输入金额');
    expect(slipOf('tema', ['01'], '1.2345', YEAR).problem).toBe('金额最多保留2位小数');
    expect(slipOf('tema', ['01'], '1.005', YEAR)).toMatchObject({
      unitMoney: null,
      total: 0,
      problem: '金额最多保留2位小数',
      problemIn: 'amount',
    });
    expect(slipOf('tema', ['01'], '0', YEAR).problem).toBe('请输入正确的金额');
    expect(slipOf('tema', ['01'], '', YEAR).problemIn).toBe('amount');
  });

  it('counts the options of a single play: 色波 red and blue are 2 bets', () => {
    expect(slipOf('colour', ['red', 'blue'], '100', YEAR)).toMatchObject({
      count: 2,
      total: 200_000,
    });
  });
});

describe('toggleOption', () => {
  it('adds and removes a pick', () => {
    expect(toggleOption('tema', ['01'], '02').selected).toEqual(['01', '02']);
    expect(toggleOption('tema', ['01', '02'], '01').selected).toEqual(['02']);
  });

  it('refuses an eleventh number of 连码 and keeps the selection', () => {
    const ten = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10'];
    const result = toggleOption('threeAll', ten, '11');
    expect(result.selected).toEqual(ten);
    expect(result.refusal).toBe('三全中最多选择10个号码');
  });
});

describe('quick picks', () => {
  it('picks 大 as 25-48 (49 is 和) and 单 as the odd numbers without 49', () => {
    expect(quickPickKeys('大', YEAR)).toHaveLength(24);
    expect(quickPickKeys('大', YEAR)[0]).toBe('25');
    expect(quickPickKeys('大', YEAR)).not.toContain('49');
    expect(quickPickKeys('单', YEAR)).toHaveLength(24);
  });

  it('picks the colours and the zodiac of the lunar year', () => {
    expect(quickPickKeys('红', YEAR)).toHaveLength(17);
    expect(quickPickKeys('马', YEAR)).toEqual(['01', '13', '25', '37', '49']);
  });

  it('applies to 特码 and 正码 only', () => {
    expect(hasQuickPicks('tema')).toBe(true);
    expect(hasQuickPicks('threeAll')).toBe(false);
    expect(hasQuickPicks('colour')).toBe(false);
  });
});
