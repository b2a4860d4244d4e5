// Every chat call over HTTP (packages/contract chat.ts): good and bad input, tokens, maintenance,
// rooms, history paging and the gap fill, contacts both ways, guests and customer service.
import {
  CHAT_REFUSAL,
  chatContactSchema,
  chatRecordsSchema,
  chatRoomSchema,
  ErrorCode,
  endpoints,
  type EndpointName,
} from '@jinli/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { overADay } from '../../../test/limits';
import { testAppPerFile } from '../../../test/testApp';
import { call, dataOf, expectError } from '../../../test/users';
import { systemConfig } from '../../db/schema';
import { createMemoryPresence } from './socket/presence';
import {
  chatCall,
  chatGuest,
  chatPlayer,
  chatServiceUser,
  clientId,
  LOBBY,
  setRoom,
} from './testKit';
import { DEFAULT_GUEST_ID_LIMITS } from './guests';
import { DEMO_SERVICE, LOBBY_ROOM_NAME } from './seed';
import type { ChatPrincipal } from './types';

const presence = createMemoryPresence();
const files = testAppPerFile({
  chat: {
    availabilityCacheMs: 0,
    presence,
    // The default guest-id limits over a day, not a minute (test/limits.ts): a minute's boundary
    // among the ids a test makes lets an eleventh through (the sliding count: 9.99 of 10).
    guestIdLimits: overADay(DEFAULT_GUEST_ID_LIMITS),
  },
});

type App = typeof files.t.app;
const sendRoom = async (app: App, token: string, room_id: string, body: string) => {
  const principal = (await app.chatService.authenticate(token, false)) as ChatPrincipal;
  return app.chatService.sendRoom(principal, {
    room_id,
    type: 'text',
    body,
    client_id: clientId(),
  });
};
const sendPrivate = async (app: App, token: string, reciveId: string, body: string) => {
  const principal = (await app.chatService.authenticate(token, false)) as ChatPrincipal;
  return app.chatService.sendPrivate(principal, {
    reciveId,
    type: 'text',
    body,
    client_id: clientId(),
  });
};

async function maintenance(on: boolean) {
  await files.t.database.db
    .update(systemConfig)
    .set({ configValue: on ? '1' : '0' })
    .where(eq(systemConfig.configKey, 'enable_chat_maintenance'));
}

describe('main API chat calls', () => {
  it('enableChat answers flag 0 (also to a muted player, who reads and reaches customer service), 1 with the maintenance text; 401 without a session', async () => {
    const { app, database } = files.t;
    const player = await chatPlayer(app, database.db);
    expect(dataOf(await call(app, 'chatEnable', { token: player.accessToken }))).toEqual({
      flag: 0,
      msg: '',
    });
    const muted = await chatPlayer(app, database.db, { enableChat: false });
    expect(dataOf(await call(app, 'chatEnable', { token: muted.accessToken }))).toEqual({
      flag: 0,
      msg: '',
    });
    await maintenance(true);
    try {
      expect(dataOf(await call(app, 'chatEnable', { token: player.accessToken }))).toEqual({
        flag: 1,
        msg: '系统在维护中，请稍等！',
      });
    } finally {
      await maintenance(false);
    }
    expectError(await call(app, 'chatEnable'), 401, ErrorCode.UNAUTHORIZED);
  });

  it('refreshTokenChat hands out a chat token that never outlives the access session', async () => {
    const { app, database } = files.t;
    const player = await chatPlayer(app, database.db);
    const token = dataOf<{ tokenChat: string; expiresAt: number }>(
      await call(app, 'chatRefreshToken', { token: player.accessToken }),
    );
    expect(token.tokenChat).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token.expiresAt).toBeGreaterThan(Date.now());
    expect(token.expiresAt).toBeLessThanOrEqual(Date.now() + 24 * 3600_000 + 1000);
    expectError(await call(app, 'chatRefreshToken'), 401, ErrorCode.UNAUTHORIZED);
    expectError(
      await call(app, 'chatRefreshToken', { token: 'not-a-token-at-all-xxxxxxxxxxxx' }),
      400,
      ErrorCode.TOKEN_INVALID,
    );
    // The chat token stops working when the access session ends.
    dataOf(await chatCall(app, 'chatSelf', { chatToken: token.tokenChat }));
    dataOf(await call(app, 'logout', { token: player.accessToken }));
    expectError(
      await chatCall(app, 'chatSelf', { chatToken: token.tokenChat }),
      400,
      ErrorCode.TOKEN_INVALID,
    );
  });

  it('deletechat-message: moderators delete room messages; others are refused; bad ids 400/404', async () => {
    const { app, database } = files.t;
    await setRoom(database.db, LOBBY, { secPerMess: 0 });
    const player = await chatPlayer(app, database.db);
    const mod = await chatPlayer(app, database.db, { chatLevel: 2 });
    const message = await sendRoom(app, player.chatToken, LOBBY, '删我');
    expectError(
      await call(app, 'chatDeleteMessage', { token: player.accessToken, body: { id: message.id } }),
      403,
      ErrorCode.FORBIDDEN,
      CHAT_REFUSAL.moderatorOnly,
    );
    expect(
      dataOf(
        await call(app, 'chatDeleteMessage', { token: mod.accessToken, body: { id: message.id } }),
      ),
    ).toEqual({ id: message.id, room_id: LOBBY });
    expectError(
      await call(app, 'chatDeleteMessage', { token: mod.accessToken, body: { id: message.id } }),
      404,
      ErrorCode.NOT_FOUND,
    );
    expectError(
      await call(app, 'chatDeleteMessage', { token: mod.accessToken, body: { id: 'abc' } }),
      400,
      ErrorCode.BAD_REQUEST,
    );
    const page = chatRecordsSchema.parse(
      dataOf(
        await chatCall(app, 'chatRecords', {
          chatToken: player.chatToken,
          query: { room_id: LOBBY },
        }),
      ),
    );
    expect(page.items.map((m) => m.id)).not.toContain(message.id);
  });
});

