// The chat socket hub against a small fake ChatSocketService (the real service is tested with the
// hub in instances.test.ts): authentication, joins, forwarding, refusals, control events,
// presence and PEOPLE throttling, limits.
import {
  CHAT_REFUSAL,
  CHAT_SOCKET_MAX_ROOMS,
  CHAT_SOCKET_PATH,
  ChatCloseCode,
  ChatCommand,
  type ChatMessage,
  type ChatRoom,
  type ChatServerFrame,
  chatServerFrameSchema,
  chatSocketQuery,
  ErrorCode,
  UNSTORABLE_TEXT_MSG,
} from '@jinli/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { WAIT_MS } from '../../../../test/timeouts';
import { AppError } from '../../../http/AppError';
import { installErrorHandling } from '../../../http/errorHandling';
import { createMemoryPubSub } from '../../../realtime/memoryPubSub';
import type { PubSub } from '../../../realtime/pubsub';
import {
  type ChatControlEvent,
  type ChatPresence,
  type ChatPrincipal,
  type ChatSocketService,
  chatTopics,
} from '../types';
import { BAD_FRAME_MSG, WEBSOCKET_ONLY_MSG } from '../../../realtime/websocket';
import { type ChatSocketOptions, registerChatSocket } from './hub';
import { CHAT_IDLE_CLOSE_CODE } from './openSocket';
import { createMemoryPresence } from './presence';
import { TOO_MANY_ROOMS_MSG } from './rooms';

const principal = (userId: string, sessionId: string | null = `s-${userId}`): ChatPrincipal => ({
  userId,
  isGuest: false,
  playerId: Number(userId),
  sessionId,
  userinfo: { user_id: userId, nickname: `玩家${userId}`, chatLevel: 0, avatarId: 1, color: 1 },
  isService: false,
});

/** The fake service: tokens `t:<userId>[:<session>]`, rooms lobby and 71, 'vip' is refused. */
function fakeService(pubsub: PubSub, presence: ChatPresence) {
  const stored: ChatMessage[] = [];
  const state = {
    available: true,
    stored,
    /** Awaited inside roomFor before and after it reads the newest id (to publish meanwhile). */
    beforeRead: undefined as Promise<void> | undefined,
    afterRead: undefined as Promise<void> | undefined,
  };
  const room = async (roomId: string): Promise<ChatRoom> => ({
    room_id: roomId,
    name: roomId === 'lobby' ? '大厅' : `彩种${roomId}`,
    gameId: roomId === 'lobby' ? null : Number(roomId),
    enable_chat: 1,
    min_chat_level: 0,
    total_people: await presence.total(roomId),
    sec_per_mess: 0,
    last_message: null,
  });
  const store = (p: ChatPrincipal, command: number, roomId: string, body: string, extra = {}) => {
    const message: ChatMessage = {
      id: String(stored.length + 1),
      created_at: Date.now(),
      command,
      channel: `${command === ChatCommand.ROOM_MESSAGE ? 'room' : 'private'}:${roomId}`,
      content: { type: 'text', body, room_id: roomId, userinfo: p.userinfo, ...extra },
    };
    stored.push(message);
    return message;
  };
  const service: ChatSocketService = {
    async authenticate(token) {
      const [kind, userId, session] = token.split(':');
      return kind === 't' && userId ? principal(userId, session ?? `s-${userId}`) : null;
    },
    async assertAvailable() {
      if (!state.available) throw new AppError(ErrorCode.CHAT_UNAVAILABLE);
    },
    async roomFor(_p, roomId) {
      if (roomId === 'vip') throw new AppError(ErrorCode.FORBIDDEN, CHAT_REFUSAL.levelTooLow);
      if (roomId !== 'lobby' && roomId !== '71') throw new AppError(ErrorCode.NOT_FOUND);
      await state.beforeRead;
      const last = stored.filter((m) => m.content.room_id === roomId).at(-1);
      await state.afterRead;
      return { room: await room(roomId), lastId: last?.id ?? '' };
    },
    async sendRoom(p, input) {
      if (input.body === 'too fast')
        throw new AppError(ErrorCode.TOO_MANY_REQUESTS, CHAT_REFUSAL.slowMode.replace('{n}', '3'));
      const message = store(p, ChatCommand.ROOM_MESSAGE, input.room_id, input.body, {
        client_id: input.client_id,
      });
      await pubsub.publish(chatTopics.room(input.room_id), JSON.stringify(message));
      return message;
    },
    async sendPrivate(p, input) {
      const message = store(p, ChatCommand.PRIVATE_MESSAGE, `p-${input.reciveId}`, input.body, {
        reciveId: input.reciveId,
        client_id: input.client_id,
      });
      for (const userId of new Set([p.userId, input.reciveId]))
        await pubsub.publish(chatTopics.user(userId), JSON.stringify(message));
      return message;
    },
    async invite(p, input) {
      if (p.userinfo.chatLevel < 2)
        throw new AppError(ErrorCode.FORBIDDEN, CHAT_REFUSAL.moderatorOnly);
      await pubsub.publish(chatTopics.user(input.reciveId), '{}');
    },
    async deleteMessage(_p, id) {
      const message = stored.find((m) => m.id === id);
      if (!message) throw new AppError(ErrorCode.NOT_FOUND);
      const deleted = { id, room_id: message.content.room_id };
      await pubsub.publish(
        chatTopics.room(deleted.room_id),
        JSON.stringify({ command: ChatCommand.MESSAGE_DELETED, channel: '', content: deleted }),
      );
      return deleted;
    },
  };
  return { service, state };
}

