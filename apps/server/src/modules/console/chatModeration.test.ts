// The console's chat moderation (issue 32, 聊天): rooms with online counts, a room's messages paged
// backwards, deleting a message (the room hears MESSAGE_DELETED, history no longer has it), muting
// its sender (您已被禁言 from the next message on) and slow mode. 客服 and 管理员 moderate, every role
// reads; refusals change nothing.
import { CHAT_REFUSAL, ChatCommand, chatRecordsSchema } from '@jinli/contract';
import {
  type ConsoleChatMessages,
  type ConsoleChatRoom,
  CONSOLE_CHAT_PATHS as PATHS,
  consolePathOf,
} from '@jinli/contract/console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testCompanyId, type TestApp } from '../../../test/testApp';
import { tableCounts } from '../../../test/testDatabase';
import { dataOf } from '../../../test/users';
import { createMemoryPubSub } from '../../realtime/memoryPubSub';
import { insertMessage } from '../chat/messages';
import { createMemoryPresence } from '../chat/socket/presence';
import {
  chatCall,
  chatPlayer,
  chatServiceUser,
  type ChatUser,
  clientId,
  LOBBY,
  setRoom,
} from '../chat/testKit';
import { chatTopics, type ChatPrincipal } from '../chat/types';
import type { OperatorRole } from '../operators/roles';
import { ROLES_CHAT_MODERATION } from './chatRooms';
import {
  expectReadableByAll,
  expectRefusal,
  expectWriteGuarded,
  lastAudit,
  okData,
  sessionsByRole,
} from './contentTestKit';
import { consoleOf, consoleRequest, type Session, testClock } from './testKit';

const clock = testClock();
const pubsub = createMemoryPubSub();
const presence = createMemoryPresence();
let t: TestApp;
let sessions: Record<OperatorRole, Session>;
let player: ChatUser;
beforeAll(async () => {
  t = await createTestApp({
    console: { now: clock.now },
    pubsub,
    chat: { availabilityCacheMs: 0, presence, floodRules: [] },
  });
  sessions = await sessionsByRole(t, clock, 'chat');
  player = await chatPlayer(t.app, t.database.db);
  await setRoom(t.database.db, LOBBY, { secPerMess: 0 });
});
afterAll(async () => {
  await t?.close();
});

const support = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
  consoleRequest(consoleOf(t), sessions.support, method, url, body);

async function send(token: string, body: string) {
  const principal = (await t.app.chatService.authenticate(token, false)) as ChatPrincipal;
  return t.app.chatService.sendRoom(principal, {
    room_id: LOBBY,
    type: 'text',
    body,
    client_id: clientId(),
  });
}

const history = async () =>
  chatRecordsSchema.parse(
    dataOf(
      await chatCall(t.app, 'chatRecords', {
        chatToken: player.chatToken,
        query: { room_id: LOBBY },
      }),
    ),
  ).items;

describe('rooms', () => {
  it('lists every room with who is in it now', async () => {
    await presence.setLocal(LOBBY, 3);
    await expectReadableByAll(t, sessions, PATHS.rooms);
    const rooms = okData<{ data: ConsoleChatRoom[] }>(await support('GET', PATHS.rooms)).data;
    expect(rooms[0]).toMatchObject({ roomId: LOBBY, online: 3, gameId: null });
    expect(rooms.length).toBeGreaterThan(1);
  });

  it('sets a room’s slow mode, which holds from the next message on', async () => {
    const room = consolePathOf(PATHS.room, LOBBY);
    const set = okData<ConsoleChatRoom>(await support('PATCH', room, { secPerMess: 30 }));
    expect(set.secPerMess).toBe(30);
    await send(player.chatToken, '第一条');
    await expect(send(player.chatToken, '第二条')).rejects.toThrow(/秒/);
    expect(await lastAudit(t, 'chat.room.slow_mode')).toMatchObject({ role: 'support' });
    okData(await support('PATCH', room, { secPerMess: 0 }));
    await send(player.chatToken, '第三条');
  });

  it('guards slow mode and refuses bad values', async () => {
    const room = consolePathOf(PATHS.room, LOBBY);
    await expectWriteGuarded(t, sessions, ROLES_CHAT_MODERATION, 'PATCH', room, { secPerMess: 5 });
    for (const body of [
      { secPerMess: -1 },
      { secPerMess: 3601 },
      { secPerMess: '5' },
      { secPerMess: 1.5 },
      {},
    ])
      expectRefusal(await support('PATCH', room, body), 400);
    expectRefusal(
      await support('PATCH', consolePathOf(PATHS.room, 'no-such-room'), { secPerMess: 1 }),
      404,
    );
    expectRefusal(
      await support('PATCH', `${PATHS.rooms}/${'x'.repeat(65)}`, { secPerMess: 1 }),
      400,
    );
  });
});

