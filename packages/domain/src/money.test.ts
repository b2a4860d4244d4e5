import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MONEY_PARSE_MESSAGES,
  displayedBalance,
  formatMoney,
  isWholeFen,
  parseEnteredYuan,
  parseYuan,
  toYuanText,
} from './money';

describe('formatMoney', () => {
  it('shows 2-3 decimals with zh-CN grouping', () => {
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(1)).toBe('0.001');
    expect(formatMoney(10)).toBe('0.01');
    expect(formatMoney(1_234_500)).toBe('1,234.50');
    expect(formatMoney(1_234_567)).toBe('1,234.567');
    expect(formatMoney(1_000_000_000)).toBe('1,000,000.00');
    expect(formatMoney(-5)).toBe('-0.005');
    expect(formatMoney(-1_234_500)).toBe('-1,234.50');
  });

  it('accepts bigint beyond 2^53', () => {
    expect(formatMoney(123_456_789_012_345_678_901n)).toBe('123,456,789,012,345,678.901');
  });

  it('rounds half away from zero when fewer decimals are asked', () => {
    expect(formatMoney(1_235, { maxDecimals: 2 })).toBe('1.24');
    expect(formatMoney(-1_235, { maxDecimals: 2 })).toBe('-1.24');
    expect(formatMoney(-4, { maxDecimals: 2 })).toBe('0.00');
    expect(formatMoney(1_500, { minDecimals: 0, maxDecimals: 0 })).toBe('2');
    expect(formatMoney(1_000, { minDecimals: 0 })).toBe('1');
  });

  it('gives plain API text without grouping', () => {
    expect(toYuanText(1_234_500)).toBe('1234.50');
    expect(formatMoney(1_234_500, { grouping: false })).toBe('1234.50');
  });

  it('refuses a non-integer number', () => {
    expect(() => formatMoney(1.5)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoney(2 ** 60)).toThrow(RangeError);
  });
});

describe('parseYuan', () => {
  it('reads yuan decimals into thousandths', () => {
    expect(parseYuan('12')).toEqual({ ok: true, value: 12_000 });
    expect(parseYuan('12.5')).toEqual({ ok: true, value: 12_500 });
    expect(parseYuan(' 0.001 ')).toEqual({ ok: true, value: 1 });
    expect(parseYuan('007.10')).toEqual({ ok: true, value: 7_100 });
    expect(parseYuan(12.34)).toEqual({ ok: true, value: 12_340 });
    expect(parseYuan('-3.5', { allowNegative: true })).toEqual({ ok: true, value: -3_500 });
    expect(parseYuan('-0', { allowNegative: true })).toEqual({ ok: true, value: 0 });
  });

  it('refuses bad input with a Chinese message', () => {
    const cases: [unknown, string][] = [
      ['', 'empty'],
      ['   ', 'empty'],
      [null, 'empty'],
      ['abc', 'format'],
      ['1,000', 'format'],
      ['.5', 'format'],
      ['5.', 'format'],
      ['+5', 'format'],
      ['1e3', 'format'],
      ['1.2.3', 'format'],
      [1e21, 'format'],
      ['1.2345', 'decimals'],
      ['-1', 'negative'],
      ['9007199254740.992', 'range'],
    ];
    for (const [input, error] of cases) {
      const result = parseYuan(input as string);
      expect(result, String(input)).toEqual({
        ok: false,
        error,
        message: MONEY_PARSE_MESSAGES[error as 'empty'],
      });
    }
    expect(MONEY_PARSE_MESSAGES.decimals).toBe('金额最多保留3位小数');
  });

  it('round-trips with toYuanText', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (value) => {
        expect(parseYuan(toYuanText(value), { allowNegative: true })).toEqual({
          ok: true,
          value: value === 0 ? 0 : value,
        });
      }),
    );
  });
});

describe('parseEnteredYuan (every amount a person enters: whole fen)', () => {
  it('reads yuan with at most two decimals, trailing zeros past the fen allowed', () => {
    expect(parseEnteredYuan('100')).toEqual({ ok: true, value: 100_000 });
    expect(parseEnteredYuan('100.5')).toEqual({ ok: true, value: 100_500 });
    expect(parseEnteredYuan(' 100.01 ')).toEqual({ ok: true, value: 100_010 });
    expect(parseEnteredYuan('100.010')).toEqual({ ok: true, value: 100_010 });
    expect(parseEnteredYuan('100.0000')).toEqual({ ok: true, value: 100_000 });
    expect(parseEnteredYuan(99.99)).toEqual({ ok: true, value: 99_990 });
  });

  it('refuses more than two decimals with 金额最多保留2位小数, the other refusals as parseYuan', () => {
    const fen = { ok: false, error: 'fen', message: '金额最多保留2位小数' };
    expect(MONEY_PARSE_MESSAGES.fen).toBe('金额最多保留2位小数');
    for (const input of ['100.005', '0.001', '1.2345', '1.0001', 100.005, '20000.001'])
      expect(parseEnteredYuan(input), String(input)).toEqual(fen);
    expect(parseEnteredYuan('')).toMatchObject({ ok: false, error: 'empty' });
    expect(parseEnteredYuan('1e3')).toMatchObject({ ok: false, error: 'format' });
    expect(parseEnteredYuan('-1')).toMatchObject({ ok: false, error: 'negative' });
    expect(parseEnteredYuan('9007199254741')).toMatchObject({ ok: false, error: 'range' });
  });

  it('accepts exactly what is a whole number of fen (law)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e15 }), (value) => {
        const parsed = parseEnteredYuan(toYuanText(value));
        expect(parsed.ok).toBe(isWholeFen(value));
        if (parsed.ok) expect(parsed.value).toBe(value);
      }),
    );
  });
});

describe('isWholeFen', () => {
  it('is true for multiples of 10 thousandths, numbers and bigints', () => {
    expect(isWholeFen(0)).toBe(true);
    expect(isWholeFen(100_010)).toBe(true);
    expect(isWholeFen(100_005)).toBe(false);
    expect(isWholeFen(-20)).toBe(true);
    expect(isWholeFen(10n ** 20n)).toBe(true);
    expect(isWholeFen(10n ** 20n + 1n)).toBe(false);
    expect(isWholeFen(1.5)).toBe(false);
  });
});

describe('displayedBalance', () => {
  it('adds the live wallet to the main one', () => {
    expect(displayedBalance({ money: 1_000, liveMoney: 250 })).toBe(1_250);
    expect(displayedBalance({ money: 1_000 })).toBe(1_000);
    expect(displayedBalance(null)).toBe(0);
  });
});
