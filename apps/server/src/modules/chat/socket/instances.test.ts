// The chat socket with the real chat module (service, storage, rules) on one app, and on two
// instances of the app sharing one database and Redis (PGlite, or PostgreSQL with
// JINLI_TEST_DB=postgres; the second part needs REDIS_URL): a message sent on one instance reaches
// a socket on the other, a reconnecting socket reads what it missed with after_id without gap or
// duplicate, signing in elsewhere kicks, maintenance closes sockets.
import { randomBytes } from 'node:crypto';
import {
  CHAT_REFUSAL,
  CHAT_SOCKET_PATH,
  ChatCloseCode,
  ChatCommand,
  type ChatMessage,
  type ChatServerFrame,
  chatServerFrameSchema,
  chatSocketQuery,
  ErrorCode,
} from '@jinli/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../../../../test/testApp';
import { WAIT_MS } from '../../../../test/timeouts';
import { call, dataOf, TEST_PASSWORD } from '../../../../test/users';
import { buildApp } from '../../../app';
import { systemConfig } from '../../../db/schema';
import { createRedisPubSub } from '../../../realtime/redisPubSub';
import { chatCall, chatPlayer, chatTokenOf, clientId, LOBBY, setRoom } from '../testKit';
import { createRedisPresence } from './presence';

const REDIS_URL = process.env.REDIS_URL;

class Client {
  readonly frames: ChatServerFrame[] = [];
  readonly closed: Promise<number>;
  private waiters: (() => void)[] = [];
  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(chatServerFrameSchema.parse(JSON.parse(data.toString())));
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve(code)));
  }
  static async open(app: FastifyInstance, token: string, isGuest = false): Promise<Client> {
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const query = chatSocketQuery(token, { isGuest, appId: 'jinli' });
    const client = new Client(
      new WebSocket(`ws://127.0.0.1:${address.port}${CHAT_SOCKET_PATH}?${query}`),
    );
    await new Promise((resolve, reject) => {
      client.ws.once('open', resolve);
      client.ws.once('error', reject);
    });
    return client;
  }
  send(frame: unknown): void {
    this.ws.send(JSON.stringify(frame));
  }
  async join(roomId: string) {
    const from = this.frames.length;
    this.send({ command: ChatCommand.JOIN, content: { room_id: roomId } });
    return this.next(
      (f) => f.command === ChatCommand.JOINED || f.command === ChatCommand.ERROR,
      from,
    );
  }
  say(roomId: string, body: string, id = clientId()): string {
    this.send({
      command: ChatCommand.SEND_ROOM,
      content: { room_id: roomId, type: 'text', body, client_id: id },
    });
    return id;
  }
  async next(
    match: (frame: ChatServerFrame) => boolean,
    from = 0,
    timeoutMs = WAIT_MS,
  ): Promise<ChatServerFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.slice(from).find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no matching frame; last: ${JSON.stringify(this.frames.slice(-4))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
  /** Room messages received, in order. */
  messages(): ChatMessage[] {
    return this.frames.filter((f) => f.command === ChatCommand.ROOM_MESSAGE) as ChatMessage[];
  }
}

const withBody = (body: string) => (f: ChatServerFrame) =>
  f.command === ChatCommand.ROOM_MESSAGE && (f as ChatMessage).content.body === body;

/** A sender allowed in the lobby (chat level 1) and without slow mode in the way. */
async function talker(t: TestApp) {
  return chatPlayer(t.app, t.database.db, { chatLevel: 1 });
}

async function setMaintenance(t: TestApp, on: boolean) {
  await t.database.db
    .update(systemConfig)
    .set({ configValue: on ? '1' : '0' })
    .where(eq(systemConfig.configKey, 'enable_chat_maintenance'));
}

