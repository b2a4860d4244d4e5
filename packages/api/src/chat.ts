// Chat calls (spec §7 Chat, contract chat.ts): the three on the main API (enable flag, a
// moderator's delete, the chat token) and the chat service's, each with `app_id` (the company code)
// and `identity` ('user' | 'guest') in the query; history and the contact list retried twice; image
// upload as multipart with progress. Chat errors: 405 is CHAT/UNAVAILABLE (isChatUnavailable).
import type {
  ChatContact,
  ChatCustomerService,
  ChatEnable,
  ChatGuest,
  ChatIdentity,
  ChatRecords,
  ChatRoom,
  ChatSelf,
  ChatToken,
  ChatUploadedImage,
} from '@jinli/contract';
import { CHAT_HISTORY_LIMIT, ChatTalkType, ErrorCode } from '@jinli/contract/routes';
import { accountKeys } from './accounts';
import { ApiError } from './ApiError';
import type { ApiClient, RequestOptions } from './createApiClient';

/** Further attempts of the history and contact-list calls (spec §7: retries 2). */
export const CHAT_LIST_RETRIES = 2;
/** Guest friends page size (spec §7: per_page 20). */
export const CHAT_GUEST_FRIENDS_PER_PAGE = 20;

/** The query every chat-service call carries. */
export interface ChatServiceQuery {
  app_id: string;
  identity: ChatIdentity;
}

/** A page of history: page 1 is the newest `limit` (150) messages; `afterId` instead answers what came after it. */
export interface ChatRecordsRequest {
  roomId: string;
  /** Default 1. */
  page?: number;
  /** Default 150. */
  limit?: number;
  /** Default GROUP (2); PRIVATE (1) for a private conversation. */
  talkType?: (typeof ChatTalkType)[keyof typeof ChatTalkType];
  /** The messages after this id, oldest first (the gap after a reconnect). */
  afterId?: string;
}

/** Whether a failure says chat is unavailable (HTTP 405: chat pages go to / with 聊天室目前不可用). */
export function isChatUnavailable(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.status === 405 || error.code === ErrorCode.CHAT_UNAVAILABLE)
  );
}

/** Whether a failure is a 403 on messages (spec §8: goes to /auth/login). */
export function isChatForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/** `app_id` and `identity` for `client`. */
export function chatServiceQuery(client: ApiClient, identity: ChatIdentity): ChatServiceQuery {
  return { app_id: client.config.companyCode, identity };
}

/**
 * Query keys. Chat data belongs to one chat identity: it lives under the account's keys (dropped
 * at login and logout) and is keyed by identity.
 */
export const chatKeys = {
  all: [...accountKeys.all, 'chat'] as const,
  enable: () => [...chatKeys.all, 'enable'] as const,
  rooms: (identity: ChatIdentity) => [...chatKeys.all, identity, 'rooms'] as const,
  self: (identity: ChatIdentity) => [...chatKeys.all, identity, 'self'] as const,
  customerService: (identity: ChatIdentity) =>
    [...chatKeys.all, identity, 'customerService'] as const,
  contacts: (identity: ChatIdentity) => [...chatKeys.all, identity, 'contacts'] as const,
  contact: (identity: ChatIdentity, friendId: string) =>
    [...chatKeys.all, identity, 'contact', friendId] as const,
  guestFriends: (page: number) => [...chatKeys.all, 'guest', 'friends', page] as const,
  guestFriend: (id: string) => [...chatKeys.all, 'guest', 'friend', id] as const,
};

// ---- main API (access token) ----

/** POST /api/chat/enableChat: flag 1 = chat is off for this player (spec §4). */
export function getChatEnable(client: ApiClient, options?: RequestOptions): Promise<ChatEnable> {
  return client.call('chatEnable', { ...options, dedupe: true });
}

/** POST /api/chat/deletechat-message (moderators). */
export function deleteChatMessage(
  client: ApiClient,
  id: string,
  options?: RequestOptions,
): Promise<{ id: string; room_id: string }> {
  return client.call('chatDeleteMessage', { ...options, body: { id } });
}

/** GET /api/chat/refreshTokenChat: a fresh chat token for the signed-in player. */
export function refreshChatToken(client: ApiClient, options?: RequestOptions): Promise<ChatToken> {
  return client.call('chatRefreshToken', options);
}

// ---- chat service (chat token) ----

/** GET /api/v1/recordsList, retried twice on network failures and 5xx. */
export function getChatRecords(
  client: ApiClient,
  identity: ChatIdentity,
  request: ChatRecordsRequest,
  options?: RequestOptions,
): Promise<ChatRecords> {
  return client.call('chatRecords', {
    retry: CHAT_LIST_RETRIES,
    ...options,
    query: {
      ...chatServiceQuery(client, identity),
      room_id: request.roomId,
      page: request.page ?? 1,
      limit: request.limit ?? CHAT_HISTORY_LIMIT,
      talk_type: request.talkType ?? ChatTalkType.GROUP,
      ...(request.afterId !== undefined ? { after_id: request.afterId } : {}),
    },
  });
}

