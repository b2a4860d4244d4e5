// The rule of each register field on its own (spec §5 Register), with the spec's messages as
// defaults. Which fields apply and which message wins comes from the register-limit config: see
// registerForm.ts.
import type { RegisterFieldName } from '@jinli/contract';
import { type CalendarDate, isCalendarDate } from '../calendarDate';

/** Every field of the register form: the config's fields plus the verification code. */
export type RegisterFormField = RegisterFieldName | 'vCode';

/** Values as typed; missing fields count as empty. */
export type RegisterValues = Partial<Record<RegisterFormField, string | null>>;

/** Messages of the register rules; `error` when the value breaks the rule, `requiredError` when a required value is empty. */
export const REGISTER_MESSAGES: Record<
  RegisterFormField,
  { error: string; requiredError: string }
> = {
  account: { error: '用户名必须是字母开头的6-15位的字母或者数字', requiredError: '请输入用户名' },
  password: {
    error: '为了您的账户安全，密码长度应至少为8个字符，并且必须包含大写字母、小写字母和数字。',
    requiredError: '请输入密码',
  },
  confirmPassword: { error: '登录密码与确认密码不一致', requiredError: '请输入确认密码' },
  fullName: { error: '请输入正确您的中文姓名', requiredError: '真实姓名不能为空' },
  fundPwd: { error: '交易密码必须是4位数字', requiredError: '请输入交易密码' },
  birthday: { error: '出生日期不能晚于今天', requiredError: '请输入您的出生日期' },
  email: { error: '邮箱地址格式不正确', requiredError: '邮箱地址不能为空' },
  phone: { error: '手机号码填写错误', requiredError: '请输入手机号码' },
  qq: { error: '请输入正确QQ号码', requiredError: '请输入QQ号码' },
  weixin: { error: '请输入正确微信账号', requiredError: '请输入微信账号' },
  intrCode: { error: '推广码不存在', requiredError: '推广码不能为空' },
  vCode: { error: '验证码不正确', requiredError: '验证码不正确' },
};

/** Password equal to the account (checked after the complexity rule). */
export const PASSWORD_SAME_AS_ACCOUNT = '为了您的账户安全，请勿使用与用户名相同的密码。';
/** The server answers this when a promotion code does not exist. */
export const PROMO_CODE_NOT_FOUND = REGISTER_MESSAGES.intrCode.error;
/** Toast when the register-limit config changed since the form was built (the form rebuilds). */
export const REGISTER_CONFIG_CHANGED = '操作超时！请再试试';
/** Toast after a successful registration. */
export const REGISTER_SUCCEEDED = '注册成功';

/** A country of the phone field's picker: its dial code and the national numbers it accepts. */
export interface PhoneCountry {
  code: string;
  name: string;
  dialCode: string;
  /** National mobile number (digits only, without the dial code). */
  pattern: RegExp;
}

/**
 * Countries of the phone picker, China first (the default). A mainland number is sent as its 11
 * digits (the spec's rule); any other as dial code + national number ('+85291234567').
 */
export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  { code: 'CN', name: '中国', dialCode: '+86', pattern: /^1[3-9]\d{9}$/ },
  { code: 'HK', name: '中国香港', dialCode: '+852', pattern: /^[4-9]\d{7}$/ },
  { code: 'MO', name: '中国澳门', dialCode: '+853', pattern: /^6\d{7}$/ },
  { code: 'TW', name: '中国台湾', dialCode: '+886', pattern: /^9\d{8}$/ },
  { code: 'SG', name: '新加坡', dialCode: '+65', pattern: /^[89]\d{7}$/ },
  { code: 'MY', name: '马来西亚', dialCode: '+60', pattern: /^1\d{8,9}$/ },
  { code: 'TH', name: '泰国', dialCode: '+66', pattern: /^[689]\d{8}$/ },
  { code: 'VN', name: '越南', dialCode: '+84', pattern: /^[35789]\d{8}$/ },
  { code: 'PH', name: '菲律宾', dialCode: '+63', pattern: /^9\d{9}$/ },
  { code: 'KH', name: '柬埔寨', dialCode: '+855', pattern: /^[1-9]\d{7,8}$/ },
];

/** Default country of the phone field. */
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = PHONE_COUNTRIES[0]!;

/** The phone value as sent: the national number for China, else dial code + number. */
export function phoneWithCountry(country: PhoneCountry, national: string): string {
  const digits = national.replace(/\s+/g, '');
  if (digits === '') return '';
  return country.code === DEFAULT_PHONE_COUNTRY.code ? digits : `${country.dialCode}${digits}`;
}
/** Fund password length (digits). */
export const FUND_PASSWORD_LENGTH = 4;

/**
 * Values as they are checked and sent: phone without any white space, passwords untouched,
 * every other field trimmed; missing fields become ''.
 */
