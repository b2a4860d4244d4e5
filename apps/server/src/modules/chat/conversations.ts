// Private conversations: one row per pair (room id stable per pair), each side's read mark for
// `unread`, the newest message for the contact list; contacts' names (createaccept) per owner.
import { CHAT_REFUSAL, type ChatContact, ErrorCode } from '@jinli/contract';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { chatContact, chatConversation, chatMessage } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { orderedPair, privateRoomId } from './identity';
import type { ChatIdentity, People } from './people';
import { CHAT_TEXT } from './texts';
import type { ChatPresence } from './types';

type ConversationRow = typeof chatConversation.$inferSelect;

/** Most conversations a contact list answers. */
export const CONTACT_LIST_LIMIT = 200;

export interface Conversations {
  /** Creates the pair's conversation unless it exists (a remark is kept once given). */
  open(tx: Tx | Db, companyId: number, a: string, b: string, remark: string): Promise<string>;
  /** After a message of `senderId`: newest message, updated time, the sender's read mark. */
  touch(
    tx: Tx | Db,
    companyId: number,
    roomId: string,
    senderId: string,
    messageId: number,
  ): Promise<void>;
  /** Throws unless `userId` is one of the conversation's two parties. */
  assertParty(companyId: number, roomId: string, userId: string): Promise<void>;
  markRead(companyId: number, roomId: string, userId: string, messageId: number): Promise<void>;
  /** The viewer's conversations, newest first; `onlyGuests` keeps those with guests. */
  list(
    viewerId: string,
    options?: { onlyGuests?: boolean; offset?: number; limit?: number },
  ): Promise<{ items: ChatContact[]; total: number }>;
  /** The contact `partner` as `viewerId` sees it (room id even before the first message). */
  contact(viewerId: string, partner: ChatIdentity): Promise<ChatContact>;
  /** Adds the contact both ways with the names given (createaccept). */
  addContact(
    companyId: number,
    owner: { id: string; nickname?: string | undefined; avatarId?: number | undefined },
    friend: { id: string; nickname?: string | undefined; avatarId?: number | undefined },
  ): Promise<void>;
}