/** GET /chat/rooms: the rooms the viewer can see, lobby first. */
export function getChatRooms(
  client: ApiClient,
  identity: ChatIdentity,
  options?: RequestOptions,
): Promise<ChatRoom[]> {
  return client.call('chatRooms', { ...options, query: chatServiceQuery(client, identity) });
}

/** GET /chat/me: the viewer as the chat service knows it. */
export function getChatSelf(
  client: ApiClient,
  identity: ChatIdentity,
  options?: RequestOptions,
): Promise<ChatSelf> {
  return client.call('chatSelf', { ...options, query: chatServiceQuery(client, identity) });
}

/** GET /chat/customer-service: the service account /services talks to. */
export function getChatCustomerService(
  client: ApiClient,
  identity: ChatIdentity,
  options?: RequestOptions,
): Promise<ChatCustomerService> {
  return client.call('chatCustomerService', {
    ...options,
    query: chatServiceQuery(client, identity),
  });
}

/** GET /chat/contact/list, retried twice. */
export function getChatContacts(
  client: ApiClient,
  identity: ChatIdentity,
  options?: RequestOptions,
): Promise<ChatContact[]> {
  return client.call('chatContactList', {
    retry: CHAT_LIST_RETRIES,
    ...options,
    query: chatServiceQuery(client, identity),
  });
}

/** What POST /chat/contact/apply/createaccept sends (a form). */
export interface ChatContactCreate {
  friend_id: string;
  avatarId?: number;
  friend_avatarId?: number;
  nickname?: string;
  friend_nickname?: string;
}

/** POST /chat/contact/apply/createaccept: adds a contact both ways. */
export function createChatContact(
  client: ApiClient,
  identity: ChatIdentity,
  body: ChatContactCreate,
  options?: RequestOptions,
): Promise<ChatContact> {
  return client.call('chatContactCreate', {
    ...options,
    query: chatServiceQuery(client, identity),
    body,
  });
}

/** GET /chat/contact/contactdetail: one conversation partner (with the conversation's room_id). */
export function getChatContactDetail(
  client: ApiClient,
  identity: ChatIdentity,
  friendId: string,
  options?: RequestOptions,
): Promise<ChatContact> {
  return client.call('chatContactDetail', {
    ...options,
    query: { ...chatServiceQuery(client, identity), friend_id: friendId },
  });
}

/**
 * POST /chat/uploadImage: the image as multipart field `file`; `onProgress` gets 0..1 as it is
 * sent. The server sniffs, re-encodes and thumbnails it; send the answer's image_id.
 */
export function uploadChatImage(
  client: ApiClient,
  identity: ChatIdentity,
  file: Blob,
  onProgress?: (fraction: number) => void,
  options?: RequestOptions,
): Promise<ChatUploadedImage> {
  const form = new FormData();
  form.append('file', file, (file as File).name || 'image');
  return client.call('chatUploadImage', {
    ...options,
    query: chatServiceQuery(client, identity),
    body: form,
    // Progress needs XMLHttpRequest; without a listener the call still goes that way for one shape.
    onUploadProgress: onProgress ?? (() => {}),
  });
}

/** GET /chat/token/generation/{hash_id}: a chat token for a guest. */
export function getChatGuestToken(
  client: ApiClient,
  hashId: string,
  options?: RequestOptions,
): Promise<ChatToken> {
  return client.call('chatGuestToken', {
    ...options,
    params: { id: hashId },
    query: chatServiceQuery(client, 'guest'),
  });
}

/** GET /chat/guest/id-generation: a new guest identity (kept in session storage). */
export function generateChatGuest(client: ApiClient, options?: RequestOptions): Promise<ChatGuest> {
  return client.call('chatGuestId', {
    ...options,
    query: chatServiceQuery(client, 'guest'),
  });
}

/** POST /chat/guest/init-room: opens a guest's conversation with a service account. */
export function initChatGuestRoom(
  client: ApiClient,
  body: { friend_id: string; remark?: string },
  options?: RequestOptions,
): Promise<ChatContact> {
  return client.call('chatGuestInitRoom', {
    ...options,
    query: chatServiceQuery(client, 'guest'),
    body,
  });
}

/** GET /chat/guest/friends: a page of the guest's conversations (20 a page). */
export function getChatGuestFriends(
  client: ApiClient,
  page = 1,
  options?: RequestOptions,
): Promise<{ items: ChatContact[]; total: number }> {
  return client.call('chatGuestFriends', {
    ...options,
    query: {
      ...chatServiceQuery(client, 'guest'),
      page,
      per_page: CHAT_GUEST_FRIENDS_PER_PAGE,
    },
  });
}

/** GET /chat/guest/friends/{id}: one of the guest's conversations. */
export function getChatGuestFriend(
  client: ApiClient,
  id: string,
  options?: RequestOptions,
): Promise<ChatContact> {
  return client.call('chatGuestFriend', {
    ...options,
    params: { id },
    query: chatServiceQuery(client, 'guest'),
  });
}
