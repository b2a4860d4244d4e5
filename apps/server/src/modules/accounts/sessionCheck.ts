// Whether a token is a live session: from memory while its entry is trusted, else against the
// database (then remembered). Either way a session unused past the idle time or past its absolute
// lifetime is refused, and last_used_at is written at most once per TOKEN_TOUCH_INTERVAL_MS.
import { ErrorCode } from '@jinli/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { accessToken, userAccount } from '../../db/schema';
import { AppError } from '../../http/AppError';
import type { AuthContext } from './authContext';
import type { CachedSession, SessionUser } from './sessionMemory';
import { TOKEN_TOUCH_INTERVAL_MS } from './tokens';

/** Checks the token in the database; remembers the session when nothing dropped meanwhile. */
async function lookup(
  { db, lifetimes, now, memory, rowOfRequest }: AuthContext,
  request: FastifyRequest,
  hash: string,
): Promise<SessionUser> {
  const startedAt = memory.generation();
  const [row] = await db
    .select({ user: userAccount, token: accessToken })
    .from(accessToken)
    .innerJoin(userAccount, eq(userAccount.id, accessToken.userId))
    .where(eq(accessToken.tokenHash, hash));
  const at = now();
  if (
    !row ||
    row.token.revokedAt !== null ||
    row.token.expiresAt.getTime() <= at ||
    row.token.lastUsedAt.getTime() + lifetimes.idleMs <= at ||
    !row.user.enabled
  ) {
    throw new AppError(ErrorCode.TOKEN_INVALID);
  }
  let lastUsedAt = row.token.lastUsedAt.getTime();
  if (at - lastUsedAt >= TOKEN_TOUCH_INTERVAL_MS) {
    await db
      .update(accessToken)
      .set({ lastUsedAt: new Date(at) })
      .where(eq(accessToken.id, row.token.id));
    lastUsedAt = at;
  }
  const { id, companyId, account, type } = row.user;
  const user: SessionUser = { id, companyId, account, type };
  rowOfRequest.set(request, row.user);
  if (startedAt === memory.generation())
    memory.remember({
      hash,
      tokenId: row.token.id,
      user,
      expiresAt: row.token.expiresAt.getTime(),
      lastUsedAt,
      cachedUntil: at + memory.ttlMs,
    });
  return user;
}

/** A remembered session still valid at `at`, refreshing last_used_at when due. */
async function fromMemory(
  { db, lifetimes, memory }: AuthContext,
  session: CachedSession,
  at: number,
): Promise<SessionUser> {
  if (session.expiresAt <= at || session.lastUsedAt + lifetimes.idleMs <= at) {
    memory.forget(session.hash);
    throw new AppError(ErrorCode.TOKEN_INVALID);
  }
  if (at - session.lastUsedAt >= TOKEN_TOUCH_INTERVAL_MS) {
    // Marked first, so a burst of requests writes it once. The guard notices a revocation this
    // instance was not told about.
    session.lastUsedAt = at;
    const touched = await db
      .update(accessToken)
      .set({ lastUsedAt: new Date(at) })
      .where(and(eq(accessToken.id, session.tokenId), isNull(accessToken.revokedAt)))
      .returning({ id: accessToken.id });
    if (touched.length === 0) {
      memory.dropToken(session.hash);
      throw new AppError(ErrorCode.TOKEN_INVALID);
    }
  }
  return session.user;
}

/** The session of the token whose hash is `hash`; throws UC/TOKEN_INVALID. */
export function checkSession(
  ctx: AuthContext,
  request: FastifyRequest,
  hash: string,
): Promise<SessionUser> {
  const at = ctx.now();
  const session = ctx.memory.get(hash);
  return session && session.cachedUntil > at
    ? fromMemory(ctx, session, at)
    : lookup(ctx, request, hash);
}
