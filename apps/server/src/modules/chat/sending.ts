// Writing in chat: a room message, a private message (the conversation opened and touched in the
// same transaction), a moderator's invitation and deletion. Each checks the sender's standing as it
// is now, the flood rules across rooms and the room's slow mode, stores the message under the
// room's write lock and publishes it after the commit.
import {
  CHAT_REFUSAL,
  ChatCommand,
  type ChatMessage,
  type ChatSendPrivate,
  type ChatSendRoom,
  ErrorCode,
} from '@jinli/contract';
import { and, eq } from 'drizzle-orm';
import { chatImage, chatMessage } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { exceeds, windowsOf } from '../accounts/rateLimits';
import { badRequest, type ChatContext, forbid, INT8_MAX } from './context';
import { privateRoomId } from './identity';
import { IMAGE_COLUMNS, type ImageRow, insertMessage, toChatMessage } from './messages';
import { lockRoom, type RoomRow } from './posting';
import { cleanText, isModerator, privateRefusal, roomRefusal, type SenderState } from './rules';
import { CHAT_TEXT } from './texts';
import { type ChatPrincipal, chatTopics } from './types';

/** The sender's own image for an image message; a refusal for anything else. */
export async function ownImage(
  ctx: ChatContext,

  principal: ChatPrincipal,
  imageId: string | undefined,
): Promise<ImageRow> {
  const { db } = ctx;
  if (!imageId) throw badRequest(CHAT_TEXT.imageNotFound);
  const [image] = await db
    .select(IMAGE_COLUMNS)
    .from(chatImage)
    .where(
      and(
        eq(chatImage.companyId, await ctx.companyId()),
        eq(chatImage.key, imageId),
        eq(chatImage.ownerId, principal.userId),
      ),
    );
  if (!image) throw badRequest(CHAT_TEXT.imageNotFound);
  return image;
}

/** What a send carries, checked: text cleaned and within length, or the sender's own image. */
export async function contentOf(
  ctx: ChatContext,

  principal: ChatPrincipal,
  input: { type: 'text' | 'image'; body: string; image_id?: string | undefined },
): Promise<{ type: 'text' | 'image'; body: string; image?: ImageRow }> {
  if (input.type === 'image') {
    return { type: 'image', body: '', image: await ownImage(ctx, principal, input.image_id) };
  }
  const body = cleanText(input.body);
  if (body === null) throw badRequest(CHAT_REFUSAL.textLength);
  return { type: 'text', body };
}

/** Counts one message against the flood rules across rooms; refuses beyond them. */
export async function checkFlood(ctx: ChatContext, sender: SenderState): Promise<void> {
  const { floodRules } = ctx;
  if (sender.isService || floodRules.length === 0) return;
  const counts = await ctx.limiter.hit(
    'chat_flood',
    `chat:${sender.userId}`,
    windowsOf(floodRules),
  );
  if (exceeds(floodRules, counts)) {
    throw new AppError(ErrorCode.TOO_MANY_REQUESTS, CHAT_REFUSAL.flood);
  }
}

export async function checkSlowMode(
  ctx: ChatContext,
  sender: SenderState,
  room: RoomRow,
): Promise<void> {
  if (room.secPerMess <= 0 || sender.isService) return;
  const left = await ctx.cooldowns.take(
    `slow:${room.companyId}:${room.id}:${sender.userId}`,
    room.secPerMess * 1000,
  );
  if (left > 0) {
    throw new AppError(
      ErrorCode.TOO_MANY_REQUESTS,
      CHAT_REFUSAL.slowMode.replace('{n}', String(Math.ceil(left / 1000))),
    );
  }
}

/** The userinfo a message carries: the token's identity with level, avatar and colour as they are now. */
export const currentInfo = (principal: ChatPrincipal, sender: SenderState) => ({
  ...principal.userinfo,
  chatLevel: sender.chatLevel,
  avatarId: sender.avatarId,
  color: sender.color,
});

