// Where the login screen lives and how it learns where the user wanted to go, shared by the guard,
// the bottom menu and the accounts screens.

/** Path of the login screen. */
export const LOGIN_PATH = '/auth/login';
/** Path of the register screen. */
export const REGISTER_PATH = '/auth/register';
/** Query parameter of the login URL holding the in-app path to return to after login. */
export const LOGIN_REDIRECT_PARAM = 'redirect';

/** The login URL remembering `from` (an in-app path with search and hash), e.g. `/auth/login?redirect=%2Fbet-list`. */
export function loginHref(from?: string): string {
  if (!from || from === '/' || !from.startsWith('/') || from.startsWith(LOGIN_PATH))
    return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ [LOGIN_REDIRECT_PARAM]: from }).toString()}`;
}

/**
 * Where to go after a successful login, read from the login URL's search string: the remembered
 * in-app path, or null. Only same-app paths are honoured, so the parameter cannot send users away.
 */
export function readLoginRedirect(search: string): string | null {
  const target = new URLSearchParams(search).get(LOGIN_REDIRECT_PARAM);
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return null;
  return target;
}
