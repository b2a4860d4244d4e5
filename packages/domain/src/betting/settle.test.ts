import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ballLabel } from '../markSix/groupings';
import { oddsToMilli, payoutOf, settleSelection, settleUnit } from './settle';

// Hand-checked: 2025 is the year of the snake (1, 13, 25, 37, 49 are 蛇). Draw 03 17 22 31 40 45 + 09:
// zodiacs 兔 牛 猴 猪 虎 鸡 + 鸡; the special 09 is 小, 单, blue; tails 3 7 2 1 0 5 9.
const DRAW = [3, 17, 22, 31, 40, 45, 9];
const YEAR = 2025;
const settle = (code: Parameters<typeof settleUnit>[0], unit: string[], draw = DRAW) =>
  settleUnit(code, unit, draw, YEAR);

describe('settleUnit', () => {
  it('特码: only the special number wins', () => {
    expect(settle('tema', ['09'])).toEqual({ outcome: 'win', oddsKey: 'base' });
    expect(settle('tema', ['9'])).toEqual({ outcome: 'win', oddsKey: 'base' });
    expect(settle('tema', ['03']).outcome).toBe('lose');
  });

  it('特码两面: size and parity of the special; 49 is a draw', () => {
    expect(settle('temaSides', ['小']).outcome).toBe('win');
    expect(settle('temaSides', ['单']).outcome).toBe('win');
    expect(settle('temaSides', ['大']).outcome).toBe('lose');
    expect(settle('temaSides', ['双']).outcome).toBe('lose');
    const with25 = [1, 2, 3, 4, 5, 6, 25];
    expect(settle('temaSides', ['大'], with25).outcome).toBe('win');
    expect(settle('temaSides', ['小'], [1, 2, 3, 4, 5, 6, 24]).outcome).toBe('win');
    const with49 = [1, 2, 3, 4, 5, 6, 49];
    for (const side of ['大', '小', '单', '双'])
      expect(settle('temaSides', [side], with49)).toEqual({ outcome: 'draw', oddsKey: null });
    // 49 among the regular numbers changes nothing.
    expect(settle('temaSides', ['双'], [49, 2, 3, 4, 5, 6, 8]).outcome).toBe('win');
  });

  it('色波: the colour of the special, priced per colour', () => {
    expect(settle('colour', ['blue'])).toEqual({ outcome: 'win', oddsKey: 'blue' });
    expect(settle('colour', ['red']).outcome).toBe('lose');
    expect(settle('colour', ['green'], [1, 2, 3, 4, 5, 6, 49])).toEqual({
      outcome: 'win',
      oddsKey: 'green',
    });
  });

  it('特肖 and 一肖 by the lunar year', () => {
    expect(settle('specialZodiac', ['鸡'])).toEqual({ outcome: 'win', oddsKey: 'base' });
    expect(settle('specialZodiac', ['兔']).outcome).toBe('lose');
    expect(settle('oneZodiac', ['兔'])).toEqual({ outcome: 'win', oddsKey: 'base' });
    expect(settle('oneZodiac', ['鸡']).outcome).toBe('win');
    expect(settle('oneZodiac', ['蛇']).outcome).toBe('lose');
    expect(settle('oneZodiac', ['蛇'], [1, 2, 3, 4, 5, 6, 7])).toEqual({
      outcome: 'win',
      oddsKey: 'yearSign',
    });
    expect(settle('specialZodiac', ['蛇'], [2, 3, 4, 5, 6, 7, 49])).toEqual({
      outcome: 'win',
      oddsKey: 'yearSign',
    });
    // In 2024 (dragon) 49 is 龙.
    expect(settleUnit('specialZodiac', ['龙'], [2, 3, 4, 5, 6, 7, 49], 2024).outcome).toBe('win');
  });

  it('正码: the first six only', () => {
    expect(settle('regular', ['45']).outcome).toBe('win');
    expect(settle('regular', ['09']).outcome).toBe('lose');
    expect(settle('regular', ['10']).outcome).toBe('lose');
  });

  it('尾数: the tail among all seven; tail 0 priced apart', () => {
    expect(settle('tail', ['9'])).toEqual({ outcome: 'win', oddsKey: 'base' });
    expect(settle('tail', ['0'])).toEqual({ outcome: 'win', oddsKey: 'tail0' });
    expect(settle('tail', ['4']).outcome).toBe('lose');
    expect(settle('tail', ['6']).outcome).toBe('lose');
  });

  it('连码 二全中, 三全中, 三中二 among the first six', () => {
    expect(settle('twoAll', ['03', '45']).outcome).toBe('win');
    expect(settle('twoAll', ['03', '09']).outcome).toBe('lose');
    expect(settle('threeAll', ['03', '17', '22'])).toEqual({ outcome: 'win', oddsKey: 'base' });
    expect(settle('threeAll', ['03', '17', '09']).outcome).toBe('lose');
    expect(settle('threeOfTwo', ['03', '17', '22'])).toEqual({ outcome: 'win', oddsKey: 'hit3' });
    expect(settle('threeOfTwo', ['03', '17', '09'])).toEqual({ outcome: 'win', oddsKey: 'hit2' });
    expect(settle('threeOfTwo', ['03', '08', '09'])).toEqual({ outcome: 'lose', oddsKey: null });
    expect(settle('threeOfTwo', ['03', '17'])).toEqual({ outcome: 'lose', oddsKey: null });
  });

  it('refuses a malformed draw', () => {
    expect(() => settle('tema', ['01'], [1, 2, 3])).toThrow(RangeError);
    expect(() => settle('tema', ['01'], [1, 2, 3, 4, 5, 6, 6])).toThrow(RangeError);
    expect(() => settle('tema', ['01'], [1, 2, 3, 4, 5, 6, 50])).toThrow(RangeError);
  });

  it('settleSelection gives the outcome alone', () => {
    expect(settleSelection('tema', ['09'], DRAW, YEAR)).toBe('win');
  });
});

