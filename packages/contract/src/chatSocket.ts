// The chat socket (spec §4 Chat, §7 Sockets): a plain WebSocket on the chat origin at
// CHAT_SOCKET_PATH?token=<chat token>[&isGuest=1]&app_id=<company code>, JSON frames
// `{ command, channel, content }` with numeric commands. The client pings every 15 s and drops the
// connection when no pong came within 15 s; it reconnects after 3 s unless it closed on purpose.
//
// A message is stored before it is fanned out (with its server id and time), so a client that
// reconnects re-reads what it missed with GET /api/v1/recordsList?after_id=<last id it has>.
import { z } from 'zod';
import { chatMessageSchema, chatRoomSchema, chatUserInfoSchema } from './chat';

/** Path of the chat socket on the chat origin. */
export const CHAT_SOCKET_PATH = '/chat-api/ws';
/** Largest frame a client may send (bytes); larger ones close the socket (1009). */
export const CHAT_SOCKET_MAX_FRAME_BYTES = 8192;
/** Heartbeat (spec §9: ping 15 s, pong time-out 15 s, reconnect 3 s). */
export const CHAT_PING_INTERVAL_MS = 15_000;
export const CHAT_PONG_TIMEOUT_MS = 15_000;
export const CHAT_RECONNECT_DELAY_MS = 3_000;
/** The server closes a socket that sent nothing (not even a ping) for this long. */
export const CHAT_SOCKET_IDLE_TIMEOUT_MS = 60_000;
/** Rooms one socket may be in at once. */
export const CHAT_SOCKET_MAX_ROOMS = 5;

/** Frame commands. Client → server below 10 are requests; the server answers with its own. */
export const ChatCommand = {
  // client → server
  PING: 1,
  /** content { room_id }: start receiving the room (answered JOINED, then PEOPLE to the room). */
  JOIN: 2,
  /** content { room_id }. */
  LEAVE: 3,
  /** content ChatSendRoom: a message to a group room. */
  SEND_ROOM: 4,
  /** content ChatSendPrivate: a private message. */
  SEND_PRIVATE: 5,
  /** content { reciveId, room_id }: invite a player to a group room (moderators). */
  INVITE: 6,
  /** content { id }: delete a room message (moderators; same as POST /api/chat/deletechat-message). */
  DELETE: 7,
  // server → client
  PONG: 10,
  /** content { room: ChatRoom, last_id }: joined; `last_id` is the room's newest id ('' when empty). */
  JOINED: 11,
  /** content { room_id }. */
  LEFT: 12,
  /** A group message (ChatMessage as the frame itself: id, created_at, command, channel, content). */
  ROOM_MESSAGE: 20,
  /** A private message, sent to both parties' sockets. */
  PRIVATE_MESSAGE: 21,
  /** content { room_id, userinfo }: someone invites you to a room. */
  INVITE_RECEIVED: 22,
  /** content { id, room_id }: a message was deleted. */
  MESSAGE_DELETED: 23,
  /** content { room_id, total_people }: the room's head count changed. */
  PEOPLE: 24,
  /** content { room_id?, body }: a system notice (not stored in a room's history unless it has an id). */
  SYSTEM: 25,
  /** Reserved: a frame with command 70 is never shown in a room (spec §5). */
  HIDDEN: 70,
  /** content { code, msg, client_id? }: a request was refused; the socket stays open. */
  ERROR: 80,
  /** content { msg }: the account signed in elsewhere; the socket closes (4001). */
  KICKED: 90,
  /** content { msg }: the chat token is not (or no longer) valid; the socket closes (4002). */
  TOKEN_INVALID: 91,
  /** content { msg }: chat became unavailable (maintenance, switched off); the socket closes (4005). */
  UNAVAILABLE: 92,
} as const;
export type ChatCommand = (typeof ChatCommand)[keyof typeof ChatCommand];

/** Close codes the server uses besides the standard ones. */
export const ChatCloseCode = {
  KICKED: 4001,
  TOKEN_INVALID: 4002,
  UNAVAILABLE: 4005,
} as const;

const roomId = z.string().trim().min(1).max(64);
/** A client's id for a message it is sending (echoed back). */
const clientId = z.string().trim().min(1).max(64);

/** content of SEND_ROOM: text in `body`, or an uploaded image by `image_id` (body ''). */
export const chatSendRoomSchema = z.object({
  room_id: roomId,
  type: z.enum(['text', 'image']),
  body: z.string().max(4000).default(''),
  image_id: z.string().max(64).optional(),
  client_id: clientId,
});
export type ChatSendRoom = z.infer<typeof chatSendRoomSchema>;

