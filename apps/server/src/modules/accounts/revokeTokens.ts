// Ending sessions: a logout revokes the request's token; a password change revokes every other
// token of the user. Each drops the sessions from memory on every instance and tells who holds
// something for them (SessionsEndedListener) — for `revokeOthers` inside a caller's transaction,
// the caller does that after its commit (`forgetUser`).
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client';
import { accessToken } from '../../db/schema';
import { type AuthContext, forgetUserSessions, tellSessionsEnded } from './authContext';
import { tokenHash, tokenOf } from './tokens';

/** Revokes the request's token (no-op without a valid one). */
export async function revoke(ctx: AuthContext, request: FastifyRequest): Promise<void> {
  const token = tokenOf(request.headers);
  if (!token) return;
  const hash = tokenHash(token);
  const [row] = await ctx.db
    .update(accessToken)
    .set({ revokedAt: new Date(ctx.now()) })
    .where(and(eq(accessToken.tokenHash, hash), isNull(accessToken.revokedAt)))
    .returning({ userId: accessToken.userId });
  // After the commit: a lookup racing the update cannot remember the session past this.
  ctx.memory.dropToken(hash);
  await ctx.memory.announce(`t:${hash}`);
  // Only the logout that ended the session tells (an old, revoked token ends nothing more).
  if (row) await tellSessionsEnded(ctx, row.userId);
}

/** Revokes every token of `userId` except `keepToken`'s (in `tx` when given). */
export async function revokeOthers(
  ctx: AuthContext,
  userId: number,
  keepToken: string | undefined,
  tx?: Tx,
): Promise<void> {
  const db = tx ?? ctx.db;
  const keep = keepToken ? tokenHash(keepToken) : '';
  const rows = await db
    .select({ id: accessToken.id, hash: accessToken.tokenHash })
    .from(accessToken)
    .where(and(eq(accessToken.userId, userId), isNull(accessToken.revokedAt)));
  for (const row of rows) {
    if (row.hash === keep) continue;
    await db
      .update(accessToken)
      .set({ revokedAt: new Date(ctx.now()) })
      .where(eq(accessToken.id, row.id));
  }
  if (tx) {
    // Dropped now as well: no request of this instance trusts them from memory meanwhile (a
    // lookup before the caller's commit may remember one again, hence forgetUser after it).
    ctx.memory.dropUser(userId);
    return;
  }
  await forgetUserSessions(ctx, userId);
}
