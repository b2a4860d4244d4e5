// What every session operation is given (auth.ts assembles it once): the database, the token
// lifetimes and clock, the sessions in memory, what each request already found out, and the
// listeners told when a user's sessions end — with the one way a user's sessions are forgotten.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { SessionMemory, SessionUser } from './sessionMemory';
import type { TokenLifetimes } from './tokens';

/**
 * Told, after the change is committed, that sessions of `userId` ended: a logout, or a revocation of
 * the user's tokens (a password change, `revokeOthers` outside a transaction, `forgetUser`, a
 * frozen account). What other modules hold for a signed-in player (a game session) ends with them.
 */
export type SessionsEndedListener = (userId: number) => Promise<void> | void;

export interface AuthContext {
  db: Db;
  lifetimes: TokenLifetimes;
  now: () => number;
  memory: SessionMemory;
  /** Per request, computed once: its session, its user row, and the row a lookup already read. */
  sessionOfRequest: WeakMap<FastifyRequest, Promise<SessionUser>>;
  userOfRequest: WeakMap<FastifyRequest, Promise<UserRow>>;
  rowOfRequest: WeakMap<FastifyRequest, UserRow>;
  endedListeners: Set<SessionsEndedListener>;
}

/** Tells the listeners, in order, that sessions of `userId` ended. */
export async function tellSessionsEnded(ctx: AuthContext, userId: number): Promise<void> {
  for (const listener of [...ctx.endedListeners]) await listener(userId);
}

/** Drops the sessions of `userId` here and on every instance, then tells the listeners. */
export async function forgetUserSessions(ctx: AuthContext, userId: number): Promise<void> {
  ctx.memory.dropUser(userId);
  await ctx.memory.announce(`u:${userId}`);
  await tellSessionsEnded(ctx, userId);
}
