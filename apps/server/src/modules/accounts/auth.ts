// Sessions: issuing, checking and revoking access tokens. `requireSession` is what every
// `auth: true` endpoint runs before its input is read: no token → 401 请先登录; an unknown, expired
// or revoked token (or a frozen account) → 400 UC/TOKEN_INVALID. `requireUser` adds the user's row
// as it is now (read per request: handlers check passwords and flags on it).
//
// Validated sessions are kept in memory for a few seconds (SESSION_CACHE_TTL_MS), so a signed-in
// read costs no token query. Anything that ends sessions drops them from that memory on every
// instance at once through the PubSub topic SESSION_INVALIDATION_TOPIC: a logout (the token), a
// password change (all the user's sessions, `forgetUser`), and an operator tool that freezes an
// account directly in the database should call `forgetUser` too (else the freeze shows within the
// TTL; the profile read checks the account's state on every request, and handlers that act for
// the user read its row as it is now through `requireUser`). Whatever else ends with a user's
// sessions (the sandbox's game sessions) listens through `onSessionsEnded`, wired in app.ts, so this
// module imports none of those.
import { ErrorCode } from '@jinli/contract';
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { accessToken, userAccount, type UserRow } from '../../db/schema';
import { AppError } from '../../http/AppError';
import type { PubSub } from '../../realtime/pubsub';
import {
  DEFAULT_TOKEN_LIFETIMES,
  newToken,
  TOKEN_TOUCH_INTERVAL_MS,
  type TokenLifetimes,
  tokenHash,
  tokenOf,
} from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's sessions (operator tools and tests end them through `forgetUser`). */
    sessions: AuthService;
  }
}

/** What a session says about its user: the fields that never change for an account. */
export type SessionUser = Pick<UserRow, 'id' | 'companyId' | 'account' | 'type'>;

/** How long a validated session is trusted from memory (ms). */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Most sessions kept in memory; the oldest go first. */
export const MAX_CACHED_SESSIONS = 20_000;
/**
 * PubSub topic that drops remembered sessions on every instance: `t:<token hash>` one session,
 * `u:<user id>` every session of a user.
 */
export const SESSION_INVALIDATION_TOPIC = 'auth:sessions';

/**
 * Told, after the change is committed, that sessions of `userId` ended: a logout, or a revocation of
 * the user's tokens (a password change, `revokeOthers` outside a transaction, `forgetUser`, a
 * frozen account). What other modules hold for a signed-in player (a game session) ends with them.
 */
export type SessionsEndedListener = (userId: number) => Promise<void> | void;

export interface AuthService {
  /** A new token for `user` (written in `tx` when given). */
  issue(user: Pick<UserRow, 'id' | 'type'>, tx?: Tx): Promise<string>;
  /**
   * The session's user (its fixed fields); throws 401 / UC/TOKEN_INVALID. Served from memory for
   * SESSION_CACHE_TTL_MS after a check against the database. Cached per request.
   */
  requireSession(request: FastifyRequest): Promise<SessionUser>;
  /** The user row of the request's token as it is now; throws 401 / UC/TOKEN_INVALID. Cached per request. */
  requireUser(request: FastifyRequest): Promise<UserRow>;
  /** The user of the request's token, or undefined when it carries none or an invalid one. */
  optionalUser(request: FastifyRequest): Promise<UserRow | undefined>;
  /** Revokes the request's token (no-op without a valid one). */
  revoke(request: FastifyRequest): Promise<void>;
  /**
   * Revokes every token of `userId` except `keepToken`'s. Inside a caller's transaction, call
   * `forgetUser` after its commit (a session read from memory before that would still pass).
   */
  revokeOthers(userId: number, keepToken: string | undefined, tx?: Tx): Promise<void>;
  /**
   * Drops the remembered sessions of `userId` on every instance: after anything that ends them
   * (password change, revocation, a frozen account), so the next request checks the database.
   */
  forgetUser(userId: number): Promise<void>;
  /**
   * A request's user turned out frozen or gone: forget its session here and everywhere, and throw
   * UC/TOKEN_INVALID (readers that fetch the user row check its state with it).
   */
  refuseFrozen(userId: number): Promise<never>;
  /**
   * Adds a listener told when sessions of a user end (see SessionsEndedListener), on the instance
   * that ended them; awaited in order, so the logout answers once they are done. Answers a function
   * that removes it.
   */
  onSessionsEnded(listener: SessionsEndedListener): () => void;
  /** Subscribes to the invalidation topic; resolves when subscribed. */
  start(): Promise<void>;
}

export interface SessionCacheOptions {
  /** Carries invalidations to every instance; default none (this instance only). */
  pubsub?: PubSub | undefined;
  /** Lifetime of a remembered session (ms); 0 checks the database on every request. */
  ttlMs?: number | undefined;
}

interface CachedSession {
  hash: string;
  tokenId: number;
  user: SessionUser;
  expiresAt: number;
  /** last_used_at as written (or being written) in the database. */
  lastUsedAt: number;
  /** Trusted until (epoch ms). */
  cachedUntil: number;
}

