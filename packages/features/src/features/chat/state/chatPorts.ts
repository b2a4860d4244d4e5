// What the chat state needs from the outside world, as two small interfaces: the calls (ChatApi)
// and the socket (ChatSocketPort). The app wires them to @jinli/api and @jinli/socket; tests pass
// fakes.
import {
  deleteChatMessage,
  generateChatGuest,
  getChatContactDetail,
  getChatEnable,
  getChatGuestToken,
  getChatRecords,
  getChatSelf,
  refreshChatToken,
  uploadChatImage,
  type ApiClient,
  type ChatRecordsRequest,
} from '@jinli/api';
import type {
  ChatConfig,
  ChatContact,
  ChatEnable,
  ChatGuest,
  ChatIdentity,
  ChatRecords,
  ChatSelf,
  ChatToken,
  ChatUploadedImage,
} from '@jinli/contract';
import type { ChatSocket } from '@jinli/socket';

export interface ChatApi {
  /** POST /api/chat/enableChat (players). */
  enableChat(): Promise<ChatEnable>;
  /** GET /api/chat/refreshTokenChat (players). */
  refreshToken(): Promise<ChatToken>;
  /** GET /chat/guest/id-generation. */
  generateGuest(): Promise<ChatGuest>;
  /** GET /chat/token/generation/{hash_id}. */
  guestToken(hashId: string): Promise<ChatToken>;
  self(identity: ChatIdentity): Promise<ChatSelf>;
  records(identity: ChatIdentity, request: ChatRecordsRequest): Promise<ChatRecords>;
  contactDetail(identity: ChatIdentity, friendId: string): Promise<ChatContact>;
  uploadImage(
    identity: ChatIdentity,
    file: Blob,
    onProgress: (fraction: number) => void,
  ): Promise<ChatUploadedImage>;
  deleteMessage(id: string): Promise<{ id: string; room_id: string }>;
  /** config_chat.json (maintenance flag and window). */
  chatConfig(): Promise<ChatConfig>;
}

/** The part of ChatSocket the state uses. */
export type ChatSocketPort = Pick<
  ChatSocket,
  | 'start'
  | 'stop'
  | 'join'
  | 'leave'
  | 'noteId'
  | 'sendRoom'
  | 'sendPrivate'
  | 'deleteMessage'
  | 'invite'
  | 'on'
  | 'status'
>;

/** The calls on the app's API client. */
export function apiChatPorts(client: ApiClient): ChatApi {
  return {
    enableChat: () => getChatEnable(client),
    refreshToken: () => refreshChatToken(client),
    generateGuest: () => generateChatGuest(client),
    guestToken: (hashId) => getChatGuestToken(client, hashId),
    self: (identity) => getChatSelf(client, identity),
    records: (identity, request) => getChatRecords(client, identity, request),
    contactDetail: (identity, friendId) => getChatContactDetail(client, identity, friendId),
    uploadImage: (identity, file, onProgress) =>
      uploadChatImage(client, identity, file, onProgress),
    deleteMessage: (id) => deleteChatMessage(client, id),
    // Never aborted by a screen's identical read (the client's duplicate abort): the session decides
    // from it whether chat is in maintenance, and a read that was superseded counted as "not in
    // maintenance", so a guest went on to the chat service's 405 and home instead of the list.
    chatConfig: () => client.getStaticDocument('config_chat', { dedupe: false }),
  };
}
