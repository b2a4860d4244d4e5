// drainApp in process, on a listening app: through the drain delay the instance still answers (not
// ready) on new connections and keeps its sockets; then the listener closes and the sockets get the
// drain code; a request that never finishes is cut at the drain timeout. (drain.test.ts drains the
// real process under load.)
import { once } from 'node:events';
import { connect } from 'node:net';
import { SOCKET_DRAIN_CLOSE_CODE } from '@jinli/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createTestApp } from '../../test/testApp';
import { createReadiness } from '../modules/health/readiness';
import { closeSocketsPaced, drainApp } from './drain';

/** The drain delay of the first test (ms): long enough for two requests on a loaded machine. */
const DELAY_MS = 2_000;

/** A listening test app and its port; the drain closes it, the test drops its database. */
async function listening() {
  const readiness = createReadiness();
  const t = await createTestApp({ readiness, seed: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return { t, readiness, port: address.port };
}

describe('drainApp', () => {
  it('serves on, not ready, through the delay, then closes the listener and the sockets', async () => {
    const { t, readiness, port } = await listening();
    try {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/ws-game/1`);
      await once(socket, 'open');
      let socketClosedAt = 0;
      const closed = new Promise<number>((resolve) =>
        socket.on('close', (code) => {
          socketClosedAt = Date.now();
          resolve(code);
        }),
      );
      const started = Date.now();
      const drained = drainApp(t.app, { readiness, delayMs: DELAY_MS, timeoutMs: 5_000 });
      // A new connection during the delay: answered, and told the instance is going.
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ ready: false, draining: true });
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

      const report = await drained;
      expect(await closed).toBe(SOCKET_DRAIN_CLOSE_CODE);
      // Not before the delay was over.
      expect(socketClosedAt - started).toBeGreaterThanOrEqual(DELAY_MS - 50);
      expect(report).toMatchObject({ sockets: 1, timedOut: false });
      expect(report.ms).toBeGreaterThanOrEqual(DELAY_MS);
      await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    } finally {
      await t.testDatabase.drop();
    }
  });

  it('cuts a request still in flight at the drain timeout', async () => {
    const { t, readiness, port } = await listening();
    try {
      // A request whose body never arrives: in flight for good.
      const client = connect(port, '127.0.0.1');
      await once(client, 'connect');
      client.write(
        'POST /api/bet/save HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
          'Content-Length: 100\r\n\r\n{',
      );
      const cut = once(client, 'close');
      await new Promise((resolve) => setTimeout(resolve, 100));
      const report = await drainApp(t.app, { readiness, timeoutMs: 300 });
      expect(report.timedOut).toBe(true);
      expect(report.ms).toBeGreaterThanOrEqual(300);
      await cut;
    } finally {
      await t.testDatabase.drop();
    }
  });
});

describe('drainApp telling its sockets to go', () => {
  /** Opens `count` game sockets; resolves with the code each one's close came with. */
  async function openSockets(port: number, count: number) {
    const sockets = await Promise.all(
      Array.from({ length: count }, async () => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}/ws-game/1`);
        await once(socket, 'open');
        return socket;
      }),
    );
    return sockets.map(
      (socket) => new Promise<number>((resolve) => socket.on('close', (code) => resolve(code))),
    );
  }

  /**
   * Records the moment the server tells each of its sockets to go (its first close: the app's own
   * close calls it again on the way out). Read where the server tells them, not where the clients
   * read their closes: the clients share this process's event loop, and on a busy machine its
   * delays bunch the moments they read them at (a run read 197 ms where the server had spread its
   * telling over 250).
   */
  function recordTelling(app: FastifyInstance): () => number[] {
    const told = new Map<object, number>();
    for (const socket of app.websocketServer.clients) {
      const close = socket.close.bind(socket);
      socket.close = (...args: Parameters<typeof close>) => {
        if (!told.has(socket)) told.set(socket, Date.now());
        close(...args);
      };
    }
    return () => [...told.values()];
  }

  it('tells them a slice at a time, at the rate asked, all with the drain code', async () => {
    const { t, readiness, port } = await listening();
    try {
      const closes = await openSockets(port, 30);
      const toldAt = recordTelling(t.app);
      // 30 sockets at 100 a second: six slices of five, 50 ms apart — told over 250 ms, not in one go.
      const report = await drainApp(t.app, { readiness, timeoutMs: 10_000, socketsPerSecond: 100 });
      expect(report.sockets).toBe(30);
      expect(new Set(await Promise.all(closes))).toEqual(new Set([SOCKET_DRAIN_CLOSE_CODE]));
      expect(toldAt()).toHaveLength(30);
      expect(Math.max(...toldAt()) - Math.min(...toldAt())).toBeGreaterThanOrEqual(250);
    } finally {
      await t.testDatabase.drop();
    }
  });

  it('never spends more than a quarter of the drain timeout on it', async () => {
    const { t, readiness, port } = await listening();
    try {
      const closes = await openSockets(port, 30);
      const toldAt = recordTelling(t.app);
      // At 5 a second this would take 6 s; the timeout's quarter is 250 ms (4 s leaves a busy
      // machine its slack, and is still well under the 6 s the rate alone would take).
      const started = Date.now();
      await drainApp(t.app, { readiness, timeoutMs: 1_000, socketsPerSecond: 5 });
      expect(new Set(await Promise.all(closes))).toEqual(new Set([SOCKET_DRAIN_CLOSE_CODE]));
      expect(toldAt()).toHaveLength(30);
      expect(Math.max(...toldAt()) - started).toBeLessThan(4_000);
    } finally {
      await t.testDatabase.drop();
    }
  });
});

describe('closeSocketsPaced', () => {
  afterEach(() => vi.restoreAllMocks());

  // A timer counts from the event loop's cached clock, so it can fire before Date.now() reaches
  // the moment it was set for (a run told the last slice at 249 ms of 250). Here every timer fires
  // 10 ms early: each slice must still wait for its own moment.
  it('tells no slice before its moment, even when timers fire early', async () => {
    const setTimer = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((handler: () => void, ms = 0) =>
      setTimer(handler, Math.max(0, ms - 10))) as typeof setTimeout);
    const toldAt: number[] = [];
    const sockets = Array.from({ length: 30 }, () => ({ close: () => toldAt.push(Date.now()) }));
    const app = {
      hasDecorator: () => true,
      websocketServer: { clients: new Set(sockets) },
    } as unknown as FastifyInstance;
    const started = Date.now();
    // Six slices of five, 50 ms apart.
    await closeSocketsPaced(app, SOCKET_DRAIN_CLOSE_CODE, { perSecond: 100, withinMs: 10_000 });
    expect(toldAt).toHaveLength(30);
    for (let slice = 0; slice < 6; slice++)
      expect(toldAt[slice * 5]! - started).toBeGreaterThanOrEqual(slice * 50);
  });
});
