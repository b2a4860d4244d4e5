// The chat service as the socket hub uses it (ChatSocketService): tokens, rooms, sends with every
// rule and limit, private messages, invites, deletes, and what it publishes.
import { CHAT_REFUSAL, ChatCommand, ErrorCode } from '@jinli/contract';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testAppPerFile } from '../../../test/testApp';
import { WAIT_MS } from '../../../test/timeouts';
import { call, dataOf } from '../../../test/users';
import { accessToken, systemConfig, vipRule } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { createMemoryPubSub } from '../../realtime/memoryPubSub';
import { createRedisPubSub } from '../../realtime/redisPubSub';
import type { ChatModule } from './module';
import { createChatModule } from './module';
import { DEFAULT_CHAT_FLOOD_RULES } from './context';
import { createMemoryPresence } from './socket/presence';
import { chatGuest, chatPlayer, chatServiceUser, clientId, LOBBY, setRoom } from './testKit';
import { type ChatPrincipal, chatTopics } from './types';
import { createAuthService } from '../accounts/auth';
import { createDbRateLimiter } from '../accounts/rateLimits';
import { createRedisRateLimiter } from '../accounts/redisRateLimiter';
import { createCompanyService } from '../company/service';
import { createConfigService } from '../config/service';
import { TEST_COMPANY } from '../../../test/testApp';

const files = testAppPerFile({ chat: { availabilityCacheMs: 0 } });

/** A second chat module on the same database, with its own PubSub to watch what it publishes. */
let chat: ChatModule;
const published: { topic: string; frame: { command: number; content: Record<string, unknown> } }[] =
  [];

/** A chat module on the test database with its own PubSub, presence, limits and clock. */
function chatModuleOn(
  db: typeof files.t.database.db,
  pubsub: ReturnType<typeof createMemoryPubSub>,
  floodRules?: Parameters<typeof createChatModule>[0]['floodRules'],
  now?: () => number,
): ChatModule {
  const company = createCompanyService(db, TEST_COMPANY);
  return createChatModule({
    db,
    company,
    config: createConfigService(db, company),
    auth: createAuthService(db),
    pubsub,
    limiter: createDbRateLimiter(db),
    presence: createMemoryPresence(),
    availabilityCacheMs: 0,
    floodRules,
    now,
  });
}

beforeAll(async () => {
  const pubsub = createMemoryPubSub();
  chat = chatModuleOn(files.t.database.db, pubsub);
  const original = pubsub.publish.bind(pubsub);
  pubsub.publish = async (topic, message) => {
    published.push({ topic, frame: JSON.parse(message) as (typeof published)[number]['frame'] });
    return original(topic, message);
  };
});

async function principal(chatToken: string): Promise<ChatPrincipal> {
  const p = await chat.service.authenticate(chatToken, false);
  if (!p) throw new Error('token refused');
  return p;
}

async function refusal(promise: Promise<unknown>): Promise<{ code: string; msg: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, msg: error.message };
    throw error;
  }
  throw new Error('not refused');
}

const text = (room_id: string, body: string) => ({
  room_id,
  type: 'text' as const,
  body,
  client_id: clientId(),
});

describe('authenticate', () => {
  it('knows a player token, a guest token, and refuses anything else', async () => {
    const { app, database } = files.t;
    const player = await chatPlayer(app, database.db);
    const p = await principal(player.chatToken);
    expect(p).toMatchObject({ userId: player.id, isGuest: false, playerId: player.userId });
    expect(p.sessionId).toMatch(/^\d+$/);
    expect(p.userinfo.nickname).not.toBe(player.account);
    const guest = await chatGuest(app);
    expect(await principal(guest.chatToken)).toMatchObject({ userId: guest.id, isGuest: true });
    expect(await chat.service.authenticate('x'.repeat(43), false)).toBeNull();
    expect(await chat.service.authenticate('', false)).toBeNull();
  });

  it('refuses a chat token once its access session is revoked', async () => {
    const { app, database } = files.t;
    const player = await chatPlayer(app, database.db);
    expect(await chat.service.authenticate(player.chatToken, false)).not.toBeNull();
    await call(app, 'logout', { token: player.accessToken });
    expect(await chat.service.authenticate(player.chatToken, false)).toBeNull();
  });

  it('refuses a chat token whose access session expired', async () => {
    const { app, database } = files.t;
    const player = await chatPlayer(app, database.db);
    await database.db
      .update(accessToken)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessToken.userId, player.userId));
    expect(await chat.service.authenticate(player.chatToken, false)).toBeNull();
  });
});

