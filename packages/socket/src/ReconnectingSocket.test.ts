import { SOCKET_DRAIN_CLOSE_CODE } from '@jinli/contract/routes';
import { afterEach, describe, expect, it } from 'vitest';
import {
  PING,
  PONG,
  recordingFactory,
  refusedUrl,
  sleep,
  startTestServer,
  until,
  type TestServer,
} from '../test/testServer';
import { ReconnectingSocket, type SocketState } from './ReconnectingSocket';
import { fixedServer, serverListFailover } from './reconnectPolicies';

const heartbeat = (intervalMs: number, timeoutMs: number) => ({
  intervalMs,
  timeoutMs,
  ping: () => PING,
  isPong: (data: string) => data === PONG,
});

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

async function server(options?: Parameters<typeof startTestServer>[0]): Promise<TestServer> {
  const s = await startTestServer(options);
  cleanups.push(() => s.close());
  return s;
}

function socket(options: ConstructorParameters<typeof ReconnectingSocket>[0]) {
  const s = new ReconnectingSocket({ networkEvents: null, ...options });
  cleanups.push(() => s.close());
  return s;
}

describe('ReconnectingSocket', () => {
  it('connects, passes messages both ways and closes deliberately without reconnecting', async () => {
    const srv = await server();
    const { create, urls } = recordingFactory();
    const s = socket({ policy: fixedServer(srv.url, 50), createWebSocket: create });
    const states: SocketState[] = [];
    s.onStateChange((state) => states.push(state));
    const messages: string[] = [];
    s.onMessage((m) => messages.push(m));

    s.connect();
    await until(() => s.state === 'open', 3000, 'open');
    expect(s.send('hello')).toBe(true);
    await until(() => srv.received.includes('hello'));
    srv.broadcast('{"command":"RESULT"}');
    await until(() => messages.length === 1);
    expect(messages).toEqual(['{"command":"RESULT"}']);

    s.close();
    expect(s.state).toBe('closed');
    await until(() => srv.clients().size === 0, 3000, 'server sees the close');
    await sleep(200);
    expect(urls).toHaveLength(1);
    expect(srv.connections).toBe(1);
    expect(states).toEqual(['connecting', 'open', 'closed']);
  });

  it('reconnects after the delay when the server drops the connection', async () => {
    const srv = await server();
    const s = socket({
      policy: fixedServer(srv.url, 300),
      createWebSocket: recordingFactory().create,
    });
    let opens = 0;
    s.onOpen(() => (opens += 1));
    s.connect();
    await until(() => opens === 1);

    // Taken before the drop: a poll that saw 'waiting' late (a busy machine) made the delay look
    // shorter than it was.
    const droppedAt = Date.now();
    srv.dropAll();
    await until(() => s.state === 'waiting', 3000, 'waiting');
    await until(() => opens === 2, 3000, 'second open');
    // Not before the reconnect delay.
    expect(Date.now() - droppedAt).toBeGreaterThanOrEqual(250);
    expect(srv.connections).toBe(2);
  });

  it('reconnects at once, without the back-off, when the server closes with the drain code', async () => {
    const srv = await server();
    // A delay far beyond the test's patience: only the drain path reopens before it. (The chat
    // socket's 3 s, with a reopen asked within 1 s, failed a machine busy enough to take that long.)
    const s = socket({
      policy: fixedServer(srv.url, 60_000),
      createWebSocket: recordingFactory().create,
    });
    let opens = 0;
    s.onOpen(() => (opens += 1));
    const closes: number[] = [];
    s.onClose(({ code }) => closes.push(code));
    s.connect();
    await until(() => opens === 1);

    const drainedAt = Date.now();
    for (const client of srv.clients()) client.close(SOCKET_DRAIN_CLOSE_CODE, 'draining');
    await until(() => opens === 2, 2_000, 'reopened');
    expect(Date.now() - drainedAt).toBeLessThan(60_000);
    expect(closes).toEqual([SOCKET_DRAIN_CLOSE_CODE]);
    expect(srv.connections).toBe(2);

    // Any other close code still waits out the back-off.
    for (const client of srv.clients()) client.close(4003, 'other');
    await until(() => s.state === 'waiting', 2_000, 'waiting');
    await sleep(500);
    expect(opens).toBe(2);
  });

  it('moves to another server of its list at once when its server drains', async () => {
    const a = await server();
    const b = await server();
    // A next-server delay far beyond the test's patience: only the drain path can be this quick.
    const policy = serverListFailover([a.url, b.url], {
      nextServerDelayMs: 60_000,
      random: () => 0,
    });
    const { create, urls } = recordingFactory();
    const s = socket({ policy, createWebSocket: create });
    s.connect();
    await until(() => s.state === 'open');
    for (const client of a.clients()) client.close(SOCKET_DRAIN_CLOSE_CODE, 'draining');
    await until(() => urls.length === 2 && s.state === 'open', 2_000, 'moved to b');
    expect(urls).toEqual([a.url, b.url]);
    expect(policy.remaining()).toEqual([b.url]);
  });

  it('keeps retrying a refused server and connects once it listens', async () => {
    const url = await refusedUrl();
    const { create, urls } = recordingFactory();
    const s = socket({ policy: fixedServer(url, 50), createWebSocket: create });
    s.connect();
    await until(() => urls.length >= 3, 3000, 'three refused attempts');
    expect(s.state).not.toBe('open');

    const port = Number(new URL(url).port);
    const srv = await server({ port });
    await until(() => s.state === 'open', 3000, 'open once listening');
    expect(srv.connections).toBe(1);
  });

  it('gives up on a server that stops answering pings and reconnects', async () => {
    const srv = await server({ answerPings: false });
    const s = socket({
      policy: fixedServer(srv.url, 50),
      createWebSocket: recordingFactory().create,
      heartbeat: heartbeat(40, 120),
    });
    s.connect();
    await until(() => srv.connections >= 2, 3000, 'a second connection after the pong time-out');
    // The dead connection was closed by the client, not left hanging.
    await until(() => srv.clients().size <= 1, 3000, 'old connection gone');
  });

  it('keeps a connection whose pings are answered', async () => {
    const srv = await server({ answerPings: true });
    const pongsSeen: string[] = [];
    const s = socket({
      policy: fixedServer(srv.url, 50),
      createWebSocket: recordingFactory().create,
      // A pong deadline that a busy machine's stall does not pass: after a stall of over 120 ms the
      // deadline's timer runs before the pong is read. Still well inside the wait, so unanswered
      // pings would end the connection.
      heartbeat: heartbeat(40, 400),
    });
    s.onMessage((m) => pongsSeen.push(m));
    s.connect();
    await sleep(1_200);
    expect(s.state).toBe('open');
    expect(srv.connections).toBe(1);
    // Pongs are the heartbeat's business, not the listeners'.
    expect(pongsSeen).toEqual([]);
  });

  it('queues nothing while offline: send() refuses and nothing arrives after reconnecting', async () => {
    const srv = await server();
    const s = socket({
      policy: fixedServer(srv.url, 200),
      createWebSocket: recordingFactory().create,
    });
    expect(s.send('before-connect')).toBe(false);
    s.connect();
    await until(() => s.state === 'open');
    srv.dropAll();
    await until(() => s.state === 'waiting');
    expect(s.send('bet while offline')).toBe(false);
    await until(() => s.state === 'open', 3000, 'reconnected');
    await sleep(100);
    expect(srv.received).toEqual([]);
  });

  it('reconnects at once when the network comes back', async () => {
    const srv = await server();
    const network = new EventTarget();
    const s = socket({
      policy: fixedServer(srv.url, 60_000),
      createWebSocket: recordingFactory().create,
      networkEvents: network,
    });
    s.connect();
    await until(() => s.state === 'open');
    srv.dropAll();
    await until(() => s.state === 'waiting');
    await sleep(100);
    expect(s.state).toBe('waiting');
    network.dispatchEvent(new Event('online'));
    await until(() => s.state === 'open', 2000, 'reconnected on online');
    expect(srv.connections).toBe(2);
  });

  it('ignores the online event after a deliberate close', async () => {
    const srv = await server();
    const network = new EventTarget();
    const s = socket({
      policy: fixedServer(srv.url, 50),
      createWebSocket: recordingFactory().create,
      networkEvents: network,
    });
    s.connect();
    await until(() => s.state === 'open');
    s.close();
    network.dispatchEvent(new Event('online'));
    await sleep(200);
    expect(s.state).toBe('closed');
    expect(srv.connections).toBe(1);
  });

  it('fails over from refused servers to a live one and drops the failed ones', async () => {
    const dead1 = await refusedUrl();
    const dead2 = await refusedUrl();
    const live = await server();
    // Always pick the first remaining server: dead1, then dead2, then the live one.
    const policy = serverListFailover([dead1, dead2, live.url], {
      nextServerDelayMs: 20,
      resetDelayMs: 5_000,
      random: () => 0,
    });
    const { create, urls } = recordingFactory();
    const s = socket({ policy, createWebSocket: create });
    s.connect();
    await until(() => s.state === 'open', 3000, 'open on the live server');
    expect(urls).toEqual([dead1, dead2, live.url]);
    expect(policy.remaining()).toEqual([live.url]);
  });

  it('resets an exhausted list after the reset delay and tries again', async () => {
    const dead1 = await refusedUrl();
    const dead2 = await refusedUrl();
    const policy = serverListFailover([dead1, dead2], {
      nextServerDelayMs: 20,
      resetDelayMs: 400,
      random: () => 0,
    });
    const { create, urls } = recordingFactory();
    // When each attempt began, as it began: a poll that saw the wait late (a busy machine) made
    // the reset delay look shorter than it was.
    const attemptedAt: number[] = [];
    const s = socket({
      policy,
      createWebSocket: (url) => {
        attemptedAt.push(Date.now());
        return create(url);
      },
    });
    s.connect();
    await until(() => urls.length === 2, 3000, 'both tried');
    await until(() => urls.length === 3, 3000, 'retry after reset');
    // The list was exhausted after the second attempt began: the third waited the reset delay.
    expect(attemptedAt[2]! - attemptedAt[1]!).toBeGreaterThanOrEqual(300);
    expect(urls).toEqual([dead1, dead2, dead1]);
  });

  it('drops a server that was open and then went away, and moves to another', async () => {
    const a = await server();
    const b = await server();
    const policy = serverListFailover([a.url, b.url], { nextServerDelayMs: 20, random: () => 0 });
    const { create, urls } = recordingFactory();
    const s = socket({ policy, createWebSocket: create });
    s.connect();
    await until(() => s.state === 'open');
    expect(urls).toEqual([a.url]);
    a.dropAll();
    await until(() => urls.length === 2 && s.state === 'open', 3000, 'moved to b');
    expect(urls[1]).toBe(b.url);
    expect(b.connections).toBe(1);
  });

  it('counts a URL the WebSocket refuses to construct as a failed attempt', async () => {
    const live = await server();
    const policy = serverListFailover(['not a url', live.url], {
      nextServerDelayMs: 10,
      random: () => 0,
    });
    const { create, urls } = recordingFactory();
    const s = socket({ policy, createWebSocket: create });
    s.connect();
    await until(() => s.state === 'open');
    expect(urls).toEqual(['not a url', live.url]);
  });
});
