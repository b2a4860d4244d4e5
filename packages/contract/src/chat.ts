// Chat (spec §1, §3 Chat, §4 Chat, §5 chat rules, §6 chat permissions, §7 Chat and Sockets, §8 Chat):
// group rooms (a lobby room and one per lottery game), private chat, customer service for players
// and guests. Two kinds of calls:
//
// - three on the main API (`/api/chat/...`, access token): whether chat is on for the player, a
//   moderator's delete, and the chat token;
// - the chat service on its own base (`BASES.chat` = `/chat-api` on `chatOrigin`, '' = the page's
//   origin), with `Authorization: Bearer <chat token>` and the query parameters `app_id` (the
//   company code) and `identity` ('user' | 'guest') on every call.
//
// Identities: a chat identity's `user_id` is a string: a player's userId in decimal ('1024'), or a
// guest's `guest_id` ('G' + digits). Times are epoch milliseconds. Message ids are decimal strings of
// a server sequence that only grows, so a larger id is a later message.
//
// The chat socket protocol is in chatSocket.ts.
import { z } from 'zod';
import { endpoint } from './endpointDef';
// Constants live zod-free beside the route table (the main entry exports them through ./routes).
import { CHAT_HISTORY_LIMIT, ChatTalkType } from './routes/chatConstants';

/** `identity` query parameter of the chat service. */
export const chatIdentitySchema = z.enum(['user', 'guest']);
export type ChatIdentity = z.infer<typeof chatIdentitySchema>;

/** Who wrote a message (spec §3: userinfo with user_id, nickname, chatLevel). */
export const chatUserInfoSchema = z.object({
  user_id: z.string(),
  nickname: z.string(),
  /** 0-2; 2 = moderator / customer service. Guests 0. */
  chatLevel: z.number().int(),
  /** Avatar id (1-20; the app draws it); 0 for guests. */
  avatarId: z.number().int(),
  /** The writer's chat theme colour id 1-8 (@jinli/domain THEME_COLORS). */
  color: z.number().int(),
  /**
   * 1 when the writer is a customer-service account (it wears 客服, not the moderators' 管理员,
   * though both have chat level 2). Absent on messages stored before it was sent.
   */
  isService: z.union([z.literal(0), z.literal(1)]).optional(),
});
export type ChatUserInfo = z.infer<typeof chatUserInfoSchema>;

