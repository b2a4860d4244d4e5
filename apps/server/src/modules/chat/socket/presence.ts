// Head counts of chat rooms and online users across instances (ChatPresence of ../types.ts).
// Each instance reports only its own sockets: the count of one (room, instance) or (user, instance)
// pair is written by that instance alone, so instances never race on a shared counter. The total is
// the sum over instances that are alive.
//
// On Redis (REDIS_URL) every key starts with the deployment namespace (realtime/namespace.ts):
//   <ns>chat:presence:instances        sorted set: instance id -> the time (ms) it counts as dead
//   <ns>chat:presence:room:<roomId>    hash: instance id -> that instance's sockets in the room
//   <ns>chat:presence:user:<userId>    hash: instance id -> that instance's sockets of the user
// An instance renews its entry in `instances` (and the expiry of its hashes) every heartbeat; a
// crashed instance stops renewing, so after PRESENCE_TTL_MS its counts are no longer summed (and
// are deleted by the next read), and hashes nobody renews expire on their own.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { ChatPresence } from '../types';

/** How long an instance's counts outlive its last heartbeat. */
export const PRESENCE_TTL_MS = 30_000;
/** How often an instance renews its counts (well inside the TTL, so one late beat does no harm). */
export const PRESENCE_HEARTBEAT_MS = 10_000;

/** Counts of several instances in one process (tests of two instances without Redis). */
export interface MemoryPresenceBoard {
  rooms: Map<string, Map<string, number>>;
  users: Map<string, Map<string, number>>;
}

export function createMemoryPresenceBoard(): MemoryPresenceBoard {
  return { rooms: new Map(), users: new Map() };
}

/** Presence in memory: one instance, or several sharing `board` in one process. */
export function createMemoryPresence(
  board: MemoryPresenceBoard = createMemoryPresenceBoard(),
): ChatPresence {
  const instance = randomBytes(6).toString('hex');
  const set = (counts: Map<string, Map<string, number>>, key: string, count: number) => {
    const perInstance = counts.get(key) ?? new Map<string, number>();
    if (count > 0) perInstance.set(instance, count);
    else perInstance.delete(instance);
    if (perInstance.size > 0) counts.set(key, perInstance);
    else counts.delete(key);
  };
  const sum = (counts: Map<string, Map<string, number>>, key: string) => {
    let total = 0;
    for (const count of counts.get(key)?.values() ?? []) total += count;
    return total;
  };
  return {
    async setLocal(roomId, count) {
      set(board.rooms, roomId, count);
    },
    async total(roomId) {
      return sum(board.rooms, roomId);
    },
    async totals(roomIds) {
      return new Map(roomIds.map((roomId) => [roomId, sum(board.rooms, roomId)]));
    },
    async isOnline(userId) {
      return sum(board.users, userId) > 0;
    },
    async setUserLocal(userId, count) {
      set(board.users, userId, count);
    },
    async close() {
      for (const counts of [board.rooms, board.users])
        for (const key of [...counts.keys()]) set(counts, key, 0);
    },
  };
}

/**
 * Sums the counts of live instances in each hash of KEYS[2..] and deletes the fields of dead ones.
 * KEYS[1] the instances set, ARGV[1] now (ms). One round trip, and no instance can die or renew
 * between reading the live set and reading the hashes.
 */
const SUM_LIVE_SCRIPT = `
local live = {}
for _, id in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], ARGV[1], '+inf')) do live[id] = true end
local sums = {}
for i = 2, #KEYS do
  local fields = redis.call('HGETALL', KEYS[i])
  local sum = 0
  for j = 1, #fields, 2 do
    if live[fields[j]] then sum = sum + tonumber(fields[j + 1])
    else redis.call('HDEL', KEYS[i], fields[j]) end
  end
  sums[#sums + 1] = sum
end
return sums
`;

export interface RedisPresenceOptions {
  ttlMs?: number;
  heartbeatMs?: number;
  /** The instance's id in the hashes; default random (a restarted instance is a new one). */
  instanceId?: string;
  now?: () => number;
}