/** content of SEND_PRIVATE: to `reciveId`; `room_id` is the group room it started from, if any. */
export const chatSendPrivateSchema = z.object({
  reciveId: z.string().trim().min(1).max(64),
  room_id: z.string().max(64).optional(),
  type: z.enum(['text', 'image']),
  body: z.string().max(4000).default(''),
  image_id: z.string().max(64).optional(),
  client_id: clientId,
});
export type ChatSendPrivate = z.infer<typeof chatSendPrivateSchema>;

/** A frame a client sends. */
export const chatClientFrameSchema = z.discriminatedUnion('command', [
  z.object({
    command: z.literal(ChatCommand.PING),
    channel: z.string().max(64).optional(),
    content: z.unknown().optional(),
  }),
  z.object({
    command: z.literal(ChatCommand.JOIN),
    channel: z.string().max(64).optional(),
    content: z.object({ room_id: roomId }),
  }),
  z.object({
    command: z.literal(ChatCommand.LEAVE),
    channel: z.string().max(64).optional(),
    content: z.object({ room_id: roomId }),
  }),
  z.object({
    command: z.literal(ChatCommand.SEND_ROOM),
    channel: z.string().max(64).optional(),
    content: chatSendRoomSchema,
  }),
  z.object({
    command: z.literal(ChatCommand.SEND_PRIVATE),
    channel: z.string().max(64).optional(),
    content: chatSendPrivateSchema,
  }),
  z.object({
    command: z.literal(ChatCommand.INVITE),
    channel: z.string().max(64).optional(),
    content: z.object({ reciveId: z.string().trim().min(1).max(64), room_id: roomId }),
  }),
  z.object({
    command: z.literal(ChatCommand.DELETE),
    channel: z.string().max(64).optional(),
    content: z.object({ id: z.string().regex(/^\d{1,19}$/) }),
  }),
]);
export type ChatClientFrame = z.infer<typeof chatClientFrameSchema>;

/** A frame the server sends. Messages (ROOM_MESSAGE, PRIVATE_MESSAGE) are ChatMessage frames. */
export const chatServerFrameSchema = z.union([
  chatMessageSchema,
  z.object({
    command: z.literal(ChatCommand.PONG),
    channel: z.string().optional(),
    content: z.unknown().optional(),
  }),
  z.object({
    command: z.literal(ChatCommand.JOINED),
    channel: z.string(),
    content: z.object({ room: chatRoomSchema, last_id: z.string() }),
  }),
  z.object({
    command: z.literal(ChatCommand.LEFT),
    channel: z.string(),
    content: z.object({ room_id: z.string() }),
  }),
  z.object({
    command: z.literal(ChatCommand.INVITE_RECEIVED),
    channel: z.string(),
    content: z.object({ room_id: z.string(), userinfo: chatUserInfoSchema }),
  }),
  z.object({
    command: z.literal(ChatCommand.MESSAGE_DELETED),
    channel: z.string(),
    content: z.object({ id: z.string(), room_id: z.string() }),
  }),
  z.object({
    command: z.literal(ChatCommand.PEOPLE),
    channel: z.string(),
    content: z.object({ room_id: z.string(), total_people: z.number().int().nonnegative() }),
  }),
  z.object({
    command: z.literal(ChatCommand.SYSTEM),
    channel: z.string(),
    content: z.object({ room_id: z.string().optional(), body: z.string() }),
  }),
  z.object({
    command: z.literal(ChatCommand.ERROR),
    channel: z.string().optional(),
    content: z.object({ code: z.string(), msg: z.string(), client_id: z.string().optional() }),
  }),
  z.object({
    command: z.union([
      z.literal(ChatCommand.KICKED),
      z.literal(ChatCommand.TOKEN_INVALID),
      z.literal(ChatCommand.UNAVAILABLE),
    ]),
    channel: z.string().optional(),
    content: z.object({ msg: z.string() }),
  }),
]);
export type ChatServerFrame = z.infer<typeof chatServerFrameSchema>;

/** Socket query parameters. */
export function chatSocketQuery(
  token: string,
  options: { isGuest?: boolean; appId?: string } = {},
): string {
  const params = new URLSearchParams({ token });
  if (options.isGuest) params.set('isGuest', '1');
  if (options.appId) params.set('app_id', options.appId);
  return params.toString();
}
