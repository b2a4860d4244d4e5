import { describe, expect, it } from 'vitest';
import { LOGIN_TEXT, loginRefusal, loginSubmitDisabled } from './login';

describe('login rules', () => {
  it('disables submit while the username is blank, the password empty or loading', () => {
    expect(loginSubmitDisabled({ account: 'user01', password: 'x' })).toBe(false);
    expect(loginSubmitDisabled({ account: '   ', password: 'x' })).toBe(true);
    expect(loginSubmitDisabled({ account: 'user01', password: '' })).toBe(true);
    expect(loginSubmitDisabled({ account: 'user01', password: ' ' })).toBe(false);
    expect(loginSubmitDisabled({ account: 'user01', password: 'x', loading: true })).toBe(true);
    expect(loginSubmitDisabled({})).toBe(true);
  });

  it('refuses an empty code only when the code is required', () => {
    expect(loginRefusal({ vCode: '' }, true)).toBe('验证码不正确');
    expect(loginRefusal({ vCode: '  ' }, true)).toBe('验证码不正确');
    expect(loginRefusal({ vCode: '1234' }, true)).toBeNull();
    expect(loginRefusal({}, false)).toBeNull();
    expect(LOGIN_TEXT.timeout).toBe('登录超时，请重新试下！');
  });
});
