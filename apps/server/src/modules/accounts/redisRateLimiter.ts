// The rate limiter on Redis (REDIS_URL), so that limits hold across every instance sharing it. Each
// (kind, subject, window length, window number) is one hash with the failures (`h`) and the
// attempts under way (`p`): HINCRBY counts and answers the new count in one atomic command, PEXPIRE
// lets the key go two windows later, and the other field and the previous window's failures are read
// for the sliding estimate — all in one MULTI, so no other command runs between them.
import { Redis } from 'ioredis';
import {
  type AttemptKind,
  type PendingAttempt,
  bucketOf,
  type RateLimiter,
  slidingCount,
} from './rateLimits';

/**
 * A limiter on the Redis at `url`. Every key starts with `keyPrefix` (the deployment's prefix, e.g.
 * 'jinli:'; given by the app options, so deployments sharing a Redis do not share counters).
 */
export function createRedisRateLimiter(
  url: string,
  keyPrefix: string,
  now: () => number = Date.now,
): RateLimiter {
  const redis = new Redis(url, { maxRetriesPerRequest: 3 });
  redis.on('error', (error: Error) => console.error('redis rate limiter:', error.message));
  const keyOf = (kind: AttemptKind, subject: string, windowMs: number, bucket: number) =>
    `${keyPrefix}limit:${kind}:${windowMs}:${bucket}:${subject}`;

  /** Values of a MULTI's replies, throwing the first error. */
  const values = (replies: [Error | null, unknown][] | null): unknown[] => {
    if (!replies) throw new Error('redis rate limiter: transaction aborted');
    return replies.map(([error, value]) => {
      if (error) throw error;
      return value;
    });
  };

  /** Adds `add` to the current window's hash of each window in one MULTI; answers the counts. */
  const bump = async (
    kind: AttemptKind,
    subject: string,
    windowsMs: readonly number[],
    add: { hits: number; pending: number },
  ) => {
    const at = now();
    const multi = redis.multi();
    const keys = windowsMs.map((windowMs) => {
      const bucket = bucketOf(at, windowMs);
      const key = keyOf(kind, subject, windowMs, bucket);
      multi
        .hincrby(key, 'h', add.hits)
        .hincrby(key, 'p', add.pending)
        .pexpire(key, 2 * windowMs)
        .hmget(keyOf(kind, subject, windowMs, bucket - 1), 'h', 'p');
      return key;
    });
    const replies = values(await multi.exec());
    return windowsMs.map((windowMs, i) => {
      const [previousFailures, previousPending] = (replies[4 * i + 3] ?? []) as (string | null)[];
      return {
        windowMs,
        key: keys[i] ?? '',
        failures: slidingCount(Number(replies[4 * i]), Number(previousFailures ?? 0), at, windowMs),
        // Attempts begun in the previous window and still under way count in full.
        pending: Number(replies[4 * i + 1]) + Number(previousPending ?? 0),
      };
    });
  };

  return {
    kind: 'redis',
    async begin(kind, subject, windowsMs): Promise<PendingAttempt> {
      const rows = await bump(kind, subject, windowsMs, { hits: 0, pending: 1 });
      let ended = false;
      return {
        total: new Map(rows.map((r) => [r.windowMs, r.failures + r.pending])),
        failures: new Map(rows.map((r) => [r.windowMs, r.failures])),
        async end(outcome) {
          if (ended) return;
          ended = true;
          const multi = redis.multi();
          for (const { key } of rows) {
            multi.hincrby(key, 'p', -1);
            if (outcome === 'failed') multi.hincrby(key, 'h', 1);
          }
          values(await multi.exec());
        },
      };
    },
    async hit(kind, subject, windowsMs) {
      const rows = await bump(kind, subject, windowsMs, { hits: 1, pending: 0 });
      return new Map(rows.map((r) => [r.windowMs, r.failures]));
    },
    async peek(kind, subject, windowsMs) {
      const at = now();
      const multi = redis.multi();
      for (const windowMs of windowsMs) {
        const bucket = bucketOf(at, windowMs);
        multi
          .hget(keyOf(kind, subject, windowMs, bucket), 'h')
          .hget(keyOf(kind, subject, windowMs, bucket - 1), 'h');
      }
      const replies = values(await multi.exec());
      return new Map(
        windowsMs.map((windowMs, i) => [
          windowMs,
          slidingCount(Number(replies[2 * i] ?? 0), Number(replies[2 * i + 1] ?? 0), at, windowMs),
        ]),
      );
    },
    async forgive(kind, subject) {
      // Keys end with the subject; SCAN finds the subject's and its `subject|ip:…` ones, and only
      // the failures (`h`) go: `p` belongs to attempts under way, which still end and decrement it.
      const head = `${keyPrefix}limit:${kind}:`;
      const pattern = `${globEscape(head)}*:*:${globEscape(subject)}*`;
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
        cursor = next;
        const mine = keys.filter((key) => {
          const keySubject = key.slice(head.length).split(':').slice(2).join(':');
          return keySubject === subject || keySubject.startsWith(`${subject}|`);
        });
        if (mine.length > 0) {
          const multi = redis.multi();
          for (const key of mine) multi.hset(key, 'h', 0);
          values(await multi.exec());
        }
      } while (cursor !== '0');
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** `text` matched literally by a Redis glob pattern (SCAN MATCH). */
function globEscape(text: string): string {
  return text.replace(/[*?[\]\\]/g, (char) => `\\${char}`);
}
