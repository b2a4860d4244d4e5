// The chat protocol (contract chatSocket.ts, spec §4 Chat) on the socket core: one connection to
// the chat origin with the chat token in the query, reconnecting after 3 s unless closed on purpose
// (and at once when the network returns or the server drains), ping 15 s / pong 15 s. It rejoins
// its rooms after every reconnect and says per room which id it had last, so the state can fetch
// what it missed; it stops for good when the server says the token is invalid, the account signed
// in elsewhere or chat is unavailable, and when another tab takes chat over.
import type {
  ChatAwardNotice,
  ChatMessage,
  ChatRoom,
  ChatSendPrivate,
  ChatServerFrame,
  ChatUserInfo,
} from '@jinli/contract';
// The zod-free names and check: the chat bubble's state may be on the start page.
import {
  CHAT_PING_INTERVAL_MS,
  CHAT_PONG_TIMEOUT_MS,
  CHAT_RECONNECT_DELAY_MS,
  CHAT_SOCKET_PATH,
  ChatCloseCode,
  ChatCommand,
  chatSocketQuery,
  parseChatServerFrame,
} from '@jinli/contract/routes';
import {
  ReconnectingSocket,
  type NetworkEvents,
  type ReconnectPolicy,
  type SocketState,
  type WebSocketFactory,
} from '../ReconnectingSocket';
import { toWebSocketOrigin } from '../reconnectPolicies';
import { createTabLock, type ChatTabLock } from './chatTabLock';

/**
 * idle: never started; connecting: first attempt; open; reconnecting: waiting for or making a
 * further attempt; closed: stopped on purpose. The rest are stops the server or another tab
 * caused: no reconnect until start() is called again.
 */
export type ChatSocketStatus =
  | 'idle'
  | 'connecting'
  | 'open'
  | 'reconnecting'
  | 'closed'
  | 'tokenInvalid'
  | 'kicked'
  | 'unavailable'
  | 'tabLimit';

/** A message to send to a group room (the socket adds the command). */
export interface ChatRoomSend {
  room_id: string;
  type: 'text' | 'image';
  body: string;
  image_id?: string;
  client_id: string;
}

/** What the socket tells its listeners. */
export interface ChatSocketEvents {
  /** A group or private message (command 70 and other hidden ones are passed on: the state filters). */
  message: ChatMessage;
  /** A room was joined (first time or again after a reconnect). */
  joined: { room: ChatRoom; lastId: string };
  /**
   * A room was joined again after a reconnect: `lastId` is the newest id this socket had of it
   * (null when it had none); fetch `after_id` history to fill the gap.
   */
  resumed: { roomId: string; lastId: string | null };
  /** Every reconnection after the first connection (private conversations re-read what they missed). */
  reconnected: undefined;
  left: { roomId: string };
  invite: { roomId: string; from: ChatUserInfo };
  deleted: { id: string; roomId: string };
  people: { roomId: string; totalPeople: number };
  system: { roomId: string | null; body: string };
  /** A big win announced in a room (spec §3 award notice; not stored, so never re-read). */
  award: ChatAwardNotice;
  /** A request was refused (the socket stays open); `clientId` names the message it refused. */
  refused: { code: string; msg: string; clientId: string | null };
  /** Stops: the server's message, if any. */
  tokenInvalid: { msg: string };
  kicked: { msg: string };
  unavailable: { msg: string };
  /** Another tab took chat over. */
  tabLimit: undefined;
  status: ChatSocketStatus;
}

export type ChatSocketEventName = keyof ChatSocketEvents;