const drawArb = fc
  .shuffledSubarray(
    Array.from({ length: 49 }, (_, i) => i + 1),
    { minLength: 7, maxLength: 7 },
  )
  .chain((numbers) => fc.shuffledSubarray(numbers, { minLength: 7, maxLength: 7 }));

describe('properties', () => {
  it('a 特码 bet on every number wins for exactly one number per draw', () => {
    fc.assert(
      fc.property(drawArb, fc.integer({ min: 1900, max: 2100 }), (draw, year) => {
        const winners = Array.from({ length: 49 }, (_, i) => i + 1).filter(
          (n) => settleUnit('tema', [ballLabel(n)], draw, year).outcome === 'win',
        );
        expect(winners).toEqual([draw[6]]);
      }),
    );
  });

  it('every number wins 正码 for exactly the six regular numbers', () => {
    fc.assert(
      fc.property(drawArb, (draw) => {
        const winners = Array.from({ length: 49 }, (_, i) => i + 1).filter(
          (n) => settleUnit('regular', [String(n)], draw, 2025).outcome === 'win',
        );
        expect(winners.sort((a, b) => a - b)).toEqual(draw.slice(0, 6).sort((a, b) => a - b));
      }),
    );
  });

  it('特肖: exactly one zodiac wins; 两面: two sides win, or all four draw on 49', () => {
    fc.assert(
      fc.property(drawArb, fc.integer({ min: 1900, max: 2100 }), (draw, year) => {
        const signs = ['鼠', '牛', '虎', '兔', '龙', '蛇', '马', '羊', '猴', '鸡', '狗', '猪'];
        expect(
          signs.filter((s) => settleUnit('specialZodiac', [s], draw, year).outcome === 'win'),
        ).toHaveLength(1);
        const sides = ['大', '小', '单', '双'].map(
          (s) => settleUnit('temaSides', [s], draw, year).outcome,
        );
        if (draw[6] === 49) expect(sides).toEqual(['draw', 'draw', 'draw', 'draw']);
        else expect(sides.filter((o) => o === 'win')).toHaveLength(2);
      }),
    );
  });
});

describe('payoutOf', () => {
  it('pays unit × odds on a win, the stake on a draw, nothing on a loss', () => {
    expect(payoutOf('win', 10_000, 47.5)).toBe(475_000);
    expect(payoutOf('win', 1_001, 1.98)).toBe(1_981);
    expect(payoutOf('draw', 10_000, 1.98)).toBe(10_000);
    expect(payoutOf('lose', 10_000, 1.98)).toBe(0);
    expect(oddsToMilli(1.985)).toBe(1985);
    expect(() => payoutOf('win', 1.5, 2)).toThrow(RangeError);
  });
});
