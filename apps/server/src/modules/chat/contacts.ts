// A conversation as the viewer's contact list shows it: the partner (with the name the viewer gave
// a player), the unread count (the partner's messages after the viewer's read mark) and the newest
// message.
import type { ChatContact } from '@jinli/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { chatContact, chatMessage } from '../../db/schema';
import { type ConversationRow, sideOf } from './conversationParty';
import type { ChatIdentity, People } from './people';

type LastMessage = { type: string; body: string; deleted: boolean; createdAt: Date };

export function contactView(
  partner: ChatIdentity,
  roomId: string,
  unread: number,
  alias: string | undefined,
  last: LastMessage | undefined,
  remark = '',
): ChatContact {
  return {
    id: partner.userId,
    guest_id: partner.isGuest ? partner.userId : '',
    hash_id: partner.isGuest ? partner.publicHash : '',
    // A service account's name is its own; a player's alias is what the viewer chose.
    nickname: (!partner.isService && alias) || partner.nickname,
    avatarId: partner.avatarId,
    room_id: roomId,
    userId: partner.playerId,
    isService: partner.isService ? 1 : 0,
    unread,
    remark,
    last_message:
      last && !last.deleted
        ? {
            content: { type: last.type, body: last.type === 'image' ? '[图片]' : last.body },
            created_at: last.createdAt.getTime(),
          }
        : null,
  };
}

/** Unread counts (messages from the partner after the viewer's mark) of `rows` for `viewerId`. */
async function unreadOf(
  db: Db,
  cid: number,
  rows: readonly ConversationRow[],
  viewerId: string,
): Promise<Map<string, number>> {
  const unread = new Map<string, number>();
  const pending = rows.filter((row) => {
    const read = sideOf(row, viewerId) === 'a' ? row.aReadId : row.bReadId;
    return (row.lastMessageId ?? 0) > read;
  });
  if (pending.length === 0) return unread;
  const counted = await rowsOf<{ room_id: string; n: number }>(
    db,
    sql`select m.room_id, count(*)::int as n
          from chat_message m
          join chat_conversation c on c.company_id = m.company_id and c.room_id = m.room_id
         where m.company_id = ${cid}
           and m.room_id in (${sql.join(
             pending.map((row) => sql`${row.roomId}`),
             sql`, `,
           )})
           and not m.deleted and m.sender_id <> ${viewerId}
           and m.id > case when c.user_a = ${viewerId} then c.a_read_id else c.b_read_id end
         group by m.room_id`,
  );
  for (const row of counted) unread.set(row.room_id, Number(row.n));
  return unread;
}

/** The newest messages of the conversations, by id. */
async function lastMessagesOf(
  db: Db,
  rows: readonly ConversationRow[],
): Promise<Map<number, LastMessage>> {
  const lastIds = rows
    .map((row) => row.lastMessageId)
    .filter((id): id is number => id !== null)
    .map((id) => BigInt(id));
  if (lastIds.length === 0) return new Map();
  const lasts = await db
    .select({
      id: chatMessage.id,
      type: chatMessage.type,
      body: chatMessage.body,
      deleted: chatMessage.deleted,
      createdAt: chatMessage.createdAt,
    })
    .from(chatMessage)
    .where(inArray(chatMessage.id, lastIds));
  return new Map(lasts.map((m) => [Number(m.id), m]));
}

/** The names `viewerId` gave the partners (createaccept), by partner id. */
async function aliasesOf(
  db: Db,
  cid: number,
  viewerId: string,
  partnerIds: string[],
): Promise<Map<string, string>> {
  if (partnerIds.length === 0) return new Map();
  const names = await db
    .select()
    .from(chatContact)
    .where(
      and(
        eq(chatContact.companyId, cid),
        eq(chatContact.ownerId, viewerId),
        inArray(chatContact.friendId, partnerIds),
      ),
    );
  return new Map(names.map((n) => [n.friendId, n.nickname]));
}

/** `rows` as `viewerId`'s contacts, in their order; a partner no longer known is left out. */
export async function contactsOf(
  db: Db,
  people: People,
  cid: number,
  viewerId: string,
  rows: readonly ConversationRow[],
): Promise<ChatContact[]> {
  const partnerIds = rows.map((row) => (row.userA === viewerId ? row.userB : row.userA));
  const [partners, unread, lastById, nameOf] = await Promise.all([
    people.identities(cid, partnerIds),
    unreadOf(db, cid, rows, viewerId),
    lastMessagesOf(db, rows),
    aliasesOf(db, cid, viewerId, partnerIds),
  ]);
  const contacts: ChatContact[] = [];
  rows.forEach((row, i) => {
    const partner = partners.get(partnerIds[i] ?? '');
    if (!partner) return;
    const last = row.lastMessageId === null ? undefined : lastById.get(row.lastMessageId);
    contacts.push(
      contactView(
        partner,
        row.roomId,
        unread.get(row.roomId) ?? 0,
        nameOf.get(partner.userId),
        last,
        row.remark,
      ),
    );
  });
  return contacts;
}
