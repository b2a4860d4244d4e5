import { type RegisterFieldLimit, type RegisterLimit, registerFieldNames } from '@jinli/contract';
import { describe, expect, it } from 'vitest';
import {
  registerFormPlan,
  registerLimitChanged,
  registerNeedsImageCode,
  registerNeedsThirdCaptcha,
  registerSubmitDisabled,
  validateRegisterForm,
} from './registerForm';

const field = (over: Partial<RegisterFieldLimit> = {}): RegisterFieldLimit => ({
  show: false,
  required: false,
  error: '',
  requiredError: '',
  placeholder: '',
  ...over,
});

function limit(
  fields: Partial<Record<(typeof registerFieldNames)[number], Partial<RegisterFieldLimit>>> = {},
  over: Partial<RegisterLimit> = {},
): RegisterLimit {
  return {
    fields: Object.fromEntries(
      registerFieldNames.map((name) => [name, field(fields[name])]),
    ) as RegisterLimit['fields'],
    userAccountMessage: '',
    wechatPlaceholder: '',
    vCode: false,
    thirdCaptcha: false,
    sendMenoy: '0',
    ...over,
  };
}

const TODAY = '2025-06-01';
const base = { account: 'player01', password: 'Secret123', confirmPassword: 'Secret123' };

describe('registerFormPlan', () => {
  it('always has account, password and confirmation; other fields when shown', () => {
    const plan = registerFormPlan(
      limit({ email: { show: true }, qq: { show: false, required: true } }),
    );
    expect(plan.map((p) => p.field)).toEqual(['account', 'password', 'confirmPassword', 'email']);
    expect(plan.every((p) => (p.field === 'email' ? !p.required : p.required))).toBe(true);
  });

  it('adds the image code when vCode is on without a third-party captcha', () => {
    expect(registerFormPlan(limit({}, { vCode: true })).at(-1)?.field).toBe('vCode');
    expect(
      registerFormPlan(limit({}, { vCode: true, thirdCaptcha: true })).some(
        (p) => p.field === 'vCode',
      ),
    ).toBe(false);
    expect(registerNeedsImageCode(limit({}, { vCode: true }))).toBe(true);
  });

  it('uses config messages and falls back to the spec ones', () => {
    const plan = registerFormPlan(
      limit({ email: { show: true, error: '邮箱不对', requiredError: ' ' } }),
    );
    const email = plan.find((p) => p.field === 'email');
    expect(email?.error).toBe('邮箱不对');
    expect(email?.requiredError).toBe('邮箱地址不能为空');
  });
});