describe('chat tokens on the chat base', () => {
  const authed: EndpointName[] = [
    'chatRecords',
    'chatRooms',
    'chatSelf',
    'chatCustomerService',
    'chatContactList',
    'chatContactCreate',
    'chatContactDetail',
    'chatUploadImage',
    'chatGuestInitRoom',
    'chatGuestFriends',
    'chatGuestFriend',
  ];
  const inputOf = (name: EndpointName) => ({
    query: { room_id: LOBBY, friend_id: '1' },
    body: { friend_id: '1' },
    params: { id: '1' },
    ...(endpoints[name].method === 'GET' ? { body: undefined } : {}),
  });

  it('refuse a missing or unknown token with 400 UC/TOKEN_INVALID on every call', async () => {
    const { app } = files.t;
    for (const name of authed) {
      expectError(await chatCall(app, name, inputOf(name)), 400, ErrorCode.TOKEN_INVALID);
      expectError(
        await chatCall(app, name, { ...inputOf(name), chatToken: 'A'.repeat(43) }),
        400,
        ErrorCode.TOKEN_INVALID,
      );
    }
  });

  it('answer 405 CHAT/UNAVAILABLE on every chat-base call during maintenance', async () => {
    const { app, database } = files.t;
    const player = await chatPlayer(app, database.db);
    await maintenance(true);
    try {
      for (const name of [...authed, 'chatGuestId', 'chatGuestToken'] as EndpointName[]) {
        expectError(
          await chatCall(app, name, { ...inputOf(name), chatToken: player.chatToken }),
          405,
          ErrorCode.CHAT_UNAVAILABLE,
          '聊天室目前不可用',
        );
      }
      expectError(
        await call(app, 'chatRefreshToken', { token: player.accessToken }),
        405,
        ErrorCode.CHAT_UNAVAILABLE,
      );
    } finally {
      await maintenance(false);
    }
  });

  it('holds maintenance only within its window', async () => {
    const { app, database } = files.t;
    const player = await chatPlayer(app, database.db);
    const db = database.db;
    const set = (key: string, value: string) =>
      db.update(systemConfig).set({ configValue: value }).where(eq(systemConfig.configKey, key));
    await maintenance(true);
    try {
      // A window that ended yesterday: chat is on.
      const day = new Date(Date.now() - 2 * 86400_000);
      const ymd = `${day.getUTCFullYear()}-${String(day.getUTCMonth() + 1).padStart(2, '0')}-${String(day.getUTCDate()).padStart(2, '0')}`;
      await set('chat_maintenance_start', `${ymd} 00:00:00`);
      await set('chat_maintenance_end', `${ymd} 01:00:00`);
      dataOf(await chatCall(app, 'chatSelf', { chatToken: player.chatToken }));
    } finally {
      await maintenance(false);
      await set('chat_maintenance_start', '');
      await set('chat_maintenance_end', '');
    }
  });
});

