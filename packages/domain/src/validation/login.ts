// Login form rules (spec §2 Login, §5, §8).

/** Login texts. */
export const LOGIN_TEXT = {
  /** Code required and empty, or refused by the server. */
  badCode: '验证码不正确',
  /** Mobile login/register took longer than 30 s. */
  timeout: '登录超时，请重新试下！',
  /** Toast after login. */
  succeeded: '登录成功!',
  /** The slider's puzzle would not load (spec §8: error code 502); a tap tries again. */
  sliderLoadFailed: '验证加载失败（502），点击重试',
  /** Spec §8 'captcha error, Verified automatically', after SLIDER_AUTO_PASS_AFTER load failures. */
  sliderAutoPassed: '验证码加载异常，已自动验证',
} as const;

/** Error code shown when the slider's puzzle cannot load (spec §8). */
export const SLIDER_LOAD_ERROR_CODE = 502;
/** Consecutive load failures after which the slider passes by itself (spec §8). */
export const SLIDER_AUTO_PASS_AFTER = 3;
/** After a load failure the puzzle is asked for with a cache-bust that changes every minute (spec §8). */
export const SLIDER_CACHE_BUST_MS = 60_000;

/** The cache-bust value of a puzzle request at `nowMs`: the same within a minute. */
export function sliderCacheBust(nowMs: number): number {
  return Math.floor(nowMs / SLIDER_CACHE_BUST_MS);
}

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