export interface ChatSocketOptions {
  /** The chat origin (config.json chatOrigin); '' means the page's origin. */
  chatOrigin: string;
  /** The chat token, read at every connection attempt (a refreshed token is used at once). */
  getToken: () => string | null | undefined;
  /** Guest socket (isGuest=1); read at every attempt. */
  isGuest?: () => boolean;
  /** Company code (app_id). */
  appId?: string;
  /** The page's origin, for chatOrigin ''; default `location.origin`. */
  pageOrigin?: string;
  /** Default: the global WebSocket. */
  createWebSocket?: WebSocketFactory;
  /** Default: `window` when there is one. */
  networkEvents?: NetworkEvents | null;
  /** Default: the browser's (BroadcastChannel or storage events); null: none. */
  tabLock?: ChatTabLock | null;
  /** ms; defaults 15 000, 15 000 and 3 000 (spec §9). */
  heartbeatIntervalMs?: number;
  pongTimeoutMs?: number;
  reconnectDelayMs?: number;
}

type Listener<T> = (value: T) => void;

const PING_FRAME = JSON.stringify({ command: ChatCommand.PING });

function isPong(data: string): boolean {
  // Cheap test first: most frames are messages.
  if (data.length > 64 || !data.includes(String(ChatCommand.PONG))) return false;
  try {
    return (JSON.parse(data) as { command?: unknown }).command === ChatCommand.PONG;
  } catch {
    return false;
  }
}

/** Compares two decimal message ids (ids of one server sequence: longer is larger). */
export function compareChatIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function laterId(a: string | null | undefined, b: string | null | undefined): string | null {
  if (!a) return b || null;
  if (!b) return a;
  return compareChatIds(a, b) >= 0 ? a : b;
}

/** The chat socket's URL: the chat origin as ws(s), the path, and the token query. */
export function chatSocketUrl(
  chatOrigin: string,
  pageOrigin: string,
  token: string,
  options: { isGuest?: boolean; appId?: string } = {},
): string {
  const origin = toWebSocketOrigin(chatOrigin || pageOrigin);
  return `${origin}${CHAT_SOCKET_PATH}?${chatSocketQuery(token, options)}`;
}

/** One chat connection. start() to connect, stop() to close for good. */
export class ChatSocket {
  readonly connection: ReconnectingSocket;
  readonly #options: ChatSocketOptions;
  readonly #tabLock: ChatTabLock | null;
  readonly #listeners = new Map<ChatSocketEventName, Set<Listener<never>>>();
  /** Rooms to be in, with the newest id seen in each (null: none yet). */
  readonly #rooms = new Map<string, string | null>();
  /** Rooms joined on the current connection. */
  readonly #joinedNow = new Set<string>();
  /** Rooms joined on an earlier connection: their next JOINED is a resume. */
  readonly #joinedBefore = new Set<string>();
  #status: ChatSocketStatus = 'idle';
  /** A connection opened before: every later open is a reconnection (missed messages to re-read). */
  #openedBefore = false;

