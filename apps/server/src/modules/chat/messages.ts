// Storing and reading chat messages: a message is written first (its id and time from the
// database), then turned into the frame the socket forwards; history pages and the gap fill after a
// reconnect read the same rows. Deleted messages are never read back.
import {
  ChatCommand,
  type ChatHongbaoCard,
  type ChatImage,
  type ChatMessage,
  type ChatUserInfo,
} from '@jinli/contract';
import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { chatImage, chatMessage, hongbaoPacket } from '../../db/schema';

export type MessageRow = typeof chatMessage.$inferSelect;
/** The columns of a chat image as messages carry it (ImageRow). */
export const IMAGE_COLUMNS = {
  id: chatImage.id,
  key: chatImage.key,
  mime: chatImage.mime,
  width: chatImage.width,
  height: chatImage.height,
  thumbMime: chatImage.thumbMime,
};

export type ImageRow = Pick<
  typeof chatImage.$inferSelect,
  'id' | 'key' | 'mime' | 'width' | 'height' | 'thumbMime'
>;

/** Path (on the chat origin) the images are served from. */
export const CHAT_IMAGE_PATH = '/chat-api/chat/images';

const EXTENSION: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
export const extensionOf = (mime: string) => EXTENSION[mime] ?? 'bin';

export function imageOf(row: ImageRow): ChatImage {
  return {
    url: `${CHAT_IMAGE_PATH}/${row.key}.${extensionOf(row.mime)}`,
    thumbUrl: `${CHAT_IMAGE_PATH}/${row.key}_t.${extensionOf(row.thumbMime)}`,
    width: row.width,
    height: row.height,
  };
}

/** The message as stored and sent (the frame of ROOM_MESSAGE / PRIVATE_MESSAGE). */
export function toChatMessage(
  row: MessageRow,
  image: ImageRow | undefined,
  clientId?: string,
  hongbao?: ChatHongbaoCard,
): ChatMessage {
  const isRoom = row.kind === 'room';
  return {
    id: String(row.id),
    created_at: row.createdAt.getTime(),
    command: isRoom ? ChatCommand.ROOM_MESSAGE : ChatCommand.PRIVATE_MESSAGE,
    channel: `${isRoom ? 'room' : 'private'}:${row.roomId}`,
    content: {
      type: row.type as ChatMessage['content']['type'],
      body: row.body,
      ...(image ? { image: imageOf(image) } : {}),
      ...(hongbao ? { hongbao } : {}),
      room_id: row.roomId,
      ...(row.receiverId !== null ? { reciveId: row.receiverId } : {}),
      userinfo: row.userinfo as ChatUserInfo,
      ...(clientId ? { client_id: clientId } : {}),
    },
  };
}

export interface NewMessage {
  companyId: number;
  kind: 'room' | 'private';
  roomId: string;
  senderId: string;
  receiverId?: string | null;
  userinfo: ChatUserInfo;
  type: 'text' | 'image' | 'system' | 'hongbao';
  body: string;
  image?: ImageRow | undefined;
  /** type 'hongbao': the red packet its card opens. */
  hongbaoId?: bigint | undefined;
  createdAt?: Date;
}

