// The chat seed: rooms for the lobby and every lottery game, the customer-service account and the
// chatters, a few hundred plain-text messages over the last days; idempotent.
import { and, count, eq, max, min } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabasePerFile } from '../../../test/testDatabase';
import {
  chatMessage,
  chatRoom,
  chatServiceAccount,
  lotteryGame,
  userAccount,
} from '../../db/schema';
import { verifyPassword } from '../accounts/passwords';
import { seed } from '../../seed/seed';
import {
  DEMO_CHAT_PASSWORD,
  DEMO_CHATTERS,
  DEMO_MODERATOR,
  DEMO_SERVICE,
  LOBBY_ROOM_ID,
  SEEDED_MESSAGES,
} from './seed';

const file = testDatabasePerFile();

describe('chat seed', () => {
  it('makes the rooms, the service account, the chatters and the history once', async () => {
    const db = file.database.db;
    const now = Date.now();
    const { companyId } = await seed(db, { companyCode: 'jinli', now });
    const rooms = await db.select().from(chatRoom).where(eq(chatRoom.companyId, companyId));
    const games = await db.select().from(lotteryGame).where(eq(lotteryGame.enabled, true));
    expect(rooms).toHaveLength(games.length + 1);
    expect(rooms.find((r) => r.id === LOBBY_ROOM_ID)).toMatchObject({
      name: '大厅聊天室',
      gameId: null,
    });
    for (const game of games) {
      expect(rooms.find((r) => r.gameId === game.id)?.name).toBe(`${game.name}聊天室`);
    }
    const [service] = await db
      .select({ user: userAccount, service: chatServiceAccount })
      .from(chatServiceAccount)
      .innerJoin(userAccount, eq(userAccount.id, chatServiceAccount.userId))
      .where(eq(userAccount.companyId, companyId));
    expect(service?.user).toMatchObject({ account: DEMO_SERVICE.account, chatLevel: 2 });
    expect(service?.service).toMatchObject({ nickname: '在线客服', isDefault: true });
    expect(await verifyPassword(service!.user.passwordHash, DEMO_SERVICE.password)).toBe(true);
    const [mod] = await db
      .select()
      .from(userAccount)
      .where(and(eq(userAccount.companyId, companyId), eq(userAccount.account, DEMO_MODERATOR)));
    expect(mod?.chatLevel).toBe(2);
    expect(await verifyPassword(mod!.passwordHash, DEMO_CHAT_PASSWORD)).toBe(true);

    const messages = await db
      .select()
      .from(chatMessage)
      .where(eq(chatMessage.companyId, companyId));
    expect(messages).toHaveLength(SEEDED_MESSAGES);
    expect(new Set(messages.map((m) => m.roomId)).size).toBeGreaterThan(5);
    expect(messages.filter((m) => m.roomId === LOBBY_ROOM_ID).length).toBeGreaterThan(50);
    for (const m of messages) {
      expect(m.body).not.toMatch(/[<>]/);
      expect(m.body.length).toBeGreaterThan(0);
      expect(m.createdAt.getTime()).toBeLessThan(now);
      expect(m.createdAt.getTime()).toBeGreaterThan(now - 3 * 86400_000 - 1000);
    }
    // Ids grow with time, as the history relies on.
    const sorted = [...messages].sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(sorted.map((m) => m.createdAt.getTime())).toEqual(
      [...sorted.map((m) => m.createdAt.getTime())].sort((a, b) => a - b),
    );
    const writers = new Set(messages.map((m) => m.senderId));
    expect(writers.size).toBeGreaterThanOrEqual(DEMO_CHATTERS.length);

    const again = await seed(db, { companyCode: 'jinli', now: now + 60_000 });
    expect(again.inserted).toBe(0);
    const [after] = await db
      .select({ n: count(), first: min(chatMessage.id), last: max(chatMessage.id) })
      .from(chatMessage);
    expect(after?.n).toBe(SEEDED_MESSAGES);
  });
});
