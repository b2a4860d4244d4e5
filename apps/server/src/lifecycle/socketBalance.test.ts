// Sockets spread again after an instance comes back: the rule of how many move, and the balancer on
// real sockets with the instances' counts on a real Redis (REDIS_URL).
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SOCKET_DRAIN_CLOSE_CODE } from '@jinli/contract';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { createReadiness } from '../modules/health/readiness';
import {
  BALANCE_REPORT_TTL_MS,
  createRedisSocketLoadBoard,
  MIN_SOCKETS_MOVED,
  type SocketLoadBoard,
  socketsToMove,
  startSocketBalancer,
} from './socketBalance';

const REDIS_URL = process.env.REDIS_URL;

describe('how many sockets an instance sends elsewhere', () => {
  it('none when it is alone or holds about its share', () => {
    expect(socketsToMove(6_000, [6_000])).toBe(0);
    expect(socketsToMove(2_400, [2_400, 1_800, 1_800])).toBe(0);
    expect(socketsToMove(0, [6_000, 0, 0])).toBe(0);
  });

  it('none when what is over its share is too few to be worth a reconnection', () => {
    expect(socketsToMove(60, [60, 0])).toBe(0);
  });

  it('a tenth of its sockets a round while it holds far over its share, never below it', () => {
    // The soak after a kill and a drain: every socket on one of three instances.
    expect(socketsToMove(6_000, [6_000, 0, 0])).toBe(600);
    expect(socketsToMove(2_700, [2_700, 1_700, 1_600])).toBe(270);
    expect(socketsToMove(3_000, [3_000, 2_000, 1_000])).toBe(300);
    expect(socketsToMove(200, [200, 0])).toBe(MIN_SOCKETS_MOVED);
  });

  it('brings three instances to within the tolerance of an even share in rounds', () => {
    const counts = [6_000, 0, 0];
    for (let round = 0; round < 40; round++) {
      const moves = counts.map((own) => socketsToMove(own, counts));
      // The least-connections balancer gives each reconnection to the instance holding fewest.
      moves.forEach((move, i) => {
        counts[i]! -= move;
        for (let n = 0; n < move; n++) {
          const fewest = counts.indexOf(Math.min(...counts));
          counts[fewest]!++;
        }
      });
    }
    expect(counts.reduce((a, b) => a + b)).toBe(6_000);
    for (const count of counts) expect(count).toBeLessThanOrEqual(2_000 * 1.25);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(1_500);
  });
});

describe.skipIf(!REDIS_URL)('the balancer, with the counts on Redis', () => {
  const namespace = () => `jinli-test-${randomBytes(4).toString('hex')}:`;
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A WebSocket server with `count` clients connected; each client's close code is recorded. */
  async function socketsOnOneInstance(count: number) {
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    cleanups.push(() => new Promise((resolve) => server.close(resolve)));
    const { port } = server.address() as AddressInfo;
    const closes: number[] = [];
    const clients = await Promise.all(
      Array.from({ length: count }, async () => {
        const client = new WebSocket(`ws://127.0.0.1:${port}`);
        client.on('close', (code) => closes.push(code));
        await new Promise((resolve, reject) => client.once('open', resolve).once('error', reject));
        return client;
      }),
    );
    cleanups.push(async () => clients.forEach((client) => client.terminate()));
    while (server.clients.size < count) await new Promise((resolve) => setTimeout(resolve, 5));
    return { server, closes };
  }

  function board(ns: string, now?: () => number): SocketLoadBoard {
    const made = createRedisSocketLoadBoard(REDIS_URL!, ns, { now });
    cleanups.push(() => made.close());
    return made;
  }

  it('tells the sockets over its share to reconnect elsewhere, with the drain code', async () => {
    const ns = namespace();
    const { server, closes } = await socketsOnOneInstance(200);
    // The instance back from a restart, holding none yet.
    await board(ns).report(0);
    const balancer = startSocketBalancer({
      board: board(ns),
      sockets: () => server.clients,
      readiness: createReadiness(),
      intervalMs: 60_000,
    });
    cleanups.push(() => balancer.stop());
    expect(await balancer.round()).toBe(MIN_SOCKETS_MOVED);
    await expect.poll(() => closes.length).toBe(MIN_SOCKETS_MOVED);
    expect(new Set(closes)).toEqual(new Set([SOCKET_DRAIN_CLOSE_CODE]));
    // Their 150 against the other's 0 (their reconnections went to it, not counted here yet).
    expect(await balancer.round()).toBe(MIN_SOCKETS_MOVED);
  });

  it('keeps its sockets while it is the only instance, or not ready, and leaves when it drains', async () => {
    const ns = namespace();
    const { server, closes } = await socketsOnOneInstance(120);
    const readiness = createReadiness(['seed']);
    const balancer = startSocketBalancer({
      board: board(ns),
      sockets: () => server.clients,
      readiness,
      intervalMs: 60_000,
    });
    cleanups.push(() => balancer.stop());
    const other = board(ns);
    await other.report(0);
    // Not ready: not on the board, nothing moved.
    expect(await balancer.round()).toBe(0);
    expect(await other.report(0)).toEqual([0]);
    readiness.done('seed');
    expect(await balancer.round()).toBe(MIN_SOCKETS_MOVED);
    expect((await other.report(0)).sort((a, b) => a - b)).toEqual([0, 120]);
    await expect.poll(() => closes.length).toBe(MIN_SOCKETS_MOVED);
    readiness.startDraining();
    expect(await balancer.round()).toBe(0);
    expect(await other.report(0)).toEqual([0]);
  });

  it('forgets an instance that stopped reporting (killed) after the report’s time to live', async () => {
    const ns = namespace();
    let at = 1_000_000;
    const killed = board(ns, () => at);
    const alive = board(ns, () => at);
    await killed.report(2_000);
    expect((await alive.report(10)).sort((a, b) => a - b)).toEqual([10, 2_000]);
    at += BALANCE_REPORT_TTL_MS + 1;
    expect(await alive.report(10)).toEqual([10]);
  });
});
