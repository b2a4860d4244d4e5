// The seam between the chat service (storage, rules, HTTP routes: service.ts and its neighbours)
// and the chat socket hub (socket/): the hub authenticates a socket, asks the service to do what a
// frame asks, and forwards what the service publishes. The service never touches a socket; the hub
// never touches the database.
import type {
  ChatMessage,
  ChatRoom,
  ChatSendPrivate,
  ChatSendRoom,
  ChatUserInfo,
} from '@jinli/contract';

/** Who is behind a chat token. */
export interface ChatPrincipal {
  /** The chat user_id: a player's id in decimal, or the guest id. */
  userId: string;
  isGuest: boolean;
  /** The player's id (null for guests). */
  playerId: number | null;
  /** The access session the chat token was made from (null for guests): logging in elsewhere ends it. */
  sessionId: string | null;
  /** The userinfo messages of this principal carry (as it was when the token was checked). */
  userinfo: ChatUserInfo;
  isService: boolean;
}

/**
 * PubSub topics (names before the deployment namespace, which the PubSub adds). Every payload is
 * the JSON text of the frame to forward as is, so the hub never re-serialises per socket.
 */
export const chatTopics = {
  /** ROOM_MESSAGE, MESSAGE_DELETED, PEOPLE and SYSTEM frames of a group room. */
  room: (roomId: string) => `chat:room:${roomId}`,
  /** PRIVATE_MESSAGE and INVITE_RECEIVED frames for one identity (every socket of that user_id). */
  user: (userId: string) => `chat:user:${userId}`,
  /**
   * Session control: `{ type: 'kicked', userId, exceptSessionId }` when a player signed in elsewhere
   * and `{ type: 'unavailable', msg }` when chat went into maintenance or was switched off.
   */
  control: 'chat:control',
} as const;

export type ChatControlEvent =
  | { type: 'kicked'; userId: string; exceptSessionId: string | null; msg: string }
  | { type: 'unavailable'; msg: string };

/**
 * What the hub needs from the service. Every method throws AppError (code + Chinese msg from
 * CHAT_REFUSAL / the error catalogue) when refused; the hub answers that as an ERROR frame carrying
 * the frame's client_id. Methods that change something store first, then publish the frames on the
 * topics above; the hub only forwards.
 */
export interface ChatSocketService {
  /** The principal of a socket's token, or null when the token is unknown, expired or revoked. */
  authenticate(token: string, isGuest: boolean): Promise<ChatPrincipal | null>;
  /** Throws CHAT_UNAVAILABLE (405) while chat is in maintenance or switched off. */
  assertAvailable(): Promise<void>;
  /** The room as `principal` sees it; throws when it may not read it (unknown room: NOT_FOUND). */
  roomFor(principal: ChatPrincipal, roomId: string): Promise<{ room: ChatRoom; lastId: string }>;
  sendRoom(principal: ChatPrincipal, input: ChatSendRoom): Promise<ChatMessage>;
  sendPrivate(principal: ChatPrincipal, input: ChatSendPrivate): Promise<ChatMessage>;
  invite(principal: ChatPrincipal, input: { reciveId: string; room_id: string }): Promise<void>;
  deleteMessage(principal: ChatPrincipal, id: string): Promise<{ id: string; room_id: string }>;
}

/**
 * Head counts of rooms across instances: the hub reports its own sockets per room, the service
 * reads the total for `total_people` (room list, JOINED). With Redis it is shared by every instance.
 */
export interface ChatPresence {
  /** Sets this instance's count for a room (0 removes it). */
  setLocal(roomId: string, count: number): Promise<void>;
  /** Sum over live instances. */
  total(roomId: string): Promise<number>;
  /** Counts of many rooms at once. */
  totals(roomIds: readonly string[]): Promise<Map<string, number>>;
  /** Whether any socket of `userId` is connected on any instance (for the service account's online flag). */
  isOnline(userId: string): Promise<boolean>;
  /** Sets this instance's number of sockets of `userId`. */
  setUserLocal(userId: string, count: number): Promise<void>;
  close(): Promise<void>;
}