/** A PubSub that counts subscriptions per topic. */
function countingPubSub(inner: PubSub) {
  const subscribed = new Map<string, number>();
  const live = new Map<string, number>();
  const pubsub: PubSub = {
    ...inner,
    publish: (topic, message) => inner.publish(topic, message),
    async subscribe(topic, listener) {
      subscribed.set(topic, (subscribed.get(topic) ?? 0) + 1);
      live.set(topic, (live.get(topic) ?? 0) + 1);
      const unsubscribe = await inner.subscribe(topic, listener);
      return async () => {
        live.set(topic, (live.get(topic) ?? 0) - 1);
        await unsubscribe();
      };
    },
  };
  return { pubsub, subscribed, live };
}

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
    const ws = new WebSocket(`ws://127.0.0.1:${address.port}${CHAT_SOCKET_PATH}?${query}`);
    const client = new Client(ws);
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    return client;
  }
  /** Opens and waits until the hub has authenticated the socket (a ping answered). */
  static async ready(app: FastifyInstance, token: string): Promise<Client> {
    const client = await Client.open(app, token);
    client.send({ command: ChatCommand.PING });
    await client.next((f) => f.command === ChatCommand.PONG);
    return client;
  }
  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }
  async join(roomId: string) {
    const from = this.frames.length;
    this.send({ command: ChatCommand.JOIN, content: { room_id: roomId } });
    return this.next(
      (f) => f.command === ChatCommand.JOINED || f.command === ChatCommand.ERROR,
      from,
    );
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
        throw new Error(
          `no matching frame in ${this.frames.length}; last: ${JSON.stringify(this.frames.slice(-3)).slice(0, 600)}`,
        );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
  /** Sends a ping and waits for its pong: every frame published before has arrived by then. */
  async sync(timeoutMs = WAIT_MS): Promise<void> {
    const from = this.frames.length;
    const at = Math.random();
    this.send({ command: ChatCommand.PING, content: { at } });
    await this.next(
      (f) => f.command === ChatCommand.PONG && (f.content as { at?: number })?.at === at,
      from,
      timeoutMs,
    );
  }
}

const isMessage = (body: string) => (f: ChatServerFrame) =>
  f.command === ChatCommand.ROOM_MESSAGE && (f as ChatMessage).content.body === body;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function start(options: Partial<ChatSocketOptions> = {}) {
  const counting = countingPubSub(createMemoryPubSub());
  const presence = createMemoryPresence();
  const fake = fakeService(counting.pubsub, presence);
  const app = Fastify();
  installErrorHandling(app);
  const hub = await registerChatSocket(app, {
    service: fake.service,
    pubsub: counting.pubsub,
    presence,
    peopleIntervalMs: 50,
    ...options,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const clients: Client[] = [];
  const open = async (token: string) => {
    const client = await Client.ready(app, token);
    clients.push(client);
    return client;
  };
  const close = async () => {
    for (const client of clients) client.ws.terminate();
    await app.close();
  };
  return { app, hub, presence, ...fake, ...counting, open, close };
}

let running: Awaited<ReturnType<typeof start>> | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});
const started = async (options?: Partial<ChatSocketOptions>) => (running = await start(options));

