// Fakes of the chat state's two ports for its tests (and stories): an in-memory chat service that
// keeps rooms' histories and answers pages the way the contract says, and a socket that records
// what it was asked to send and lets a test push the server's events.
import type {
  ChatConfig,
  ChatContact,
  ChatMessage,
  ChatRecords,
  ChatSelf,
  ChatUserInfo,
} from '@jinli/contract';
import { ChatCommand } from '@jinli/contract/routes';
import type { ChatSocketEventName, ChatSocketEvents, ChatSocketStatus } from '@jinli/socket';
import type { ChatRecordsRequest } from '@jinli/api';
import type { ChatApi, ChatSocketPort } from './chatPorts';
import type { ChatSessionController, ChatTokenStore } from './chatSession';

export const selfInfo: ChatUserInfo = {
  user_id: '1024',
  nickname: '小明',
  chatLevel: 0,
  avatarId: 3,
  color: 2,
};
export const moderator: ChatUserInfo = {
  user_id: '9',
  nickname: '管理员',
  chatLevel: 2,
  avatarId: 1,
  color: 1,
};

export function chatSelf(info: ChatUserInfo = selfInfo, isGuest = false): ChatSelf {
  return { ...info, isGuest, isService: false, enableChat: 1 };
}

let sequence = 1000;
/** A stored message with a growing id and time. */
export function serverMessage(
  roomId: string,
  body: string,
  options: Partial<ChatMessage['content']> & { command?: number; at?: number; id?: string } = {},
): ChatMessage {
  sequence += 1;
  const { command = ChatCommand.ROOM_MESSAGE, at, id, ...content } = options;
  return {
    id: id ?? String(sequence),
    created_at: at ?? 1_764_000_000_000 + sequence * 1000,
    command,
    channel: `room:${roomId}`,
    content: { type: 'text', body, room_id: roomId, userinfo: moderator, ...content },
  };
}

/** A chat service in memory; every call is recorded. */
export class FakeChatApi implements ChatApi {
  calls: { name: string; args: unknown[] }[] = [];
  histories = new Map<string, ChatMessage[]>();
  config: ChatConfig | null = null;
  enable = { flag: 0 as 0 | 1, msg: '' };
  selfInfo: ChatSelf = chatSelf();
  guestCount = 0;
  tokenCount = 0;
  /** Makes the next call of `name` fail with this error. */
  failures = new Map<string, unknown>();
  contacts = new Map<string, ChatContact>();
  uploads: {
    file: Blob;
    progress: (fraction: number) => void;
    resolve: (id: string) => void;
    reject: (e: unknown) => void;
  }[] = [];

  #record(name: string, ...args: unknown[]): void {
    this.calls.push({ name, args });
    const failure = this.failures.get(name);
    if (failure !== undefined) {
      this.failures.delete(name);
      throw failure;
    }
  }

  callsOf(name: string): unknown[][] {
    return this.calls.filter((c) => c.name === name).map((c) => c.args);
  }

  history(roomId: string): ChatMessage[] {
    let list = this.histories.get(roomId);
    if (!list) {
      list = [];
      this.histories.set(roomId, list);
    }
    return list;
  }

  async enableChat() {
    this.#record('enableChat');
    return { ...this.enable };
  }
  async refreshToken() {
    this.#record('refreshToken');
    this.tokenCount += 1;
    return { tokenChat: `player-token-${this.tokenCount}`, expiresAt: 0 };
  }
  async generateGuest() {
    this.#record('generateGuest');
    this.guestCount += 1;
    return {
      guest_id: `G${this.guestCount}`,
      nickname: `游客${this.guestCount}`,
      hash_id: `hash${this.guestCount}`,
    };
  }
  async guestToken(hashId: string) {
    this.#record('guestToken', hashId);
    this.tokenCount += 1;
    return { tokenChat: `guest-token-${this.tokenCount}`, expiresAt: 0 };
  }
  async self(identity: string) {
    this.#record('self', identity);
    return this.selfInfo;
  }
  async records(identity: string, request: ChatRecordsRequest): Promise<ChatRecords> {
    this.#record('records', identity, request);
    const all = this.history(request.roomId);
    const limit = request.limit ?? 150;
    if (request.afterId !== undefined) {
      const after = request.afterId;
      const later = all.filter(
        (m) => m.id.length > after.length || (m.id.length === after.length && m.id > after),
      );
      return { items: later.slice(0, limit), total: all.length, page: 1 };
    }
    const page = request.page ?? 1;
    const end = all.length - (page - 1) * limit;
    const items = end <= 0 ? [] : all.slice(Math.max(0, end - limit), end);
    return { items, total: all.length, page };
  }
  async contactDetail(identity: string, friendId: string) {
    this.#record('contactDetail', identity, friendId);
    const contact = this.contacts.get(friendId);
    if (!contact) throw new Error(`no contact ${friendId}`);
    return contact;
  }
  uploadImage(_identity: string, file: Blob, progress: (fraction: number) => void) {
    this.#record('uploadImage', file);
    return new Promise<{
      image_id: string;
      url: string;
      thumbUrl: string;
      width: number;
      height: number;
    }>((resolve, reject) => {
      this.uploads.push({
        file,
        progress,
        resolve: (id) =>
          resolve({
            image_id: id,
            url: `/i/${id}.png`,
            thumbUrl: `/i/${id}_t.png`,
            width: 10,
            height: 10,
          }),
        reject,
      });
    });
  }
  async deleteMessage(id: string) {
    this.#record('deleteMessage', id);
    return { id, room_id: '' };
  }
  async chatConfig() {
    this.#record('chatConfig');
    if (!this.config) throw new Error('no config_chat');
    return this.config;
  }
}

