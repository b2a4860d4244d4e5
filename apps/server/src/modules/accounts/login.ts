// Signing in: the login password under the login limits (the captcha the login limit or an
// attack asks for), the account's state, then a token; and whether an address should see the
// image captcha, and the unique-account check of the register form.
import {
  type AuthToken,
  ErrorCode,
  LOGIN_CODE_STYLE_SLIDER,
  type LoginBody,
} from '@jinli/contract';
import { eq } from 'drizzle-orm';
import { userAccount } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { type AccountContext, CAPTCHA_ASKED_MS, type ClientContext } from './context';
import { checkLoginPassword, findByAccount } from './credentials';
import { addressSubject } from './rateLimits';
import { ACCOUNT_TEXT } from './texts';

export async function login(
  ctx: AccountContext,
  body: LoginBody,
  client: ClientContext,
): Promise<AuthToken> {
  const { db, config, auth, captcha, slider, now } = ctx;
  const user = await checkLoginPassword(
    ctx,
    body.account.trim(),
    body.password,
    client,
    async (underAttack) => {
      const loginLimit = await config.document('userLoginLimit');
      if (!loginLimit.vCode && !underAttack) return;
      if (loginLimit.codeStyle === LOGIN_CODE_STYLE_SLIDER) {
        await slider.consume(body.captchaTicket);
        return;
      }
      await captcha.verify(
        'login',
        { id: client.captchaId, clientKey: body.vCodeKey },
        body.valiCode ?? '',
      );
    },
  );
  if (!user.enabled) {
    throw new AppError(ErrorCode.ACCOUNT_STATE_ERROR, ACCOUNT_TEXT.accountFrozen);
  }
  if (user.mustResetPassword) {
    throw new AppError(ErrorCode.RESET_PASSWORD, ACCOUNT_TEXT.mustResetPassword);
  }
  const token = await db.transaction(async (tx) => {
    await tx
      .update(userAccount)
      .set({ lastLoginAt: new Date(now()) })
      .where(eq(userAccount.id, user.id));
    return auth.issue(user, tx);
  });
  return { token, account: user.account, type: user.type === 'TEST' ? 'TEST' : 'HY' };
}

export async function checkUnique(ctx: AccountContext, account: string): Promise<boolean> {
  const { db, company } = ctx;
  const { id } = await company.current();
  return !(await findByAccount(db, id, account.trim()));
}

/** Whether logins from `address` should show the image captcha (see AccountService). */
export async function captchaAskedOf(ctx: AccountContext, address: string): Promise<boolean> {
  const counts = await ctx.limiter.peek('login_captcha', addressSubject(address), [
    CAPTCHA_ASKED_MS,
  ]);
  return (counts.get(CAPTCHA_ASKED_MS) ?? 0) > 0;
}
