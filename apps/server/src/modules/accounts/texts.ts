// Server messages of the accounts module not written in the spec (the spec's own come from
// @jinli/domain, which the screens use too).
import { BANK_ACCOUNT_MESSAGES } from '@jinli/domain';

export const ACCOUNT_TEXT = {
  wrongCredentials: '用户名或密码错误',
  accountTaken: '该用户名已被注册',
  accountFrozen: '账户已被冻结，请联系客服',
  mustResetPassword: '为了您的账户安全，请重置密码后再登录，如需帮助请联系客服',
  oldPasswordWrong: '原密码不正确',
  newPasswordSame: '新密码不能与原密码相同',
  fundPasswordMissing: '请输入交易密码',
  fundPasswordNotSet: '请先设置交易密码',
  fundPasswordWrong: '交易密码输入错误!',
  fundPasswordConfirm: '两次输入的交易密码不一致',
  realNameRequired: BANK_ACCOUNT_MESSAGES.realName,
  cardNoInvalid: BANK_ACCOUNT_MESSAGES.cardNo,
  bankNameRequired: BANK_ACCOUNT_MESSAGES.bankName,
  bankLimit: '最多只能绑定5个提款账户',
  bankNotFound: '提款账户不存在',
  messageNotFound: '消息不存在',
} as const;

/** Trial money credited to a new trial account, thousandths (2,000 yuan). */
export const TRIAL_MONEY = 2_000_000n;
/** Most withdraw accounts a user may bind. */
export const MAX_BANK_CARDS = 5;
