// The viewer's conversations as contacts: the list (newest first, a page of it, optionally only
// those with guests) and one contact, which has its room id even before the first message.
import type { ChatContact } from '@jinli/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatContact, chatConversation } from '../../db/schema';
import { contactsOf, contactView } from './contacts';
import { partyOf } from './conversationParty';
import { privateRoomId } from './identity';
import type { ChatIdentity, People } from './people';

/** Most conversations a contact list answers. */
export const CONTACT_LIST_LIMIT = 200;

export async function listContacts(
  db: Db,
  people: People,
  cid: number,
  viewerId: string,
  options: { onlyGuests?: boolean; offset?: number; limit?: number },
): Promise<{ items: ChatContact[]; total: number }> {
  const guestsOnly = options.onlyGuests
    ? sql`(${chatConversation.userA} like 'G%' or ${chatConversation.userB} like 'G%')`
    : undefined;
  const where = and(eq(chatConversation.companyId, cid), partyOf(viewerId), guestsOnly);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(chatConversation)
      .where(where)
      .orderBy(desc(chatConversation.updatedAt), desc(chatConversation.roomId))
      .limit(options.limit ?? CONTACT_LIST_LIMIT)
      .offset(options.offset ?? 0),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(chatConversation)
      .where(where),
  ]);
  return {
    items: await contactsOf(db, people, cid, viewerId, rows),
    total: Number(counted?.n ?? 0),
  };
}

/** The contact `partner` as `viewerId` sees it (room id even before the first message). */
export async function contactOf(
  db: Db,
  people: People,
  cid: number,
  viewerId: string,
  partner: ChatIdentity,
): Promise<ChatContact> {
  const roomId = privateRoomId(viewerId, partner.userId);
  const [row] = await db
    .select()
    .from(chatConversation)
    .where(and(eq(chatConversation.companyId, cid), eq(chatConversation.roomId, roomId)));
  if (row) {
    const [contact] = await contactsOf(db, people, cid, viewerId, [row]);
    if (contact) return contact;
  }
  const [alias] = await db
    .select({ nickname: chatContact.nickname })
    .from(chatContact)
    .where(
      and(
        eq(chatContact.companyId, cid),
        eq(chatContact.ownerId, viewerId),
        eq(chatContact.friendId, partner.userId),
      ),
    );
  return contactView(partner, roomId, 0, alias?.nickname, undefined);
}
