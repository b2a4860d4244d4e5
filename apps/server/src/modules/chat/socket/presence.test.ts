import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import type { ChatPresence } from '../types';
import { createMemoryPresence, createMemoryPresenceBoard, createRedisPresence } from './presence';

const REDIS_URL = process.env.REDIS_URL;

const implementations: [string, () => [ChatPresence, ChatPresence]][] = [
  [
    'memory',
    () => {
      const board = createMemoryPresenceBoard();
      return [createMemoryPresence(board), createMemoryPresence(board)];
    },
  ],
];
if (REDIS_URL) {
  implementations.push([
    'redis',
    () => {
      const namespace = `jinli-test-${randomBytes(4).toString('hex')}:`;
      return [createRedisPresence(REDIS_URL, namespace), createRedisPresence(REDIS_URL, namespace)];
    },
  ]);
}

describe.each(implementations)('%s chat presence', (_name, make) => {
  it('sums the counts of instances, each instance setting only its own', async () => {
    const [a, b] = make();
    try {
      await a.setLocal('lobby', 3);
      await b.setLocal('lobby', 4);
      await b.setLocal('71', 1);
      expect(await a.total('lobby')).toBe(7);
      await a.setLocal('lobby', 2);
      expect(await b.total('lobby')).toBe(6);
      expect(await a.totals(['lobby', '71', 'empty', 'lobby'])).toEqual(
        new Map([
          ['lobby', 6],
          ['71', 1],
          ['empty', 0],
        ]),
      );
      await b.setLocal('lobby', 0);
      expect(await a.total('lobby')).toBe(2);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('knows who is online on any instance, and forgets an instance that closed', async () => {
    const [a, b] = make();
    try {
      await a.setUserLocal('1001', 2);
      expect(await b.isOnline('1001')).toBe(true);
      expect(await b.isOnline('1002')).toBe(false);
      await a.setUserLocal('1001', 0);
      expect(await b.isOnline('1001')).toBe(false);
      await a.setUserLocal('1001', 1);
      await a.setLocal('lobby', 5);
      await b.setLocal('lobby', 1);
      await a.close();
      expect(await b.isOnline('1001')).toBe(false);
      expect(await b.total('lobby')).toBe(1);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe.skipIf(!REDIS_URL)('redis chat presence of a crashed instance', () => {
  it('stops counting an instance that no longer renews, and deletes its counts', async () => {
    const namespace = `jinli-test-${randomBytes(4).toString('hex')}:`;
    let clock = Date.now();
    const now = () => clock;
    // A minute: Redis expires the counts' keys after the time-to-live on its own clock, and a loaded
    // machine can take longer than a second between a write and the reads that expect it.
    const ttlMs = 60_000;
    const crashed = createRedisPresence(REDIS_URL!, namespace, { ttlMs, now });
    const alive = createRedisPresence(REDIS_URL!, namespace, { ttlMs, now });
    const redis = new Redis(REDIS_URL!);
    try {
      await crashed.setLocal('lobby', 10);
      await crashed.setUserLocal('1001', 1);
      await alive.setLocal('lobby', 2);
      expect(await alive.total('lobby')).toBe(12);
      // `crashed` writes nothing more; `alive` writes again after its time-to-live passed.
      clock += 1.5 * ttlMs;
      await alive.setLocal('lobby', 3);
      expect(await alive.total('lobby')).toBe(3);
      expect(await alive.isOnline('1001')).toBe(false);
      expect(await redis.hkeys(`${namespace}chat:presence:room:lobby`)).toHaveLength(1);
      // Keys carry an expiry, so a deployment whose instances all died leaves nothing behind.
      expect(await redis.pttl(`${namespace}chat:presence:room:lobby`)).toBeGreaterThan(0);
    } finally {
      await Promise.all([crashed.close(), alive.close()]);
      redis.disconnect();
    }
  });
});
