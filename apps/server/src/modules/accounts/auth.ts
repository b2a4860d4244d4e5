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
//
// Each part is a file of its own, given the context (authContext.ts): the sessions in memory
// (sessionMemory.ts), a token's check (sessionCheck.ts), a request's session and user
// (requestSessions.ts), a new token (issueToken.ts), revocations (revokeTokens.ts); this factory
// only assembles them.
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { PubSub } from '../../realtime/pubsub';
import { type AuthContext, forgetUserSessions, type SessionsEndedListener } from './authContext';
import { issueToken } from './issueToken';
import { optionalUser, refuseFrozen, requireSession, requireUser } from './requestSessions';
import { revoke, revokeOthers } from './revokeTokens';
import { createSessionMemory, type SessionUser } from './sessionMemory';
import { DEFAULT_TOKEN_LIFETIMES, type TokenLifetimes } from './tokens';

export type { SessionsEndedListener, SessionUser };

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's sessions (operator tools and tests end them through `forgetUser`). */
    sessions: AuthService;
  }
}

/** How long a validated session is trusted from memory (ms). */
export const SESSION_CACHE_TTL_MS = 5_000;

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

export function createAuthService(
  db: Db,
  lifetimes: TokenLifetimes = DEFAULT_TOKEN_LIFETIMES,
  now: () => number = Date.now,
  cacheOptions: SessionCacheOptions = {},
): AuthService {
  const memory = createSessionMemory(
    cacheOptions.ttlMs ?? SESSION_CACHE_TTL_MS,
    cacheOptions.pubsub,
  );
  const ctx: AuthContext = {
    db,
    lifetimes,
    now,
    memory,
    sessionOfRequest: new WeakMap(),
    userOfRequest: new WeakMap(),
    rowOfRequest: new WeakMap(),
    endedListeners: new Set(),
  };
  return {
    issue: (user, tx) => issueToken(ctx, user, tx),
    requireSession: (request) => requireSession(ctx, request),
    requireUser: (request) => requireUser(ctx, request),
    optionalUser: (request) => optionalUser(ctx, request),
    revoke: (request) => revoke(ctx, request),
    revokeOthers: (userId, keepToken, tx) => revokeOthers(ctx, userId, keepToken, tx),
    forgetUser: (userId) => forgetUserSessions(ctx, userId),
    refuseFrozen: (userId) => refuseFrozen(ctx, userId),
    onSessionsEnded(listener) {
      ctx.endedListeners.add(listener);
      return () => ctx.endedListeners.delete(listener);
    },
    start: () => memory.start(),
  };
}