describe('chat socket: connecting', () => {
  it('refuses an unknown or missing token with TOKEN_INVALID and closes 4002', async () => {
    const t = await started();
    for (const token of ['nonsense', '']) {
      const client = await Client.open(t.app, token);
      expect(await client.closed).toBe(ChatCloseCode.TOKEN_INVALID);
      expect(client.frames).toEqual([
        { command: ChatCommand.TOKEN_INVALID, content: { msg: '登录已失效，请重新登录' } },
      ]);
    }
    expect(t.hub.socketCount()).toBe(0);
  });

  it('refuses a socket while chat is unavailable with UNAVAILABLE and closes 4005', async () => {
    const t = await started();
    t.state.available = false;
    const client = await Client.open(t.app, 't:1001');
    expect(await client.closed).toBe(ChatCloseCode.UNAVAILABLE);
    expect(client.frames).toEqual([
      { command: ChatCommand.UNAVAILABLE, content: { msg: '聊天室目前不可用' } },
    ]);
  });

  it('answers a plain HTTP request with 400 { code, msg }', async () => {
    const t = await started();
    const response = await t.app.inject({ method: 'GET', url: CHAT_SOCKET_PATH });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'SYS/BAD_REQUEST', msg: WEBSOCKET_ONLY_MSG });
  });

  it('answers a ping with a pong echoing its channel and content', async () => {
    const t = await started();
    const client = await t.open('t:1001');
    client.send({ command: ChatCommand.PING, channel: 'hb', content: { at: 5 } });
    expect(await client.next((f) => f.channel === 'hb')).toEqual({
      command: ChatCommand.PONG,
      channel: 'hb',
      content: { at: 5 },
    });
  });
});