describe('messages', () => {
  it('pages a room’s messages backwards, newest first, with the sender’s real account', async () => {
    const sent = [];
    for (const body of ['一', '二', '三']) sent.push(await send(player.chatToken, body));
    const url = consolePathOf(PATHS.roomMessages, LOBBY);
    const first = okData<ConsoleChatMessages>(await support('GET', `${url}?limit=2`));
    expect(first.data.map((m) => m.id)).toEqual([sent[2]!.id, sent[1]!.id]);
    expect(first.data[0]).toMatchObject({
      body: '三',
      account: player.account,
      playerId: player.userId,
      senderEnableChat: true,
    });
    const second = okData<ConsoleChatMessages>(
      await support('GET', `${url}?limit=2&before=${first.nextBefore}`),
    );
    expect(second.data[0]?.id).toBe(sent[0]!.id);
    for (const query of [
      'limit=0',
      'limit=101',
      'before=abc',
      'before=-1',
      'before=99999999999999999999',
    ])
      expectRefusal(await support('GET', `${url}?${query}`), 400);
    expectRefusal(await support('GET', consolePathOf(PATHS.roomMessages, 'nope')), 404);
    await expectReadableByAll(t, sessions, url);
  });

  it('deletes a message: the room hears it, history no longer has it', async () => {
    const message = await send(player.chatToken, '违规内容');
    expect((await history()).map((m) => m.id)).toContain(message.id);
    const frames: string[] = [];
    const stop = await pubsub.subscribe(chatTopics.room(LOBBY), (frame) => frames.push(frame));
    await expectWriteGuarded(
      t,
      sessions,
      ROLES_CHAT_MODERATION,
      'DELETE',
      consolePathOf(PATHS.message, message.id),
    );
    okData(await support('DELETE', consolePathOf(PATHS.message, message.id)));
    await stop();
    expect(frames.map((f) => JSON.parse(f))).toContainEqual({
      command: ChatCommand.MESSAGE_DELETED,
      channel: `room:${LOBBY}`,
      content: { id: message.id, room_id: LOBBY },
    });
    expect((await history()).map((m) => m.id)).not.toContain(message.id);
    expect(await lastAudit(t, 'chat.message.delete')).toMatchObject({ role: 'support' });
    expectRefusal(await support('DELETE', consolePathOf(PATHS.message, message.id)), 404);
    for (const id of ['abc', '-1', '1.5'])
      expectRefusal(
        await support('DELETE', `${PATHS.rooms.replace('rooms', 'messages')}/${id}`),
        400,
      );
    expectRefusal(
      await support('DELETE', consolePathOf(PATHS.message, '9999999999999999999')),
      404,
    );
  });

  it('mutes the sender of a message, who gets 您已被禁言 from the next message on', async () => {
    const offender = await chatPlayer(t.app, t.database.db);
    const message = await send(offender.chatToken, '刷屏');
    const mute = consolePathOf(PATHS.messageMute, message.id);
    await expectWriteGuarded(t, sessions, ROLES_CHAT_MODERATION, 'POST', mute, { muted: true });
    const muted = okData<{ enableChat: boolean; account: string }>(await support('POST', mute, {}));
    expect(muted).toMatchObject({ enableChat: false, account: offender.account });
    await expect(send(offender.chatToken, '再刷')).rejects.toThrow(CHAT_REFUSAL.muted);
    const self = dataOf<{ enableChat: number }>(
      await chatCall(t.app, 'chatSelf', { chatToken: offender.chatToken }),
    );
    expect(self.enableChat).toBe(0);
    expect(await lastAudit(t, 'chat.mute')).toMatchObject({ role: 'support' });
    okData(await support('POST', mute, { muted: false }));
    await send(offender.chatToken, '好的');
    for (const body of [{ muted: 'yes' }, { muted: 1 }, 'x'])
      expectRefusal(await support('POST', mute, body), 400);
  });

  it('refuses to mute a guest or a customer-service account, changing nothing', async () => {
    const service = await chatServiceUser(t.app, t.database.db);
    const stored = async (senderId: string) =>
      String(
        (
          await insertMessage(t.database.db, {
            companyId: await testCompanyId(t.database),
            kind: 'room',
            roomId: LOBBY,
            senderId,
            userinfo: {
              user_id: senderId,
              nickname: senderId,
              chatLevel: 1,
              avatarId: 1,
              color: 1,
            },
            type: 'text',
            body: '发言',
          })
        ).id,
      );
    const fromGuest = await stored('G12345678');
    const fromService = await stored(service.id);
    const counts = await tableCounts(t.database.db);
    expectRefusal(await support('POST', consolePathOf(PATHS.messageMute, fromGuest), {}), 400);
    expectRefusal(await support('POST', consolePathOf(PATHS.messageMute, fromService), {}), 400);
    expectRefusal(await support('POST', consolePathOf(PATHS.messageMute, '123456789012'), {}), 404);
    expect(await tableCounts(t.database.db)).toEqual(counts);
  });
});
