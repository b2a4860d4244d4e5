// Sockets spread again after an instance comes back. A load balancer places a socket once, when it
// connects: when one instance of three is killed or drained, its sockets reconnect to the others
// and stay there after it returns (the soak showed all 6,000 game sockets on one instance for the
// rest of its run, every draw's fan-out on one thread while two instances idled). So each ready
// instance writes how many sockets it holds to Redis every BALANCE_INTERVAL_MS and reads the
// others'; one holding well over its share tells a slice of them to reconnect elsewhere
// (SOCKET_DRAIN_CLOSE_CODE, which the client answers at once, without its back-off), and the load
// balancer's least-connections choice (the generated haproxy.cfg's `backend sockets`) sends them to
// the instances holding fewest. A slice a round, not all at once: each reconnection is a handshake,
// a subscription and a snapshot read on the receiving instances.
import { randomBytes } from 'node:crypto';
import { SOCKET_DRAIN_CLOSE_CODE } from '@jinli/contract';
import { Redis } from 'ioredis';
import type { Readiness } from '../modules/health/readiness';

/** How often an instance reports its sockets and looks at the others' (ms). */
export const BALANCE_INTERVAL_MS = 2_000;
/** A report older than this is an instance gone (killed: it never said goodbye). */
export const BALANCE_REPORT_TTL_MS = 3 * BALANCE_INTERVAL_MS;
/** Holding up to this many times its share, an instance keeps its sockets. */
export const BALANCE_TOLERANCE = 1.25;
/** Fewer sockets over the share than this are not worth moving. */
export const MIN_SOCKETS_MOVED = 50;
/** At most this part of its sockets an instance sends away in one round. */
export const MAX_SHARE_MOVED_PER_ROUND = 0.1;

/**
 * How many of its `own` sockets an instance sends elsewhere this round, given every live ready
 * instance's count (its own among them): none while it holds at most BALANCE_TOLERANCE times the
 * even share or fewer than MIN_SOCKETS_MOVED over it; else what is over the share, at most
 * MAX_SHARE_MOVED_PER_ROUND of its sockets (but MIN_SOCKETS_MOVED).
 */
export function socketsToMove(own: number, counts: readonly number[]): number {
  if (counts.length < 2) return 0;
  const total = counts.reduce((sum, count) => sum + count, 0);
  const share = Math.ceil(total / counts.length);
  const over = own - share;
  if (own <= share * BALANCE_TOLERANCE || over < MIN_SOCKETS_MOVED) return 0;
  return Math.min(over, Math.max(MIN_SOCKETS_MOVED, Math.ceil(own * MAX_SHARE_MOVED_PER_ROUND)));
}

/** Where the instances' socket counts meet. */
export interface SocketLoadBoard {
  /** Writes this instance's count; resolves with every live instance's, this one's among them. */
  report(count: number): Promise<number[]>;
  /** This instance is gone from the board at once (a drain), not after the report's TTL. */
  leave(): Promise<void>;
  close(): Promise<void>;
}

/** The board on the Redis at `url`: one hash under `namespace`, a field per instance. */
export function createRedisSocketLoadBoard(
  url: string,
  namespace: string,
  options: { now?: () => number; instanceId?: string } = {},
): SocketLoadBoard {
  const now = options.now ?? Date.now;
  const instance = options.instanceId ?? randomBytes(8).toString('hex');
  const key = `${namespace}sockets:load`;
  const redis = new Redis(url, { maxRetriesPerRequest: 3 });
  redis.on('error', (error: Error) => console.error('socket balance:', error.message));
  return {
    async report(count) {
      const at = now();
      // `count:expiresAt`: one field per instance, read and written in one round trip.
      const [, read] = (await redis
        .multi()
        .hset(key, instance, `${count}:${at + BALANCE_REPORT_TTL_MS}`)
        .hgetall(key)
        .exec())!;
      const fields = (read?.[1] ?? {}) as Record<string, string>;
      const counts: number[] = [];
      const gone: string[] = [];
      for (const [field, value] of Object.entries(fields)) {
        const [reported, expiresAt] = value.split(':').map(Number);
        if (expiresAt! > at) counts.push(reported!);
        else gone.push(field);
      }
      if (gone.length > 0) await redis.hdel(key, ...gone);
      return counts;
    },
    async leave() {
      await redis.hdel(key, instance);
    },
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}

/** A socket the balancer may send away (ws's WebSocket). */
export interface BalancedSocket {
  readonly readyState: number;
  readonly OPEN: number;
  close(code: number, reason: string): void;
}

export interface SocketBalancerOptions {
  board: SocketLoadBoard;
  /** This instance's sockets now (game and chat alike). */
  sockets: () => Iterable<BalancedSocket>;
  readiness: Readiness;
  intervalMs?: number;
  /** Told how many sockets a round sent away (a metric). */
  onMoved?: (count: number) => void;
  random?: () => number;
}

export interface SocketBalancer {
  /** One round (the timer's; tests call it). Resolves with how many sockets it sent away. */
  round(): Promise<number>;
  /** Stops the rounds and leaves the board. */
  stop(): Promise<void>;
}

/** `count` of `items` picked at random (a partial Fisher–Yates shuffle). */
function pick<T>(items: T[], count: number, random: () => number): T[] {
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random() * (items.length - i));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items.slice(0, count);
}

/** Starts the rounds (see the top of this file). */
export function startSocketBalancer(options: SocketBalancerOptions): SocketBalancer {
  const { board, readiness } = options;
  const random = options.random ?? Math.random;
  let stopped = false;
  let left = false;
  const round = async (): Promise<number> => {
    if (stopped) return 0;
    const state = readiness.state();
    if (state.draining) {
      // A draining instance takes no sockets: the others' share is counted without it.
      if (!left) await board.leave();
      left = true;
      return 0;
    }
    // Not ready yet (or Redis away): the load balancer sends it nothing, so it is no one's share.
    if (!state.ready) return 0;
    const open = [...options.sockets()].filter((socket) => socket.readyState === socket.OPEN);
    const move = socketsToMove(open.length, await board.report(open.length));
    if (move === 0 || stopped) return 0;
    for (const socket of pick(open, move, random))
      socket.close(SOCKET_DRAIN_CLOSE_CODE, 'rebalancing');
    options.onMoved?.(move);
    return move;
  };
  const timer = setInterval(() => {
    round().catch((error: Error) => console.error('socket balance:', error.message));
  }, options.intervalMs ?? BALANCE_INTERVAL_MS);
  timer.unref();
  return {
    round,
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      if (!left) await board.leave().catch(() => undefined);
      left = true;
      await board.close();
    },
  };
}
