// The console's own session: sign in (name, password, TOTP), who is signed in, sign out, and the
// password change an operator with a one-time password must make first.
import { consoleApi } from '../api/client';
import type { OperatorRole } from './roles';

/** The signed-in operator as GET/POST /console-api/session answers it. */
export interface Me {
  name: string;
  role: OperatorRole;
  roleLabel: string;
  mustChangePassword: boolean;
  csrfToken: string;
}

export interface LoginInput {
  name: string;
  password: string;
  /** The authenticator app's 6-digit code. */
  totp: string;
}

export const sessionApi = {
  current: () => consoleApi.get<Me>('/session'),
  login: (input: LoginInput) => consoleApi.post<Me>('/session', input),
  logout: () => consoleApi.del<null>('/session'),
  changePassword: (input: { oldPassword: string; newPassword: string }) =>
    consoleApi.post<null>('/password', input),
};