export async function sendRoom(
  ctx: ChatContext,
  principal: ChatPrincipal,
  input: ChatSendRoom,
): Promise<ChatMessage> {
  const { db, people } = ctx;
  await ctx.assertAvailable();
  const room = await ctx.enabledRoom(input.room_id);
  const content = await contentOf(ctx, principal, input);
  const sender = await people.senderState(principal);
  const refusal = roomRefusal(sender, room.minChatLevel);
  if (refusal) throw forbid(refusal);
  await checkSlowMode(ctx, sender, room);
  await checkFlood(ctx, sender);
  const row = await db.transaction(async (tx) => {
    await lockRoom(tx, room.companyId, room.id);
    return insertMessage(tx, {
      companyId: room.companyId,
      kind: 'room',
      roomId: room.id,
      senderId: principal.userId,
      userinfo: currentInfo(principal, sender),
      ...content,
    });
  });
  const message = toChatMessage(row, content.image, input.client_id);
  await ctx.publish(chatTopics.room(room.id), message);
  return message;
}

export async function sendPrivate(
  ctx: ChatContext,
  principal: ChatPrincipal,
  input: ChatSendPrivate,
): Promise<ChatMessage> {
  const { db, pubsub, people, conversations } = ctx;
  await ctx.assertAvailable();
  const cid = await ctx.companyId();
  if (input.reciveId === principal.userId) throw badRequest(CHAT_REFUSAL.privateNotAllowed);
  const receiver = await people.identity(cid, input.reciveId);
  if (!receiver) throw new AppError(ErrorCode.NOT_FOUND, CHAT_TEXT.userNotFound);
  const content = await contentOf(ctx, principal, input);
  const sender = await people.senderState(principal);
  const refusal = privateRefusal(sender, receiver);
  if (refusal) throw forbid(refusal);
  await checkFlood(ctx, sender);
  const roomId = privateRoomId(principal.userId, receiver.userId);
  const row = await db.transaction(async (tx) => {
    await lockRoom(tx, cid, roomId);
    await conversations.open(tx, cid, principal.userId, receiver.userId, '');
    const stored = await insertMessage(tx, {
      companyId: cid,
      kind: 'private',
      roomId,
      senderId: principal.userId,
      receiverId: receiver.userId,
      userinfo: currentInfo(principal, sender),
      ...content,
    });
    await conversations.touch(tx, cid, roomId, principal.userId, Number(stored.id));
    return stored;
  });
  const message = toChatMessage(row, content.image, input.client_id);
  const frame = JSON.stringify(message);
  await pubsub.publish(chatTopics.user(receiver.userId), frame);
  await pubsub.publish(chatTopics.user(principal.userId), frame);
  return message;
}

export async function invite(
  ctx: ChatContext,
  principal: ChatPrincipal,
  input: { reciveId: string; room_id: string },
): Promise<void> {
  const { people } = ctx;
  await ctx.assertAvailable();
  const sender = await people.senderState(principal);
  if (!isModerator(sender)) throw forbid(CHAT_REFUSAL.moderatorOnly);
  const room = await ctx.enabledRoom(input.room_id);
  const receiver = await people.identity(room.companyId, input.reciveId);
  if (!receiver) throw new AppError(ErrorCode.NOT_FOUND, CHAT_TEXT.userNotFound);
  await ctx.publish(chatTopics.user(receiver.userId), {
    command: ChatCommand.INVITE_RECEIVED,
    channel: `room:${room.id}`,
    content: { room_id: room.id, userinfo: principal.userinfo },
  });
}

export async function deleteMessage(
  ctx: ChatContext,
  principal: ChatPrincipal,
  id: string,
): Promise<{ id: string; room_id: string }> {
  const { db, people } = ctx;
  await ctx.assertAvailable();
  const sender = await people.senderState(principal);
  if (!isModerator(sender)) throw forbid(CHAT_REFUSAL.moderatorOnly);
  if (!/^\d{1,19}$/.test(id) || BigInt(id) > INT8_MAX) {
    throw new AppError(ErrorCode.NOT_FOUND, CHAT_TEXT.messageNotFound);
  }
  const [row] = await db
    .update(chatMessage)
    .set({ deleted: true })
    .where(
      and(
        eq(chatMessage.id, BigInt(id)),
        eq(chatMessage.companyId, await ctx.companyId()),
        eq(chatMessage.kind, 'room'),
        eq(chatMessage.deleted, false),
      ),
    )
    .returning({ roomId: chatMessage.roomId });
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, CHAT_TEXT.messageNotFound);
  const deleted = { id, room_id: row.roomId };
  await ctx.publish(chatTopics.room(row.roomId), {
    command: ChatCommand.MESSAGE_DELETED,
    channel: `room:${row.roomId}`,
    content: deleted,
  });
  return deleted;
}