describe('sendRoom', () => {
  it('stores first, then publishes the frame on the room topic', async () => {
    const { app, database } = files.t;
    await setRoom(database.db, LOBBY, { secPerMess: 0 });
    const player = await chatPlayer(app, database.db);
    const p = await principal(player.chatToken);
    const input = text(LOBBY, '  大家好 <b>不是HTML</b>  ');
    const message = await chat.service.sendRoom(p, input);
    expect(message).toMatchObject({
      command: ChatCommand.ROOM_MESSAGE,
      channel: `room:${LOBBY}`,
      content: {
        type: 'text',
        body: '大家好 <b>不是HTML</b>',
        room_id: LOBBY,
        client_id: input.client_id,
      },
    });
    expect(message.id).toMatch(/^\d+$/);
    const frame = published.find((f) => (f.frame as { id?: string }).id === message.id);
    expect(frame?.topic).toBe(chatTopics.room(LOBBY));
    const { lastId } = await chat.service.roomFor(p, LOBBY);
    expect(lastId).toBe(message.id);
  });

  it('carries the sender colour and level as they are now, not as when the token was made', async () => {
    const { app, database } = files.t;
    await setRoom(database.db, LOBBY, { secPerMess: 0 });
    const player = await chatPlayer(app, database.db, { chatThemeColor: 2 });
    const p = await principal(player.chatToken);
    expect((await chat.service.sendRoom(p, text(LOBBY, '一'))).content.userinfo.color).toBe(2);
    dataOf(
      await call(app, 'updateChatThemeColor', { token: player.accessToken, body: { color: 6 } }),
    );
    const after = await chat.service.sendRoom(p, text(LOBBY, '二'));
    expect(after.content.userinfo).toMatchObject({ color: 6, chatLevel: 1 });
  });

  it("refuses empty and over-long text, unknown rooms and other people's images", async () => {
    const { app, database } = files.t;
    const p = await principal((await chatPlayer(app, database.db)).chatToken);
    expect(await refusal(chat.service.sendRoom(p, text(LOBBY, '   ')))).toEqual({
      code: ErrorCode.BAD_REQUEST,
      msg: CHAT_REFUSAL.textLength,
    });
    expect((await refusal(chat.service.sendRoom(p, text(LOBBY, '字'.repeat(501))))).msg).toBe(
      CHAT_REFUSAL.textLength,
    );
    await setRoom(database.db, LOBBY, { secPerMess: 0 });
    await chat.service.sendRoom(p, text(LOBBY, '😀'.repeat(500)));
    expect((await refusal(chat.service.sendRoom(p, text('nope', 'hi')))).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect(
      (
        await refusal(
          chat.service.sendRoom(p, { ...text(LOBBY, ''), type: 'image', image_id: 'abc' }),
        )
      ).code,
    ).toBe(ErrorCode.BAD_REQUEST);
  });

  it('refuses muted players, VIP levels without chat, and levels below the room', async () => {
    const { app, database } = files.t;
    const db = database.db;
    await setRoom(db, LOBBY, { secPerMess: 0 });
    const muted = await principal((await chatPlayer(app, db, { enableChat: false })).chatToken);
    expect(await refusal(chat.service.sendRoom(muted, text(LOBBY, 'hi')))).toEqual({
      code: ErrorCode.FORBIDDEN,
      msg: CHAT_REFUSAL.muted,
    });
    await db.update(vipRule).set({ enableChat: false }).where(eq(vipRule.vipLevel, 7));
    const vip = await principal((await chatPlayer(app, db, { vipLevel: 7 })).chatToken);
    expect((await refusal(chat.service.sendRoom(vip, text(LOBBY, 'hi')))).msg).toBe(
      CHAT_REFUSAL.vipDenied,
    );
    await setRoom(db, 'game-110', { minChatLevel: 3, secPerMess: 0 });
    const low = await principal((await chatPlayer(app, db, { chatLevel: 1 })).chatToken);
    expect((await refusal(chat.service.sendRoom(low, text('game-110', 'hi')))).msg).toBe(
      CHAT_REFUSAL.levelTooLow,
    );
    const high = await principal((await chatPlayer(app, db, { chatLevel: 3 })).chatToken);
    await chat.service.sendRoom(high, text('game-110', 'hi'));
    const guest = await principal((await chatGuest(app)).chatToken);
    expect((await refusal(chat.service.sendRoom(guest, text(LOBBY, 'hi')))).msg).toBe(
      CHAT_REFUSAL.guestServiceOnly,
    );
    await setRoom(db, 'game-110', { minChatLevel: 1 });
  });

  it('lets one of 200 parallel sends through slow mode, and the next after the window', async () => {
    const { app, database } = files.t;
    // Slow mode on a clock that stands still until the test moves it: on the wall clock a loaded
    // machine can let a window pass during the burst, or between a send and the one meant too soon.
    let clock = Date.now();
    const timed = chatModuleOn(database.db, createMemoryPubSub(), undefined, () => clock);
    await setRoom(database.db, 'game-70', { secPerMess: 60 });
    const p = await principal((await chatPlayer(app, database.db)).chatToken);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => timed.service.sendRoom(p, text('game-70', `第${i}条`))),
    );
    const passed = results.filter((r) => r.status === 'fulfilled');
    expect(passed).toHaveLength(1);
    for (const r of results) {
      if (r.status === 'rejected') {
        expect(r.reason).toBeInstanceOf(AppError);
        expect((r.reason as AppError).code).toBe(ErrorCode.TOO_MANY_REQUESTS);
        expect((r.reason as AppError).message).toMatch(/^发言过快，请\d+秒后再试$/);
      }
    }
    // A short window: refused within it, let through once it passed.
    await setRoom(database.db, 'game-97', { secPerMess: 3 });
    await timed.service.sendRoom(p, text('game-97', '第一条'));
    clock += 2_999;
    const early = await refusal(timed.service.sendRoom(p, text('game-97', '太快了')));
    expect(early).toEqual({
      code: ErrorCode.TOO_MANY_REQUESTS,
      msg: CHAT_REFUSAL.slowMode.replace('{n}', '1'),
    });
    clock += 1;
    await timed.service.sendRoom(p, text('game-97', '又来了'));
  });

  it('refuses a flood across rooms', async () => {
    const { app, database } = files.t;
    const db = database.db;
    const rooms = ['game-42', 'game-46', 'game-96', 'game-43', 'game-44', 'game-45'];
    for (const room of rooms) await setRoom(db, room, { secPerMess: 0 });
    // The default rule's 10 s window, stretched: twelve sends on a busy machine can outlast 10 s,
    // and the test is about the count, not the speed.
    const patient = chatModuleOn(db, createMemoryPubSub(), [
      { max: DEFAULT_CHAT_FLOOD_RULES[0]!.max, windowMs: 10 * 60_000 },
    ]);
    const p = await principal((await chatPlayer(app, db)).chatToken);
    const outcomes: string[] = [];
    for (let i = 0; i < 12; i++) {
      try {
        await patient.service.sendRoom(p, text(rooms[i % rooms.length]!, `刷屏${i}`));
        outcomes.push('ok');
      } catch (error) {
        outcomes.push((error as AppError).message);
      }
    }
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(10);
    expect(outcomes.slice(10)).toEqual([CHAT_REFUSAL.flood, CHAT_REFUSAL.flood]);
  });
});