export async function insertMessage(
  db: Pick<Db, 'insert'>,
  message: NewMessage,
): Promise<MessageRow> {
  const [row] = await db
    .insert(chatMessage)
    .values({
      companyId: message.companyId,
      kind: message.kind,
      roomId: message.roomId,
      senderId: message.senderId,
      receiverId: message.receiverId ?? null,
      userinfo: message.userinfo,
      type: message.type,
      body: message.body,
      imageId: message.image?.id ?? null,
      hongbaoId: message.hongbaoId ?? null,
      ...(message.createdAt ? { createdAt: message.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('chat message not stored');
  return row;
}

/** The images of `rows` by id. */
async function imagesOf(db: Db, rows: readonly MessageRow[]): Promise<Map<number, ImageRow>> {
  const ids = [...new Set(rows.map((r) => r.imageId).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const images = await db.select(IMAGE_COLUMNS).from(chatImage).where(inArray(chatImage.id, ids));
  return new Map(images.map((image) => [image.id, image]));
}

/** The red-packet cards of `rows` by packet id (issue 16). */
async function hongbaoCardsOf(
  db: Db,
  rows: readonly MessageRow[],
): Promise<Map<bigint, ChatHongbaoCard>> {
  const ids = [...new Set(rows.map((r) => r.hongbaoId).filter((id): id is bigint => id !== null))];
  if (ids.length === 0) return new Map();
  const packets = await db
    .select({
      id: hongbaoPacket.id,
      kind: hongbaoPacket.kind,
      greeting: hongbaoPacket.greeting,
      count: hongbaoPacket.count,
    })
    .from(hongbaoPacket)
    .where(inArray(hongbaoPacket.id, ids));
  return new Map(packets.map((packet) => [packet.id, hongbaoCardOf(packet)]));
}

/** A packet's card as a room message carries it. */
export function hongbaoCardOf(packet: {
  id: bigint;
  kind: string;
  greeting: string;
  count: number;
}): ChatHongbaoCard {
  return {
    id: String(packet.id),
    kind: packet.kind === 'equal' ? 'equal' : 'lucky',
    greeting: packet.greeting,
    count: packet.count,
  };
}

/** Rows as messages, images and red-packet cards resolved. */
export async function messagesOf(db: Db, rows: readonly MessageRow[]): Promise<ChatMessage[]> {
  const [images, cards] = await Promise.all([imagesOf(db, rows), hongbaoCardsOf(db, rows)]);
  return rows.map((row) =>
    toChatMessage(
      row,
      row.imageId === null ? undefined : images.get(row.imageId),
      undefined,
      row.hongbaoId === null ? undefined : cards.get(row.hongbaoId),
    ),
  );
}

const live = (companyId: number, roomId: string) =>
  and(
    eq(chatMessage.companyId, companyId),
    eq(chatMessage.roomId, roomId),
    eq(chatMessage.deleted, false),
  );

/**
 * A page of a room's history, oldest first: page 1 the newest `limit` messages, page 2 the ones
 * before them; with `afterId`, the (at most `limit`) messages after it, oldest first.
 */
export async function readHistory(
  db: Db,
  companyId: number,
  roomId: string,
  options: { page: number; limit: number; afterId?: bigint | undefined },
): Promise<{ items: ChatMessage[]; total: number }> {
  const [counted] = await db
    .select({ n: count() })
    .from(chatMessage)
    .where(live(companyId, roomId));
  const total = counted?.n ?? 0;
  let rows: MessageRow[];
  if (options.afterId !== undefined) {
    rows = await db
      .select()
      .from(chatMessage)
      .where(and(live(companyId, roomId), gt(chatMessage.id, options.afterId)))
      .orderBy(asc(chatMessage.id))
      .limit(options.limit);
  } else {
    rows = (
      await db
        .select()
        .from(chatMessage)
        .where(live(companyId, roomId))
        .orderBy(desc(chatMessage.id))
        .limit(options.limit)
        .offset((options.page - 1) * options.limit)
    ).reverse();
  }
  return { items: await messagesOf(db, rows), total };
}

/** The newest live message of each of `roomIds` (one indexed lookup per room). */
export async function lastMessages(
  db: Db,
  companyId: number,
  roomIds: readonly string[],
): Promise<Map<string, ChatMessage>> {
  if (roomIds.length === 0) return new Map();
  const found = await rowsOf<{ id: string | null }>(
    db,
    sql`select (select m.id from chat_message m
                 where m.company_id = ${companyId} and m.room_id = r.room_id and not m.deleted
                 order by m.id desc limit 1)::text as id
          from unnest(${sql`array[${sql.join(
            roomIds.map((id) => sql`${id}`),
            sql`, `,
          )}]::text[]`}) as r(room_id)`,
  );
  const ids = found
    .map((row) => row.id)
    .filter((id): id is string => id !== null)
    .map((id) => BigInt(id));
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(chatMessage).where(inArray(chatMessage.id, ids));
  const messages = await messagesOf(db, rows);
  return new Map(messages.map((message) => [message.content.room_id, message]));
}

/** The newest live message id of a room ('' when it has none). */
export async function lastIdOf(db: Db, companyId: number, roomId: string): Promise<string> {
  const [row] = await db
    .select({ id: chatMessage.id })
    .from(chatMessage)
    .where(live(companyId, roomId))
    .orderBy(desc(chatMessage.id))
    .limit(1);
  return row ? String(row.id) : '';
}
