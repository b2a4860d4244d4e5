// The console's actions on a player account: mute / unmute chat (user_account.enable_chat, read
// by the chat on every send, so it holds at once); ban / unban (enabled: a ban also revokes every
// sign-in and closes the player's chat sockets; logins are refused with 账户已被冻结，请联系客服);
// must-reset (the next login asks for a new password; sign-ins are revoked so that it comes at
// once); unlock (the failed-login and password counters forgotten). Each is audited in its
// transaction with the state before and after.
import type { ConsolePlayerAction, ConsolePlayerRow } from '@jinli/contract/console';
import { ErrorCode } from '@jinli/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { userAccount, type UserRow } from '../../../db/schema';
import { AppError } from '../../../http/AppError';
import type { AuthService } from '../../accounts/auth';
import { setChatMuted } from '../../accounts/chatMute';
import type { ChatService } from '../../chat/service';
import { accountSubject, type RateLimiter, userSubject } from '../../accounts/rateLimits';
import { ACCOUNT_TEXT } from '../../accounts/texts';
import type { OperatorActor } from '../../operators/accounts';
import { recordAudit } from '../../operators/audit';
import { PLAYER_MONEY_TEXT } from '../moneyTexts';
import { findPlayer } from './playerQueries';
import { playerRowOf } from './playerRows';

export interface PlayerActionDeps {
  db: Db;
  sessions: Pick<AuthService, 'revokeOthers' | 'forgetUser'>;
  limiter: RateLimiter;
  chat: Pick<ChatService, 'control'>;
}

/** What each action sets on the account, and whether it ends the player's sign-ins. */
const CHANGES: Record<
  ConsolePlayerAction,
  { set: Partial<Pick<UserRow, 'enableChat' | 'enabled' | 'mustResetPassword'>>; ends: boolean }
> = {
  // The chat mute goes through the one write of it (accounts/chatMute.ts), below.
  mute: { set: {}, ends: false },
  unmute: { set: {}, ends: false },
  ban: { set: { enabled: false }, ends: true },
  unban: { set: { enabled: true }, ends: false },
  'must-reset': { set: { mustResetPassword: true }, ends: true },
  unlock: { set: {}, ends: false },
};

/** The state the actions change, as the audit keeps it. */
const stateOf = (user: UserRow) => ({
  muted: !user.enableChat,
  banned: !user.enabled,
  mustResetPassword: user.mustResetPassword,
});

/** The counters an unlock forgets: logins of the account (every address), password checks. */
async function forgiveFailures(limiter: RateLimiter, user: UserRow): Promise<void> {
  await limiter.forgive('login_fail', accountSubject(user.account));
  await limiter.forgive('password_fail', userSubject(user.id));
  await limiter.forgive('fund_password_fail', userSubject(user.id));
}

export async function actOnPlayer(
  deps: PlayerActionDeps,
  actor: OperatorActor,
  companyId: number,
  id: number,
  action: ConsolePlayerAction,
  reason: string | undefined,
): Promise<ConsolePlayerRow> {
  const { db } = deps;
  const change = CHANGES[action];
  if (action === 'unlock') {
    // The limiter is not in the database's transaction (it may be Redis): forgiven first, once the
    // player is known, then audited.
    const found = await findPlayer(db, companyId, id);
    if (!found) throw new AppError(ErrorCode.NOT_FOUND, PLAYER_MONEY_TEXT.playerNotFound);
    await forgiveFailures(deps.limiter, found.user);
  }
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(userAccount)
      .where(and(eq(userAccount.id, id), eq(userAccount.companyId, companyId)))
      .for('update');
    if (!user) throw new AppError(ErrorCode.NOT_FOUND, PLAYER_MONEY_TEXT.playerNotFound);
    let after = user;
    if (action === 'mute' || action === 'unmute') {
      const muted = await setChatMuted(tx, companyId, id, action === 'mute');
      after = { ...user, enableChat: muted?.after ?? user.enableChat };
    }
    if (Object.keys(change.set).length > 0) {
      const [updated] = await tx
        .update(userAccount)
        .set(change.set)
        .where(eq(userAccount.id, id))
        .returning();
      if (updated) after = updated;
    }
    if (change.ends) await deps.sessions.revokeOthers(id, undefined, tx);
    await recordAudit(tx, actor, {
      action: `player.${action}`,
      params: { id, account: user.account, ...(reason ? { reason } : {}) },
      before: action === 'unlock' ? null : stateOf(user),
      after: action === 'unlock' ? { loginFailures: 0 } : stateOf(after),
    });
  });
  if (change.ends) {
    // After the commit, on every instance: no session of the player is trusted from memory, and
    // the chat sockets opened with them close (a socket is authenticated once, when it opens).
    await deps.sessions.forgetUser(id);
    await deps.chat.control({
      type: 'kicked',
      userId: String(id),
      exceptSessionId: null,
      msg: action === 'ban' ? ACCOUNT_TEXT.accountFrozen : ACCOUNT_TEXT.mustResetPassword,
    });
  }
  const found = await findPlayer(db, companyId, id);
  if (!found) throw new AppError(ErrorCode.NOT_FOUND, PLAYER_MONEY_TEXT.playerNotFound);
  return playerRowOf(found.user, found.wallet?.balance ?? 0n, found.agentAccount);
}
