// 聊天 › 消息: a room's messages for moderators (newest first, paged backwards by id, with the
// sender's real account and whether they may chat), deleting one — stored first, then
// MESSAGE_DELETED goes to the room on every instance (players' screens drop it; history never reads
// it back) — and muting its sender through the one mute write (accounts/chatMute.ts), which holds
// from the sender's next message on. Moderation works during chat maintenance too.
import { ChatCommand, ErrorCode } from '@jinli/contract';
import {
  type ConsoleChatMessage,
  consoleChatMessageParams,
  consoleChatMessagesQuery,
  consoleChatMuteBody,
  consoleChatRoomParams,
  CONSOLE_CHAT_PATHS as PATHS,
  CONSOLE_CHAT_TEXT,
} from '@jinli/contract/console';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { chatMessage, chatRoom, chatServiceAccount, userAccount } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { ok } from '../../http/endpoints';
import { setChatMuted } from '../accounts/chatMute';
import { INT8_MAX } from '../chat/context';
import { type MessageRow, messagesOf } from '../chat/messages';
import { chatTopics } from '../chat/types';
import { ROLES_ANY } from '../operators/roles';
import { ROLES_CHAT_MODERATION } from './chatRooms';
import { auditedChange, type ConsoleContentKit, notFound, parseConsoleInput } from './contentDeps';

const PLAYER_ID = /^\d{1,9}$/;

/** The players among `rows`' senders, by id: account and mute state. */
async function sendersOf(db: Db, companyId: number, rows: readonly MessageRow[]) {
  const ids = [...new Set(rows.map((r) => r.senderId).filter((id) => PLAYER_ID.test(id)))].map(
    Number,
  );
  if (ids.length === 0) return new Map<number, { account: string; enableChat: boolean }>();
  const players = await db
    .select({
      id: userAccount.id,
      account: userAccount.account,
      enableChat: userAccount.enableChat,
    })
    .from(userAccount)
    .where(and(eq(userAccount.companyId, companyId), inArray(userAccount.id, ids)));
  return new Map(players.map((p) => [p.id, p]));
}

