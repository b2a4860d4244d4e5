// Login form rules (spec §2 Login, §5, §8).

/** Login texts. */
export const LOGIN_TEXT = {
  /** Code required and empty, or refused by the server. */
  badCode: '验证码不正确',
  /** Mobile login/register took longer than 30 s. */
  timeout: '登录超时，请重新试下！',
  /** Toast after login. */
  succeeded: '登录成功!',
} as const;

/** Mobile login/register time-out, ms. */
export const AUTH_TIMEOUT_MS = 30_000;

/** What the login rules read. */
export interface LoginFormState {
  account?: string | null;
  password?: string | null;
  vCode?: string | null;
  /** A login request is under way. */
  loading?: boolean;
}

/** The login button is disabled while the username is blank, the password empty, or a request is running. */
export function loginSubmitDisabled(state: LoginFormState): boolean {
  return (
    (state.account ?? '').trim() === '' || (state.password ?? '') === '' || state.loading === true
  );
}

/**
 * Refusal toast before sending, or null: when the login limit requires a code (vCode flag) and
 * it is empty (after trimming), 验证码不正确.
 */
export function loginRefusal(state: LoginFormState, codeRequired: boolean): string | null {
  return codeRequired && (state.vCode ?? '').trim() === '' ? LOGIN_TEXT.badCode : null;
}
