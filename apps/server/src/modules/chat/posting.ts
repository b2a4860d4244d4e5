// What other modules use to write in a room (red packets post their card here): the room's write
// lock, a player's standing as a sender, and posting a card inside the caller's transaction. The
// caller publishes the card on chatTopics.room after its commit, like any room message.
import type { ChatUserInfo } from '@jinli/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { chatRoom } from '../../db/schema';
import { insertMessage, type MessageRow, type NewMessage } from './messages';
import type { People } from './people';
import type { SenderState } from './rules';

export type RoomRow = typeof chatRoom.$inferSelect;

/**
 * Serialises the writes of one room until their commit, so that its messages become visible in
 * id order: without it, on PostgreSQL a message could commit after a later id was already read,
 * and a reconnecting client's `after_id` would skip it for good.
 */
export async function lockRoom(tx: Tx, companyId: number, roomId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chat:${companyId}:${roomId}`}))`);
}

/** The company's enabled room `roomId` (a group room or a game room), if there is one. */
export async function enabledRoomOf(
  db: Db,
  companyId: number,
  roomId: string,
): Promise<RoomRow | undefined> {
  const [room] = await db
    .select()
    .from(chatRoom)
    .where(
      and(eq(chatRoom.companyId, companyId), eq(chatRoom.id, roomId), eq(chatRoom.enabled, true)),
    );
  return room;
}

/**
 * A player as the sender of a card: their standing as it is now (mute, VIP level, chat level), as
 * for a text message, and the userinfo the card carries (chat's nickname and avatar).
 */
export async function playerAsSender(
  people: People,
  companyId: number,
  playerId: number,
): Promise<{ state: SenderState; userinfo: ChatUserInfo }> {
  const userId = String(playerId);
  const state = await people.senderState({
    userId,
    isGuest: false,
    playerId,
    sessionId: null,
    isService: false,
    userinfo: { user_id: userId, nickname: '', chatLevel: 0, avatarId: 1, color: 1 },
  });
  const identity = await people.identity(companyId, userId);
  return {
    state,
    userinfo: {
      user_id: userId,
      nickname: identity?.nickname ?? '',
      chatLevel: state.chatLevel,
      avatarId: state.avatarId,
      color: state.color,
      ...(state.isService ? { isService: 1 as const } : {}),
    },
  };
}

/** A card another module posts in a group room: a red packet's. */
export type NewCard = Pick<
  NewMessage,
  'companyId' | 'roomId' | 'senderId' | 'userinfo' | 'body' | 'hongbaoId'
> & { type: 'hongbao' };

/**
 * Posts `card` in its room inside `tx`, under the room's write lock (so the room's messages commit
 * in id order). Nothing is published: the caller publishes after its commit.
 */
export async function postCard(tx: Tx, card: NewCard): Promise<MessageRow> {
  await lockRoom(tx, card.companyId, card.roomId);
  return insertMessage(tx, { ...card, kind: 'room' });
}
