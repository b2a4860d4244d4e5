import { describe, expect, it } from 'vitest';
import { parseOpenNumbers, splitSpecialNumber } from './openNumbers';
import { MARK_SIX_NUMBERS, ballLabel, markSixAttributes } from './groupings';

describe('groupings', () => {
  it('splits size, parity, digit sum and tail', () => {
    expect(markSixAttributes(1)).toEqual({
      number: 1,
      colour: 'red',
      size: '小',
      parity: '单',
      digitSum: 1,
      sumParity: '合单',
      sumSize: '合小',
      tail: 1,
      tailSize: '尾小',
      head: 0,
    });
    expect(markSixAttributes(24)).toMatchObject({
      size: '小',
      parity: '双',
      digitSum: 6,
      sumParity: '合双',
      sumSize: '合小',
      tail: 4,
      tailSize: '尾小',
      head: 2,
    });
    expect(markSixAttributes(25)).toMatchObject({
      size: '大',
      parity: '单',
      digitSum: 7,
      sumParity: '合单',
      sumSize: '合大',
      tail: 5,
      tailSize: '尾大',
    });
    expect(markSixAttributes(48)).toMatchObject({
      size: '大',
      parity: '双',
      digitSum: 12,
      sumSize: '合大',
      tail: 8,
      head: 4,
    });
  });

  it('makes 49 a tie in two-sided groupings', () => {
    expect(markSixAttributes(49)).toMatchObject({
      size: '和',
      parity: '和',
      sumParity: '和',
      sumSize: '和',
      tailSize: '和',
      digitSum: 13,
      tail: 9,
    });
  });

  it('covers 1-49 with sizes 24/24 and digit sums 1-13', () => {
    const all = MARK_SIX_NUMBERS.map(markSixAttributes);
    expect(all.filter((a) => a.size === '大')).toHaveLength(24);
    expect(all.filter((a) => a.size === '小')).toHaveLength(24);
    expect(Math.min(...all.map((a) => a.digitSum))).toBe(1);
    expect(Math.max(...all.map((a) => a.digitSum))).toBe(13);
    expect(() => markSixAttributes(0)).toThrow(RangeError);
  });

  it('labels balls with two digits', () => {
    expect(ballLabel(7)).toBe('07');
    expect(ballLabel(49)).toBe('49');
  });
});

describe('open numbers', () => {
  it('parses the comma list and splits the special number', () => {
    const numbers = parseOpenNumbers('01,12, 23,34,45,06，49');
    expect(numbers).toEqual([1, 12, 23, 34, 45, 6, 49]);
    expect(splitSpecialNumber(numbers!)).toEqual({ regular: [1, 12, 23, 34, 45, 6], special: 49 });
    expect(splitSpecialNumber([3])).toEqual({ regular: [3], special: undefined });
  });

  it('refuses malformed lists', () => {
    for (const bad of ['', null, '1,,2', '1,a', '1;2', '-1,2', '1.5'])
      expect(parseOpenNumbers(bad), String(bad)).toBeNull();
  });
});
