// Who belongs to a private conversation: its row keeps the pair in text order (user_a, user_b),
// and only those two may read it. Before the first message there is no row, and the pair is read
// from the room id itself. (Its refusal is built here: context.ts, which has forbid, assembles
// the conversations.)
import { ErrorCode } from '@jinli/contract';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatConversation } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { CHAT_TEXT } from './texts';

export type ConversationRow = typeof chatConversation.$inferSelect;

/** Which side of the conversation `userId` is, or null when not a party. */
export const sideOf = (row: Pick<ConversationRow, 'userA' | 'userB'>, userId: string) =>
  row.userA === userId ? 'a' : row.userB === userId ? 'b' : null;

/** The conversations `viewerId` is a party to. */
export const partyOf = (viewerId: string) =>
  or(eq(chatConversation.userA, viewerId), eq(chatConversation.userB, viewerId));

/** Throws unless `userId` is one of the conversation's two parties. */
export async function assertParty(
  db: Db,
  cid: number,
  roomId: string,
  userId: string,
): Promise<void> {
  const [row] = await db
    .select({ userA: chatConversation.userA, userB: chatConversation.userB })
    .from(chatConversation)
    .where(and(eq(chatConversation.companyId, cid), eq(chatConversation.roomId, roomId)));
  if (row) {
    if (sideOf(row, userId) === null)
      throw new AppError(ErrorCode.FORBIDDEN, CHAT_TEXT.privateRoomDenied);
    return;
  }
  // No message yet: the viewer's own pair reads as empty, anyone else's is refused.
  const parts = roomId.split('_');
  if (parts.length !== 3 || (parts[1] !== userId && parts[2] !== userId)) {
    throw new AppError(ErrorCode.FORBIDDEN, CHAT_TEXT.privateRoomDenied);
  }
}