describe('history while many write', () => {
  it('a reader following after_id during 120 parallel sends misses none and repeats none', async () => {
    const { app, database } = files.t;
    const db = database.db;
    await setRoom(db, 'game-51', { secPerMess: 0 });
    const writers = await Promise.all(
      Array.from({ length: 40 }, async () => principal((await chatPlayer(app, db)).chatToken)),
    );
    const reader = await principal((await chatGuest(app)).chatToken);
    const start = (await chat.service.roomFor(reader, 'game-51')).lastId || '0';
    const seen: string[] = [];
    let last = start;
    let done = false;
    const follow = async () => {
      for (;;) {
        const finished = done;
        const page = await chat.chat.history(reader, {
          room_id: 'game-51',
          page: 1,
          limit: 150,
          after_id: last,
        });
        for (const m of page.items) seen.push(m.id);
        if (page.items.length > 0) last = page.items.at(-1)!.id;
        if (finished && page.items.length === 0) return;
      }
    };
    const following = follow();
    const sent = await Promise.all(
      writers.flatMap((w, i) =>
        [0, 1, 2].map((k) => chat.service.sendRoom(w, text('game-51', `第${i}-${k}条`))),
      ),
    );
    done = true;
    await following;
    const ids = sent.map((m) => m.id).sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
    expect(seen).toEqual(ids);
  });
});

