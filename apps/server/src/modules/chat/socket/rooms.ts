// A socket in rooms: joining (subscribed before the room's newest id is read, so nothing published
// in between is lost or sent twice) and leaving.
import { CHAT_SOCKET_MAX_ROOMS, ChatCommand, ErrorCode } from '@jinli/contract';
import { AppError } from '../../../http/AppError';
import { type ChatSocketService, chatTopics } from '../types';
import type { Connection } from './connection';
import type { HubContext } from './hubContext';

/** Message of a JOIN beyond CHAT_SOCKET_MAX_ROOMS. */
export const TOO_MANY_ROOMS_MSG = `同时最多加入${CHAT_SOCKET_MAX_ROOMS}个聊天室`;

/**
 * Whether a frame that arrived during a join is a message the history up to `lastId` (JOINED's)
 * already holds: the client reads that history, so sending it live too would be a duplicate.
 */
function coveredBy(lastId: string, frame: Buffer): boolean {
  if (!/^\d{1,19}$/.test(lastId)) return false;
  try {
    const { command, id } = JSON.parse(frame.toString()) as { command?: unknown; id?: unknown };
    return (
      command === ChatCommand.ROOM_MESSAGE &&
      typeof id === 'string' &&
      /^\d{1,19}$/.test(id) &&
      BigInt(id) <= BigInt(lastId)
    );
  } catch {
    return false;
  }
}

export async function leaveRoom(
  { topics, heads }: HubContext,
  own: Connection,
  roomId: string,
): Promise<void> {
  if (!own.rooms.delete(roomId)) return;
  own.pending.delete(chatTopics.room(roomId));
  await Promise.all([topics.remove(chatTopics.room(roomId), own), heads.leave(roomId)]);
}

/** Joins (or joins again: JOINED once more) and answers JOINED, then the frames held back. */
export async function joinRoom(ctx: HubContext, own: Connection, roomId: string): Promise<void> {
  const topic = chatTopics.room(roomId);
  const rejoin = own.rooms.has(roomId);
  if (!rejoin && own.rooms.size >= CHAT_SOCKET_MAX_ROOMS)
    throw new AppError(ErrorCode.BAD_REQUEST, TOO_MANY_ROOMS_MSG);
  if (!rejoin) {
    // Subscribed (and counted) before the room's newest id is read: a message stored after
    // that read is published after it, so it reaches this socket; one stored before is in the
    // history up to last_id. Frames arriving meanwhile wait until JOINED has gone out.
    own.rooms.add(roomId);
    own.pending.set(topic, []);
    try {
      await Promise.all([ctx.topics.add(topic, own), ctx.heads.join(roomId)]);
    } catch (error) {
      own.pending.delete(topic);
      await leaveRoom(ctx, own, roomId);
      throw error;
    }
  }
  let joined: Awaited<ReturnType<ChatSocketService['roomFor']>>;
  try {
    joined = await ctx.service.roomFor(own.principal, roomId);
  } catch (error) {
    own.pending.delete(topic);
    if (!rejoin) await leaveRoom(ctx, own, roomId);
    throw error;
  }
  own.send({
    command: ChatCommand.JOINED,
    channel: `room:${roomId}`,
    content: { room: joined.room, last_id: joined.lastId },
  });
  const waiting = own.pending.get(topic) ?? [];
  own.pending.delete(topic);
  for (const frame of waiting) if (!coveredBy(joined.lastId, frame)) own.write(frame);
}
