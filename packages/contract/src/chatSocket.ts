// The chat socket (spec §4 Chat, §7 Sockets): a plain WebSocket on the chat origin at
// CHAT_SOCKET_PATH?token=<chat token>[&isGuest=1]&app_id=<company code>, JSON frames
// `{ command, channel, content }` with numeric commands. The client pings every 15 s and drops the
// connection when no pong came within 15 s; it reconnects after 3 s unless it closed on purpose.
//
// A message is stored before it is fanned out (with its server id and time), so a client that
// reconnects re-reads what it missed with GET /api/v1/recordsList?after_id=<last id it has>.
import { z } from 'zod';
import { chatMessageSchema, chatRoomSchema, chatUserInfoSchema } from './chat';
// The plain names and constants live zod-free beside the route table (routes/chatConstants.ts; the
// main entry exports them through ./routes): the start page's chat bubble reads the chat state.
import { ChatCommand } from './routes/chatConstants';

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

/**
 * An award notice (spec §3: nickname, userName base64, gameName, reward): a settled bet that won at
 * least the company's threshold. `userName` is base64 (UTF-8) of the winner's account masked by
 * @jinli/domain maskAccount; `reward` in thousandths; `room_id` the room it was sent to.
 */
export const chatAwardNoticeSchema = z.object({
  room_id: z.string(),
  nickname: z.string(),
  userName: z.string(),
  gameName: z.string(),
  reward: z.number().int(),
});
export type ChatAwardNotice = z.infer<typeof chatAwardNoticeSchema>;

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
    command: z.literal(ChatCommand.AWARD),
    channel: z.string(),
    content: chatAwardNoticeSchema,
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
