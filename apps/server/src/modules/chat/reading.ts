// Reading chat: the rooms with their last message and who is in them, a room's or conversation's
// history (a private one marked read), the player's own standing, and whether chat is open.
import type { ChatEnable, ChatMessage, ChatRoom, ChatSelf } from '@jinli/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { chatRoom } from '../../db/schema';
import { type ChatContext, INT8_MAX } from './context';
import { isPrivateRoomId } from './identity';
import { lastIdOf, lastMessages, readHistory } from './messages';
import type { RoomRow } from './posting';
import { roomRefusal, type SenderState } from './rules';
import { currentInfo } from './sending';
import type { ChatPrincipal } from './types';

const minBigint = (a: bigint, b: bigint) => (a < b ? a : b);

export interface HistoryQuery {
  room_id: string;
  page: number;
  limit: number;
  after_id?: string | undefined;
}

export function roomView(
  room: RoomRow,
  sender: SenderState,
  available: boolean,
  totalPeople: number,
  last: ChatMessage | undefined,
): ChatRoom {
  return {
    room_id: room.id,
    name: room.name,
    gameId: room.gameId,
    enable_chat: available && roomRefusal(sender, room.minChatLevel) === null ? 1 : 0,
    min_chat_level: room.minChatLevel,
    total_people: Math.max(0, totalPeople),
    sec_per_mess: room.secPerMess,
    last_message: last ?? null,
  };
}

export async function roomFor(
  ctx: ChatContext,
  principal: ChatPrincipal,
  roomId: string,
): Promise<{ room: ChatRoom; lastId: string }> {
  const { db, people, presence } = ctx;
  await ctx.assertAvailable();
  const room = await ctx.enabledRoom(roomId);
  const cid = room.companyId;
  const [sender, totals, last] = await Promise.all([
    people.senderState(principal),
    presence.total(room.id),
    lastMessages(db, cid, [room.id]),
  ]);
  const message = last.get(room.id);
  return {
    room: roomView(room, sender, true, totals, message),
    lastId: message?.id ?? (await lastIdOf(db, cid, room.id)),
  };
}

// Flag 1 sends the player out of every chat page (spec §4), so it is kept for chat being
// unavailable. A muted player (userInfo.enableChat 0) gets 0: they read the rooms, whose
// enable_chat is 0 for them (sends are refused with CHAT_REFUSAL.muted), and can still reach
// customer service.
export async function enableFor(ctx: ChatContext): Promise<ChatEnable> {
  const msg = await ctx.unavailableMessage();
  return msg ? { flag: 1, msg } : { flag: 0, msg: '' };
}

export async function rooms(ctx: ChatContext, principal: ChatPrincipal): Promise<ChatRoom[]> {
  const { db, people, presence } = ctx;
  await ctx.assertAvailable();
  const cid = await ctx.companyId();
  const rows = await db
    .select()
    .from(chatRoom)
    .where(and(eq(chatRoom.companyId, cid), eq(chatRoom.enabled, true)))
    .orderBy(sql`${chatRoom.gameId} is not null`, asc(chatRoom.sort), asc(chatRoom.id));
  const ids = rows.map((room) => room.id);
  const [sender, totals, last] = await Promise.all([
    people.senderState(principal),
    presence.totals(ids),
    lastMessages(db, cid, ids),
  ]);
  return rows.map((room) =>
    roomView(room, sender, true, totals.get(room.id) ?? 0, last.get(room.id)),
  );
}

export async function history(
  ctx: ChatContext,
  principal: ChatPrincipal,
  query: HistoryQuery,
): Promise<{ items: ChatMessage[]; total: number; page: number }> {
  const { db, conversations } = ctx;
  await ctx.assertAvailable();
  const cid = await ctx.companyId();
  if (isPrivateRoomId(query.room_id)) {
    await conversations.assertParty(cid, query.room_id, principal.userId);
  } else {
    await ctx.enabledRoom(query.room_id);
  }
  const page = await readHistory(db, cid, query.room_id, {
    page: query.page,
    limit: query.limit,
    // 19 digits may pass int8's maximum: nothing is after that anyway.
    afterId: query.after_id === undefined ? undefined : minBigint(BigInt(query.after_id), INT8_MAX),
  });
  if (isPrivateRoomId(query.room_id) && page.items.length > 0) {
    const newest = page.items[page.items.length - 1];
    if (newest) {
      await conversations.markRead(cid, query.room_id, principal.userId, Number(newest.id));
    }
  }
  return { ...page, page: query.after_id === undefined ? query.page : 1 };
}

export async function self(ctx: ChatContext, principal: ChatPrincipal): Promise<ChatSelf> {
  const { people } = ctx;
  await ctx.assertAvailable();
  const sender = await people.senderState(principal);
  return {
    ...currentInfo(principal, sender),
    isGuest: principal.isGuest,
    isService: sender.isService,
    enableChat: sender.enableChat ? 1 : 0,
  };
}