type Listener = (value: never) => void;

/** A socket the test drives: `emit` plays the server, `sent` is what the state sent. */
export class FakeChatSocket implements ChatSocketPort {
  status: ChatSocketStatus = 'idle';
  /** false: sends are refused (not connected). */
  connected = true;
  sent: { command: 'room' | 'private' | 'delete' | 'invite'; content: unknown }[] = [];
  joins: string[] = [];
  leaves: string[] = [];
  starts = 0;
  stops = 0;
  readonly #listeners = new Map<ChatSocketEventName, Set<Listener>>();

  start(): void {
    this.starts += 1;
    this.setStatus('open');
  }
  stop(): void {
    this.stops += 1;
    this.setStatus('closed');
  }
  join(roomId: string): void {
    this.joins.push(roomId);
  }
  leave(roomId: string): void {
    this.leaves.push(roomId);
  }
  noteId(): void {}
  sendRoom(content: Parameters<ChatSocketPort['sendRoom']>[0]): boolean {
    if (!this.connected) return false;
    this.sent.push({ command: 'room', content });
    return true;
  }
  sendPrivate(content: Parameters<ChatSocketPort['sendPrivate']>[0]): boolean {
    if (!this.connected) return false;
    this.sent.push({ command: 'private', content });
    return true;
  }
  deleteMessage(id: string): boolean {
    this.sent.push({ command: 'delete', content: { id } });
    return true;
  }
  invite(reciveId: string, roomId: string): boolean {
    if (!this.connected) return false;
    this.sent.push({ command: 'invite', content: { reciveId, room_id: roomId } });
    return true;
  }
  on<E extends ChatSocketEventName>(event: E, listener: (value: ChatSocketEvents[E]) => void) {
    let set = this.#listeners.get(event);
    if (!set) {
      set = new Set();
      this.#listeners.set(event, set);
    }
    set.add(listener as Listener);
    return () => set.delete(listener as Listener);
  }
  emit<E extends ChatSocketEventName>(event: E, value: ChatSocketEvents[E]): void {
    for (const listener of [...(this.#listeners.get(event) ?? [])])
      (listener as (v: ChatSocketEvents[E]) => void)(value);
  }
  setStatus(status: ChatSocketStatus): void {
    this.status = status;
    this.emit('status', status);
  }
}

/** A token store in memory. */
export class FakeTokens implements ChatTokenStore {
  access: string | null = 'access-1';
  chat: string | null = null;
  guestToken: string | null = null;
  readonly #listeners = new Set<() => void>();
  accessToken = () => this.access;
  chatToken = () => this.chat ?? this.guestToken;
  setPlayerToken = (token: string) => {
    this.chat = token;
  };
  setGuestToken = (token: string) => {
    this.guestToken = token;
  };
  clear = () => {
    this.chat = null;
    this.guestToken = null;
  };
  onAccessTokenChange = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };
  setAccess(token: string | null): void {
    this.access = token;
    for (const listener of [...this.#listeners]) listener();
  }
}

/** The socket the session made (the fake's createSocket keeps it here). */
export function fakeSocketFactory(): {
  socket: FakeChatSocket;
  createSocket: (session: ChatSessionController) => ChatSocketPort;
} {
  const socket = new FakeChatSocket();
  return { socket, createSocket: () => socket };
}