// eslint-disable-next-line max-lines-per-function -- over 150 lines; to split into one file per operation (issue 35)
export function createConversations(deps: {
  db: Db;
  people: People;
  companyId: () => Promise<number>;
  presence: ChatPresence;
  now: () => number;
}): Conversations {
  const { db, people, companyId } = deps;

  const sideOf = (row: Pick<ConversationRow, 'userA' | 'userB'>, userId: string) =>
    row.userA === userId ? 'a' : row.userB === userId ? 'b' : null;

  /** Unread counts (messages from the partner after the viewer's mark) of `rows` for `viewerId`. */
  async function unreadOf(
    companyIdValue: number,
    rows: readonly ConversationRow[],
    viewerId: string,
  ) {
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
           where m.company_id = ${companyIdValue}
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

  async function contactsOf(
    companyIdValue: number,
    viewerId: string,
    rows: readonly ConversationRow[],
  ): Promise<ChatContact[]> {
    const partnerIds = rows.map((row) => (row.userA === viewerId ? row.userB : row.userA));
    const lastIds = rows
      .map((row) => row.lastMessageId)
      .filter((id): id is number => id !== null)
      .map((id) => BigInt(id));
    const [partners, unread, lasts, names] = await Promise.all([
      people.identities(companyIdValue, partnerIds),
      unreadOf(companyIdValue, rows, viewerId),
      lastIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              id: chatMessage.id,
              type: chatMessage.type,
              body: chatMessage.body,
              deleted: chatMessage.deleted,
              createdAt: chatMessage.createdAt,
            })
            .from(chatMessage)
            .where(inArray(chatMessage.id, lastIds)),
      partnerIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(chatContact)
            .where(
              and(
                eq(chatContact.companyId, companyIdValue),
                eq(chatContact.ownerId, viewerId),
                inArray(chatContact.friendId, partnerIds),
              ),
            ),
    ]);
    const lastById = new Map(lasts.map((m) => [Number(m.id), m]));
    const nameOf = new Map(names.map((n) => [n.friendId, n.nickname]));
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

  function contactView(
    partner: ChatIdentity,
    roomId: string,
    unread: number,
    alias: string | undefined,
    last: { type: string; body: string; deleted: boolean; createdAt: Date } | undefined,
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

  const partyOf = (viewerId: string) =>
    or(eq(chatConversation.userA, viewerId), eq(chatConversation.userB, viewerId));

  const open: Conversations['open'] = async (tx, cid, a, b, remark) => {
    const [userA, userB] = orderedPair(a, b);
    const roomId = privateRoomId(a, b);
    await tx
      .insert(chatConversation)
      .values({ companyId: cid, roomId, userA, userB, remark })
      .onConflictDoNothing();
    if (remark) {
      await tx
        .update(chatConversation)
        .set({ remark })
        .where(and(eq(chatConversation.companyId, cid), eq(chatConversation.roomId, roomId)));
    }
    return roomId;
  };

  return {
    open,

    async touch(tx, cid, roomId, senderId, messageId) {
      await tx
        .update(chatConversation)
        .set({
          lastMessageId: sql`greatest(coalesce(${chatConversation.lastMessageId}, 0), ${messageId})`,
          updatedAt: new Date(deps.now()),
          aReadId: sql`case when ${chatConversation.userA} = ${senderId} then greatest(${chatConversation.aReadId}, ${messageId}) else ${chatConversation.aReadId} end`,
          bReadId: sql`case when ${chatConversation.userB} = ${senderId} then greatest(${chatConversation.bReadId}, ${messageId}) else ${chatConversation.bReadId} end`,
        })
        .where(and(eq(chatConversation.companyId, cid), eq(chatConversation.roomId, roomId)));
    },

    async assertParty(cid, roomId, userId) {
      const [row] = await db
        .select({ userA: chatConversation.userA, userB: chatConversation.userB })
        .from(chatConversation)
        .where(and(eq(chatConversation.companyId, cid), eq(chatConversation.roomId, roomId)));
      if (row) {
        if (sideOf(row, userId) === null) {
          throw new AppError(ErrorCode.FORBIDDEN, CHAT_TEXT.privateRoomDenied);
        }
        return;
      }
      // No message yet: the viewer's own pair reads as empty, anyone else's is refused.
      const parts = roomId.split('_');
      if (parts.length !== 3 || (parts[1] !== userId && parts[2] !== userId)) {
        throw new AppError(ErrorCode.FORBIDDEN, CHAT_TEXT.privateRoomDenied);
      }
    },

    async markRead(cid, roomId, userId, messageId) {
      await db
        .update(chatConversation)
        .set({
          aReadId: sql`case when ${chatConversation.userA} = ${userId} then greatest(${chatConversation.aReadId}, ${messageId}) else ${chatConversation.aReadId} end`,
          bReadId: sql`case when ${chatConversation.userB} = ${userId} then greatest(${chatConversation.bReadId}, ${messageId}) else ${chatConversation.bReadId} end`,
        })
        .where(and(eq(chatConversation.companyId, cid), eq(chatConversation.roomId, roomId)));
    },

    async list(viewerId, options = {}) {
      const cid = await companyId();
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
      return { items: await contactsOf(cid, viewerId, rows), total: Number(counted?.n ?? 0) };
    },

    async contact(viewerId, partner) {
      const cid = await companyId();
      const roomId = privateRoomId(viewerId, partner.userId);
      const [row] = await db
        .select()
        .from(chatConversation)
        .where(and(eq(chatConversation.companyId, cid), eq(chatConversation.roomId, roomId)));
      if (row) {
        const [contact] = await contactsOf(cid, viewerId, [row]);
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
    },

    async addContact(cid, owner, friend) {
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
        await open(tx, cid, owner.id, friend.id, '');
      });
    },
  };
}

/** Refusal for a conversation the rules do not allow (re-exported for routes). */
export const privateNotAllowed = () =>
  new AppError(ErrorCode.FORBIDDEN, CHAT_REFUSAL.privateNotAllowed);
