import { describe, expect, it } from 'vitest';
import { BANK_ACCOUNT_MESSAGES, isValidCardNo, readBankAccount } from './bankAccount';

describe('isValidCardNo', () => {
  it('takes 12 to 19 digits for a bank card', () => {
    expect(isValidCardNo('bank', '123456789012')).toBe(true);
    expect(isValidCardNo('bank', '1234567890123456789')).toBe(true);
    expect(isValidCardNo('bank', '12345678901')).toBe(false);
    expect(isValidCardNo('bank', '12345678901234567890')).toBe(false);
    expect(isValidCardNo('bank', '1234567890ab')).toBe(false);
  });

  it('takes 26 to 64 letters and digits for a USDT address', () => {
    expect(isValidCardNo('usdt', 'T'.padEnd(34, 'a1'))).toBe(true);
    expect(isValidCardNo('usdt', 'a'.repeat(25))).toBe(false);
    expect(isValidCardNo('usdt', 'a'.repeat(65))).toBe(false);
    expect(isValidCardNo('usdt', `${'a'.repeat(30)}-`)).toBe(false);
  });

  it('takes 4 to 64 visible ASCII characters for an e-wallet', () => {
    expect(isValidCardNo('eWallet', 'me@pay')).toBe(true);
    expect(isValidCardNo('eWallet', 'abc')).toBe(false);
    expect(isValidCardNo('eWallet', 'a b c d')).toBe(false);
    expect(isValidCardNo('eWallet', '钱包账号')).toBe(false);
  });
});

describe('readBankAccount', () => {
  const valid = {
    kind: 'bank',
    bankName: ' 工商银行 ',
    cardNo: '6222 0000 1111 2222',
    realName: ' 张三 ',
  } as const;

  it('trims the names and takes the spaces out of the card number', () => {
    expect(readBankAccount(valid)).toEqual({
      ok: true,
      account: { kind: 'bank', bankName: '工商银行', cardNo: '6222000011112222', realName: '张三' },
    });
  });

  it('answers the first problem: bank name, then card number, then holder', () => {
    const all = { ...valid, bankName: ' ', cardNo: '12', realName: 'x' };
    expect(readBankAccount(all)).toEqual({ ok: false, msg: BANK_ACCOUNT_MESSAGES.bankName });
    expect(readBankAccount({ ...all, bankName: '银行' })).toEqual({
      ok: false,
      msg: BANK_ACCOUNT_MESSAGES.cardNo,
    });
    expect(readBankAccount({ ...valid, realName: 'Zhang' })).toEqual({
      ok: false,
      msg: BANK_ACCOUNT_MESSAGES.realName,
    });
  });
});