export function normalizeRegisterValues(values: RegisterValues): Record<RegisterFormField, string> {
  const get = (f: RegisterFormField): string => values[f] ?? '';
  return {
    account: get('account').trim(),
    password: get('password'),
    confirmPassword: get('confirmPassword'),
    fullName: get('fullName').trim(),
    fundPwd: get('fundPwd'),
    birthday: get('birthday').trim(),
    email: get('email').trim(),
    phone: get('phone').replace(/\s+/g, ''),
    qq: get('qq').trim(),
    weixin: get('weixin').trim(),
    intrCode: get('intrCode').trim(),
    vCode: get('vCode').trim(),
  };
}

/** Account: 6-15 characters, a letter first, then letters and digits. */
export function isValidAccount(account: string): boolean {
  return /^[A-Za-z][A-Za-z0-9]{5,14}$/.test(account);
}

/** Password: 8-25 visible ASCII characters with at least one upper-case letter, one lower-case letter and one digit. */
export function isValidPassword(password: string): boolean {
  return (
    /^[\x21-\x7e]{8,25}$/.test(password) &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /\d/.test(password)
  );
}

/** Email: local@domain.tld, at most 254 characters, no empty or doubled dots. */
export function isValidEmail(email: string): boolean {
  if (email.length > 254 || email.includes('..')) return false;
  return /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/.test(
    email,
  );
}

/** Real name: 2-15 characters, Chinese characters with single dots (·, •, . or ．) between them ('阿卜杜·买买提'). */
export function isValidFullName(name: string): boolean {
  const length = Array.from(name).length;
  return length >= 2 && length <= 15 && /^\p{Script=Han}+(?:[·•.．]\p{Script=Han}+)*$/u.test(name);
}

/** Fund password: exactly 4 digits. */
export function isValidFundPassword(fundPwd: string): boolean {
  return /^\d{4}$/.test(fundPwd);
}

/** Digit-only input of the fund password: drops everything but ASCII digits and keeps at most `maxLength` (default 4). */
export function digitsOnly(raw: string, maxLength: number = FUND_PASSWORD_LENGTH): string {
  return raw.replace(/\D/g, '').slice(0, maxLength);
}

/**
 * Mobile number (spaces stripped first): a mainland number, 11 digits, 1 then 3-9; or a picker
 * country's dial code followed by a national number that country accepts.
 */
export function isValidPhone(phone: string): boolean {
  const value = phone.replace(/\s+/g, '');
  if (DEFAULT_PHONE_COUNTRY.pattern.test(value)) return true;
  const country = PHONE_COUNTRIES.find(
    (c) => c !== DEFAULT_PHONE_COUNTRY && value.startsWith(c.dialCode),
  );
  return country !== undefined && country.pattern.test(value.slice(country.dialCode.length));
}

/** QQ number: 4-28 digits. */
export function isValidQq(qq: string): boolean {
  return /^\d{4,28}$/.test(qq);
}

/** WeChat account: 5-49 letters or digits. */
export function isValidWeixin(weixin: string): boolean {
  return /^[A-Za-z0-9]{5,49}$/.test(weixin);
}

/** Birthday: a real date 'YYYY-MM-DD' not later than `today`. */
export function isValidBirthday(birthday: string, today: CalendarDate): boolean {
  return isCalendarDate(birthday) && birthday <= today;
}

/** Outcome of one field's rule on a non-empty value: ok, or broken with an optional fixed message. */
export type FieldCheck = { ok: true } | { ok: false; fixedMessage?: string };

/**
 * Checks one non-empty normalized value against its field's rule. `values` gives the other
 * fields (password vs account, confirmation vs password); `today` is needed for the birthday.
 */
export function checkRegisterField(
  field: RegisterFormField,
  values: Record<RegisterFormField, string>,
  today: CalendarDate,
): FieldCheck {
  const v = values[field];
  const pass = (ok: boolean): FieldCheck => (ok ? { ok: true } : { ok: false });
  switch (field) {
    case 'account':
      return pass(isValidAccount(v));
    case 'password':
      if (!isValidPassword(v)) return { ok: false };
      return v === values.account
        ? { ok: false, fixedMessage: PASSWORD_SAME_AS_ACCOUNT }
        : { ok: true };
    case 'confirmPassword':
      return pass(v === values.password);
    case 'fullName':
      return pass(isValidFullName(v));
    case 'fundPwd':
      return pass(isValidFundPassword(v));
    case 'birthday':
      return pass(isValidBirthday(v, today));
    case 'email':
      return pass(isValidEmail(v));
    case 'phone':
      return pass(isValidPhone(v));
    case 'qq':
      return pass(isValidQq(v));
    case 'weixin':
      return pass(isValidWeixin(v));
    case 'intrCode':
    case 'vCode':
      // Only emptiness is checked here; whether the code exists or matches is the server's answer.
      return { ok: true };
  }
}