async function roomMessages(
  kit: ConsoleContentKit,
  roomId: string,
  query: { before?: string | undefined; limit: number },
) {
  const companyId = await kit.companyId();
  const [room] = await kit.db
    .select({ id: chatRoom.id })
    .from(chatRoom)
    .where(and(eq(chatRoom.companyId, companyId), eq(chatRoom.id, roomId)));
  if (!room) throw notFound(CONSOLE_CHAT_TEXT.roomNotFound);
  const before = query.before === undefined ? undefined : BigInt(query.before);
  const rows = await kit.db
    .select()
    .from(chatMessage)
    .where(
      and(
        eq(chatMessage.companyId, companyId),
        eq(chatMessage.roomId, roomId),
        eq(chatMessage.kind, 'room'),
        eq(chatMessage.deleted, false),
        before === undefined
          ? undefined
          : lt(chatMessage.id, before > INT8_MAX ? INT8_MAX : before),
      ),
    )
    .orderBy(desc(chatMessage.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const [messages, senders] = await Promise.all([
    messagesOf(kit.db, page),
    sendersOf(kit.db, companyId, page),
  ]);
  const data = page.map((row, i): ConsoleChatMessage => {
    const message = messages[i]!;
    const player = PLAYER_ID.test(row.senderId) ? senders.get(Number(row.senderId)) : undefined;
    return {
      id: message.id,
      roomId: row.roomId,
      type: row.type,
      body: row.body,
      imageUrl: message.content.image?.url ?? null,
      senderId: row.senderId,
      playerId: player ? Number(row.senderId) : null,
      account: player?.account ?? '',
      nickname: message.content.userinfo.nickname,
      senderEnableChat: player?.enableChat ?? true,
      createTime: message.created_at,
    };
  });
  return { data, nextBefore: rows.length > query.limit ? (data.at(-1)?.id ?? null) : null };
}

/** Message `id` of the company's rooms (deleted ones too when `withDeleted`), locked. */
async function lockMessage(tx: Tx, companyId: number, id: string, withDeleted: boolean) {
  const key = BigInt(id);
  if (key > INT8_MAX) return undefined;
  const [row] = await tx
    .select()
    .from(chatMessage)
    .where(
      and(
        eq(chatMessage.id, key),
        eq(chatMessage.companyId, companyId),
        eq(chatMessage.kind, 'room'),
        withDeleted ? undefined : eq(chatMessage.deleted, false),
      ),
    )
    .for('update');
  return row;
}

export function registerConsoleChatMessageRoutes(
  app: FastifyInstance,
  kit: ConsoleContentKit,
): void {
  app.get(PATHS.roomMessages, async (request) => {
    await kit.auth.signedIn(request, { allowed: ROLES_ANY });
    const { id } = parseConsoleInput(consoleChatRoomParams, request.params);
    const query = parseConsoleInput(consoleChatMessagesQuery, request.query);
    return ok(await roomMessages(kit, id, query));
  });

  app.delete(PATHS.message, async (request) => {
    const by = await kit.auth.signedIn(request, { allowed: ROLES_CHAT_MODERATION });
    const { id } = parseConsoleInput(consoleChatMessageParams, request.params);
    const companyId = await kit.companyId();
    const deleted = await auditedChange(kit, by, [], async (tx) => {
      const row = await lockMessage(tx, companyId, id, false);
      if (!row) throw notFound(CONSOLE_CHAT_TEXT.messageNotFound);
      await tx.update(chatMessage).set({ deleted: true }).where(eq(chatMessage.id, row.id));
      return {
        result: { id, roomId: row.roomId },
        audit: {
          action: 'chat.message.delete',
          params: { id, roomId: row.roomId },
          before: { senderId: row.senderId, type: row.type, body: row.body },
          after: null,
        },
      };
    });
    // After the commit: a client that reconnects re-reads history, which no longer has it.
    await kit.pubsub.publish(
      chatTopics.room(deleted.roomId),
      JSON.stringify({
        command: ChatCommand.MESSAGE_DELETED,
        channel: `room:${deleted.roomId}`,
        content: { id: deleted.id, room_id: deleted.roomId },
      }),
    );
    return ok(deleted);
  });

  app.post(PATHS.messageMute, async (request) => {
    const by = await kit.auth.signedIn(request, { allowed: ROLES_CHAT_MODERATION });
    const { id } = parseConsoleInput(consoleChatMessageParams, request.params);
    const { muted } = parseConsoleInput(consoleChatMuteBody, request.body);
    const companyId = await kit.companyId();
    const change = await auditedChange(kit, by, [], async (tx) => {
      const row = await lockMessage(tx, companyId, id, true);
      if (!row) throw notFound(CONSOLE_CHAT_TEXT.messageNotFound);
      if (!PLAYER_ID.test(row.senderId))
        throw new AppError(ErrorCode.BAD_REQUEST, CONSOLE_CHAT_TEXT.guestSender);
      const playerId = Number(row.senderId);
      const [service] = await tx
        .select({ id: chatServiceAccount.userId })
        .from(chatServiceAccount)
        .where(eq(chatServiceAccount.userId, playerId));
      if (service) throw new AppError(ErrorCode.BAD_REQUEST, CONSOLE_CHAT_TEXT.serviceSender);
      const changed = await setChatMuted(tx, companyId, playerId, muted);
      if (!changed) throw notFound(CONSOLE_CHAT_TEXT.messageNotFound);
      return {
        result: { playerId, account: changed.account, enableChat: changed.after },
        audit: {
          action: muted ? 'chat.mute' : 'chat.unmute',
          params: { messageId: id, playerId },
          before: { enableChat: changed.before },
          after: { enableChat: changed.after },
        },
      };
    });
    return ok(change);
  });
}
