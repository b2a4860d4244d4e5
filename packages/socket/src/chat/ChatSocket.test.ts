// The chat socket against a real chat server in-process: URL and query, rooms rejoined after a drop
// with the last id for the gap fill, refused and silent servers, the network's return, the server's
// stops (token invalid, kicked, unavailable; as frames and as close codes), malformed frames, and
// one tab holding chat.
import {
  ChatCloseCode,
  ChatCommand,
  type ChatMessage,
  SOCKET_DRAIN_CLOSE_CODE,
} from '@jinli/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { startChatServer, userinfo, type ChatTestServer } from '../../test/chatServer';
import { refusedUrl, sleep, until } from '../../test/testServer';
import { WebSocket } from '../../test/ws';
import type { WebSocketLike } from '../ReconnectingSocket';
import { ChatSocket, chatSocketUrl, compareChatIds, type ChatSocketOptions } from './ChatSocket';
import { createTabLock } from './chatTabLock';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

async function server(options?: Parameters<typeof startChatServer>[0]): Promise<ChatTestServer> {
  const s = await startChatServer(options);
  cleanups.push(() => s.close());
  return s;
}

const create = (url: string) => new WebSocket(url) as unknown as WebSocketLike;

function chat(origin: string, options: Partial<ChatSocketOptions> = {}) {
  let token = 'good';
  const socket = new ChatSocket({
    chatOrigin: origin,
    getToken: () => token,
    appId: 'jinli',
    createWebSocket: create,
    networkEvents: null,
    tabLock: null,
    reconnectDelayMs: 100,
    ...options,
  });
  cleanups.push(() => socket.stop());
  const events: { name: string; value: unknown }[] = [];
  for (const name of [
    'message',
    'joined',
    'resumed',
    'reconnected',
    'tokenInvalid',
    'kicked',
    'unavailable',
    'tabLimit',
    'refused',
    'people',
    'deleted',
    'invite',
    'system',
    'award',
  ] as const)
    socket.on(name, (value: unknown) => events.push({ name, value }));
  const statuses: string[] = [];
  socket.on('status', (s) => statuses.push(s));
  return {
    socket,
    events,
    statuses,
    named: (name: string) => events.filter((e) => e.name === name).map((e) => e.value),
    setToken: (t: string) => (token = t),
  };
}

describe('chatSocketUrl', () => {
  it('turns the chat origin into ws(s), the page origin when empty, with the token query', () => {
    expect(chatSocketUrl('https://chat.example.com/', '', 't 1', { appId: 'jinli' })).toBe(
      'wss://chat.example.com/chat-api/ws?token=t+1&app_id=jinli',
    );
    expect(chatSocketUrl('', 'http://localhost:3000', 'g', { isGuest: true })).toBe(
      'ws://localhost:3000/chat-api/ws?token=g&isGuest=1',
    );
  });

  it('orders ids as numbers', () => {
    expect(compareChatIds('99', '100')).toBe(-1);
    expect(compareChatIds('101', '100')).toBe(1);
    expect(compareChatIds('7', '7')).toBe(0);
  });
});

