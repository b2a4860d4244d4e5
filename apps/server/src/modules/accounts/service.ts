// Accounts: registration (official and trial), login, logout, the unique-account check and the
// password and fund-password changes. Field rules and their messages are @jinli/domain's, applied
// to the same register-limit and login-limit documents the client reads. Each operation is a
// function of its own file (register.ts, login.ts, passwordChange.ts, credentials.ts); this
// factory assembles them.
import type {
  AuthToken,
  LoginBody,
  RegisterBody,
  UpdateFundPwdBody,
  UpdatePasswordBody,
  UpdatePasswordByAccountBody,
} from '@jinli/contract';
import type { UserRow } from '../../db/schema';
import type { AccountContext, AccountServiceDeps, ClientContext } from './context';
import { checkFundPassword } from './credentials';
import { captchaAskedOf, checkUnique, login } from './login';
import { updateFundPassword, updatePassword, updatePasswordByAccount } from './passwordChange';
import { register, registerTrial } from './register';

export interface AccountService {
  register(body: RegisterBody, client: ClientContext): Promise<AuthToken>;
  registerTrial(client: ClientContext): Promise<AuthToken>;
  login(body: LoginBody, client: ClientContext): Promise<AuthToken>;
  checkUnique(account: string): Promise<boolean>;
  updatePassword(
    user: UserRow,
    body: UpdatePasswordBody,
    keepToken: string | undefined,
  ): Promise<void>;
  updatePasswordByAccount(body: UpdatePasswordByAccountBody, client: ClientContext): Promise<void>;
  updateFundPassword(user: UserRow, body: UpdateFundPwdBody): Promise<void>;
  /**
   * Checks a fund password: missing → UC/CASH_PASSWORD, none set → UC/CASH_PASSWORD_NULL, wrong →
   * UC/CASH_PASSWORD_ERROR (交易密码输入错误!), also limited per account.
   */
  checkFundPassword(user: UserRow, cashPassword: string | undefined): Promise<void>;
  /**
   * Whether logins from `address` should show the image captcha: a login of an account under
   * attack asked it for one lately (userLoginLimit answers vCode true to it, so the screen shows
   * the field after its failure; spec §8: a failed login reloads the login limit).
   */
  captchaAskedOf(address: string): Promise<boolean>;
}

export function createAccountService(deps: AccountServiceDeps): AccountService {
  const ctx: AccountContext = { ...deps, now: deps.now ?? Date.now };
  return {
    register: (body, client) => register(ctx, body, client),
    registerTrial: (client) => registerTrial(ctx, client),
    login: (body, client) => login(ctx, body, client),
    checkUnique: (account) => checkUnique(ctx, account),
    updatePassword: (user, body, keepToken) => updatePassword(ctx, user, body, keepToken),
    updatePasswordByAccount: (body, client) => updatePasswordByAccount(ctx, body, client),
    updateFundPassword: (user, body) => updateFundPassword(ctx, user, body),
    checkFundPassword: (user, cashPassword) => checkFundPassword(ctx, user, cashPassword),
    captchaAskedOf: (address) => captchaAskedOf(ctx, address),
  };
}
