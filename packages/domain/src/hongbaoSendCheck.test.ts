import { HONGBAO_REFUSAL } from '@jinli/contract';
import { describe, expect, it } from 'vitest';
import { checkHongbaoSend, HONGBAO_FORM_TEXT, type HongbaoSendInput } from './hongbaoSendCheck';

const rules = {
  minShare: 10,
  maxTotal: 20_000_000,
  maxCount: 100,
  greetingMaxLength: 10,
  defaultGreeting: '恭喜发财，大吉大利',
};
const lucky = (amount: string, count: string, greeting = ''): HongbaoSendInput => ({
  kind: 'lucky',
  amount,
  count,
  greeting,
});

describe('checkHongbaoSend', () => {
  it('lucky: the amount is the total; the greeting defaults', () => {
    expect(checkHongbaoSend(lucky('10', '3'), rules)).toEqual({
      ok: true,
      total: 10_000,
      count: 3,
      greeting: '恭喜发财，大吉大利',
    });
    expect(checkHongbaoSend(lucky('0.03', '3', ' 好运 '), rules)).toMatchObject({
      ok: true,
      total: 30,
      greeting: '好运',
    });
  });

  it('equal: the amount is each share, the total is share × count', () => {
    expect(
      checkHongbaoSend({ kind: 'equal', amount: '1.5', count: '4', greeting: '' }, rules),
    ).toMatchObject({ ok: true, total: 6_000, count: 4 });
    expect(
      checkHongbaoSend({ kind: 'equal', amount: '0.009', count: '1', greeting: '' }, rules),
    ).toMatchObject({ ok: false, field: 'amount', message: HONGBAO_FORM_TEXT.fen });
  });

  it('refuses shares under the minimum with the server’s text', () => {
    const tooSmall = { ok: false, field: 'amount', message: '单个红包金额不能低于0.01元' };
    expect(checkHongbaoSend(lucky('0.02', '3'), rules)).toEqual(tooSmall);
    expect(
      checkHongbaoSend({ kind: 'equal', amount: '0', count: '3', greeting: '' }, rules),
    ).toEqual(tooSmall);
  });

  it('refuses a total or count over the limits, and a long greeting', () => {
    expect(checkHongbaoSend(lucky('20000.01', '3'), rules)).toMatchObject({
      field: 'amount',
      message: '红包总金额不能超过20,000元',
    });
    expect(
      checkHongbaoSend({ kind: 'equal', amount: '250', count: '100', greeting: '' }, rules),
    ).toMatchObject({ field: 'amount', message: '红包总金额不能超过20,000元' });
    expect(checkHongbaoSend(lucky('10', '101'), rules)).toMatchObject({
      field: 'count',
      message: '红包个数不能超过100个',
    });
    expect(checkHongbaoSend(lucky('10', '2', '一二三四五六七八九十十'), rules)).toMatchObject({
      field: 'greeting',
      message: '祝福语不能超过10个字',
    });
  });

  it('refuses empty and malformed input, and more than the balance', () => {
    expect(checkHongbaoSend(lucky('10', ''), rules)).toMatchObject({ field: 'count' });
    expect(checkHongbaoSend(lucky('10', '1.5'), rules)).toMatchObject({
      message: HONGBAO_FORM_TEXT.countInvalid,
    });
    expect(checkHongbaoSend(lucky('10', '0'), rules)).toMatchObject({ field: 'count' });
    expect(checkHongbaoSend(lucky('', '2'), rules)).toMatchObject({
      message: HONGBAO_FORM_TEXT.amountEmpty,
    });
    expect(checkHongbaoSend(lucky('1e3', '2'), rules)).toMatchObject({ field: 'amount' });
    expect(checkHongbaoSend(lucky('10', '2'), rules, 9_990)).toEqual({
      ok: false,
      field: 'balance',
      message: HONGBAO_REFUSAL.balance,
    });
    expect(checkHongbaoSend(lucky('10', '2'), rules, 10_000)).toMatchObject({ ok: true });
  });
});