// eslint-disable-next-line max-lines-per-function -- over 150 lines; to split into one file per operation (issue 35)
export function createAuthService(
  db: Db,
  lifetimes: TokenLifetimes = DEFAULT_TOKEN_LIFETIMES,
  now: () => number = Date.now,
  cacheOptions: SessionCacheOptions = {},
): AuthService {
  const ttlMs = cacheOptions.ttlMs ?? SESSION_CACHE_TTL_MS;
  const pubsub = cacheOptions.pubsub;
  const sessionOfRequest = new WeakMap<FastifyRequest, Promise<SessionUser>>();
  const userOfRequest = new WeakMap<FastifyRequest, Promise<UserRow>>();
  /** The fresh user row a database lookup already read for a request (no second query). */
  const rowOfRequest = new WeakMap<FastifyRequest, UserRow>();
  /** Remembered sessions by token hash (insertion order: oldest first). */
  const sessions = new Map<string, CachedSession>();
  /** Bumped by every invalidation: a lookup that started before one is not remembered. */
  let generation = 0;
  const endedListeners = new Set<SessionsEndedListener>();
  async function sessionsEnded(userId: number): Promise<void> {
    for (const listener of [...endedListeners]) await listener(userId);
  }

  function dropToken(hash: string): void {
    generation++;
    sessions.delete(hash);
  }
  function dropUser(userId: number): void {
    generation++;
    for (const [hash, session] of sessions) if (session.user.id === userId) sessions.delete(hash);
  }
  async function announce(message: string): Promise<void> {
    if (pubsub) await pubsub.publish(SESSION_INVALIDATION_TOPIC, message);
  }
  function remember(session: CachedSession): void {
    if (ttlMs <= 0) return;
    sessions.delete(session.hash);
    if (sessions.size >= MAX_CACHED_SESSIONS) {
      const oldest = sessions.keys().next().value;
      if (oldest !== undefined) sessions.delete(oldest);
    }
    sessions.set(session.hash, session);
  }

  /** Checks the token in the database; remembers the session when nothing dropped meanwhile. */
  async function lookup(request: FastifyRequest, hash: string): Promise<SessionUser> {
    const startedAt = generation;
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
    if (startedAt === generation)
      remember({
        hash,
        tokenId: row.token.id,
        user,
        expiresAt: row.token.expiresAt.getTime(),
        lastUsedAt,
        cachedUntil: at + ttlMs,
      });
    return user;
  }

  /** A remembered session still valid at `at`, refreshing last_used_at when due. */
  async function fromMemory(session: CachedSession, at: number): Promise<SessionUser> {
    if (session.expiresAt <= at || session.lastUsedAt + lifetimes.idleMs <= at) {
      sessions.delete(session.hash);
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
        dropToken(session.hash);
        throw new AppError(ErrorCode.TOKEN_INVALID);
      }
    }
    return session.user;
  }

  function requireSession(request: FastifyRequest): Promise<SessionUser> {
    let pending = sessionOfRequest.get(request);
    if (!pending) {
      const token = tokenOf(request.headers);
      if (!token) {
        pending = Promise.reject(new AppError(ErrorCode.UNAUTHORIZED));
      } else {
        const hash = tokenHash(token);
        const at = now();
        const session = sessions.get(hash);
        pending =
          session && session.cachedUntil > at ? fromMemory(session, at) : lookup(request, hash);
      }
      sessionOfRequest.set(request, pending);
    }
    return pending;
  }

  async function refuseFrozen(userId: number): Promise<never> {
    dropUser(userId);
    await announce(`u:${userId}`);
    await sessionsEnded(userId);
    throw new AppError(ErrorCode.TOKEN_INVALID);
  }

  async function currentUser(request: FastifyRequest): Promise<UserRow> {
    const session = await requireSession(request);
    const looked = rowOfRequest.get(request);
    if (looked) return looked;
    const [row] = await db.select().from(userAccount).where(eq(userAccount.id, session.id));
    if (!row || !row.enabled) return refuseFrozen(session.id);
    return row;
  }

  function requireUser(request: FastifyRequest): Promise<UserRow> {
    let pending = userOfRequest.get(request);
    if (!pending) {
      pending = currentUser(request);
      userOfRequest.set(request, pending);
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
    requireSession,
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
      const hash = tokenHash(token);
      const [row] = await db
        .update(accessToken)
        .set({ revokedAt: new Date(now()) })
        .where(and(eq(accessToken.tokenHash, hash), isNull(accessToken.revokedAt)))
        .returning({ userId: accessToken.userId });
      // After the commit: a lookup racing the update cannot remember the session past this.
      dropToken(hash);
      await announce(`t:${hash}`);
      // Only the logout that ended the session tells (an old, revoked token ends nothing more).
      if (row) await sessionsEnded(row.userId);
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
      // Dropped now as well: no request of this instance trusts them from memory meanwhile (a
      // lookup before the caller's commit may remember one again, hence forgetUser after it).
      dropUser(userId);
      if (tx) return;
      await announce(`u:${userId}`);
      await sessionsEnded(userId);
    },
    async forgetUser(userId) {
      dropUser(userId);
      await announce(`u:${userId}`);
      await sessionsEnded(userId);
    },
    refuseFrozen,
    onSessionsEnded(listener) {
      endedListeners.add(listener);
      return () => endedListeners.delete(listener);
    },
    async start() {
      if (!pubsub) return;
      await pubsub.subscribe(SESSION_INVALIDATION_TOPIC, (message) => {
        if (message.startsWith('t:')) dropToken(message.slice(2));
        else if (message.startsWith('u:')) {
          const userId = Number(message.slice(2));
          if (Number.isInteger(userId)) dropUser(userId);
        }
      });
    },
  };
}
