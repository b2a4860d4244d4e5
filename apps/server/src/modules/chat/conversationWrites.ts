// What changes a conversation: opening it (one row per pair, its room id stable per pair), a new
// message (the newest message, the time, the sender's read mark), a read mark, and the contacts
// added both ways (createaccept).
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { chatContact, chatConversation } from '../../db/schema';
import { orderedPair, privateRoomId } from './identity';

/** The two read marks, with `userId`'s side moved up to `messageId` (never down). */
const readMarksUpTo = (userId: string, messageId: number) => ({
  aReadId: sql`case when ${chatConversation.userA} = ${userId} then greatest(${chatConversation.aReadId}, ${messageId}) else ${chatConversation.aReadId} end`,
  bReadId: sql`case when ${chatConversation.userB} = ${userId} then greatest(${chatConversation.bReadId}, ${messageId}) else ${chatConversation.bReadId} end`,
});

const conversationIs = (cid: number, roomId: string) =>
  and(eq(chatConversation.companyId, cid), eq(chatConversation.roomId, roomId));

/** Creates the pair's conversation unless it exists (a remark is kept once given). */
export async function openConversation(
  tx: Tx | Db,
  cid: number,
  a: string,
  b: string,
  remark: string,
): Promise<string> {
  const [userA, userB] = orderedPair(a, b);
  const roomId = privateRoomId(a, b);
  await tx
    .insert(chatConversation)
    .values({ companyId: cid, roomId, userA, userB, remark })
    .onConflictDoNothing();
  if (remark) {
    await tx.update(chatConversation).set({ remark }).where(conversationIs(cid, roomId));
  }
  return roomId;
}

/** After a message of `senderId`: newest message, updated time, the sender's read mark. */
export async function touchConversation(
  tx: Tx | Db,
  cid: number,
  roomId: string,
  senderId: string,
  messageId: number,
  at: number,
): Promise<void> {
  await tx
    .update(chatConversation)
    .set({
      lastMessageId: sql`greatest(coalesce(${chatConversation.lastMessageId}, 0), ${messageId})`,
      updatedAt: new Date(at),
      ...readMarksUpTo(senderId, messageId),
    })
    .where(conversationIs(cid, roomId));
}

export async function markConversationRead(
  db: Db,
  cid: number,
  roomId: string,
  userId: string,
  messageId: number,
): Promise<void> {
  await db
    .update(chatConversation)
    .set(readMarksUpTo(userId, messageId))
    .where(conversationIs(cid, roomId));
}

type ContactSide = { id: string; nickname?: string | undefined; avatarId?: number | undefined };

/**
 * Adds the contact both ways with the names given (createaccept), and opens their conversation;
 * a name or avatar not given leaves the stored one as it is.
 */
export async function addContact(
  db: Db,
  cid: number,
  owner: ContactSide,
  friend: ContactSide,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [from, to] of [
      [owner, friend],
      [friend, owner],
    ] as const) {
      const insert = tx.insert(chatContact).values({
        companyId: cid,
        ownerId: from.id,
        friendId: to.id,
        nickname: to.nickname ?? '',
        avatarId: to.avatarId ?? 0,
      });
      const set = {
        ...(to.nickname ? { nickname: to.nickname } : {}),
        ...(to.avatarId !== undefined ? { avatarId: to.avatarId } : {}),
      };
      await (Object.keys(set).length === 0
        ? insert.onConflictDoNothing()
        : insert.onConflictDoUpdate({
            target: [chatContact.companyId, chatContact.ownerId, chatContact.friendId],
            set,
          }));
    }
    await openConversation(tx, cid, owner.id, friend.id, '');
  });
}
