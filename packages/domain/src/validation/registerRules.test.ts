import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PHONE_COUNTRY,
  PHONE_COUNTRIES,
  PASSWORD_SAME_AS_ACCOUNT,
  REGISTER_MESSAGES,
  checkRegisterField,
  digitsOnly,
  isValidAccount,
  isValidBirthday,
  isValidEmail,
  isValidFullName,
  isValidFundPassword,
  isValidPassword,
  isValidPhone,
  isValidQq,
  isValidWeixin,
  normalizeRegisterValues,
  phoneWithCountry,
} from './registerRules';

describe('register field rules', () => {
  it('account: 6-15, letter first, letters and digits', () => {
    for (const ok of ['abc123', 'A12345', 'abcdefghijklmno'])
      expect(isValidAccount(ok), ok).toBe(true);
    for (const bad of [
      'abc12',
      '1abcde',
      'abcdefghijklmnop',
      'abc_123',
      'abc 123',
      '张三abcdef',
      '',
    ])
      expect(isValidAccount(bad), bad).toBe(false);
    expect(REGISTER_MESSAGES.account.error).toBe('用户名必须是字母开头的6-15位的字母或者数字');
  });

  it('password: 8-25 with upper, lower and digit', () => {
    for (const ok of ['Abcdefg1', 'A1' + 'b'.repeat(23), 'Ab1!@#$%'])
      expect(isValidPassword(ok), ok).toBe(true);
    for (const bad of [
      'Abcdef1',
      'A1' + 'b'.repeat(24),
      'abcdefg1',
      'ABCDEFG1',
      'Abcdefgh',
      'Abcd efg1',
      'Abcdéfg1',
    ]) {
      expect(isValidPassword(bad), bad).toBe(false);
    }
    expect(REGISTER_MESSAGES.password.error).toBe(
      '为了您的账户安全，密码长度应至少为8个字符，并且必须包含大写字母、小写字母和数字。',
    );
  });

  it('email', () => {
    for (const ok of ['a@b.cn', 'first.last+tag@mail.example.com', 'x_y@a-b.io'])
      expect(isValidEmail(ok), ok).toBe(true);
    for (const bad of [
      '',
      'a',
      'a@b',
      '@b.cn',
      'a@.cn',
      'a..b@c.cn',
      'a@b..cn',
      'a b@c.cn',
      'a@-b.cn',
      `${'a'.repeat(250)}@b.cn`,
    ]) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });

  it('real name: 2-15 Chinese characters with dots between', () => {
    for (const ok of ['张三', '阿卜杜·买买提', '欧阳娜娜', '𠮷野家', '张'.repeat(15)])
      expect(isValidFullName(ok), ok).toBe(true);
    for (const bad of [
      '张',
      '张'.repeat(16),
      '·张三',
      '张三·',
      '张··三',
      'Zhang',
      '张三1',
      '张 三',
    ])
      expect(isValidFullName(bad), bad).toBe(false);
  });

  it('fund password: exactly 4 digits, digit-only input', () => {
    expect(isValidFundPassword('0123')).toBe(true);
    for (const bad of ['123', '12345', '12a4', '']) expect(isValidFundPassword(bad)).toBe(false);
    expect(digitsOnly('1a2 3-4 5')).toBe('1234');
    expect(digitsOnly('１２34')).toBe('34');
  });

  it('QQ 4-28 digits, WeChat 5-49 letters/digits', () => {
    expect(isValidQq('1234')).toBe(true);
    expect(isValidQq('1'.repeat(28))).toBe(true);
    expect(isValidQq('123')).toBe(false);
    expect(isValidQq('1'.repeat(29))).toBe(false);
    expect(isValidQq('12a4')).toBe(false);
    expect(isValidWeixin('abc12')).toBe(true);
    expect(isValidWeixin('a'.repeat(49))).toBe(true);
    expect(isValidWeixin('abcd')).toBe(false);
    expect(isValidWeixin('a'.repeat(50))).toBe(false);
    expect(isValidWeixin('abc_12')).toBe(false);
  });

  it('phone: 11 digits, 1 then 3-9, spaces stripped', () => {
    expect(isValidPhone('13800138000')).toBe(true);
    expect(isValidPhone('138 0013 8000')).toBe(true);
    expect(isValidPhone('19912345678')).toBe(true);
    for (const bad of ['12800138000', '23800138000', '1380013800', '138001380000', '1380013800a'])
      expect(isValidPhone(bad), bad).toBe(false);
  });

  it("phone: a picker country's dial code with a number that country accepts", () => {
    expect(isValidPhone('+85291234567')).toBe(true);
    expect(isValidPhone('+853 6123 4567')).toBe(true);
    expect(isValidPhone('+886912345678')).toBe(true);
    expect(isValidPhone('+6591234567')).toBe(true);
    for (const bad of ['+8613800138000', '+85212345678', '+8529123456', '+99912345678', '+852'])
      expect(isValidPhone(bad), bad).toBe(false);
  });

  it('phone value: the national number for China, dial code and number elsewhere', () => {
    const hk = PHONE_COUNTRIES.find((c) => c.code === 'HK')!;
    expect(phoneWithCountry(DEFAULT_PHONE_COUNTRY, '138 0013 8000')).toBe('13800138000');
    expect(phoneWithCountry(hk, '9123 4567')).toBe('+85291234567');
    expect(phoneWithCountry(hk, '  ')).toBe('');
    expect(DEFAULT_PHONE_COUNTRY).toMatchObject({ name: '中国', dialCode: '+86' });
    expect(new Set(PHONE_COUNTRIES.map((c) => c.dialCode)).size).toBe(PHONE_COUNTRIES.length);
  });

  it('birthday: a real date not after today', () => {
    expect(isValidBirthday('2000-02-29', '2025-01-01')).toBe(true);
    expect(isValidBirthday('2025-01-01', '2025-01-01')).toBe(true);
    expect(isValidBirthday('2025-01-02', '2025-01-01')).toBe(false);
    expect(isValidBirthday('2001-02-29', '2025-01-01')).toBe(false);
    expect(isValidBirthday('2000/01/01', '2025-01-01')).toBe(false);
  });

  it('normalizes values before checking', () => {
    const n = normalizeRegisterValues({
      account: ' abc123 ',
      password: ' Pw ',
      phone: ' 138 0013\t8000 ',
      email: undefined,
    });
    expect(n.account).toBe('abc123');
    expect(n.password).toBe(' Pw ');
    expect(n.phone).toBe('13800138000');
    expect(n.email).toBe('');
  });

  it('password must differ from the account; confirmation must match', () => {
    const values = normalizeRegisterValues({
      account: 'Abcdefg1',
      password: 'Abcdefg1',
      confirmPassword: 'Abcdefg2',
    });
    expect(checkRegisterField('password', values, '2025-01-01')).toEqual({
      ok: false,
      fixedMessage: PASSWORD_SAME_AS_ACCOUNT,
    });
    expect(checkRegisterField('confirmPassword', values, '2025-01-01')).toEqual({ ok: false });
    expect(PASSWORD_SAME_AS_ACCOUNT).toBe('为了您的账户安全，请勿使用与用户名相同的密码。');
  });
});
