import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAY_CODES, PLAYS } from './plays';
import {
  betCount,
  betInfoText,
  betTotal,
  checkSelection,
  combinationCount,
  combinations,
  SELECTION_TEXT,
  slipTotals,
} from './selection';

describe('checkSelection', () => {
  it('turns single picks into one bet each, in display order', () => {
    const check = checkSelection('tema', ['12', '3', '07'], 2025);
    expect(check).toEqual({
      ok: true,
      options: expect.any(Array),
      units: [['03'], ['07'], ['12']],
    });
    expect(checkSelection('temaSides', ['双', '大'], 2025)).toMatchObject({
      units: [['大'], ['双']],
    });
  });

  it('expands 连码 picks into every combination', () => {
    const check = checkSelection('twoAll', ['01', '02', '03'], 2025);
    expect(check.ok && check.units).toEqual([
      ['01', '02'],
      ['01', '03'],
      ['02', '03'],
    ]);
    const three = checkSelection('threeOfTwo', ['1', '2', '3', '4', '5'], 2025);
    expect(three.ok && three.units.length).toBe(10);
  });

  it('refuses empty, unknown, repeated, too few and too many picks', () => {
    expect(checkSelection('tema', [], 2025)).toEqual({ ok: false, message: SELECTION_TEXT.empty });
    expect(checkSelection('tema', ['50'], 2025)).toEqual({
      ok: false,
      message: SELECTION_TEXT.invalid,
    });
    expect(checkSelection('colour', ['purple'], 2025)).toEqual({
      ok: false,
      message: SELECTION_TEXT.invalid,
    });
    expect(checkSelection('tema', ['7', '07'], 2025)).toEqual({
      ok: false,
      message: SELECTION_TEXT.duplicate,
    });
    expect(checkSelection('twoAll', ['01'], 2025)).toEqual({
      ok: false,
      message: '二全中至少选择2个号码',
    });
    expect(checkSelection('threeAll', ['01', '02'], 2025)).toEqual({
      ok: false,
      message: '三全中至少选择3个号码',
    });
    const eleven = Array.from({ length: 11 }, (_, i) => String(i + 1));
    expect(checkSelection('threeOfTwo', eleven, 2025)).toEqual({
      ok: false,
      message: '三中二最多选择10个号码',
    });
    expect(checkSelection('tema', [7 as unknown as string], 2025)).toEqual({
      ok: false,
      message: SELECTION_TEXT.invalid,
    });
  });
});

describe('betCount and betTotal', () => {
  it('counts bets: picks for single plays, combinations for 连码', () => {
    expect(betCount('tema', 5)).toBe(5);
    expect(betCount('twoAll', 2)).toBe(1);
    expect(betCount('twoAll', 5)).toBe(10);
    expect(betCount('threeAll', 10)).toBe(120);
    expect(betCount('threeOfTwo', 4)).toBe(4);
    expect(betCount('twoAll', 1)).toBe(0);
    expect(betCount('colour', 4)).toBe(0);
    expect(betTotal(2000, 10)).toBe(20000);
    expect(() => betTotal(1.5, 2)).toThrow(RangeError);
    expect(
      slipTotals([
        { code: 'tema', picks: 3, unitMoney: 1000 },
        { code: 'twoAll', picks: 4, unitMoney: 2000 },
      ]),
    ).toEqual({ count: 9, total: 15000 });
  });

  it('counts the same bets as the selection expands into (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PLAY_CODES.filter((c) => PLAYS[c].kind === 'combination')),
        fc.uniqueArray(fc.integer({ min: 1, max: 49 }), { minLength: 0, maxLength: 12 }),
        (code, numbers) => {
          const check = checkSelection(code, numbers.map(String), 2025);
          const count = betCount(code, numbers.length);
          if (check.ok) {
            expect(check.units).toHaveLength(count);
            expect(new Set(check.units.map((u) => u.join())).size).toBe(count);
          } else expect(count).toBe(0);
        },
      ),
    );
  });

  it('combination helpers agree', () => {
    expect(combinationCount(49, 3)).toBe(18424);
    expect(combinationCount(3, 4)).toBe(0);
    expect(combinations([1, 2, 3, 4], 3)).toEqual([
      [1, 2, 3],
      [1, 2, 4],
      [1, 3, 4],
      [2, 3, 4],
    ]);
  });

  it('writes betInfo from option labels', () => {
    expect(betInfoText('colour', ['red'], 2025)).toBe('红波');
    expect(betInfoText('threeOfTwo', ['03', '07', '12'], 2025)).toBe('03,07,12');
    expect(betInfoText('tail', ['3'], 2025)).toBe('3尾');
  });
});