describe('chat socket: joining and leaving rooms', () => {
  it('joins a room: JOINED with the room, its head count and newest id; then its messages', async () => {
    const t = await started();
    const [a, b, outside] = [await t.open('t:1'), await t.open('t:2'), await t.open('t:3')];
    expect(await a.join('lobby')).toMatchObject({
      command: ChatCommand.JOINED,
      channel: 'room:lobby',
      content: { room: { room_id: 'lobby', total_people: 1 }, last_id: '' },
    });
    await a.join('71');
    b.send({
      command: ChatCommand.SEND_ROOM,
      content: { room_id: 'lobby', type: 'text', body: '大家好', client_id: 'c1' },
    });
    // b is not in the room: it gets its own message straight back.
    expect(await b.next(isMessage('大家好'))).toMatchObject({
      id: '1',
      content: { client_id: 'c1', userinfo: { user_id: '2' } },
    });
    expect(await a.next(isMessage('大家好'))).toMatchObject({ id: '1', channel: 'room:lobby' });
    expect(await b.join('lobby')).toMatchObject({
      content: { room: { total_people: 2 }, last_id: '1' },
    });
    // Now in the room, b gets its next message once, through the room.
    b.send({
      command: ChatCommand.SEND_ROOM,
      content: { room_id: 'lobby', type: 'text', body: '第二条', client_id: 'c2' },
    });
    await a.next(isMessage('第二条'));
    await b.next(isMessage('第二条'));
    await b.sync();
    expect(b.frames.filter(isMessage('第二条'))).toHaveLength(1);
    await outside.sync();
    expect(outside.frames.filter((f) => f.command === ChatCommand.ROOM_MESSAGE)).toEqual([]);
    // Room 71 did not get the lobby's messages.
    await a.sync();
    expect(a.frames.filter((f) => f.channel === 'room:71' && 'id' in f)).toEqual([]);
  });

  it('subscribes a room once however many sockets join, and drops it when the last leaves', async () => {
    const t = await started();
    const clients = await Promise.all([1, 2, 3].map((n) => t.open(`t:${n}`)));
    for (const client of clients) await client.join('lobby');
    const topic = chatTopics.room('lobby');
    expect(t.subscribed.get(topic)).toBe(1);
    expect(t.subscribed.get(chatTopics.control)).toBe(1);
    const [first, second, third] = clients as [Client, Client, Client];
    first.send({ command: ChatCommand.LEAVE, content: { room_id: 'lobby' } });
    expect(await first.next((f) => f.command === ChatCommand.LEFT)).toEqual({
      command: ChatCommand.LEFT,
      channel: 'room:lobby',
      content: { room_id: 'lobby' },
    });
    expect(await t.presence.total('lobby')).toBe(2);
    expect(t.live.get(topic)).toBe(1);
    second.ws.close();
    third.ws.close();
    await expect.poll(() => t.live.get(topic), { timeout: WAIT_MS }).toBe(0);
    await expect.poll(() => t.presence.total('lobby'), { timeout: WAIT_MS }).toBe(0);
    first.send({
      command: ChatCommand.SEND_ROOM,
      content: { room_id: 'lobby', type: 'text', body: '离开以后', client_id: 'c9' },
    });
    // Outside the room again: only its own copy, sent straight back.
    await first.next(isMessage('离开以后'));
    await first.sync();
    expect(first.frames.filter(isMessage('离开以后'))).toHaveLength(1);
  });

  it('delivers a message stored during a join after JOINED, once, unless the last_id of JOINED has it', async () => {
    const t = await started();
    const [a, b] = [await t.open('t:1'), await t.open('t:2')];
    await b.join('lobby');
    const say = async (body: string) => {
      b.send({
        command: ChatCommand.SEND_ROOM,
        content: { room_id: 'lobby', type: 'text', body, client_id: body },
      });
      await b.next(isMessage(body));
    };
    for (const gate of ['beforeRead', 'afterRead'] as const) {
      const from = a.frames.length;
      let open: () => void = () => {};
      t.state[gate] = new Promise((resolve) => (open = resolve));
      a.send({ command: ChatCommand.JOIN, content: { room_id: 'lobby' } });
      // Subscribed and counted before the room is read.
      await expect.poll(() => t.presence.total('lobby'), { timeout: WAIT_MS }).toBe(2);
      await say(gate);
      t.state.beforeRead = t.state.afterRead = undefined;
      open();
      const joined = await a.next(
        (f) => f.command === ChatCommand.JOINED && f.channel === 'room:lobby',
        from,
      );
      await a.sync();
      const live = a.frames.slice(from).filter(isMessage(gate));
      const lastId = (joined.content as { last_id: string }).last_id;
      const stored = t.state.stored.find((m) => m.content.body === gate)!;
      if (gate === 'beforeRead') {
        // Stored before the read: in the history up to last_id, so not sent live as well.
        expect(lastId).toBe(stored.id);
        expect(live).toEqual([]);
      } else {
        // Stored after the read: sent live, after JOINED, exactly once.
        expect(BigInt(lastId || '0')).toBeLessThan(BigInt(stored.id));
        expect(live).toHaveLength(1);
        const frames = a.frames.slice(from);
        expect(frames.indexOf(joined)).toBeLessThan(frames.indexOf(live[0]!));
      }
      a.send({ command: ChatCommand.LEAVE, content: { room_id: 'lobby' } });
      await a.next((f) => f.command === ChatCommand.LEFT && f.channel === 'room:lobby', from);
    }
  });
});

