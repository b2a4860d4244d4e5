// The password checks: a user by account name, the fund password, a signed-in user's own login
// password, and the login password asked for from a client under the login limits.
import { ErrorCode } from '@jinli/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userAccount, type UserRow } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { type AccountContext, bad, CAPTCHA_ASKED_MS, type ClientContext } from './context';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import {
  accountAddressSubject,
  accountSubject,
  addressSubject,
  endingAttempts,
  exceeds,
  type PendingAttempt,
  RATE_LIMIT_TEXT,
  reserveAttempt,
  userSubject,
  windowsOf,
} from './rateLimits';
import { ACCOUNT_TEXT } from './texts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The company's user of `account` (case-insensitive). */
export async function findByAccount(
  db: Db,
  companyId: number,
  account: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(userAccount)
    .where(
      and(
        eq(userAccount.companyId, companyId),
        sql`lower(${userAccount.account}) = ${account.toLowerCase()}`,
      ),
    );
  return row;
}

export async function checkFundPassword(
  ctx: AccountContext,
  user: UserRow,
  cashPassword: string | undefined,
): Promise<void> {
  const { limiter, limits } = ctx;

  if (!user.fundPasswordHash) {
    throw new AppError(ErrorCode.CASH_PASSWORD_NULL, ACCOUNT_TEXT.fundPasswordNotSet);
  }
  if (!cashPassword) throw new AppError(ErrorCode.CASH_PASSWORD, ACCOUNT_TEXT.fundPasswordMissing);
  // Reserved before the check: parallel guesses each take a place within the limit.
  const attempt = await reserveAttempt(
    limiter,
    'fund_password_fail',
    userSubject(user.id),
    limits.fundPasswordFailPerAccount,
    RATE_LIMIT_TEXT.fundPassword,
  );
  await endingAttempts([attempt], async () => {
    if (!(await verifyPassword(user.fundPasswordHash ?? '', cashPassword))) {
      throw new AppError(ErrorCode.CASH_PASSWORD_ERROR, ACCOUNT_TEXT.fundPasswordWrong);
    }
  });
}

/** Checks a signed-in user's login password (password changes), limited per user. */
export async function checkOwnPassword(
  ctx: AccountContext,
  user: UserRow,
  password: string,
): Promise<void> {
  const { limiter, limits } = ctx;
  const attempt = await reserveAttempt(
    limiter,
    'password_fail',
    userSubject(user.id),
    limits.passwordCheckPerUser,
    RATE_LIMIT_TEXT.password,
  );
  await endingAttempts([attempt], async () => {
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw bad(ACCOUNT_TEXT.oldPasswordWrong);
    }
  });
}

/**
 * Checks the login password of `account` asked for from `client` (login and
 * updatePasswordByAccount) under the login limits, and answers the user; throws 400 用户名或密码错误
 * when the account or password is wrong.
 *
 * - The attempt is counted before the password is checked, per address and per (account,
 *   address): beyond those hard limits the address is refused (429) for the account, however
 *   many requests it sends at once.
 * - It is counted per account too, from every address, but that never refuses: beyond
 *   loginFailPerAccount the check needs a solved captcha (`solveCaptcha`), beyond
 *   loginSlowPerAccount it also waits loginDelayMs. So an attacker's failures slow the owner's
 *   account down, and the owner's right password with the captcha solved from another address
 *   still opens it. (A hard per-account ceiling would hand anyone the power to lock the owner out.)
 * - A right password takes its counts back: the limits count failures.
 */
export async function checkLoginPassword(
  ctx: AccountContext,
  account: string,
  password: string,
  client: ClientContext,
  solveCaptcha: (required: boolean) => Promise<void>,
): Promise<UserRow> {
  const { db, company, limiter, limits } = ctx;
  const attempts: PendingAttempt[] = [];
  try {
    // The narrowest first: a burst on one account waits there, not holding the address's places.
    attempts.push(
      await reserveAttempt(
        limiter,
        'login_fail',
        accountAddressSubject(account, client.address),
        limits.loginFailPerAccountAddress,
        RATE_LIMIT_TEXT.login,
      ),
    );
    attempts.push(
      await reserveAttempt(
        limiter,
        'login_fail',
        addressSubject(client.address),
        limits.loginFailPerAddress,
        RATE_LIMIT_TEXT.login,
      ),
    );
  } catch (error) {
    await Promise.all(attempts.map((attempt) => attempt.end('cancelled')));
    throw error;
  }
  // Never refused: its failures and attempts under way only ask for the captcha and slow down.
  const perAccount = await limiter.begin(
    'login_fail',
    accountSubject(account),
    windowsOf(limits.loginFailPerAccount, limits.loginSlowPerAccount),
  );
  attempts.push(perAccount);

  return endingAttempts(attempts, async () => {
    const underAttack = exceeds(limits.loginFailPerAccount, perAccount.total);
    try {
      await solveCaptcha(underAttack);
    } catch (error) {
      // Tell this address's login screen to show the captcha (userLoginLimit.vCode).
      if (underAttack) {
        await limiter.hit('login_captcha', addressSubject(client.address), [CAPTCHA_ASKED_MS]);
      }
      throw error;
    }
    if (exceeds(limits.loginSlowPerAccount, perAccount.failures)) await sleep(limits.loginDelayMs);

    const { id: companyId } = await company.current();
    const user = account === '' ? undefined : await findByAccount(db, companyId, account);
    const matches = user
      ? await verifyPassword(user.passwordHash, password)
      : await verifyAgainstDummy(password);
    if (!user || !matches) throw bad(ACCOUNT_TEXT.wrongCredentials);
    return user;
  });
}