describe('GET /chat/rooms', () => {
  it('lists the lobby first, then a room per lottery game, with enable_chat for the viewer, head counts and last messages', async () => {
    const { app, database } = files.t;
    const player = await chatPlayer(app, database.db);
    await presence.setLocal(LOBBY, 3);
    const rooms = z
      .array(chatRoomSchema)
      .parse(dataOf(await chatCall(app, 'chatRooms', { chatToken: player.chatToken })));
    expect(rooms[0]).toMatchObject({
      room_id: LOBBY,
      name: LOBBY_ROOM_NAME,
      gameId: null,
      enable_chat: 1,
    });
    expect(rooms[0]!.total_people).toBe(3);
    expect(rooms[0]!.last_message?.content.type).toBe('text');
    const games = rooms.slice(1).map((room) => room.gameId);
    expect(games).toContain(110);
    expect(games).toContain(71);
    expect(rooms.find((r) => r.gameId === 110)).toMatchObject({
      room_id: 'game-110',
      name: '澳门六合彩聊天室',
    });
    const muted = await chatPlayer(app, database.db, { enableChat: false });
    const mutedRooms = z
      .array(chatRoomSchema)
      .parse(dataOf(await chatCall(app, 'chatRooms', { chatToken: muted.chatToken })));
    expect(mutedRooms.every((room) => room.enable_chat === 0)).toBe(true);
    const guest = await chatGuest(app);
    const guestRooms = z
      .array(chatRoomSchema)
      .parse(dataOf(await chatCall(app, 'chatRooms', { chatToken: guest.chatToken })));
    expect(guestRooms.length).toBe(rooms.length);
    expect(guestRooms.every((room) => room.enable_chat === 0)).toBe(true);
    await setRoom(database.db, 'game-34', { enabled: false });
    const fewer = z
      .array(chatRoomSchema)
      .parse(dataOf(await chatCall(app, 'chatRooms', { chatToken: player.chatToken })));
    expect(fewer.map((r) => r.room_id)).not.toContain('game-34');
    await setRoom(database.db, 'game-34', { enabled: true });
    await presence.setLocal(LOBBY, 0);
  });
});

describe('GET /api/v1/recordsList', () => {
  it('pages a room newest page first (oldest first within), and after_id fills a gap without duplicates', async () => {
    const { app, database } = files.t;
    await setRoom(database.db, 'game-93', { secPerMess: 0 });
    const writer = await chatPlayer(app, database.db);
    const reader = await chatGuest(app);
    const sent: string[] = [];
    for (let i = 0; i < 7; i++) {
      // Two writers so that the flood limit of one is not reached.
      sent.push((await sendRoom(app, writer.chatToken, 'game-93', `消息${i}`)).id);
      if (i === 4) await new Promise((r) => setTimeout(r, 0));
    }
    const records = async (query: Record<string, string | number>) =>
      chatRecordsSchema.parse(
        dataOf(
          await chatCall(app, 'chatRecords', {
            chatToken: reader.chatToken,
            query: { room_id: 'game-93', talk_type: 2, ...query },
          }),
        ),
      );
    const before = await records({ limit: 150 });
    const seeded = before.total - 7;
    const first = await records({ limit: 3 });
    expect(first.items.map((m) => m.id)).toEqual(sent.slice(4));
    expect(first.total).toBe(seeded + 7);
    expect(first.page).toBe(1);
    const second = await records({ limit: 3, page: 2 });
    expect(second.items.map((m) => m.id)).toEqual(sent.slice(1, 4));
    // A client that has the first two reconnects: the rest, in order, in pages of 3.
    const gap1 = await records({ after_id: sent[1]!, limit: 3 });
    expect(gap1.items.map((m) => m.id)).toEqual(sent.slice(2, 5));
    const gap2 = await records({ after_id: gap1.items.at(-1)!.id, limit: 3 });
    expect(gap2.items.map((m) => m.id)).toEqual(sent.slice(5));
    const none = await records({ after_id: sent[6]!, limit: 3 });
    expect(none.items).toEqual([]);
    expect((await records({ after_id: '9999999999999999999' })).items).toEqual([]);
    // Message ids only grow with time.
    const ids = before.items.map((m) => BigInt(m.id));
    expect([...ids].sort((a, b) => (a < b ? -1 : 1))).toEqual(ids);
  });

  it('refuses bad parameters, unknown rooms, and private rooms of others', async () => {
    const { app, database } = files.t;
    const reader = await chatPlayer(app, database.db);
    const bad: Record<string, string | number>[] = [
      { room_id: LOBBY, page: 0 },
      { room_id: LOBBY, limit: 151 },
      { room_id: LOBBY, talk_type: 3 },
      { room_id: LOBBY, after_id: '-1' },
      { room_id: LOBBY, after_id: '1e3' },
      { room_id: '' },
    ];
    for (const query of bad) {
      expectError(
        await chatCall(app, 'chatRecords', { chatToken: reader.chatToken, query }),
        400,
        ErrorCode.BAD_REQUEST,
      );
    }
    expectError(
      await chatCall(app, 'chatRecords', {
        chatToken: reader.chatToken,
        query: { room_id: 'nope' },
      }),
      404,
      ErrorCode.NOT_FOUND,
    );
    const service = await chatServiceUser(app, database.db);
    const guest = await chatGuest(app);
    const sent = await sendPrivate(app, guest.chatToken, service.id, '我的私密问题');
    const room_id = sent.content.room_id;
    expectError(
      await chatCall(app, 'chatRecords', {
        chatToken: reader.chatToken,
        query: { room_id, talk_type: 1 },
      }),
      403,
      ErrorCode.FORBIDDEN,
    );
    for (const token of [guest.chatToken, service.chatToken]) {
      const page = chatRecordsSchema.parse(
        dataOf(
          await chatCall(app, 'chatRecords', {
            chatToken: token,
            query: { room_id, talk_type: 1 },
          }),
        ),
      );
      expect(page.items.map((m) => m.content.body)).toEqual(['我的私密问题']);
    }
  });
});