describe('chat socket: room refusals, the room limit and head counts', () => {
  it('refuses a room it may not read, and more than the room limit', async () => {
    const t = await started();
    const client = await t.open('t:1');
    expect(await client.join('vip')).toEqual({
      command: ChatCommand.ERROR,
      channel: '',
      content: { code: ErrorCode.FORBIDDEN, msg: CHAT_REFUSAL.levelTooLow },
    });
    expect(await client.join('nowhere')).toMatchObject({
      content: { code: ErrorCode.NOT_FOUND },
    });
    expect(await t.presence.total('vip')).toBe(0);
    expect(t.live.get(chatTopics.room('vip'))).toBe(0);
    // Rooms the fake knows: lobby and 71; a room id the fake refuses still counts only if joined.
    await client.join('lobby');
    await client.join('lobby'); // again: answered, not counted twice
    expect(await t.presence.total('lobby')).toBe(1);
    expect(CHAT_SOCKET_MAX_ROOMS).toBeGreaterThan(2);
  });

  it('refuses the JOIN beyond CHAT_SOCKET_MAX_ROOMS', async () => {
    const t = await started();
    // Every room id is readable for this test.
    const roomFor = t.service.roomFor;
    t.service.roomFor = async (p, roomId) =>
      roomFor(p, 'lobby').then((joined) => ({
        ...joined,
        room: { ...joined.room, room_id: roomId },
      }));
    const client = await t.open('t:1');
    for (let n = 1; n <= CHAT_SOCKET_MAX_ROOMS; n++)
      expect((await client.join(`r${n}`)).command).toBe(ChatCommand.JOINED);
    expect(await client.join('one-too-many')).toMatchObject({
      command: ChatCommand.ERROR,
      content: { msg: TOO_MANY_ROOMS_MSG },
    });
    client.send({ command: ChatCommand.LEAVE, content: { room_id: 'r1' } });
    expect((await client.join('one-too-many')).command).toBe(ChatCommand.JOINED);
  });

  it('throttles PEOPLE: 40 joins make a frame per interval at most, the last with the full count', async () => {
    const intervalMs = 200;
    const t = await started({ peopleIntervalMs: intervalMs });
    const watcher = await t.open('t:1');
    await watcher.join('lobby');
    const from = watcher.frames.length;
    const others = await Promise.all(Array.from({ length: 40 }, (_, n) => t.open(`t:${n + 10}`)));
    const joining = Date.now();
    await Promise.all(others.map((client) => client.join('lobby')));
    const joinedMs = Date.now() - joining;
    await watcher.next(
      (f) =>
        f.command === ChatCommand.PEOPLE &&
        (f.content as { total_people: number }).total_people === 41,
      from,
    );
    const people = watcher.frames.slice(from).filter((f) => f.command === ChatCommand.PEOPLE);
    // One frame per interval the joins took, and one for the watcher's own join: one or two on an
    // idle machine. (Not a fixed count: a loaded machine spread the joins over many intervals.)
    expect(people.length).toBeLessThanOrEqual(Math.floor(joinedMs / intervalMs) + 2);
    expect(people.at(-1)).toEqual({
      command: ChatCommand.PEOPLE,
      channel: 'room:lobby',
      content: { room_id: 'lobby', total_people: 41 },
    });
    for (const client of others) client.ws.close();
    await watcher.next(
      (f) =>
        f.command === ChatCommand.PEOPLE &&
        (f.content as { total_people: number }).total_people === 1,
      from,
    );
  });
});

