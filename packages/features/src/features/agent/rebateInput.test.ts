import { describe, expect, it } from 'vitest';
import { checkRebate, rebateRangeText } from './rebateInput';

describe('rebate input', () => {
  it('takes per mille with one decimal within the range', () => {
    expect(checkRebate('6', [0, 8])).toEqual({ ok: true, value: 6 });
    expect(checkRebate(' 7.5 ', [0, 8])).toEqual({ ok: true, value: 7.5 });
    expect(checkRebate('0', [0, 8])).toEqual({ ok: true, value: 0 });
    expect(checkRebate('8', [0, 8])).toEqual({ ok: true, value: 8 });
  });

  it('refuses with the range text otherwise', () => {
    expect(rebateRangeText([0, 8])).toBe('返点范围为0-8');
    for (const text of ['8.1', '9', '-1', '', '7.25', 'abc', '1e1'])
      expect(checkRebate(text, [0, 8])).toEqual({ ok: false, message: '返点范围为0-8' });
  });
});