describe('validateRegisterForm', () => {
  it('passes a good minimal form and builds the payload of shown fields only', () => {
    const result = validateRegisterForm({ ...base, qq: '12' }, limit(), TODAY);
    expect(result).toEqual({ valid: true, errors: {}, first: null, payload: base });
  });

  it('requires account, password and confirmation', () => {
    const result = validateRegisterForm({}, limit(), TODAY);
    expect(result.errors).toEqual({
      account: '请输入用户名',
      password: '请输入密码',
      confirmPassword: '请输入确认密码',
    });
    expect(result.first).toEqual({ field: 'account', message: '请输入用户名' });
  });

  it('gives each field its spec message', () => {
    const all = Object.fromEntries(
      registerFieldNames.map((n) => [n, { show: true, required: true }]),
    );
    const result = validateRegisterForm(
      {
        account: '1bad',
        password: 'weak',
        confirmPassword: 'other',
        fullName: 'Bob',
        fundPwd: '12',
        birthday: '2025-06-02',
        email: 'x@',
        phone: '12345',
        qq: '1',
        weixin: 'a_b',
        intrCode: '',
      },
      limit(all),
      TODAY,
    );
    expect(result.errors).toEqual({
      account: '用户名必须是字母开头的6-15位的字母或者数字',
      password: '为了您的账户安全，密码长度应至少为8个字符，并且必须包含大写字母、小写字母和数字。',
      confirmPassword: '登录密码与确认密码不一致',
      fullName: '请输入正确您的中文姓名',
      fundPwd: '交易密码必须是4位数字',
      birthday: '出生日期不能晚于今天',
      email: '邮箱地址格式不正确',
      phone: '手机号码填写错误',
      qq: '请输入正确QQ号码',
      weixin: '请输入正确微信账号',
      intrCode: '推广码不能为空',
    });
  });

  it('uses required messages for empty required fields and skips empty optional ones', () => {
    const result = validateRegisterForm(
      base,
      limit({
        email: { show: true, required: true },
        fullName: { show: true, required: true },
        birthday: { show: true, required: true },
        qq: { show: true, required: false },
        phone: { show: true, required: true, requiredError: '手机必填' },
      }),
      TODAY,
    );
    expect(result.errors).toEqual({
      email: '邮箱地址不能为空',
      fullName: '真实姓名不能为空',
      birthday: '请输入您的出生日期',
      phone: '手机必填',
    });
  });

  it('prefers the config error message, except for a password equal to the account', () => {
    const config = limit({
      password: { error: '密码不合规' },
      email: { show: true, error: '邮箱不对' },
    });
    expect(
      validateRegisterForm(
        { ...base, password: 'x', confirmPassword: 'x', email: 'bad' },
        config,
        TODAY,
      ).errors,
    ).toEqual({
      password: '密码不合规',
      email: '邮箱不对',
    });
    expect(
      validateRegisterForm(
        { account: 'Player01', password: 'Player01', confirmPassword: 'Player01' },
        config,
        TODAY,
      ).errors,
    ).toEqual({ password: '为了您的账户安全，请勿使用与用户名相同的密码。' });
  });

  it('strips phone spaces and checks the code when required', () => {
    const config = limit({ phone: { show: true, required: true } }, { vCode: true });
    const ok = validateRegisterForm(
      { ...base, phone: '138 0013 8000', vCode: ' 1234 ' },
      config,
      TODAY,
    );
    expect(ok.valid).toBe(true);
    expect(ok.payload.phone).toBe('13800138000');
    expect(ok.payload.vCode).toBe('1234');
    expect(
      validateRegisterForm({ ...base, phone: '13800138000', vCode: '' }, config, TODAY).errors,
    ).toEqual({ vCode: '验证码不正确' });
  });

  it('tolerates a config document missing a field entry', () => {
    const config = limit();
    delete (config.fields as Partial<RegisterLimit['fields']>).email;
    expect(validateRegisterForm({ ...base, email: 'bad' }, config, TODAY).valid).toBe(true);
  });
});

describe('submit rules', () => {
  it('disables submit while account, password or confirmation is empty', () => {
    expect(registerSubmitDisabled(base)).toBe(false);
    expect(registerSubmitDisabled({ ...base, account: '  ' })).toBe(true);
    expect(registerSubmitDisabled({ ...base, password: '' })).toBe(true);
    expect(registerSubmitDisabled({ ...base, confirmPassword: null })).toBe(true);
  });

  it('runs the third-party captcha first when required', () => {
    expect(registerNeedsThirdCaptcha(limit({}, { thirdCaptcha: true }), false)).toBe(true);
    expect(registerNeedsThirdCaptcha(limit({}, { thirdCaptcha: true }), true)).toBe(false);
    expect(registerNeedsThirdCaptcha(limit(), false)).toBe(false);
  });

  it('notices a changed config regardless of key order', () => {
    const a = limit({ email: { show: true } });
    const reordered = JSON.parse(
      JSON.stringify({ ...a, fields: Object.fromEntries(Object.entries(a.fields).reverse()) }),
    ) as RegisterLimit;
    expect(registerLimitChanged(a, reordered)).toBe(false);
    expect(registerLimitChanged(a, limit({ email: { show: false } }))).toBe(true);
  });
});
