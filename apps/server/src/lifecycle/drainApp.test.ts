// drainApp in process, on a listening app: through the drain delay the instance still answers (not
// ready) on new connections and keeps its sockets; then the listener closes and the sockets get the
// drain code; a request that never finishes is cut at the drain timeout. (drain.test.ts drains the
// real process under load.)
import { once } from 'node:events';
import { connect } from 'node:net';
import { SOCKET_DRAIN_CLOSE_CODE } from '@jinli/contract';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp } from '../../test/testApp';
import { createReadiness } from '../modules/health/readiness';
import { drainApp } from './drain';

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