describe('customer service: the account and its messages', () => {
  it('/chat/customer-service names the seeded account and whether a console is online', async () => {
    const { app, database } = files.t;
    const player = await chatPlayer(app, database.db);
    const answer = dataOf<{ customer_id: string; nickname: string; online: number }>(
      await chatCall(app, 'chatCustomerService', { chatToken: player.chatToken }),
    );
    expect(answer).toMatchObject({ nickname: DEMO_SERVICE.nickname, online: 0 });
    await presence.setUserLocal(answer.customer_id, 1);
    expect(
      dataOf<{ online: number }>(
        await chatCall(app, 'chatCustomerService', { chatToken: player.chatToken }),
      ).online,
    ).toBe(1);
    await presence.setUserLocal(answer.customer_id, 0);
  });

  it('marks the service account’s messages as the service’s, a moderator’s not (issue 34: 客服 wore 管理员)', async () => {
    const { app, database } = files.t;
    const service = await chatServiceUser(app, database.db, '客服小丽');
    const moderator = await chatPlayer(app, database.db, { chatLevel: 2 });
    const player = await chatPlayer(app, database.db);
    const asked = await sendPrivate(app, player.chatToken, service.id, '请问怎么充值');
    expect(asked.content.userinfo.isService).toBeUndefined();
    const answer = await sendPrivate(app, service.chatToken, player.id, '您好，请稍等');
    expect(answer.content.userinfo).toMatchObject({ chatLevel: 2, isService: 1 });
    const fromModerator = await sendPrivate(app, moderator.chatToken, player.id, '你好');
    expect(fromModerator.content.userinfo.chatLevel).toBe(2);
    expect(fromModerator.content.userinfo.isService).toBeUndefined();
    // The stored history says the same.
    const page = chatRecordsSchema.parse(
      dataOf(
        await chatCall(app, 'chatRecords', {
          chatToken: player.chatToken,
          query: { room_id: answer.content.room_id, talk_type: 1 },
        }),
      ),
    );
    expect(page.items.map((m) => m.content.userinfo.isService)).toEqual([undefined, 1]);
  });
});