/** Presence on the Redis at `url`, every key under `namespace` (the deployment's). */
export function createRedisPresence(
  url: string,
  namespace: string,
  options: RedisPresenceOptions = {},
): ChatPresence {
  const ttlMs = options.ttlMs ?? PRESENCE_TTL_MS;
  const heartbeatMs = options.heartbeatMs ?? PRESENCE_HEARTBEAT_MS;
  const instance = options.instanceId ?? randomBytes(8).toString('hex');
  const now = options.now ?? Date.now;
  const redis = new Redis(url, { maxRetriesPerRequest: 3 });
  redis.on('error', (error: Error) => console.error('chat presence:', error.message));
  redis.defineCommand('chatPresenceSum', { lua: SUM_LIVE_SCRIPT });
  const sumLive = (keys: string[], at: number): Promise<number[]> =>
    (
      redis as unknown as {
        chatPresenceSum(n: number, ...args: (string | number)[]): Promise<number[]>;
      }
    ).chatPresenceSum(keys.length + 1, instancesKey, ...keys, at);

  const instancesKey = `${namespace}chat:presence:instances`;
  const roomKey = (roomId: string) => `${namespace}chat:presence:room:${roomId}`;
  const userKey = (userId: string) => `${namespace}chat:presence:user:${userId}`;
  /** This instance's non-zero counts, renewed every heartbeat. */
  const mine = new Map<string, number>();
  let closed = false;

  /** Writes one count, renewing this instance's liveness in the same transaction. */
  const write = async (key: string, count: number) => {
    if (closed) return;
    const multi = redis.multi().zadd(instancesKey, now() + ttlMs, instance);
    if (count > 0) {
      mine.set(key, count);
      multi.hset(key, instance, count).pexpire(key, ttlMs);
    } else {
      mine.delete(key);
      multi.hdel(key, instance);
    }
    await multi.exec();
  };

  const beat = async () => {
    const pipeline = redis
      .pipeline()
      .zadd(instancesKey, now() + ttlMs, instance)
      .zremrangebyscore(instancesKey, '-inf', now() - ttlMs);
    // Written again (not only expired) so that counts a reader deleted while this instance looked
    // dead (a long pause) come back.
    for (const [key, count] of mine) pipeline.hset(key, instance, count).pexpire(key, ttlMs);
    await pipeline.exec();
  };
  const timer = setInterval(() => {
    beat().catch((error: Error) => console.error('chat presence heartbeat:', error.message));
  }, heartbeatMs);
  timer.unref();

  const totals = async (keys: string[]) =>
    keys.length === 0 ? [] : (await sumLive(keys, now())).map(Number);

  return {
    setLocal: (roomId, count) => write(roomKey(roomId), count),
    setUserLocal: (userId, count) => write(userKey(userId), count),
    async total(roomId) {
      return (await totals([roomKey(roomId)]))[0] ?? 0;
    },
    async totals(roomIds) {
      const unique = [...new Set(roomIds)];
      const sums = await totals(unique.map(roomKey));
      return new Map(unique.map((roomId, i) => [roomId, sums[i] ?? 0]));
    },
    async isOnline(userId) {
      return ((await totals([userKey(userId)]))[0] ?? 0) > 0;
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      // Gone at once rather than after the TTL: a clean shutdown takes its counts with it.
      const multi = redis.multi().zrem(instancesKey, instance);
      for (const key of mine.keys()) multi.hdel(key, instance);
      mine.clear();
      await multi.exec().catch(() => undefined);
      await redis.quit().catch(() => undefined);
    },
  };
}

/** Redis presence when a URL is given (keys under `namespace`), else in memory. */
export function createPresence(redisUrl?: string, namespace?: string): ChatPresence {
  if (!redisUrl) return createMemoryPresence();
  if (!namespace) throw new Error('Redis chat presence needs the deployment namespace');
  return createRedisPresence(redisUrl, namespace);
}
