// Validated sessions kept in memory for a few seconds, so a signed-in read costs no token query;
// dropped on every instance at once through the PubSub topic SESSION_INVALIDATION_TOPIC when
// sessions end. A lookup that started before a drop is not remembered (the generation counter).
import type { UserRow } from '../../db/schema';
import type { PubSub } from '../../realtime/pubsub';

/** What a session says about its user: the fields that never change for an account. */
export type SessionUser = Pick<UserRow, 'id' | 'companyId' | 'account' | 'type'>;

/** Most sessions kept in memory; the oldest go first. */
export const MAX_CACHED_SESSIONS = 20_000;
/**
 * PubSub topic that drops remembered sessions on every instance: `t:<token hash>` one session,
 * `u:<user id>` every session of a user.
 */
export const SESSION_INVALIDATION_TOPIC = 'auth:sessions';

export interface CachedSession {
  hash: string;
  tokenId: number;
  user: SessionUser;
  expiresAt: number;
  /** last_used_at as written (or being written) in the database. */
  lastUsedAt: number;
  /** Trusted until (epoch ms). */
  cachedUntil: number;
}

export interface SessionMemory {
  /** How long a remembered session is trusted (ms); 0 remembers none. */
  ttlMs: number;
  get(hash: string): CachedSession | undefined;
  /** Remembers `session` (the newest; the oldest goes when full). */
  remember(session: CachedSession): void;
  /** Forgets a session here without counting as a drop (it expired). */
  forget(hash: string): void;
  /** Bumped by every drop: a lookup that started before one is not remembered. */
  generation(): number;
  /** Drops one session on this instance. */
  dropToken(hash: string): void;
  /** Drops every session of a user on this instance. */
  dropUser(userId: number): void;
  /** Tells every instance to drop ('t:<hash>' or 'u:<user id>'); nothing without a PubSub. */
  announce(message: string): Promise<void>;
  /** Subscribes to the other instances' drops; resolves when subscribed. */
  start(): Promise<void>;
}

export function createSessionMemory(ttlMs: number, pubsub: PubSub | undefined): SessionMemory {
  /** Remembered sessions by token hash (insertion order: oldest first). */
  const sessions = new Map<string, CachedSession>();
  let generation = 0;

  function dropToken(hash: string): void {
    generation++;
    sessions.delete(hash);
  }
  function dropUser(userId: number): void {
    generation++;
    for (const [hash, session] of sessions) if (session.user.id === userId) sessions.delete(hash);
  }

  return {
    ttlMs,
    get: (hash) => sessions.get(hash),
    remember(session) {
      if (ttlMs <= 0) return;
      sessions.delete(session.hash);
      if (sessions.size >= MAX_CACHED_SESSIONS) {
        const oldest = sessions.keys().next().value;
        if (oldest !== undefined) sessions.delete(oldest);
      }
      sessions.set(session.hash, session);
    },
    forget: (hash) => void sessions.delete(hash),
    generation: () => generation,
    dropToken,
    dropUser,
    async announce(message) {
      if (pubsub) await pubsub.publish(SESSION_INVALIDATION_TOPIC, message);
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