describe('chat socket with the chat module', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ chat: { availabilityCacheMs: 0 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await setRoom(t.database.db, LOBBY, { secPerMess: 0 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('delivers a player’s message to the room with its stored id, and refuses by the rules', async () => {
    const [a, b] = [await talker(t), await talker(t)];
    const low = await chatPlayer(t.app, t.database.db, { chatLevel: 0 });
    const [sa, sb, sl] = [
      await Client.open(t.app, a.chatToken),
      await Client.open(t.app, b.chatToken),
      await Client.open(t.app, low.chatToken),
    ];
    for (const client of [sa, sb, sl])
      expect((await client.join(LOBBY)).command).toBe(ChatCommand.JOINED);
    const id = sa.say(LOBBY, '你好，大家');
    const got = (await sb.next(withBody('你好，大家'))) as ChatMessage;
    expect(got).toMatchObject({
      channel: `room:${LOBBY}`,
      content: { client_id: id, userinfo: { user_id: a.id } },
    });
    expect(got.id).toMatch(/^\d+$/);
    // Stored before it was sent: the history has it under the same id.
    const history = dataOf<{ items: ChatMessage[] }>(
      await chatCall(t.app, 'chatRecords', {
        chatToken: b.chatToken,
        query: { room_id: LOBBY, after_id: String(BigInt(got.id) - 1n) },
      }),
    );
    expect(history.items.map((m) => m.id)).toEqual([got.id]);

    const refusedId = sl.say(LOBBY, '我等级不够');
    expect(await sl.next((f) => f.command === ChatCommand.ERROR)).toEqual({
      command: ChatCommand.ERROR,
      channel: '',
      content: { code: ErrorCode.FORBIDDEN, msg: CHAT_REFUSAL.levelTooLow, client_id: refusedId },
    });
    expect(sl.ws.readyState).toBe(WebSocket.OPEN);
    for (const client of [sa, sb, sl]) client.ws.close();
  });

  it('refuses a bad token with TOKEN_INVALID (4002)', async () => {
    const client = await Client.open(t.app, 'x'.repeat(43));
    expect(await client.closed).toBe(ChatCloseCode.TOKEN_INVALID);
    expect(client.frames.at(-1)?.command).toBe(ChatCommand.TOKEN_INVALID);
  });

  it('kicks a player’s socket when it takes a chat token in another session (4001)', async () => {
    const player = await talker(t);
    const socket = await Client.open(t.app, player.chatToken);
    await socket.join(LOBBY);
    // Signing in again (another device) and asking for a chat token there.
    const login = dataOf<{ token: string }>(
      await call(t.app, 'login', {
        body: { account: player.account, password: TEST_PASSWORD },
      }),
    );
    const fresh = await chatTokenOf(t.app, login.token);
    expect(await socket.closed).toBe(ChatCloseCode.KICKED);
    expect(socket.frames.at(-1)).toMatchObject({ command: ChatCommand.KICKED });
    // The new device's socket works.
    const other = await Client.open(t.app, fresh);
    expect((await other.join(LOBBY)).command).toBe(ChatCommand.JOINED);
    other.ws.close();
  });

  it('closes sockets when chat goes into maintenance, and refuses new ones (4005)', async () => {
    const player = await talker(t);
    const socket = await Client.open(t.app, player.chatToken);
    await socket.join(LOBBY);
    await setMaintenance(t, true);
    try {
      // The next request finds chat unavailable: ERROR for it, then UNAVAILABLE and the close.
      const id = socket.say(LOBBY, '维护时发言');
      expect(await socket.closed).toBe(ChatCloseCode.UNAVAILABLE);
      expect(socket.frames.slice(-2)).toEqual([
        {
          command: ChatCommand.ERROR,
          channel: '',
          content: { code: ErrorCode.CHAT_UNAVAILABLE, msg: '聊天室目前不可用', client_id: id },
        },
        { command: ChatCommand.UNAVAILABLE, content: { msg: '聊天室目前不可用' } },
      ]);
      const refused = await Client.open(t.app, player.chatToken);
      expect(await refused.closed).toBe(ChatCloseCode.UNAVAILABLE);
    } finally {
      await setMaintenance(t, false);
    }
  });
});

describe.skipIf(!REDIS_URL)('chat socket on two instances through Redis', () => {
  let t: TestApp;
  let other: FastifyInstance;
  const prefix = `jinli-test-${randomBytes(4).toString('hex')}:`;
  const presenceA = createRedisPresence(REDIS_URL!, prefix);
  const presenceB = createRedisPresence(REDIS_URL!, prefix);

  beforeAll(async () => {
    t = await createTestApp({
      pubsub: createRedisPubSub(REDIS_URL!, prefix),
      chat: { availabilityCacheMs: 0, floodRules: [], presence: presenceA },
    });
    other = await buildApp({
      database: t.database,
      companyCode: 'jinli',
      ownsDatabase: false,
      pubsub: createRedisPubSub(REDIS_URL!, prefix),
      chat: { availabilityCacheMs: 0, floodRules: [], presence: presenceB },
    });
    await Promise.all([
      t.app.listen({ port: 0, host: '127.0.0.1' }),
      other.listen({ port: 0, host: '127.0.0.1' }),
    ]);
    await setRoom(t.database.db, LOBBY, { secPerMess: 0 });
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
    await Promise.all([presenceA.close(), presenceB.close()]);
  });

  it('delivers a message sent on one instance to sockets on both, and counts heads across them', async () => {
    const [a, b] = [await talker(t), await talker(t)];
    const onA = await Client.open(t.app, a.chatToken);
    const onB = await Client.open(other, b.chatToken);
    await onA.join(LOBBY);
    const joined = await onB.join(LOBBY);
    expect(joined).toMatchObject({ content: { room: { total_people: 2 } } });
    onA.say(LOBBY, '跨实例的消息');
    const [there, here] = [
      (await onB.next(withBody('跨实例的消息'))) as ChatMessage,
      (await onA.next(withBody('跨实例的消息'))) as ChatMessage,
    ];
    expect(there.id).toBe(here.id);
    onB.say(LOBBY, '反方向');
    await onA.next(withBody('反方向'));
    onA.ws.close();
    onB.ws.close();
  });

  it('lets a socket that reconnects read what it missed with after_id: no gap, no duplicate', async () => {
    const [writer, reader] = [await talker(t), await talker(t)];
    const sender = await Client.open(t.app, writer.chatToken);
    await sender.join(LOBBY);
    let socket = await Client.open(other, reader.chatToken);
    await socket.join(LOBBY);
    const seen: ChatMessage[] = [];
    const bodies = Array.from({ length: 12 }, (_, i) => `重连测试 ${i}`);

    // Messages 0-3 arrive live; the socket drops; 4-7 are sent while it is away; it reconnects,
    // joins, reads after the last id it has; 8-11 arrive live again.
    for (const body of bodies.slice(0, 4)) sender.say(LOBBY, body);
    await socket.next(withBody(bodies[3]!));
    seen.push(...socket.messages().filter((m) => bodies.includes(m.content.body)));
    socket.ws.terminate();
    await socket.closed;
    for (const body of bodies.slice(4, 8)) sender.say(LOBBY, body);
    await sender.next(withBody(bodies[7]!));

    socket = await Client.open(other, reader.chatToken);
    const rejoined = await socket.join(LOBBY);
    const lastId = (rejoined.content as { last_id: string }).last_id;
    for (const body of bodies.slice(8)) sender.say(LOBBY, body);
    const missed = dataOf<{ items: ChatMessage[] }>(
      await chatCall(other, 'chatRecords', {
        chatToken: reader.chatToken,
        query: { room_id: LOBBY, after_id: seen.at(-1)!.id },
      }),
    ).items.filter((m) => BigInt(m.id) <= BigInt(lastId));
    await socket.next(withBody(bodies[11]!));
    seen.push(...missed, ...socket.messages().filter((m) => bodies.includes(m.content.body)));

    expect(seen.map((m) => m.content.body)).toEqual(bodies);
    expect(new Set(seen.map((m) => m.id)).size).toBe(bodies.length);
    sender.ws.close();
    socket.ws.close();
  });

  it('kicks a socket on one instance when the player takes a chat token through the other', async () => {
    const player = await talker(t);
    const socket = await Client.open(other, player.chatToken);
    await socket.join(LOBBY);
    const login = dataOf<{ token: string }>(
      await call(t.app, 'login', { body: { account: player.account, password: TEST_PASSWORD } }),
    );
    await chatTokenOf(t.app, login.token);
    expect(await socket.closed).toBe(ChatCloseCode.KICKED);
  });
});
