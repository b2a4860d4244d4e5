// Request ids: a sane X-Request-Id from the load balancer is kept, echoed and logged; anything else
// is replaced by a fresh UUID. And the id crosses instances: two apps on one database and one bus
// (as two instances on PostgreSQL and Redis), an operator's draw on the first reaches a game socket
// on the second, whose log names the request and whose metrics time the draw's delivery.
import { once } from 'node:events';
import {
  CHAT_SOCKET_PATH,
  ChatCommand,
  chatSocketQuery,
  GameChannel,
  GameCommand,
} from '@jinli/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, TEST_COMPANY, type TestApp } from '../../test/testApp';
import { WAIT_MS } from '../../test/timeouts';
import { buildApp } from '../app';
import { METRICS_PATH } from '../metrics/metricsRoute';
import { OPERATOR_DRAW_PATH, OPERATOR_TOKEN_HEADER } from '../modules/lottery/operator';
import { chatPlayer, LOBBY, setRoom } from '../modules/chat/testKit';
import { chatTopics } from '../modules/chat/types';
import { createMemoryPubSub } from '../realtime/memoryPubSub';
import { REQUEST_ID_HEADER } from './requestId';

const OPERATOR = { name: 'ops', token: 'ops-token-0123456789abcdef', role: 'admin' as const };
/** 香港六合彩: drawn by operators (externally), no test-draw switch needed. */
const GAME = 70;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A logger writing its JSON lines into `lines`. */
function capture(lines: Record<string, unknown>[]) {
  return {
    level: 'info',
    stream: {
      write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
    },
  };
}

const bus = createMemoryPubSub();
const linesA: Record<string, unknown>[] = [];
const linesB: Record<string, unknown>[] = [];
let a: TestApp;
let b: FastifyInstance;

beforeAll(async () => {
  a = await createTestApp({
    pubsub: bus,
    traceRequests: true,
    logger: capture(linesA),
    operators: [OPERATOR],
  });
  b = await buildApp({
    database: a.database,
    ownsDatabase: false,
    companyCode: TEST_COMPANY,
    pubsub: bus,
    traceRequests: true,
    logger: capture(linesB),
    console: true,
  });
  await b.listen({ port: 0, host: '127.0.0.1' });
  await a.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** ws://… of `path` on `app`'s listener. */
function socketUrl(app: FastifyInstance, path: string): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `ws://127.0.0.1:${address.port}${path}`;
}

/** Waits until `done()`, polling. */
async function until(done: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function health(headers: Record<string, string> = {}) {
  const response = await a.app.inject({ method: 'GET', url: '/healthz', headers });
  expect(response.statusCode).toBe(200);
  return String(response.headers[REQUEST_ID_HEADER]);
}

describe('request ids', () => {
  it('keeps a sane incoming X-Request-Id, echoes it and logs the request under it', async () => {
    const id = 'lb-5f3a.9c:42_x';
    expect(await health({ 'x-request-id': id })).toBe(id);
    const lines = linesA.filter((line) => line.reqId === id);
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it.each([
    ['with a space', 'a b'],
    ['with a quote', 'a"b'],
    ['with a newline', 'a\\nb'],
    ['too long', 'x'.repeat(129)],
    ['empty', ''],
  ])('replaces an id %s by a fresh UUID', async (_what, id) => {
    expect(await health({ 'x-request-id': id })).toMatch(UUID);
  });

  it('gives each request without one an id of its own', async () => {
    const [first, second] = [await health(), await health()];
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(first).not.toBe(second);
  });
});

describe('a request id across instances', () => {
  it("names the request that drew in the other instance's log, and times the draw's delivery", async () => {
    const socket = new WebSocket(socketUrl(b, '/ws-game/1'));
    await once(socket, 'open');
    const frames: { command: string; channel: string; content: { pre?: { openNum: string } } }[] =
      [];
    const texts: string[] = [];
    socket.on('message', (data) => {
      texts.push(String(data));
      frames.push(JSON.parse(String(data)) as (typeof frames)[number]);
    });
    socket.send(
      JSON.stringify({
        command: GameCommand.SUBSCRIBE,
        channel: GameChannel.RESULT,
        content: { gameId: GAME },
      }),
    );
    // SUBSCRIBED, then the current state.
    await until(() => frames.filter((f) => f.command === GameCommand.PUSH).length === 1, 'state');

    const id = 'lb-draw-0001';
    const drawn = await a.app.inject({
      method: 'POST',
      url: OPERATOR_DRAW_PATH,
      headers: { [OPERATOR_TOKEN_HEADER]: OPERATOR.token, 'x-request-id': id },
      payload: { gameId: GAME, numbers: [3, 17, 22, 31, 40, 45, 9] },
    });
    expect(drawn.statusCode, drawn.body).toBe(200);
    await until(() => frames.filter((f) => f.command === GameCommand.PUSH).length === 2, 'push');
    const openNum = frames[frames.length - 1]!.content.pre?.openNum ?? '';
    expect(openNum.split(',').map(Number)).toEqual([3, 17, 22, 31, 40, 45, 9]);
    // The socket gets the frame as published: the trace travels beside it, never to clients.
    expect(texts[texts.length - 1]).not.toContain('_rid');

    // The other instance logged the message under the request's id.
    expect(linesB).toContainEqual(
      expect.objectContaining({ reqId: id, topic: `game:${GAME}:RESULT`, msg: 'pubsub message' }),
    );
    const scraped = await b.consoleApp!.inject({ method: 'GET', url: METRICS_PATH });
    expect(scraped.body).toMatch(/^jinli_draw_delivery_seconds_count 1$/m);
    socket.close();
  });

  it("names the socket that sent a room message in the other instance's log", async () => {
    await setRoom(a.database.db, LOBBY, { secPerMess: 0 });
    const [sender, reader] = [
      await chatPlayer(a.app, a.database.db, { chatLevel: 1 }),
      await chatPlayer(a.app, a.database.db, { chatLevel: 1 }),
    ];
    const open = async (app: FastifyInstance, token: string, headers: Record<string, string>) => {
      const query = chatSocketQuery(token, { appId: TEST_COMPANY });
      const ws = new WebSocket(socketUrl(app, `${CHAT_SOCKET_PATH}?${query}`), { headers });
      const frames: { command: number; content?: { body?: string } }[] = [];
      ws.on('message', (data) => frames.push(JSON.parse(String(data)) as (typeof frames)[number]));
      await once(ws, 'open');
      ws.send(JSON.stringify({ command: ChatCommand.JOIN, content: { room_id: LOBBY } }));
      await until(() => frames.some((f) => f.command === ChatCommand.JOINED), 'joined');
      return { ws, frames };
    };
    // The load balancer's id of the sender's upgrade request.
    const id = 'lb-chat-0001';
    const sending = await open(a.app, sender.chatToken, { 'x-request-id': id });
    const reading = await open(b, reader.chatToken, {});
    sending.ws.send(
      JSON.stringify({
        command: ChatCommand.SEND_ROOM,
        content: { room_id: LOBBY, type: 'text', body: '跨实例', client_id: 'c-1' },
      }),
    );
    await until(
      () => reading.frames.some((f) => f.command === ChatCommand.ROOM_MESSAGE),
      'the message on the other instance',
    );
    expect(linesB).toContainEqual(
      expect.objectContaining({ reqId: id, topic: chatTopics.room(LOBBY), msg: 'pubsub message' }),
    );
    sending.ws.close();
    reading.ws.close();
  });
});
