// The operator console's chat moderation API (issue 32, 聊天): the group rooms with who is in them,
// a room's recent messages paged backwards, deleting a message (players in the room get
// MESSAGE_DELETED and it is gone from history), muting the sender of a message (user_account
// .enable_chat, the same write as the players screen's mute) and a room's slow mode. 客服 and 管理员
// moderate; every role reads.
import { z } from 'zod';
import { CONSOLE_API_PREFIX } from './paging';

export const CONSOLE_CHAT_PATHS = {
  /** GET every group room (enabled or not) with its online count. */
  rooms: `${CONSOLE_API_PREFIX}/chat/rooms`,
  /** PATCH a room's slow mode. */
  room: `${CONSOLE_API_PREFIX}/chat/rooms/:id`,
  /** GET a room's messages, newest first, `before` a message id for the page before it. */
  roomMessages: `${CONSOLE_API_PREFIX}/chat/rooms/:id/messages`,
  /** DELETE a room message. */
  message: `${CONSOLE_API_PREFIX}/chat/messages/:id`,
  /** POST: mute (or unmute) the player who sent the message. */
  messageMute: `${CONSOLE_API_PREFIX}/chat/messages/:id/mute`,
} as const;

export const CONSOLE_CHAT_TEXT = {
  roomNotFound: '聊天室不存在',
  messageNotFound: '消息不存在或已删除',
  guestSender: '游客无法禁言',
  serviceSender: '客服账号无法禁言',
} as const;

/** Longest slow mode (seconds between two messages of one sender). */
export const CONSOLE_SLOW_MODE_MAX_S = 3_600;

export const consoleChatRoomSchema = z.object({
  roomId: z.string(),
  name: z.string(),
  /** The lottery game of a game room; null for the lobby. */
  gameId: z.number().int().nullable(),
  enabled: z.boolean(),
  minChatLevel: z.number().int(),
  /** Slow mode: seconds between two messages of one sender (0 off). */
  secPerMess: z.number().int(),
  sort: z.number().int(),
  /** Sockets in the room now, on every instance. */
  online: z.number().int(),
});
export type ConsoleChatRoom = z.infer<typeof consoleChatRoomSchema>;

export const consoleChatRoomUpdate = z.object({
  secPerMess: z.number().int().min(0).max(CONSOLE_SLOW_MODE_MAX_S),
});
export type ConsoleChatRoomUpdate = z.infer<typeof consoleChatRoomUpdate>;

export const consoleChatRoomParams = z.object({ id: z.string().min(1).max(64) });

export const consoleChatMessagesQuery = z.object({
  /** Messages older than this id (the last page's `nextBefore`); absent: the newest. */
  before: z
    .string()
    .regex(/^\d{1,19}$/)
    .optional(),
  limit: z.coerce.number<number>().int().min(1).max(100).default(50),
});

export const consoleChatMessageSchema = z.object({
  id: z.string(),
  roomId: z.string(),
  /** 'text', 'image', 'system' or 'hongbao'. */
  type: z.string(),
  /** Plain text as sent ('' for images). */
  body: z.string(),
  /** The image's URL for image messages. */
  imageUrl: z.string().nullable(),
  /** The chat user_id: a player's id in decimal or a guest's 'G…'. */
  senderId: z.string(),
  /** The player's id, null for guests. */
  playerId: z.number().int().nullable(),
  /** The player's account (unmasked, for operators); '' for guests. */
  account: z.string(),
  /** The name players saw. */
  nickname: z.string(),
  /** Whether the sender may chat now (false: muted). Guests: true. */
  senderEnableChat: z.boolean(),
  /** Epoch ms. */
  createTime: z.number().int(),
});
export type ConsoleChatMessage = z.infer<typeof consoleChatMessageSchema>;

export const consoleChatMessagesSchema = z.object({
  data: z.array(consoleChatMessageSchema),
  /** `before` of the next (older) page; null when there is none. */
  nextBefore: z.string().nullable(),
});
export type ConsoleChatMessages = z.infer<typeof consoleChatMessagesSchema>;

export const consoleChatMessageParams = z.object({ id: z.string().regex(/^\d{1,19}$/) });

export const consoleChatMuteBody = z.object({ muted: z.boolean().default(true) });
export type ConsoleChatMuteBody = z.input<typeof consoleChatMuteBody>;

export const consoleChatMuteSchema = z.object({
  playerId: z.number().int(),
  account: z.string(),
  enableChat: z.boolean(),
});
export type ConsoleChatMute = z.infer<typeof consoleChatMuteSchema>;