describe('customer service: guest rooms with the service account', () => {
  it('a guest opens a room with the service account, writes, and the service account sees and answers it', async () => {
    const { app, database } = files.t;
    const service = await chatServiceUser(app, database.db, '客服小美');
    const guest = await chatGuest(app);
    expect(guest.id).toMatch(/^G\d+$/);
    expect(guest.nickname).toBe(`游客${guest.id.slice(-4)}`);
    const contact = chatContactSchema.parse(
      dataOf(
        await chatCall(app, 'chatGuestInitRoom', {
          chatToken: guest.chatToken,
          body: { friend_id: service.id, remark: '忘记密码' },
        }),
      ),
    );
    expect(contact).toMatchObject({
      id: service.id,
      isService: 1,
      nickname: '客服小美',
      unread: 0,
    });
    await sendPrivate(app, guest.chatToken, service.id, '我忘记密码了');
    // A player also writes to the service account, later.
    const player = await chatPlayer(app, database.db);
    await sendPrivate(app, player.chatToken, service.id, '充值没到账');
    const list = z
      .array(chatContactSchema)
      .parse(dataOf(await chatCall(app, 'chatContactList', { chatToken: service.chatToken })));
    expect(list.map((c) => c.id)).toEqual([player.id, guest.id]);
    expect(list[1]).toMatchObject({
      guest_id: guest.id,
      unread: 1,
      userId: null,
      isService: 0,
      // Where the guest came from, for the service account.
      remark: '忘记密码',
    });
    expect(list[0]!.remark).toBe('');
    expect(list[1]!.hash_id).toMatch(/^[0-9a-f]{16}$/);
    expect(list[1]!.hash_id).not.toBe(guest.secret);
    expect(list[1]!.last_message?.content.body).toBe('我忘记密码了');
    expect(list[0]).toMatchObject({ userId: player.userId, unread: 1 });
    // Guests only, paged (the service console's guest list).
    const guests = dataOf<{ items: { id: string }[]; total: number }>(
      await chatCall(app, 'chatGuestFriends', {
        chatToken: service.chatToken,
        query: { page: 1, per_page: 20 },
      }),
    );
    expect(guests).toMatchObject({ total: 1, items: [{ id: guest.id }] });
    // Reading the conversation clears its unread count.
    dataOf(
      await chatCall(app, 'chatRecords', {
        chatToken: service.chatToken,
        query: { room_id: contact.room_id, talk_type: 1 },
      }),
    );
    await sendPrivate(app, service.chatToken, guest.id, '您好，请提供账号');
    const after = z
      .array(chatContactSchema)
      .parse(dataOf(await chatCall(app, 'chatContactList', { chatToken: service.chatToken })));
    expect(after[0]).toMatchObject({ id: guest.id, unread: 0 });
    // The guest sees the answer as unread, in its own lists.
    const mine = dataOf<{ items: { id: string; unread: number }[]; total: number }>(
      await chatCall(app, 'chatGuestFriends', { chatToken: guest.chatToken }),
    );
    expect(mine).toEqual({
      total: 1,
      items: [expect.objectContaining({ id: service.id, unread: 1 })],
    });
    const one = chatContactSchema.parse(
      dataOf(
        await chatCall(app, 'chatGuestFriend', {
          chatToken: guest.chatToken,
          params: { id: service.id },
        }),
      ),
    );
    expect(one.room_id).toBe(contact.room_id);
  });

  it('refuses a guest room with anyone but a service account, and unknown ids', async () => {
    const { app, database } = files.t;
    const guest = await chatGuest(app);
    const player = await chatPlayer(app, database.db, { chatLevel: 2 });
    expectError(
      await chatCall(app, 'chatGuestInitRoom', {
        chatToken: guest.chatToken,
        body: { friend_id: player.id },
      }),
      403,
      ErrorCode.FORBIDDEN,
      CHAT_REFUSAL.guestServiceOnly,
    );
    expectError(
      await chatCall(app, 'chatGuestInitRoom', {
        chatToken: guest.chatToken,
        body: { friend_id: 'G000000000' },
      }),
      404,
      ErrorCode.NOT_FOUND,
    );
    expectError(
      await chatCall(app, 'chatGuestInitRoom', { chatToken: guest.chatToken, body: {} }),
      400,
      ErrorCode.BAD_REQUEST,
    );
    expectError(
      await chatCall(app, 'chatGuestFriend', {
        chatToken: guest.chatToken,
        params: { id: player.id },
      }),
      403,
      ErrorCode.FORBIDDEN,
    );
  });
});

