// A request's session and user, each worked out once per request: no token → 401 请先登录; an
// unknown, expired or revoked token (or a frozen account) → 400 UC/TOKEN_INVALID. The user row is
// read as it is now (handlers check passwords and flags on it), unless the session's database
// check has just read it.
import { ErrorCode } from '@jinli/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { userAccount, type UserRow } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { type AuthContext, forgetUserSessions } from './authContext';
import { checkSession } from './sessionCheck';
import type { SessionUser } from './sessionMemory';
import { tokenHash, tokenOf } from './tokens';

export function requireSession(ctx: AuthContext, request: FastifyRequest): Promise<SessionUser> {
  let pending = ctx.sessionOfRequest.get(request);
  if (!pending) {
    const token = tokenOf(request.headers);
    pending = token
      ? checkSession(ctx, request, tokenHash(token))
      : Promise.reject(new AppError(ErrorCode.UNAUTHORIZED));
    ctx.sessionOfRequest.set(request, pending);
  }
  return pending;
}

/**
 * A request's user turned out frozen or gone: forget its session here and everywhere, and throw
 * UC/TOKEN_INVALID.
 */
export async function refuseFrozen(ctx: AuthContext, userId: number): Promise<never> {
  await forgetUserSessions(ctx, userId);
  throw new AppError(ErrorCode.TOKEN_INVALID);
}

async function currentUser(ctx: AuthContext, request: FastifyRequest): Promise<UserRow> {
  const session = await requireSession(ctx, request);
  const looked = ctx.rowOfRequest.get(request);
  if (looked) return looked;
  const [row] = await ctx.db.select().from(userAccount).where(eq(userAccount.id, session.id));
  if (!row || !row.enabled) return refuseFrozen(ctx, session.id);
  return row;
}

export function requireUser(ctx: AuthContext, request: FastifyRequest): Promise<UserRow> {
  let pending = ctx.userOfRequest.get(request);
  if (!pending) {
    pending = currentUser(ctx, request);
    ctx.userOfRequest.set(request, pending);
  }
  return pending;
}

/** The user of the request's token, or undefined when it carries none or an invalid one. */
export async function optionalUser(
  ctx: AuthContext,
  request: FastifyRequest,
): Promise<UserRow | undefined> {
  try {
    return await requireUser(ctx, request);
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
}