  constructor(options: ChatSocketOptions) {
    this.#options = options;
    const delay = options.reconnectDelayMs ?? CHAT_RECONNECT_DELAY_MS;
    // One server, its URL built at each attempt (the token may have been refreshed since).
    const policy: ReconnectPolicy = { url: () => this.url(), failed: () => delay };
    this.connection = new ReconnectingSocket({
      policy,
      createWebSocket: options.createWebSocket,
      networkEvents: options.networkEvents,
      heartbeat: {
        intervalMs: options.heartbeatIntervalMs ?? CHAT_PING_INTERVAL_MS,
        timeoutMs: options.pongTimeoutMs ?? CHAT_PONG_TIMEOUT_MS,
        ping: () => PING_FRAME,
        isPong,
      },
    });
    this.#tabLock = options.tabLock === undefined ? createTabLock() : options.tabLock;
    this.#tabLock?.onLost(() => this.#stop('tabLimit', () => this.#emit('tabLimit', undefined)));
    this.connection.onStateChange((state) => this.#onState(state));
    this.connection.onOpen(() => this.#onOpen());
    this.connection.onMessage((data) => this.#dispatch(data));
    this.connection.onClose(({ code, reason }) => {
      const msg = reason;
      if (code === ChatCloseCode.TOKEN_INVALID)
        this.#stop('tokenInvalid', () => this.#emit('tokenInvalid', { msg }));
      else if (code === ChatCloseCode.KICKED)
        this.#stop('kicked', () => this.#emit('kicked', { msg }));
      else if (code === ChatCloseCode.UNAVAILABLE)
        this.#stop('unavailable', () => this.#emit('unavailable', { msg }));
    });
  }

  get status(): ChatSocketStatus {
    return this.#status;
  }

  /** The URL the next attempt opens. */
  url(): string {
    const pageOrigin =
      this.#options.pageOrigin ??
      (typeof location !== 'undefined' ? location.origin : 'http://localhost');
    return chatSocketUrl(this.#options.chatOrigin, pageOrigin, this.#options.getToken() ?? '', {
      isGuest: this.#options.isGuest?.() ?? false,
      appId: this.#options.appId,
    });
  }

  /** Connects (again after any stop) and takes chat over from other tabs. */
  start(): void {
    this.#tabLock?.claim();
    this.connection.connect();
  }

  /** Closes on purpose: no reconnect until start(). Rooms are kept for the next start(). */
  stop(): void {
    this.#stop('closed');
  }

  /** Starts receiving a room (sent now when open, and again after every reconnect). */
  join(roomId: string): void {
    if (!this.#rooms.has(roomId)) this.#rooms.set(roomId, null);
    if (!this.#joinedNow.has(roomId)) this.#send(ChatCommand.JOIN, { room_id: roomId });
  }

  /** Stops receiving a room. */
  leave(roomId: string): void {
    if (!this.#rooms.delete(roomId)) return;
    this.#joinedNow.delete(roomId);
    this.#joinedBefore.delete(roomId);
    this.#send(ChatCommand.LEAVE, { room_id: roomId });
  }

  /** Rooms the socket is to be in. */
  rooms(): string[] {
    return [...this.#rooms.keys()];
  }

  /** The newest id the socket knows of a room (from messages and history the state noted). */
  lastId(roomId: string): string | null {
    return this.#rooms.get(roomId) ?? null;
  }

  /** Tells the socket of a message id the state has (history pages, gap fills). */
  noteId(roomId: string, id: string): void {
    if (this.#rooms.has(roomId)) this.#rooms.set(roomId, laterId(this.#rooms.get(roomId), id));
  }

  /** Sends a group message; false when not connected (nothing is queued). */
  sendRoom(content: ChatRoomSend): boolean {
    return this.#send(ChatCommand.SEND_ROOM, content);
  }

  /** Sends a private message; false when not connected. */
  sendPrivate(content: ChatSendPrivate): boolean {
    return this.#send(ChatCommand.SEND_PRIVATE, content);
  }

  /** Invites a player to a room (moderators); false when not connected. */
  invite(reciveId: string, roomId: string): boolean {
    return this.#send(ChatCommand.INVITE, { reciveId, room_id: roomId });
  }

  /** Deletes a room message (moderators); false when not connected. */
  deleteMessage(id: string): boolean {
    return this.#send(ChatCommand.DELETE, { id });
  }

  /** Listens to one kind of event; returns the unsubscribe. */
  on<E extends ChatSocketEventName>(event: E, listener: Listener<ChatSocketEvents[E]>): () => void {
    let set = this.#listeners.get(event);
    if (!set) {
      set = new Set();
      this.#listeners.set(event, set);
    }
    set.add(listener as Listener<never>);
    return () => set.delete(listener as Listener<never>);
  }

  #emit<E extends ChatSocketEventName>(event: E, value: ChatSocketEvents[E]): void {
    const set = this.#listeners.get(event);
    if (!set) return;
    for (const listener of [...set]) (listener as Listener<ChatSocketEvents[E]>)(value);
  }

  #setStatus(status: ChatSocketStatus): void {
    if (status === this.#status) return;
    this.#status = status;
    this.#emit('status', status);
  }

  #stop(status: ChatSocketStatus, tell?: () => void): void {
    this.#tabLock?.release();
    this.#rememberJoined();
    this.connection.close();
    this.#setStatus(status);
    tell?.();
  }

  #onState(state: SocketState): void {
    if (state === 'open') this.#setStatus('open');
    else if (state === 'connecting')
      this.#setStatus(this.#status === 'reconnecting' ? 'reconnecting' : 'connecting');
    else if (state === 'waiting') {
      this.#rememberJoined();
      this.#setStatus('reconnecting');
    } else if (state === 'closed') {
      // Closed under us (the status itself is set by #stop with the reason): rooms resume later.
      this.#rememberJoined();
    }
  }

  /** The rooms of a connection that ended: their next JOINED is a resume. */
  #rememberJoined(): void {
    for (const roomId of this.#joinedNow) this.#joinedBefore.add(roomId);
    this.#joinedNow.clear();
  }

  #onOpen(): void {
    if (this.#openedBefore) this.#emit('reconnected', undefined);
    this.#openedBefore = true;
    for (const roomId of this.#rooms.keys()) this.#send(ChatCommand.JOIN, { room_id: roomId });
  }

  #send(command: number, content: unknown): boolean {
    return this.connection.send(JSON.stringify({ command, content }));
  }

  #dispatch(data: string): void {
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const frame = parseChatServerFrame(json);
    if (!frame) return;
    if ('id' in frame) {
      this.#onMessage(frame);
      return;
    }
    this.#onControl(frame);
  }

  #onMessage(message: ChatMessage): void {
    if (message.command === ChatCommand.ROOM_MESSAGE)
      this.noteId(message.content.room_id, message.id);
    this.#emit('message', message);
  }

  #onControl(frame: Exclude<ChatServerFrame, ChatMessage>): void {
    switch (frame.command) {
      case ChatCommand.JOINED: {
        const { room, last_id } = frame.content;
        if (!this.#rooms.has(room.room_id)) return; // left while the join was under way
        this.#joinedNow.add(room.room_id);
        const resumed = this.#joinedBefore.delete(room.room_id);
        const had = this.#rooms.get(room.room_id) ?? null;
        this.#emit('joined', { room, lastId: last_id });
        if (resumed) this.#emit('resumed', { roomId: room.room_id, lastId: had });
        else this.noteId(room.room_id, last_id);
        return;
      }
      case ChatCommand.LEFT:
        this.#emit('left', { roomId: frame.content.room_id });
        return;
      case ChatCommand.INVITE_RECEIVED:
        this.#emit('invite', { roomId: frame.content.room_id, from: frame.content.userinfo });
        return;
      case ChatCommand.MESSAGE_DELETED:
        this.#emit('deleted', { id: frame.content.id, roomId: frame.content.room_id });
        return;
      case ChatCommand.PEOPLE:
        this.#emit('people', {
          roomId: frame.content.room_id,
          totalPeople: frame.content.total_people,
        });
        return;
      case ChatCommand.SYSTEM:
        this.#emit('system', { roomId: frame.content.room_id ?? null, body: frame.content.body });
        return;
      case ChatCommand.AWARD:
        this.#emit('award', frame.content);
        return;
      case ChatCommand.ERROR:
        this.#emit('refused', {
          code: frame.content.code,
          msg: frame.content.msg,
          clientId: frame.content.client_id ?? null,
        });
        return;
      case ChatCommand.TOKEN_INVALID: {
        const { msg } = frame.content;
        this.#stop('tokenInvalid', () => this.#emit('tokenInvalid', { msg }));
        return;
      }
      case ChatCommand.KICKED: {
        const { msg } = frame.content;
        this.#stop('kicked', () => this.#emit('kicked', { msg }));
        return;
      }
      case ChatCommand.UNAVAILABLE: {
        const { msg } = frame.content;
        this.#stop('unavailable', () => this.#emit('unavailable', { msg }));
        return;
      }
      default:
        return;
    }
  }
}