describe('guests', () => {
  it('id-generation is limited per address; a wrong secret gets no token', async () => {
    const { app } = files.t;
    const address = '10.250.0.1';
    const made: string[] = [];
    for (let i = 0; i < 10; i++) {
      made.push(
        dataOf<{ guest_id: string }>(await chatCall(app, 'chatGuestId', { remoteAddress: address }))
          .guest_id,
      );
    }
    expect(new Set(made).size).toBe(10);
    expectError(
      await chatCall(app, 'chatGuestId', { remoteAddress: address }),
      429,
      ErrorCode.TOO_MANY_REQUESTS,
    );
    expectError(
      await chatCall(app, 'chatGuestToken', { params: { id: 'x'.repeat(43) } }),
      400,
      ErrorCode.TOKEN_INVALID,
    );
    expectError(
      await chatCall(app, 'chatGuestToken', { params: { id: made[0]! } }),
      400,
      ErrorCode.TOKEN_INVALID,
    );
  });

  it('/chat/me of a guest and of a player', async () => {
    const { app, database } = files.t;
    const guest = await chatGuest(app);
    expect(dataOf(await chatCall(app, 'chatSelf', { chatToken: guest.chatToken }))).toEqual({
      user_id: guest.id,
      nickname: guest.nickname,
      chatLevel: 0,
      avatarId: 0,
      color: 1,
      isGuest: true,
      isService: false,
      enableChat: 1,
    });
    const mod = await chatPlayer(app, database.db, { chatLevel: 2, chatThemeColor: 5 });
    expect(dataOf(await chatCall(app, 'chatSelf', { chatToken: mod.chatToken }))).toMatchObject({
      user_id: mod.id,
      chatLevel: 2,
      color: 5,
      isGuest: false,
      isService: false,
      enableChat: 1,
    });
  });
});

describe('contacts', () => {
  it('createaccept (form) adds a moderator both ways; a player is refused; contactdetail answers the room', async () => {
    const { app, database } = files.t;
    const player = await chatPlayer(app, database.db);
    const other = await chatPlayer(app, database.db);
    const mod = await chatPlayer(app, database.db, { chatLevel: 2 });
    const contact = chatContactSchema.parse(
      dataOf(
        await chatCall(app, 'chatContactCreate', {
          chatToken: player.chatToken,
          body: { friend_id: mod.id, friend_nickname: '管理员老王', nickname: '小张', avatarId: 3 },
        }),
      ),
    );
    expect(contact).toMatchObject({ id: mod.id, nickname: '管理员老王', userId: mod.userId });
    const theirs = z
      .array(chatContactSchema)
      .parse(dataOf(await chatCall(app, 'chatContactList', { chatToken: mod.chatToken })));
    expect(theirs.find((c) => c.id === player.id)?.nickname).toBe('小张');
    expectError(
      await chatCall(app, 'chatContactCreate', {
        chatToken: player.chatToken,
        body: { friend_id: other.id },
      }),
      403,
      ErrorCode.FORBIDDEN,
      CHAT_REFUSAL.privateNotAllowed,
    );
    expectError(
      await chatCall(app, 'chatContactCreate', {
        chatToken: player.chatToken,
        body: { friend_id: player.id },
      }),
      404,
      ErrorCode.NOT_FOUND,
    );
    const detail = chatContactSchema.parse(
      dataOf(
        await chatCall(app, 'chatContactDetail', {
          chatToken: player.chatToken,
          query: { friend_id: mod.id },
        }),
      ),
    );
    expect(detail.room_id).toBe(contact.room_id);
    expectError(
      await chatCall(app, 'chatContactDetail', {
        chatToken: player.chatToken,
        query: { friend_id: other.id },
      }),
      403,
      ErrorCode.FORBIDDEN,
    );
    // The moderator may write to the player; the player's list shows it unread.
    await sendPrivate(app, mod.chatToken, player.id, '你好，有什么可以帮你？');
    const mine = z
      .array(chatContactSchema)
      .parse(dataOf(await chatCall(app, 'chatContactList', { chatToken: player.chatToken })));
    expect(mine).toEqual([expect.objectContaining({ id: mod.id, unread: 1 })]);
  });
});

describe('hostile input', () => {
  it('never answers 500 to odd ids, queries and bodies on any chat call', async () => {
    const { app, database } = files.t;
    const player = await chatPlayer(app, database.db);
    const odd = [
      '',
      '0',
      '-1',
      'p_',
      'p_1_2_3',
      `p_${player.id}_G1`,
      'G',
      'G' + '9'.repeat(30),
      '9'.repeat(30),
      '../../etc/passwd',
      '<script>',
      '😀'.repeat(40),
      "' or 1=1 --",
      '%00',
    ];
    const names = Object.keys(endpoints).filter((name) =>
      name.startsWith('chat'),
    ) as EndpointName[];
    for (const name of names) {
      for (const value of odd) {
        for (const chatToken of [player.chatToken, undefined]) {
          const response = await chatCall(app, name, {
            chatToken,
            query: { room_id: value, friend_id: value, after_id: value, page: value, limit: value },
            body: { friend_id: value, remark: value, id: value, nickname: value },
            params: { id: encodeURIComponent(value) },
            headers: { token: player.accessToken },
          });
          expect(response.statusCode, `${name} ${value}`).toBeLessThan(500);
        }
      }
    }
  });
});
