// A new login password, once the caller has checked the old one (signed in, or by account and old
// password): the rules of a new password, then the hash and the end of every other session in one
// transaction. Both ways of changing a password end here, so they cannot drift apart. The fund
// password is changed here too.
import {
  ErrorCode,
  type UpdateFundPwdBody,
  type UpdatePasswordBody,
  type UpdatePasswordByAccountBody,
} from '@jinli/contract';
import {
  isValidFundPassword,
  isValidPassword,
  PASSWORD_SAME_AS_ACCOUNT,
  REGISTER_MESSAGES,
} from '@jinli/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userAccount, type UserRow } from '../../db/schema';
import { AppError } from '../../http/AppError';
import type { AuthService } from './auth';
import { type AccountContext, bad, type ClientContext } from './context';
import { checkFundPassword, checkLoginPassword, checkOwnPassword } from './credentials';
import { hashPassword } from './passwords';
import { ACCOUNT_TEXT } from './texts';

/** The message of a new login password that breaks the register rules, or null. */
export function newPasswordProblem(
  account: string,
  password: string,
  confirmPassword: string,
): string | null {
  if (password === '') return REGISTER_MESSAGES.password.requiredError;
  if (!isValidPassword(password)) return REGISTER_MESSAGES.password.error;
  if (password === account) return PASSWORD_SAME_AS_ACCOUNT;
  if (confirmPassword !== password) return REGISTER_MESSAGES.confirmPassword.error;
  return null;
}

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Replaces `user`'s login password with `change.newPassword` (refused with the register rules'
 * message, or when it is the old one) and clears the must-reset flag; every other session ends in
 * the same transaction (another device, a thief), the one of `keepToken` excepted when given.
 * After the commit no instance trusts the revoked sessions from memory any more.
 */
export async function replacePassword(
  db: Db,
  auth: Pick<AuthService, 'revokeOthers' | 'forgetUser'>,
  user: Pick<UserRow, 'id' | 'account'>,
  change: PasswordChange,
  keepToken: string | undefined,
): Promise<void> {
  const problem = newPasswordProblem(user.account, change.newPassword, change.confirmPassword);
  if (problem) throw new AppError(ErrorCode.BAD_REQUEST, problem);
  if (change.newPassword === change.oldPassword) {
    throw new AppError(ErrorCode.BAD_REQUEST, ACCOUNT_TEXT.newPasswordSame);
  }
  const passwordHash = await hashPassword(change.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(userAccount)
      .set({ passwordHash, mustResetPassword: false })
      .where(eq(userAccount.id, user.id));
    await auth.revokeOthers(user.id, keepToken, tx);
  });
  await auth.forgetUser(user.id);
}

export async function updatePassword(
  ctx: AccountContext,
  user: UserRow,
  body: UpdatePasswordBody,
  keepToken: string | undefined,
): Promise<void> {
  const { db, auth } = ctx;
  await checkOwnPassword(ctx, user, body.oldPassword);
  await replacePassword(db, auth, user, body, keepToken);
}

export async function updatePasswordByAccount(
  ctx: AccountContext,
  body: UpdatePasswordByAccountBody,
  client: ClientContext,
): Promise<void> {
  const { db, auth, slider } = ctx;
  // The same limits as a login, and while the account is under attack the slider, whatever
  // the login's code style (the form has no image code). A must-reset account cannot sign in
  // at all, so this form is its owner's only way back in: a stranger's failed guesses may make
  // it ask for the slider, never refuse it (a 429 here let anyone keep the account locked).
  const user = await checkLoginPassword(
    ctx,
    body.account.trim(),
    body.oldPassword,
    client,
    async (underAttack) => {
      if (underAttack) await slider.consume(body.captchaTicket);
    },
  );
  if (!user.enabled) {
    throw new AppError(ErrorCode.ACCOUNT_STATE_ERROR, ACCOUNT_TEXT.accountFrozen);
  }
  await replacePassword(db, auth, user, body, undefined);
}

export async function updateFundPassword(
  ctx: AccountContext,
  user: UserRow,
  body: UpdateFundPwdBody,
): Promise<void> {
  const { db } = ctx;
  if (user.fundPasswordHash) {
    await checkFundPassword(ctx, user, body.oldFundPwd);
  } else {
    await checkOwnPassword(ctx, user, body.password ?? '');
  }
  if (body.fundPwd === '') throw bad(REGISTER_MESSAGES.fundPwd.requiredError);
  if (!isValidFundPassword(body.fundPwd)) throw bad(REGISTER_MESSAGES.fundPwd.error);
  if (body.confirmFundPwd !== body.fundPwd) throw bad(ACCOUNT_TEXT.fundPasswordConfirm);
  await db
    .update(userAccount)
    .set({ fundPasswordHash: await hashPassword(body.fundPwd) })
    .where(eq(userAccount.id, user.id));
}
