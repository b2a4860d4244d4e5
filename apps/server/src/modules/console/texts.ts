// The console API's refusals (`msg` of `{ code, msg }`), one place so that tests and routes share them.
import { OPERATOR_PASSWORD_TEXT } from '../operators/operatorPasswords';

export const CONSOLE_TEXT = {
  wrongCredentials: '用户名、密码或动态验证码错误',
  totpReplayed: '该动态验证码已使用，请等待下一个验证码',
  disabled: '该操作员账号已停用',
  notSignedIn: '请先登录运营后台',
  sessionExpired: '登录已过期，请重新登录',
  csrf: '安全校验失败（CSRF），请刷新页面后重试',
  mustChangePassword: '请先修改初始密码',
  oldPasswordWrong: '原密码错误',
  newPasswordSame: '新密码不能与原密码相同',
  passwordRules: OPERATOR_PASSWORD_TEXT.rules,
  passwordIsName: OPERATOR_PASSWORD_TEXT.isName,
  nameTaken: '该操作员名称已存在',
  nameInvalid: '操作员名称须为 1-64 位字母、数字、“.”、“_”或“-”',
  operatorNotFound: '操作员不存在',
  lastAdmin: '不能停用或降级最后一个启用的管理员',
  notFound: '请求的资源不存在',
} as const;
