// Sessions: issuing, checking and revoking access tokens. `requireUser` is what every `auth: true`
// handler calls: no token → 401 请先登录; an unknown, expired or revoked token → 400 UC/TOKEN_INVALID.
import { ErrorCode } from '@jinli/contract';
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { accessToken, userAccount } from '../../db/schema';
import { AppError } from '../../http/AppError';
import type { Tx } from '../wallet/ledger';
import {
  DEFAULT_TOKEN_LIFETIMES,
  newToken,
  TOKEN_TOUCH_INTERVAL_MS,
  type TokenLifetimes,
  tokenHash,
  tokenOf,
} from './tokens';

export type UserRow = typeof userAccount.$inferSelect;

export interface AuthService {
  /** A new token for `user` (written in `tx` when given). */
  issue(user: Pick<UserRow, 'id' | 'type'>, tx?: Tx): Promise<string>;
  /** The user of the request's token; throws 401 / UC/TOKEN_INVALID. Cached per request. */
  requireUser(request: FastifyRequest): Promise<UserRow>;
  /** The user of the request's token, or undefined when it carries none or an invalid one. */
  optionalUser(request: FastifyRequest): Promise<UserRow | undefined>;
  /** Revokes the request's token (no-op without a valid one). */
  revoke(request: FastifyRequest): Promise<void>;
  /** Revokes every token of `userId` except `keepToken`'s. */
  revokeOthers(userId: number, keepToken: string | undefined, tx?: Tx): Promise<void>;
}

export function createAuthService(
  db: Db,
  lifetimes: TokenLifetimes = DEFAULT_TOKEN_LIFETIMES,
  now: () => number = Date.now,
): AuthService {
  const cache = new WeakMap<FastifyRequest, Promise<UserRow>>();

  async function lookup(request: FastifyRequest): Promise<UserRow> {
    const token = tokenOf(request.headers);
    if (!token) throw new AppError(ErrorCode.UNAUTHORIZED);
    const [row] = await db
      .select({ user: userAccount, token: accessToken })
      .from(accessToken)
      .innerJoin(userAccount, eq(userAccount.id, accessToken.userId))
      .where(eq(accessToken.tokenHash, tokenHash(token)));
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
    if (at - row.token.lastUsedAt.getTime() >= TOKEN_TOUCH_INTERVAL_MS) {
      await db
        .update(accessToken)
        .set({ lastUsedAt: new Date(at) })
        .where(eq(accessToken.id, row.token.id));
    }
    return row.user;
  }

  function requireUser(request: FastifyRequest): Promise<UserRow> {
    let pending = cache.get(request);
    if (!pending) {
      pending = lookup(request);
      cache.set(request, pending);
    }
    return pending;
  }

  return {
    async issue(user, tx) {
      const token = newToken();
      const at = now();
      const absolute = user.type === 'TEST' ? lifetimes.trialAbsoluteMs : lifetimes.absoluteMs;
      // Housekeeping at each login: the user's dead tokens (revoked, expired or idle) go.
      await (tx ?? db)
        .delete(accessToken)
        .where(
          and(
            eq(accessToken.userId, user.id),
            or(
              isNotNull(accessToken.revokedAt),
              lt(accessToken.expiresAt, new Date(at)),
              lt(accessToken.lastUsedAt, new Date(at - lifetimes.idleMs)),
            ),
          ),
        );
      await (tx ?? db).insert(accessToken).values({
        userId: user.id,
        tokenHash: tokenHash(token),
        createdAt: new Date(at),
        lastUsedAt: new Date(at),
        expiresAt: new Date(at + absolute),
      });
      return token;
    },
    requireUser,
    async optionalUser(request) {
      try {
        return await requireUser(request);
      } catch (error) {
        if (error instanceof AppError) return undefined;
        throw error;
      }
    },
    async revoke(request) {
      const token = tokenOf(request.headers);
      if (!token) return;
      await db
        .update(accessToken)
        .set({ revokedAt: new Date(now()) })
        .where(and(eq(accessToken.tokenHash, tokenHash(token)), isNull(accessToken.revokedAt)));
    },
    async revokeOthers(userId, keepToken, tx) {
      const keep = keepToken ? tokenHash(keepToken) : '';
      const rows = await (tx ?? db)
        .select({ id: accessToken.id, hash: accessToken.tokenHash })
        .from(accessToken)
        .where(and(eq(accessToken.userId, userId), isNull(accessToken.revokedAt)));
      for (const row of rows) {
        if (row.hash === keep) continue;
        await (tx ?? db)
          .update(accessToken)
          .set({ revokedAt: new Date(now()) })
          .where(eq(accessToken.id, row.id));
      }
    },
  };
}
