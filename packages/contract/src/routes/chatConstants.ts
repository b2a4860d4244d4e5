// The chat's plain names and limits (commands, close codes, page sizes, socket timings), zod-free:
// the schemas (chat.ts, chatSocket.ts) and the zod-free frame check (chatProtocol.ts) all read
// them from here, so neither side imports the other for a constant.

/** History page size (spec §9: chat history 150 per page). */
export const CHAT_HISTORY_LIMIT = 150;
/** Messages a room keeps live on the client (spec §9: message limit 100). */
export const CHAT_LIVE_MESSAGE_LIMIT = 100;
/** Longest text message, in characters (code points). */
export const CHAT_TEXT_MAX_LENGTH = 500;
/** Largest image upload, bytes (5 MiB). */
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Image types an upload may be (sniffed from the bytes, never trusted from the name or header). */
export const CHAT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
/** Chat level with the moderator's rights (spec §6: delete messages, private-message anyone). */
export const CHAT_MODERATOR_LEVEL = 2;
/** Private conversations' room ids start with this (`p_<a>_<b>`); group rooms never do. */
export const PRIVATE_ROOM_PREFIX = 'p_';
export const isPrivateRoomId = (roomId: string): boolean => roomId.startsWith(PRIVATE_ROOM_PREFIX);
/** talk_type of GET /api/v1/recordsList: 1 private conversation, 2 group room (spec: talk_type 2). */
export const ChatTalkType = { PRIVATE: 1, GROUP: 2 } as const;

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
  /**
   * content AwardNotice { room_id, nickname, userName, gameName, reward }: a big win (spec §3 award
   * notice, §4 popup one at a time in room chat), sent to the game's room and the lobby; not stored.
   */
  AWARD: 26,
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