describe('chat socket: requests', () => {
  it('answers refusals and bad frames with ERROR carrying the client_id, and stays open', async () => {
    const t = await started();
    const client = await t.open('t:1');
    await client.join('lobby');
    let from = client.frames.length;
    client.send({
      command: ChatCommand.SEND_ROOM,
      channel: 'room:lobby',
      content: { room_id: 'lobby', type: 'text', body: 'too fast', client_id: 'c7' },
    });
    expect(await client.next((f) => f.command === ChatCommand.ERROR, from)).toEqual({
      command: ChatCommand.ERROR,
      channel: 'room:lobby',
      content: { code: ErrorCode.TOO_MANY_REQUESTS, msg: '发言过快，请3秒后再试', client_id: 'c7' },
    });
    for (const frame of [
      'not json',
      '{}',
      'null',
      { command: 99 },
      { command: ChatCommand.JOIN, content: {} },
      {
        command: ChatCommand.SEND_ROOM,
        content: { room_id: 'lobby', type: 'html', client_id: 'c8' },
      },
      { command: ChatCommand.DELETE, content: { id: 'x' } },
      { command: ChatCommand.ROOM_MESSAGE, content: {} },
    ]) {
      from = client.frames.length;
      client.send(frame);
      const error = await client.next((f) => f.command === ChatCommand.ERROR, from);
      expect(error.content).toMatchObject({ code: ErrorCode.BAD_REQUEST, msg: BAD_FRAME_MSG });
      if (typeof frame === 'object' && frame.command === ChatCommand.SEND_ROOM)
        expect(error.content).toMatchObject({ client_id: 'c8' });
    }
    // Text PostgreSQL cannot store is refused like on the HTTP routes, and never reaches the service.
    for (const body of ['早上好\u0000', '半个\ud800字']) {
      from = client.frames.length;
      client.send({
        command: ChatCommand.SEND_ROOM,
        content: { room_id: 'lobby', type: 'text', body, client_id: 'c9' },
      });
      const error = await client.next((f) => f.command === ChatCommand.ERROR, from);
      expect(error.content).toEqual({
        code: ErrorCode.BAD_REQUEST,
        msg: UNSTORABLE_TEXT_MSG,
        client_id: 'c9',
      });
    }
    client.send({ command: ChatCommand.INVITE, content: { reciveId: '2', room_id: 'lobby' } });
    expect(
      await client.next(
        (f) =>
          f.command === ChatCommand.ERROR &&
          (f.content as { msg?: string }).msg === CHAT_REFUSAL.moderatorOnly,
      ),
    ).toBeTruthy();
    expect(t.state.stored).toEqual([]);
    await client.sync();
    expect(client.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('delivers a private message to every socket of both parties and to nobody else', async () => {
    const t = await started();
    const sender = await t.open('t:1');
    const phone = await t.open('t:2:s-phone');
    const laptop = await t.open('t:2:s-laptop');
    const stranger = await t.open('t:3');
    sender.send({
      command: ChatCommand.SEND_PRIVATE,
      content: { reciveId: '2', type: 'text', body: '私聊', client_id: 'p1' },
    });
    for (const client of [sender, phone, laptop]) {
      expect(await client.next((f) => f.command === ChatCommand.PRIVATE_MESSAGE)).toMatchObject({
        content: { body: '私聊', reciveId: '2' },
      });
    }
    await stranger.sync();
    expect(stranger.frames.filter((f) => f.command === ChatCommand.PRIVATE_MESSAGE)).toEqual([]);
    expect(await t.presence.isOnline('2')).toBe(true);
    phone.ws.close();
    laptop.ws.close();
    await expect.poll(() => t.presence.isOnline('2'), { timeout: WAIT_MS }).toBe(false);
    await expect.poll(() => t.live.get(chatTopics.user('2')), { timeout: WAIT_MS }).toBe(0);
  });

  it('forwards a deletion to the room', async () => {
    const t = await started();
    const [a, b] = [await t.open('t:1'), await t.open('t:2')];
    await a.join('lobby');
    await b.join('lobby');
    a.send({
      command: ChatCommand.SEND_ROOM,
      content: { room_id: 'lobby', type: 'text', body: '要删的', client_id: 'd1' },
    });
    await b.next(isMessage('要删的'));
    a.send({ command: ChatCommand.DELETE, content: { id: '1' } });
    expect(await b.next((f) => f.command === ChatCommand.MESSAGE_DELETED)).toMatchObject({
      content: { id: '1', room_id: 'lobby' },
    });
  });
});

describe('chat socket: control and limits', () => {
  it('kicks the sockets of a user signed in elsewhere, except the new session', async () => {
    const t = await started();
    const [old1, old2, current, other] = [
      await t.open('t:1:s-old'),
      await t.open('t:1:s-old2'),
      await t.open('t:1:s-new'),
      await t.open('t:2'),
    ];
    const event: ChatControlEvent = {
      type: 'kicked',
      userId: '1',
      exceptSessionId: 's-new',
      msg: '您的账号已在其他设备登录',
    };
    await t.pubsub.publish(chatTopics.control, JSON.stringify(event));
    for (const client of [old1, old2]) {
      expect(await client.closed).toBe(ChatCloseCode.KICKED);
      expect(client.frames.at(-1)).toEqual({
        command: ChatCommand.KICKED,
        content: { msg: '您的账号已在其他设备登录' },
      });
    }
    await current.sync();
    await other.sync();
    expect(current.ws.readyState).toBe(WebSocket.OPEN);
    expect(other.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('closes every socket with UNAVAILABLE when chat goes into maintenance', async () => {
    const t = await started();
    const clients = [await t.open('t:1'), await t.open('t:2')];
    await clients[0]!.join('lobby');
    const event: ChatControlEvent = { type: 'unavailable', msg: '系统在维护中，请稍等！' };
    await t.pubsub.publish(chatTopics.control, JSON.stringify(event));
    for (const client of clients) {
      expect(await client.closed).toBe(ChatCloseCode.UNAVAILABLE);
      expect(client.frames.at(-1)).toEqual({
        command: ChatCommand.UNAVAILABLE,
        content: { msg: '系统在维护中，请稍等！' },
      });
    }
    await expect.poll(() => t.hub.topicCount(), { timeout: WAIT_MS }).toBe(0);
    await expect.poll(() => t.presence.total('lobby'), { timeout: WAIT_MS }).toBe(0);
  });

  it('closes every socket when chat turns unavailable without a control event', async () => {
    const t = await started({ availabilityCheckMs: 100 });
    const [a, b] = [await t.open('t:1'), await t.open('t:2')];
    await a.join('lobby');
    t.state.available = false;
    for (const client of [a, b]) {
      expect(await client.closed).toBe(ChatCloseCode.UNAVAILABLE);
      expect(client.frames.at(-1)).toEqual({
        command: ChatCommand.UNAVAILABLE,
        content: { msg: '聊天室目前不可用' },
      });
    }
  });

  it('closes a socket whose request finds chat unavailable, after the ERROR for its message', async () => {
    const t = await started({ availabilityCheckMs: 0 });
    const client = await t.open('t:1');
    t.service.sendRoom = async () => {
      throw new AppError(ErrorCode.CHAT_UNAVAILABLE);
    };
    client.send({
      command: ChatCommand.SEND_ROOM,
      content: { room_id: 'lobby', type: 'text', body: '维护中', client_id: 'm1' },
    });
    expect(await client.closed).toBe(ChatCloseCode.UNAVAILABLE);
    expect(client.frames.slice(-2)).toEqual([
      {
        command: ChatCommand.ERROR,
        channel: '',
        content: { code: ErrorCode.CHAT_UNAVAILABLE, msg: '聊天室目前不可用', client_id: 'm1' },
      },
      { command: ChatCommand.UNAVAILABLE, content: { msg: '聊天室目前不可用' } },
    ]);
  });

  it('closes a socket that stays silent past the idle time-out, not one that pings', async () => {
    // Thirty pings long: a loaded machine can hold this process past 600 ms between two pings.
    const t = await started({ idleTimeoutMs: 3_000 });
    const [silent, pinging] = [await t.open('t:1'), await t.open('t:2')];
    const timer = setInterval(() => pinging.send({ command: ChatCommand.PING }), 100);
    try {
      expect(await silent.closed).toBe(CHAT_IDLE_CLOSE_CODE);
      expect(pinging.ws.readyState).toBe(WebSocket.OPEN);
    } finally {
      clearInterval(timer);
    }
  });

  it('closes a socket that sends an oversized frame (1009)', async () => {
    const t = await started();
    const client = await t.open('t:1');
    client.send('x'.repeat(9000));
    expect(await client.closed).toBe(1009);
  });

  it('closes a socket that does not read, instead of buffering for it without bound', async () => {
    const t = await started({ maxBufferedBytes: 64 * 1024 });
    const [reader, stuck] = [await t.open('t:1'), await t.open('t:2')];
    await reader.join('lobby');
    await stuck.join('lobby');
    // The stuck client stops reading its TCP socket; the server's send buffer fills.
    (stuck.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const body = '满'.repeat(3000);
    // Paced, as a room's traffic is: a reading socket drains between batches (its client runs in
    // this process too), the stuck one does not.
    for (let n = 0; n < 800; n++) {
      if (n % 20 === 0) await pause(10);
      await t.pubsub.publish(
        chatTopics.room('lobby'),
        JSON.stringify({
          id: String(n),
          created_at: n,
          command: ChatCommand.ROOM_MESSAGE,
          channel: 'room:lobby',
          content: { type: 'text', body, room_id: 'lobby', userinfo: principal('9').userinfo },
        }),
      );
    }
    await expect.poll(() => t.hub.socketCount(), { timeout: WAIT_MS }).toBe(1);
    // The reading socket got everything.
    await reader.sync();
    expect(reader.frames.filter((f) => f.command === ChatCommand.ROOM_MESSAGE)).toHaveLength(800);
  });
});