describe('maintenance', () => {
  it('assertAvailable and every call answer 405 CHAT/UNAVAILABLE while chat is in maintenance', async () => {
    const { app, database } = files.t;
    const db = database.db;
    const p = await principal((await chatPlayer(app, db)).chatToken);
    await db
      .update(systemConfig)
      .set({ configValue: '1' })
      .where(eq(systemConfig.configKey, 'enable_chat_maintenance'));
    try {
      const e = await refusal(chat.service.assertAvailable());
      expect(e.code).toBe(ErrorCode.CHAT_UNAVAILABLE);
      expect(new AppError(ErrorCode.CHAT_UNAVAILABLE).statusCode).toBe(405);
      expect((await refusal(chat.service.sendRoom(p, text(LOBBY, 'hi')))).code).toBe(
        ErrorCode.CHAT_UNAVAILABLE,
      );
      expect((await refusal(chat.service.roomFor(p, LOBBY))).code).toBe(ErrorCode.CHAT_UNAVAILABLE);
    } finally {
      await db
        .update(systemConfig)
        .set({ configValue: '0' })
        .where(eq(systemConfig.configKey, 'enable_chat_maintenance'));
    }
    await chat.service.assertAvailable();
  });
});

describe('sendPrivate', () => {
  it('lets players write to moderators and service accounts only; moderators to anyone', async () => {
    const { app, database } = files.t;
    const db = database.db;
    const a = await principal((await chatPlayer(app, db)).chatToken);
    const b = await chatPlayer(app, db);
    const mod = await chatPlayer(app, db, { chatLevel: 2 });
    const modP = await principal(mod.chatToken);
    const dm = (to: string, body = '你好') => ({
      reciveId: to,
      type: 'text' as const,
      body,
      client_id: clientId(),
    });
    expect((await refusal(chat.service.sendPrivate(a, dm(b.id)))).msg).toBe(
      CHAT_REFUSAL.privateNotAllowed,
    );
    const toMod = await chat.service.sendPrivate(a, dm(mod.id));
    expect(toMod.command).toBe(ChatCommand.PRIVATE_MESSAGE);
    expect(toMod.content.reciveId).toBe(mod.id);
    const topics = published.filter((f) => (f.frame as { id?: string }).id === toMod.id);
    expect(topics.map((t) => t.topic).sort()).toEqual(
      [chatTopics.user(mod.id), chatTopics.user(a.userId)].sort(),
    );
    await chat.service.sendPrivate(modP, dm(b.id));
    expect((await refusal(chat.service.sendPrivate(a, dm('999999')))).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    // The muted player can still reach customer service.
    const service = await chatServiceUser(app, db);
    const muted = await principal((await chatPlayer(app, db, { enableChat: false })).chatToken);
    await chat.service.sendPrivate(muted, dm(service.id, '我被禁言了，请帮忙'));
    expect((await refusal(chat.service.sendPrivate(muted, dm(mod.id)))).msg).toBe(
      CHAT_REFUSAL.muted,
    );
  });

  it('lets guests write to service accounts only', async () => {
    const { app, database } = files.t;
    const guest = await principal((await chatGuest(app)).chatToken);
    const mod = await chatPlayer(app, database.db, { chatLevel: 2 });
    const service = await chatServiceUser(app, database.db);
    const dm = (to: string) => ({
      reciveId: to,
      type: 'text' as const,
      body: '在吗',
      client_id: clientId(),
    });
    expect((await refusal(chat.service.sendPrivate(guest, dm(mod.id)))).msg).toBe(
      CHAT_REFUSAL.guestServiceOnly,
    );
    const sent = await chat.service.sendPrivate(guest, dm(service.id));
    expect(sent.content.userinfo.user_id).toBe(guest.userId);
    // And the service account answers the guest.
    const reply = await chat.service.sendPrivate(
      await principal(service.chatToken),
      dm(guest.userId),
    );
    expect(reply.content.room_id).toBe(sent.content.room_id);
  });
});

describe('invite and deleteMessage', () => {
  it('are for moderators only; a delete publishes MESSAGE_DELETED and hides the message', async () => {
    const { app, database } = files.t;
    const db = database.db;
    await setRoom(db, LOBBY, { secPerMess: 0 });
    const player = await principal((await chatPlayer(app, db)).chatToken);
    const other = await chatPlayer(app, db);
    const mod = await principal((await chatPlayer(app, db, { chatLevel: 2 })).chatToken);
    const message = await chat.service.sendRoom(player, text(LOBBY, '要被删的消息'));
    expect((await refusal(chat.service.deleteMessage(player, message.id))).msg).toBe(
      CHAT_REFUSAL.moderatorOnly,
    );
    expect(
      (await refusal(chat.service.invite(player, { reciveId: other.id, room_id: LOBBY }))).msg,
    ).toBe(CHAT_REFUSAL.moderatorOnly);
    await chat.service.invite(mod, { reciveId: other.id, room_id: LOBBY });
    const invite = published.find(
      (f) =>
        f.topic === chatTopics.user(other.id) && f.frame.command === ChatCommand.INVITE_RECEIVED,
    );
    expect(invite?.frame.content).toMatchObject({ room_id: LOBBY });
    expect(await chat.service.deleteMessage(mod, message.id)).toEqual({
      id: message.id,
      room_id: LOBBY,
    });
    const deleted = published.find(
      (f) =>
        f.topic === chatTopics.room(LOBBY) &&
        f.frame.command === ChatCommand.MESSAGE_DELETED &&
        f.frame.content.id === message.id,
    );
    expect(deleted).toBeDefined();
    expect((await refusal(chat.service.deleteMessage(mod, message.id))).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await refusal(chat.service.deleteMessage(mod, '9999999999999999999'))).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    const { lastId } = await chat.service.roomFor(player, LOBBY);
    expect(lastId).not.toBe(message.id);
  });
});

describe.skipIf(!process.env.REDIS_URL)('two instances with Redis limits and pub/sub', () => {
  it('slow mode and the flood limit hold across instances; a send on one is published to the other', async () => {
    const { app, database } = files.t;
    const db = database.db;
    const prefix = `jinli-test-${randomBytes(4).toString('hex')}:`;
    const url = process.env.REDIS_URL!;
    const company = createCompanyService(db, TEST_COMPANY);
    // Slow mode on a clock that stands still (see the single-instance test), and the flood rule's
    // 10 s window stretched to 10 min: on a loaded machine the bursts outlast the real windows.
    const clock = Date.now();
    const floodRules = [{ max: DEFAULT_CHAT_FLOOD_RULES[0]!.max, windowMs: 10 * 60_000 }];
    const instances = [0, 1].map(() => {
      const pubsub = createRedisPubSub(url, prefix);
      const limiter = createRedisRateLimiter(url, prefix);
      return {
        pubsub,
        limiter,
        module: createChatModule({
          db,
          company,
          config: createConfigService(db, company),
          auth: createAuthService(db),
          pubsub,
          limiter,
          presence: createMemoryPresence(),
          availabilityCacheMs: 0,
          floodRules,
          now: () => clock,
        }),
      };
    });
    try {
      const heard: string[] = [];
      await instances[1]!.pubsub.subscribe(chatTopics.room('game-90'), (m) => heard.push(m));
      await setRoom(db, 'game-90', { secPerMess: 60 });
      const player = await chatPlayer(app, db);
      const p = await principal(player.chatToken);
      const results = await Promise.allSettled(
        Array.from({ length: 200 }, (_, i) =>
          instances[i % 2]!.module.service.sendRoom(p, text('game-90', `并发${i}`)),
        ),
      );
      const passed = results.filter((r) => r.status === 'fulfilled');
      expect(passed).toHaveLength(1);
      await vi.waitFor(() => expect(heard).toHaveLength(1), { timeout: WAIT_MS });
      const sent = (passed[0] as PromiseFulfilledResult<{ id: string }>).value;
      expect(JSON.parse(heard[0]!)).toMatchObject({
        id: sent.id,
        command: ChatCommand.ROOM_MESSAGE,
      });

      // Flood: 10 pass across both instances, the rest are refused.
      const rooms = ['game-47', 'game-34', 'game-92', 'game-98'];
      for (const room of rooms) await setRoom(db, room, { secPerMess: 0 });
      const flooder = await principal((await chatPlayer(app, db)).chatToken);
      const outcomes = await Promise.allSettled(
        Array.from({ length: 30 }, (_, i) =>
          instances[i % 2]!.module.service.sendRoom(flooder, text(rooms[i % 4]!, `刷${i}`)),
        ),
      );
      expect(outcomes.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    } finally {
      for (const instance of instances) {
        await instance.pubsub.close();
        await instance.limiter.close();
      }
    }
  });
});