describe('ChatSocket', () => {
  it('connects with the token, joins a room, receives and sends messages', async () => {
    const srv = await server();
    const { socket, named, statuses } = chat(srv.origin, { isGuest: () => true });
    socket.join('lobby');
    socket.start();
    await until(() => named('joined').length === 1, 3000, 'joined');
    expect(srv.handshakes[0]?.get('token')).toBe('good');
    expect(srv.handshakes[0]?.get('isGuest')).toBe('1');
    expect(srv.handshakes[0]?.get('app_id')).toBe('jinli');
    expect(statuses).toEqual(['connecting', 'open']);

    expect(
      socket.sendRoom({ room_id: 'lobby', type: 'text', body: '你好', client_id: 'c-1' }),
    ).toBe(true);
    await until(() => named('message').length === 1, 3000, 'echo');
    const echo = named('message')[0] as ChatMessage;
    expect(echo.content).toMatchObject({ body: '你好', client_id: 'c-1', room_id: 'lobby' });
    expect(socket.lastId('lobby')).toBe(echo.id);
    expect(srv.badFrames).toEqual([]);

    socket.stop();
    expect(socket.status).toBe('closed');
    expect(socket.sendRoom({ room_id: 'lobby', type: 'text', body: 'x', client_id: 'c' })).toBe(
      false,
    );
  });

  it('rejoins its rooms after a drop and tells each room the last id it had', async () => {
    const srv = await server();
    const { socket, named, statuses } = chat(srv.origin);
    socket.join('lobby');
    socket.join('g71');
    socket.start();
    await until(() => named('joined').length === 2, 3000, 'joined both');
    const seen = srv.post('lobby', '第一条');
    await until(() => named('message').length === 1);

    srv.dropAll();
    await until(() => socket.status === 'reconnecting', 3000, 'reconnecting');
    // Said while the client was away: the state fetches it with after_id.
    srv.post('lobby', '断线时的消息');
    await until(() => named('resumed').length === 2, 3000, 'resumed both');
    expect(named('resumed')).toEqual(
      expect.arrayContaining([
        { roomId: 'lobby', lastId: seen.id },
        { roomId: 'g71', lastId: null },
      ]),
    );
    expect(named('reconnected')).toHaveLength(1);
    expect(srv.handshakes).toHaveLength(2);
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting', 'open']);
    // The message missed is not pushed again: only the gap fill finds it.
    expect(named('message')).toHaveLength(1);
  });

  it('resumes its rooms with their last id after a stop and a new start', async () => {
    const srv = await server();
    const { socket, named } = chat(srv.origin);
    socket.join('lobby');
    socket.start();
    await until(() => named('joined').length === 1);
    const seen = srv.post('lobby', '停之前');
    await until(() => named('message').length === 1);
    socket.stop();
    srv.post('lobby', '停的时候');
    socket.start();
    await until(() => named('resumed').length === 1, 3000, 'resumed');
    expect(named('resumed')).toEqual([{ roomId: 'lobby', lastId: seen.id }]);
  });

  it('does not rejoin a room it left', async () => {
    const srv = await server();
    const { socket, named } = chat(srv.origin);
    socket.join('lobby');
    socket.join('g71');
    socket.start();
    await until(() => named('joined').length === 2);
    socket.leave('g71');
    await until(() => srv.frames.some((f) => f.command === ChatCommand.LEAVE));
    srv.dropAll();
    await until(() => named('resumed').length === 1, 3000, 'resumed');
    await sleep(150);
    expect(named('resumed')).toEqual([{ roomId: 'lobby', lastId: null }]);
    const joins = srv.frames.filter((f) => f.command === ChatCommand.JOIN);
    expect(joins.map((f) => (f.content as { room_id: string }).room_id)).toEqual([
      'lobby',
      'g71',
      'lobby',
    ]);
  });

  it('keeps retrying a refused server every delay and joins once it listens', async () => {
    const url = await refusedUrl();
    const port = Number(new URL(url).port);
    const urls: string[] = [];
    const { socket, named } = chat(`http://127.0.0.1:${port}`, {
      createWebSocket: (u) => (urls.push(u), create(u)),
    });
    socket.join('lobby');
    socket.start();
    await until(() => urls.length >= 3, 3000, 'three refused attempts');
    expect(socket.status).toBe('reconnecting');
    await server({ port });
    await until(() => named('joined').length === 1, 3000, 'joined once listening');
    expect(socket.status).toBe('open');
  });

  it('gives up on a silent server after the pong time-out and reconnects', async () => {
    const srv = await server();
    srv.answerPings = false;
    const { socket } = chat(srv.origin, { heartbeatIntervalMs: 40, pongTimeoutMs: 120 });
    socket.start();
    await until(() => srv.handshakes.length >= 2, 3000, 'a second connection');
    await until(() => srv.clients().size <= 1, 3000, 'the dead one closed');
  });

  it('keeps a connection whose pings are answered, and passes no pong on', async () => {
    const srv = await server();
    // A pong deadline that a busy machine's stall does not pass: after a stall of over 120 ms the
    // deadline's timer runs before the pong is read. Still well inside the wait.
    const { socket, events } = chat(srv.origin, { heartbeatIntervalMs: 40, pongTimeoutMs: 400 });
    socket.start();
    await sleep(1_200);
    expect(socket.status).toBe('open');
    expect(srv.handshakes).toHaveLength(1);
    expect(events).toEqual([]);
  });

  it('reconnects at once when the network comes back', async () => {
    const srv = await server();
    const network = new EventTarget();
    const { socket } = chat(srv.origin, { networkEvents: network, reconnectDelayMs: 60_000 });
    socket.start();
    await until(() => socket.status === 'open');
    srv.dropAll();
    await until(() => socket.status === 'reconnecting');
    network.dispatchEvent(new Event('online'));
    await until(() => socket.status === 'open', 3000, 'open again before the 60 s delay');
  });

  it('uses a refreshed token on the next attempt', async () => {
    const srv = await server({ tokens: ['good', 'fresh'] });
    const { socket, setToken } = chat(srv.origin);
    socket.start();
    await until(() => socket.status === 'open');
    setToken('fresh');
    srv.dropAll();
    await until(() => srv.handshakes.length === 2 && socket.status === 'open');
    expect(srv.handshakes[1]?.get('token')).toBe('fresh');
  });

  it.each([
    [ChatCommand.TOKEN_INVALID, 'tokenInvalid'],
    [ChatCommand.KICKED, 'kicked'],
    [ChatCommand.UNAVAILABLE, 'unavailable'],
  ] as const)('stops for good on frame %i (%s)', async (command, name) => {
    const srv = await server();
    const { socket, named } = chat(srv.origin);
    socket.start();
    await until(() => socket.status === 'open');
    srv.raw(JSON.stringify({ command, content: { msg: '服务器说明' } }));
    await until(() => named(name).length === 1, 3000, name);
    expect(named(name)).toEqual([{ msg: '服务器说明' }]);
    expect(socket.status).toBe(name);
    await sleep(300);
    expect(srv.handshakes).toHaveLength(1);
  });

  it.each([
    [ChatCloseCode.TOKEN_INVALID, 'tokenInvalid'],
    [ChatCloseCode.KICKED, 'kicked'],
    [ChatCloseCode.UNAVAILABLE, 'unavailable'],
  ] as const)('stops for good on close code %i (%s)', async (code, name) => {
    const srv = await server();
    const { socket, named } = chat(srv.origin);
    socket.start();
    await until(() => socket.status === 'open');
    srv.closeAll(code, 'bye');
    await until(() => named(name).length === 1, 3000, name);
    expect(socket.status).toBe(name);
    await sleep(300);
    expect(srv.handshakes).toHaveLength(1);
  });

  it('rejoins its rooms at once when the server drains (no reconnect delay)', async () => {
    const srv = await server();
    // A delay far beyond the test's patience: only the drain path rejoins before it. (With 3 s and
    // a rejoin asked within 1 s, a machine busy enough to take that long failed the test.)
    const { socket, named } = chat(srv.origin, { reconnectDelayMs: 60_000 });
    socket.join('lobby');
    socket.start();
    await until(() => named('joined').length === 1);
    const drainedAt = Date.now();
    srv.closeAll(SOCKET_DRAIN_CLOSE_CODE, 'draining');
    await until(() => named('joined').length === 2, 2_000, 'rejoined');
    expect(Date.now() - drainedAt).toBeLessThan(60_000);
    expect(srv.handshakes).toHaveLength(2);
    expect(socket.status).toBe('open');
  });

  it('stops when the server refuses the token at once, and starts again with a new one', async () => {
    const srv = await server();
    const { socket, named, setToken } = chat(srv.origin);
    setToken('stale');
    socket.join('lobby');
    socket.start();
    await until(() => socket.status === 'tokenInvalid', 3000, 'token refused');
    await sleep(300);
    expect(srv.handshakes).toHaveLength(1);
    setToken('good');
    socket.start();
    await until(() => named('joined').length === 1, 3000, 'joined with the new token');
  });

  it('ignores malformed frames and passes the rest on', async () => {
    const srv = await server();
    const { socket, named, events } = chat(srv.origin);
    socket.join('lobby');
    socket.start();
    await until(() => named('joined').length === 1);
    srv.raw('not json');
    srv.raw('{"command":20}');
    srv.raw(JSON.stringify({ command: ChatCommand.PEOPLE, channel: 'r', content: { room_id: 1 } }));
    srv.raw(JSON.stringify({ command: 12345, channel: 'r', content: {} }));
    srv.raw(
      JSON.stringify({
        command: ChatCommand.PEOPLE,
        channel: 'r',
        content: { room_id: 'lobby', total_people: 7 },
      }),
    );
    srv.raw(
      JSON.stringify({
        command: ChatCommand.ERROR,
        content: { code: 'SYS/TOO_MANY_REQUESTS', msg: '发言过快，请3秒后再试', client_id: 'c-9' },
      }),
    );
    srv.raw(
      JSON.stringify({
        command: ChatCommand.INVITE_RECEIVED,
        channel: 'u',
        content: { room_id: 'g71', userinfo },
      }),
    );
    srv.raw(
      JSON.stringify({
        command: ChatCommand.MESSAGE_DELETED,
        channel: 'r',
        content: { id: '5', room_id: 'lobby' },
      }),
    );
    await until(() => named('deleted').length === 1);
    expect(events.map((e) => e.name)).toEqual(['joined', 'people', 'refused', 'invite', 'deleted']);
    expect(named('people')).toEqual([{ roomId: 'lobby', totalPeople: 7 }]);
    expect(named('refused')).toEqual([
      { code: 'SYS/TOO_MANY_REQUESTS', msg: '发言过快，请3秒后再试', clientId: 'c-9' },
    ]);
    expect(named('invite')).toEqual([{ roomId: 'g71', from: userinfo }]);
    expect(socket.status).toBe('open');
  });

  it('passes award notices on, and drops one that misses a field', async () => {
    const srv = await server();
    const { socket, named, events } = chat(srv.origin);
    socket.join('lobby');
    socket.start();
    await until(() => named('joined').length === 1);
    const notice = {
      room_id: 'lobby',
      nickname: '锦鲤达人',
      userName: 'ZGVtKioqMDE=',
      gameName: '极速六合彩',
      reward: 1_888_000,
    };
    srv.raw(
      JSON.stringify({
        command: ChatCommand.AWARD,
        channel: 'room:lobby',
        content: { ...notice, reward: '1888' },
      }),
    );
    srv.raw(JSON.stringify({ command: ChatCommand.AWARD, channel: 'room:lobby', content: notice }));
    await until(() => named('award').length === 1);
    expect(named('award')).toEqual([notice]);
    expect(events.map((e) => e.name)).toEqual(['joined', 'award']);
  });

  it('holds chat in one tab: a newly started tab takes over, the other stops', async () => {
    const srv = await server();
    const name = `test_chat_tab_${Math.random()}`;
    const first = chat(srv.origin, { tabLock: createTabLock({ name, tabId: 'A' }) });
    const second = chat(srv.origin, { tabLock: createTabLock({ name, tabId: 'B' }) });
    first.socket.start();
    await until(() => first.socket.status === 'open');
    second.socket.start();
    await until(() => first.socket.status === 'tabLimit', 3000, 'first tab stopped');
    expect(first.named('tabLimit')).toHaveLength(1);
    await until(() => second.socket.status === 'open');
    await until(() => srv.clients().size === 1, 3000, 'one socket left');

    // The first tab takes chat back ('use chat here').
    first.socket.start();
    await until(() => second.socket.status === 'tabLimit', 3000, 'second tab stopped');
    await until(() => first.socket.status === 'open');
    await sleep(100);
    expect(first.named('tabLimit')).toHaveLength(1);
  });
});
