// Account kinds and the permission texts that follow from them (spec §1, §6).

/** userInfo.type values: TEST is a trial account, HY an official one. */
export const USER_TYPES = { TRIAL: 'TEST', OFFICIAL: 'HY' } as const;
/** userInfo.type: 'TEST' or 'HY'. */
export type UserType = (typeof USER_TYPES)[keyof typeof USER_TYPES];

/** Toast when a trial account tries to recharge, withdraw or play third-party games (spec §6). */
export const TRIAL_ACCOUNT_REFUSED = '试玩账户无法进行该操作，请注册正式账户!';
/** Toast when an action needs login (2 s). */
export const LOGIN_REQUIRED = '请先登录';
/** Toast after a successful login. */
export const LOGIN_SUCCEEDED = '登录成功!';

/** Whether `type` is a trial (TEST) account. */
export function isTrialAccount(type: string | null | undefined): boolean {
  return type === USER_TYPES.TRIAL;
}

/** Authenticated = an access token is stored or the profile's extInfo is loaded (spec §4). */
export function isAuthenticated(session: {
  accessToken?: string | null;
  extInfo?: unknown;
}): boolean {
  return (
    (session.accessToken ?? '') !== '' ||
    (session.extInfo !== null && session.extInfo !== undefined)
  );
}

/** What a player may do given their account; the server enforces the same (DESIGN.md §5). */
export type AccountAction = 'recharge' | 'withdraw' | 'playThirdPartyGame';

/**
 * Refusal toast for `action`, or null when allowed: logged out → 请先登录; trial (TEST) → the
 * trial refusal. Official accounts may do all three.
 */
export function accountActionRefusal(
  _action: AccountAction,
  viewer: { loggedIn: boolean; userType?: string | null },
): string | null {
  if (!viewer.loggedIn) return LOGIN_REQUIRED;
  if (isTrialAccount(viewer.userType)) return TRIAL_ACCOUNT_REFUSED;
  return null;
}
