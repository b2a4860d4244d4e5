import { describe, expect, it } from 'vitest';
import { checkAmount } from './amountCheck';

describe('checkAmount', () => {
  it('reads yuan text into thousandths within the range', () => {
    expect(checkAmount(' 100 ', 10_000, 20_000_000)).toEqual({ ok: true, value: 100_000 });
    expect(checkAmount('99.5', 10_000, 20_000_000)).toEqual({ ok: true, value: 99_500 });
  });

  it("refuses with domain's messages and the range message", () => {
    expect(checkAmount('', 10_000, 20_000_000)).toEqual({ ok: false, message: '请输入金额' });
    expect(checkAmount('abc', 10_000, 20_000_000)).toEqual({
      ok: false,
      message: '请输入正确的金额',
    });
    expect(checkAmount('0', 10_000, 20_000_000)).toEqual({
      ok: false,
      message: '请输入正确的金额',
    });
    expect(checkAmount('5', 10_000, 20_000_000)).toEqual({
      ok: false,
      message: '单笔金额须在10-20,000元之间',
    });
    expect(checkAmount('100.005', 10_000, 20_000_000)).toEqual({
      ok: false,
      message: '金额最多保留2位小数',
    });
    expect(checkAmount('100.010', 10_000, 20_000_000)).toEqual({ ok: true, value: 100_010 });
    expect(checkAmount('20000.01', 10_000, 20_000_000).ok).toBe(false);
    expect(checkAmount('20000', 10_000, 20_000_000).ok).toBe(true);
  });
});