/** An uploaded image as a message carries it (paths relative to the chat origin). */
export const chatImageSchema = z.object({
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ChatImage = z.infer<typeof chatImageSchema>;

/**
 * A red packet's card in a room (issue 16; hongbao.ts has the calls): what every viewer sees before
 * opening it. Whether the viewer took a share or it is all taken comes from GET /api/hongbao/detail.
 */
export const chatHongbaoCardSchema = z.object({
  /** The packet's id (hongbao.ts). */
  id: z.string(),
  kind: z.enum(['lucky', 'equal']),
  greeting: z.string(),
  count: z.number().int(),
});
export type ChatHongbaoCard = z.infer<typeof chatHongbaoCardSchema>;

/**
 * What a message says. `type` text: `body` is plain text (never HTML). image: `image` is set and
 * `body` is ''. system: a notice of the room (joins are not announced; deletions and rule changes
 * are), `userinfo` is the system's. hongbao: a red packet's card (`hongbao` set, `body` its
 * greeting), sent through POST /api/hongbao/send only, never over the socket.
 */
export const chatMessageContentSchema = z.object({
  type: z.enum(['text', 'image', 'system', 'hongbao']),
  body: z.string(),
  image: chatImageSchema.optional(),
  hongbao: chatHongbaoCardSchema.optional(),
  /** Group room id, or the private conversation's room id. */
  room_id: z.string(),
  /** Private messages: the receiver's user_id (the spec's spelling). */
  reciveId: z.string().optional(),
  userinfo: chatUserInfoSchema,
  /** The sender's own id for a message it is sending, echoed back so it can replace its copy. */
  client_id: z.string().optional(),
});
export type ChatMessageContent = z.infer<typeof chatMessageContentSchema>;

/** A stored message (spec §3 Chat message, without the client-only sending/uploading/retry). */
export const chatMessageSchema = z.object({
  id: z.string(),
  /** Epoch ms, set by the server when it stored the message. */
  created_at: z.number().int(),
  /** ChatCommand.ROOM_MESSAGE or ChatCommand.PRIVATE_MESSAGE (never 70, spec §5). */
  command: z.number().int(),
  /** 'room:{room_id}' or 'private:{room_id}'. */
  channel: z.string(),
  content: chatMessageContentSchema,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A group room (spec §3: room_id, enable_chat, total_people, sec_per_mess). */
export const chatRoomSchema = z.object({
  room_id: z.string(),
  name: z.string(),
  /** The lottery game the room belongs to; null for the lobby room. */
  gameId: z.number().int().nullable(),
  /** 1 when the viewer may send here now (chat on, not muted, level and VIP allow it); 0 read only. */
  enable_chat: z.union([z.literal(0), z.literal(1)]),
  /** Lowest chat level that may send here. */
  min_chat_level: z.number().int(),
  /** Sockets in the room right now (every instance). */
  total_people: z.number().int().nonnegative(),
  /** Slow mode: seconds one sender must wait between messages (0 = off). */
  sec_per_mess: z.number().int().nonnegative(),
  /** Newest message, for the room list; null when the room is empty. */
  last_message: chatMessageSchema.nullable(),
  /**
   * Why the viewer may not send here when enable_chat is 0: the CHAT_REFUSAL text that applies
   * (muted, VIP level, room level, guests). Optional: a server without it leaves the client to
   * work the reason out from ChatSelf.
   */
  readonly_reason: z.string().optional(),
});
export type ChatRoom = z.infer<typeof chatRoomSchema>;

/** The viewer as the chat service knows it (GET /chat/me, ours). */
export const chatSelfSchema = chatUserInfoSchema.extend({
  isGuest: z.boolean(),
  /** A customer-service account: may open the service console. */
  isService: z.boolean(),
  /** userInfo.enableChat (0: muted everywhere). */
  enableChat: z.number().int(),
});
export type ChatSelf = z.infer<typeof chatSelfSchema>;

/**
 * A private conversation partner (spec §3 contact/guest): a player, a guest or a service account.
 * `room_id` is the private conversation's room (stable per pair).
 */
export const chatContactSchema = z.object({
  /** The partner's user_id. */
  id: z.string(),
  /** The guest's id when the partner is a guest, else ''. */
  guest_id: z.string(),
  /** Guests: the public hash of the guest id (never the secret); '' otherwise. */
  hash_id: z.string(),
  nickname: z.string(),
  avatarId: z.number().int(),
  room_id: z.string(),
  /** The partner's player id when a player, else null. */
  userId: z.number().int().nullable(),
  /** 1 when the partner is a service account. */
  isService: z.union([z.literal(0), z.literal(1)]),
  /** Messages from the partner the viewer has not read. */
  unread: z.number().int().nonnegative(),
  /** Where the conversation started (a guest's init-room remark, e.g. 忘记密码); '' when none. */
  remark: z.string().default(''),
  last_message: z
    .object({
      content: z.object({ type: z.string(), body: z.string() }),
      created_at: z.number().int(),
    })
    .nullable(),
});
export type ChatContact = z.infer<typeof chatContactSchema>;

const idText = z.string().trim().min(1).max(64);
const pageParam = z.coerce.number<number>().int().min(1).max(100_000).default(1);

/** Query every chat-service call carries (spec §7: app id and identity always). */
export const chatServiceQuerySchema = z.object({
  app_id: z.string().trim().max(32).default(''),
  identity: chatIdentitySchema.default('user'),
});

/**
 * GET /api/v1/recordsList: a page of a room's history, oldest first within the page. page 1 is the
 * newest `limit` messages, page 2 the ones before them, and so on. `after_id` (ours) instead answers
 * the messages after that id, oldest first, up to `limit`: what a reconnecting client missed.
 */
export const chatRecordsQuerySchema = chatServiceQuerySchema.extend({
  room_id: idText,
  page: pageParam,
  limit: z.coerce.number<number>().int().min(1).max(CHAT_HISTORY_LIMIT).default(CHAT_HISTORY_LIMIT),
  talk_type: z.coerce
    .number<number>()
    .int()
    .pipe(z.union([z.literal(ChatTalkType.PRIVATE), z.literal(ChatTalkType.GROUP)]))
    .default(ChatTalkType.GROUP),
  after_id: z
    .string()
    .regex(/^\d{1,19}$/, '参数有误')
    .optional(),
});
export type ChatRecordsQuery = z.input<typeof chatRecordsQuerySchema>;

export const chatRecordsSchema = z.object({
  items: z.array(chatMessageSchema),
  /** Messages in the room's history in all. */
  total: z.number().int().nonnegative(),
  page: z.number().int(),
});
export type ChatRecords = z.infer<typeof chatRecordsSchema>;

/** POST /api/chat/enableChat: whether chat is off for this player now (spec §4). */
export const chatEnableSchema = z.object({
  /**
   * 1: chat is unavailable (maintenance): chat pages go to / and the chat token is removed. 0: on —
   * also for a muted player, who reads the rooms (enable_chat 0) and reaches customer service.
   */
  flag: z.union([z.literal(0), z.literal(1)]),
  /** Why, in Chinese, when flag is 1 ('' otherwise). */
  msg: z.string(),
});
export type ChatEnable = z.infer<typeof chatEnableSchema>;

/** POST /api/chat/deletechat-message (moderators): removes a room message for everyone. */
export const chatDeleteBodySchema = z.object({ id: z.string().regex(/^\d{1,19}$/, '参数有误') });
export const chatDeletedSchema = z.object({ id: z.string(), room_id: z.string() });

/** A chat token and when it stops working (epoch ms). */
export const chatTokenSchema = z.object({ tokenChat: z.string(), expiresAt: z.number().int() });
export type ChatToken = z.infer<typeof chatTokenSchema>;

/** GET /chat/guest/id-generation: a new guest identity (kept in session storage, spec §3). */
export const chatGuestSchema = z.object({
  /** user_guest_id. */
  guest_id: z.string(),
  /** user_guest_name, e.g. 游客1234. */
  nickname: z.string(),
  /** user_guest_hash_id: the guest's secret, exchanged for a chat token (GET /chat/token/generation/{id}). */
  hash_id: z.string(),
});
export type ChatGuest = z.infer<typeof chatGuestSchema>;

/** GET /chat/guest/friends (spec: page 1, per_page 20; data.items, data.total). */
export const chatGuestFriendsQuerySchema = chatServiceQuerySchema.extend({
  page: pageParam,
  per_page: z.coerce.number<number>().int().min(1).max(100).default(20),
});
export const chatContactPageSchema = z.object({
  items: z.array(chatContactSchema),
  total: z.number().int().nonnegative(),
});

/** POST /chat/guest/init-room: open (or reopen) a guest's conversation with a service account. */
export const chatGuestInitRoomBodySchema = z.object({
  friend_id: idText,
  /** Where the guest came from, shown to the service account (e.g. 忘记密码). */
  remark: z.string().trim().max(100).default(''),
});

/** POST /chat/contact/apply/createaccept (form): add a contact both ways (spec §7 fields). */
export const chatContactCreateBodySchema = z.object({
  friend_id: idText,
  avatarId: z.coerce.number<number>().int().min(0).max(100).optional(),
  friend_avatarId: z.coerce.number<number>().int().min(0).max(100).optional(),
  nickname: z.string().trim().max(32).optional(),
  friend_nickname: z.string().trim().max(32).optional(),
});

export const chatContactDetailQuerySchema = chatServiceQuerySchema.extend({ friend_id: idText });

/** POST /chat/uploadImage (multipart, field `file`): a stored image, re-encoded, with a thumbnail. */
export const chatUploadedImageSchema = chatImageSchema.extend({
  /** Pass as content `image_id` when sending the image. */
  image_id: z.string(),
});
export type ChatUploadedImage = z.infer<typeof chatUploadedImageSchema>;

/** GET /chat/customer-service (ours): the default service account /services talks to. */
export const chatCustomerServiceSchema = z.object({
  customer_id: z.string(),
  nickname: z.string(),
  avatarId: z.number().int(),
  /** 1 while a service console is connected. */
  online: z.union([z.literal(0), z.literal(1)]),
});
export type ChatCustomerService = z.infer<typeof chatCustomerServiceSchema>;

export const chatEndpoints = {
  chatEnable: endpoint({
    method: 'POST',
    base: 'api',
    path: '/chat/enableChat',
    response: chatEnableSchema,
    auth: true,
  }),
  chatDeleteMessage: endpoint({
    method: 'POST',
    base: 'api',
    path: '/chat/deletechat-message',
    body: chatDeleteBodySchema,
    response: chatDeletedSchema,
    auth: true,
  }),
  /** A fresh chat token for the signed-in player (store as chat_login_token). */
  chatRefreshToken: endpoint({
    method: 'GET',
    base: 'api',
    path: '/chat/refreshTokenChat',
    response: chatTokenSchema,
    auth: true,
  }),
  chatRecords: endpoint({
    method: 'GET',
    base: 'chat',
    path: '/api/v1/recordsList',
    query: chatRecordsQuerySchema,
    response: chatRecordsSchema,
  }),
  /** The rooms the viewer can see, lobby first then by game (ours: the spec lists no room call). */
  chatRooms: endpoint({
    method: 'GET',
    base: 'chat',
    path: '/chat/rooms',
    query: chatServiceQuerySchema,
    response: z.array(chatRoomSchema),
  }),
  chatSelf: endpoint({
    method: 'GET',
    base: 'chat',
    path: '/chat/me',
    query: chatServiceQuerySchema,
    response: chatSelfSchema,
  }),
  chatCustomerService: endpoint({
    method: 'GET',
    base: 'chat',
    path: '/chat/customer-service',
    query: chatServiceQuerySchema,
    response: chatCustomerServiceSchema,
  }),
  /** The viewer's private conversations, newest first (a service account: every conversation it has). */
  chatContactList: endpoint({
    method: 'GET',
    base: 'chat',
    path: '/chat/contact/list',
    query: chatServiceQuerySchema,
    response: z.array(chatContactSchema),
  }),
  chatContactCreate: endpoint({
    method: 'POST',
    base: 'chat',
    path: '/chat/contact/apply/createaccept',
    body: chatContactCreateBodySchema,
    response: chatContactSchema,
    form: true,
  }),
  chatContactDetail: endpoint({
    method: 'GET',
    base: 'chat',
    path: '/chat/contact/contactdetail',
    query: chatContactDetailQuerySchema,
    response: chatContactSchema,
  }),
  /** Multipart upload; the client sends FormData itself (see packages/api chat). */
  chatUploadImage: endpoint({
    method: 'POST',
    base: 'chat',
    path: '/chat/uploadImage',
    response: chatUploadedImageSchema,
  }),
  /** A chat token for a guest: `id` is the guest's hash_id (its secret). */
  chatGuestToken: endpoint({
    method: 'GET',
    base: 'chat',
    path: '/chat/token/generation/:id',
    response: chatTokenSchema,
  }),
  chatGuestId: endpoint({
    method: 'GET',
    base: 'chat',
    path: '/chat/guest/id-generation',
    response: chatGuestSchema,
  }),
  chatGuestInitRoom: endpoint({
    method: 'POST',
    base: 'chat',
    path: '/chat/guest/init-room',
    body: chatGuestInitRoomBodySchema,
    response: chatContactSchema,
  }),
  chatGuestFriends: endpoint({
    method: 'GET',
    base: 'chat',
    path: '/chat/guest/friends',
    query: chatGuestFriendsQuerySchema,
    response: chatContactPageSchema,
  }),
  chatGuestFriend: endpoint({
    method: 'GET',
    base: 'chat',
    path: '/chat/guest/friends/:id',
    query: chatServiceQuerySchema,
    response: chatContactSchema,
  }),
} as const;

/**
 * Refusal messages of the chat service (the `msg` of `{ code, msg }`, code SYS/FORBIDDEN unless
 * noted), so server and client tests spell them once. The spec gives none of these texts.
 */
export const CHAT_REFUSAL = {
  /** userInfo.enableChat 0. */
  muted: '您已被禁言，暂时无法发言',
  /** The VIP level's enableChat is off. */
  vipDenied: '您当前的VIP等级暂未开放发言',
  /** Below the room's min_chat_level. */
  levelTooLow: '您的聊天等级不足，无法在本房间发言',
  /** Slow mode (SYS/TOO_MANY_REQUESTS); {n}: seconds left. */
  slowMode: '发言过快，请{n}秒后再试',
  /** A flood of messages across rooms (SYS/TOO_MANY_REQUESTS). */
  flood: '操作频繁，请稍后试试',
  /** A guest sending anywhere but to customer service. */
  guestServiceOnly: '游客仅可联系在线客服，请先登录',
  /** A private message neither side of which is a moderator or service account. */
  privateNotAllowed: '仅可与管理员或客服私聊',
  /** Delete or invite by a non-moderator. */
  moderatorOnly: '仅管理员可进行该操作',
  /** Empty text, or text over CHAT_TEXT_MAX_LENGTH (SYS/BAD_REQUEST). */
  textLength: '消息内容不能为空且不超过500字',
  /** Not an image we accept (SYS/BAD_REQUEST). */
  imageType: '仅支持 JPG、PNG、GIF、WEBP 图片',
  /** Over CHAT_IMAGE_MAX_BYTES (SYS/BAD_REQUEST). */
  imageSize: '图片不能超过5MB',
} as const;
