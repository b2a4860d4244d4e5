// The chat session of one app (spec §3, §4, §8): who the viewer is in chat (a player with a chat
// token from refreshTokenChat, or a guest with a guest identity and its token), whether chat is on
// (enableChat flag, config_chat maintenance polled every 120 s while on), and the one chat socket,
// opened when a chat screen asks and closed a while after nothing needs it. It hands the socket's
// events to the conversations and keeps the private-message and invite prompts.
import type {
  ChatAwardNotice,
  ChatConfig,
  ChatIdentity,
  ChatMessage,
  ChatSelf,
  ChatUserInfo,
} from '@jinli/contract';
import { ChatCommand, ErrorCode } from '@jinli/contract/routes';
import { isChatInMaintenance, shouldPromptInvite, shouldPromptPrivateMessage } from '@jinli/domain';
import { ApiError, isChatUnavailable } from '@jinli/api';
import type { ChatSocketStatus } from '@jinli/socket';
import { proxy } from 'valtio';
import type { ChatApi, ChatSocketPort } from './chatPorts';
import { Conversation, type ConversationKind } from './conversation';
import { clearGuestIdentity, readGuestIdentity, writeGuestIdentity } from './guestIdentity';

export type ChatSessionStatus =
  | 'idle'
  | 'connecting'
  | 'open'
  | 'reconnecting'
  | 'unavailable'
  | 'maintenance'
  | 'tabLimit'
  | 'kicked'
  | 'tokenInvalid';

export interface ChatPrivatePrompt {
  from: ChatUserInfo;
  roomId: string;
}

export interface ChatInvitePrompt {
  roomId: string;
  from: ChatUserInfo;
}

export interface ChatSessionState {
  status: ChatSessionStatus;
  self: ChatSelf | null;
  isGuest: boolean;
  /** The server's or the enable check's message with the last stop; null when none. */
  message: string | null;
  privatePrompt: ChatPrivatePrompt | null;
  invitePrompt: ChatInvitePrompt | null;
}

/** Where the chat token lives (the app's session store; tests pass their own). */
export interface ChatTokenStore {
  /** The signed-in player's access token, or null for a guest. */
  accessToken(): string | null;
  chatToken(): string | null;
  /** A player's chat token: kept as chat_login_token. */
  setPlayerToken(token: string): void;
  /** A guest's chat token: kept for this page only (the guest identity is in session storage). */
  setGuestToken(token: string): void;
  /** Removes the chat token (spec §4/§8). */
  clear(): void;
  /** Calls `listener` when the access token changes (login, logout); returns the unsubscribe. */
  onAccessTokenChange(listener: () => void): () => void;
}

export interface ChatSessionOptions {
  api: ChatApi;
  tokens: ChatTokenStore;
  /** Makes the socket (once, on first start). */
  createSocket: (session: ChatSessionController) => ChatSocketPort;
  now?: () => number;
  /** ms between config_chat reads while in maintenance; default 120 000 (spec §9). */
  maintenancePollMs?: number;
  /** ms the socket stays open after the last conversation closes; default 60 000. */
  idleCloseMs?: number;
  /** A guest's 403 on messages (spec §8: to /auth/login); a player's 403 stays in its conversation. */
  onForbidden?: () => void;
}

/** Spec §9: chat config polled every 120 s while chat is in maintenance. */
export const CHAT_MAINTENANCE_POLL_MS = 120_000;
/** How long the socket outlives the last screen that needed it. */
export const CHAT_IDLE_CLOSE_MS = 60_000;
/** A second token failure within this time is not refreshed again (no refresh loop). */
const TOKEN_REFRESH_GUARD_MS = 10_000;

const LIVE: readonly ChatSessionStatus[] = ['connecting', 'open', 'reconnecting'];

/** The pathname's group room (/chat-rooms/{id} or /game/{gameId}/chat-rooms/{id}), or null. */
export function roomIdOfPath(pathname: string): string | null {
  const segments = pathname.split('?')[0]?.split('/').filter(Boolean) ?? [];
  if (segments[0] === 'chat-rooms' && segments[1] && segments[2] === undefined) return segments[1];
  if (segments[0] === 'game' && segments[2] === 'chat-rooms' && segments[3]) return segments[3];
  return null;
}

export class ChatSessionController {
  readonly state: ChatSessionState;
  readonly #options: ChatSessionOptions;
  readonly #now: () => number;
  #socket: ChatSocketPort | null = null;
  #starting: Promise<void> | null = null;
  /** Bumped when the identity changes: work of the previous identity is dropped. */
  #generation = 0;
  #maintenanceTimer: ReturnType<typeof setInterval> | null = null;
  #idleTimer: ReturnType<typeof setTimeout> | null = null;
  #holders = 0;
  #lastRefreshAt = -Infinity;
  #pathname = '/';
  readonly #conversations = new Map<string, Conversation>();
  readonly #awardListeners = new Set<(notice: ChatAwardNotice) => void>();
  readonly #unsubscribe: () => void;

  constructor(options: ChatSessionOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.state = proxy<ChatSessionState>({
      status: 'idle',
      self: null,
      isGuest: options.tokens.accessToken() === null,
      message: null,
      privatePrompt: null,
      invitePrompt: null,
    });
    this.#unsubscribe = options.tokens.onAccessTokenChange(() => this.#identityChanged());
  }

  get socket(): ChatSocketPort | null {
    return this.#socket;
  }

  identity(): ChatIdentity {
    return this.state.isGuest ? 'guest' : 'user';
  }

  /**
   * Starts chat when it is not running: the enable check (players), maintenance, the chat token,
   * who the viewer is, then the socket. Safe to call from every chat screen (one start at a time);
   * never rejects (the status says what happened).
   */
  readonly ensureStarted = (): Promise<void> => {
    if (this.#starting) return this.#starting;
    if (this.state.status === 'kicked') return Promise.resolve();
    if (this.#socket && this.state.self && LIVE.includes(this.state.status)) {
      this.#scheduleIdleClose();
      return Promise.resolve();
    }
    const starting = this.#start().finally(() => {
      if (this.#starting === starting) this.#starting = null;
    });
    this.#starting = starting;
    return starting;
  };

  /**
   * A moderator's invite of `reciveId` into group room `roomId` (spec §5: the invitee is prompted
   * unless already there). False when chat is not connected; the server refuses non-moderators.
   */
  readonly invite = (reciveId: string, roomId: string): boolean => {
    if (!this.#socket || !this.state.self || !LIVE.includes(this.state.status)) return false;
    return this.#socket.invite(reciveId, roomId);
  };

  /** 'Use chat here': this tab takes chat over from the others. */
  readonly takeOver = (): void => {
    if (this.#socket && this.state.self) this.#socket.start();
    else void this.ensureStarted();
  };

  /** Marks a screen that needs the socket; the release lets it close a while after the last one. */
  retain(): () => void {
    this.#holders += 1;
    this.#cancelIdleClose();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#holders -= 1;
      this.#scheduleIdleClose();
    };
  }

  /** The conversation of a group room or a private partner (one per key, shared by its screens). */
  conversation(kind: ConversationKind): Conversation {
    const key = kind.type === 'room' ? `room:${kind.roomId}` : `private:${kind.friendId}`;
    let conversation = this.#conversations.get(key);
    if (!conversation) {
      conversation = new Conversation(kind, {
        api: this.#options.api,
        socket: () => this.#socket,
        identity: () => this.identity(),
        userinfo: () => this.#userinfo(),
        now: this.#now,
      });
      // Spec §8 sends a 403 on messages to /auth/login: that reads a 403 as "not signed in", which
      // only a guest is. A signed-in player's 403 is a refusal (a private chat with another
      // player): the conversation shows the service's reason and the player stays where they are.
      conversation.onForbidden = () => {
        if (this.state.isGuest) this.#options.onForbidden?.();
      };
      conversation.onUnavailable = (msg) => {
        this.state.message = msg;
        this.#halt('unavailable');
      };
      this.#conversations.set(key, conversation);
    }
    return conversation;
  }

  /** A screen shows `conversation`: it follows the room while at least one screen shows it. */
  openConversation(conversation: Conversation): () => void {
    conversation.addHolder();
    const release = this.retain();
    if (this.#ready()) void conversation.activate();
    else void this.ensureStarted();
    let closed = false;
    return () => {
      if (closed) return;
      closed = true;
      conversation.removeHolder();
      if (conversation.holders === 0) conversation.deactivate();
      release();
    };
  }

  /**
   * Listens to award notices (spec §3/§4: a big win, shown in the room it was sent to); they come
   * only over an open socket and are not stored, so a screen hears those while it is listening.
   * Returns the unsubscribe.
   */
  onAward(listener: (notice: ChatAwardNotice) => void): () => void {
    this.#awardListeners.add(listener);
    return () => this.#awardListeners.delete(listener);
  }

  /** Where the viewer is (for the prompts' rules). */
  setPathname(pathname: string): void {
    this.#pathname = pathname;
  }

  dismissPrompt(kind: 'private' | 'invite'): void {
    if (kind === 'private') this.state.privatePrompt = null;
    else this.state.invitePrompt = null;
  }

  /** The API client saw the chat token refused: refresh it once, else stop with tokenInvalid. */
  readonly chatTokenRefused = (): void => {
    void this.#recoverToken();
  };

  /** Stops everything (tests, app teardown). */
  dispose(): void {
    this.#unsubscribe();
    this.#stopPolling();
    this.#cancelIdleClose();
    for (const conversation of this.#conversations.values()) conversation.deactivate();
    this.#socket?.stop();
  }

  // ---- start ----

  #ready(): boolean {
    return this.state.self !== null && this.#socket !== null && LIVE.includes(this.state.status);
  }

  async #start(): Promise<void> {
    const generation = this.#generation;
    const stale = () => generation !== this.#generation;
    const { api, tokens } = this.#options;
    this.state.isGuest = tokens.accessToken() === null;
    this.state.message = null;
    this.state.status = 'connecting';
    try {
      if (!this.state.isGuest) {
        const enable = await api.enableChat();
        if (stale()) return;
        if (enable.flag === 1) {
          // Spec §4: chat pages go to / and the chat token is removed.
          tokens.clear();
          this.state.message = enable.msg || null;
          this.#halt('unavailable');
          return;
        }
      }
      if (await this.#inMaintenance()) {
        if (stale()) return;
        this.#enterMaintenance();
        return;
      }
      if (stale()) return;
      await this.#obtainToken();
      if (stale()) return;
      const self = await api.self(this.identity());
      if (stale()) return;
      this.state.self = self;
      this.#openSocket();
      for (const conversation of this.#conversations.values())
        if (conversation.holders > 0) void conversation.activate();
      this.#scheduleIdleClose();
    } catch (error) {
      if (stale()) return;
      this.#startFailed(error);
    }
  }

  #startFailed(error: unknown): void {
    if (isChatUnavailable(error)) {
      this.state.message = error instanceof ApiError ? error.msg : null;
      this.#halt('unavailable');
    } else if (error instanceof ApiError && error.code === ErrorCode.TOKEN_INVALID) {
      this.#options.tokens.clear();
      this.#halt('tokenInvalid');
    } else {
      // A network failure or the like: nothing is running; the next ensureStarted tries again.
      this.state.message = error instanceof ApiError ? error.msg : null;
      this.#halt('idle');
    }
  }

  async #obtainToken(): Promise<void> {
    const { api, tokens } = this.#options;
    this.#lastRefreshAt = this.#now();
    if (!this.state.isGuest) {
      const { tokenChat } = await api.refreshToken();
      tokens.setPlayerToken(tokenChat);
      return;
    }
    let guest = readGuestIdentity();
    if (!guest) {
      guest = await api.generateGuest();
      writeGuestIdentity(guest);
    }
    const { tokenChat } = await api.guestToken(guest.hash_id);
    tokens.setGuestToken(tokenChat);
  }

  async #inMaintenance(): Promise<boolean> {
    let config: ChatConfig | null = null;
    try {
      config = await this.#options.api.chatConfig();
    } catch {
      // No chat config: not in maintenance (the chat service itself answers 405 when it is).
    }
    return isChatInMaintenance(config, this.#now());
  }

  #enterMaintenance(): void {
    this.#halt('maintenance');
    if (this.#maintenanceTimer !== null) return;
    const every = this.#options.maintenancePollMs ?? CHAT_MAINTENANCE_POLL_MS;
    this.#maintenanceTimer = setInterval(() => {
      void this.#inMaintenance().then((still) => {
        if (still || this.state.status !== 'maintenance') return;
        this.#stopPolling();
        this.state.status = 'idle';
        // Chat is back: a screen still open (or the bubble) picks it up again.
        if (this.#holders > 0) void this.ensureStarted();
      });
    }, every);
  }

  #stopPolling(): void {
    if (this.#maintenanceTimer !== null) clearInterval(this.#maintenanceTimer);
    this.#maintenanceTimer = null;
  }

  /** Stops the socket and shows `status`. */
  #halt(status: ChatSessionStatus): void {
    this.#socket?.stop();
    this.state.status = status;
  }

  // ---- the socket ----

  #openSocket(): void {
    if (!this.#socket) {
      const socket = this.#options.createSocket(this);
      this.#socket = socket;
      this.#wire(socket);
    }
    this.#socket.start();
  }

  #wire(socket: ChatSocketPort): void {
    socket.on('status', (status) => this.#socketStatus(status));
    socket.on('message', (message) => this.#message(message));
    socket.on('joined', ({ room, lastId }) => {
      for (const c of this.#conversations.values()) c.joined(room, lastId);
    });
    socket.on('resumed', ({ roomId, lastId }) => {
      for (const c of this.#conversations.values())
        if (c.kind.type === 'room' && c.kind.roomId === roomId) void c.fillGap(lastId);
    });
    socket.on('reconnected', () => {
      // Private messages have no room to rejoin: each open private conversation re-reads its gap.
      for (const c of this.#conversations.values())
        if (c.kind.type === 'private' && c.active) void c.fillGap(null);
    });
    socket.on('people', ({ roomId, totalPeople }) => {
      for (const c of this.#conversations.values()) c.people(roomId, totalPeople);
    });
    socket.on('deleted', ({ id, roomId }) => {
      for (const c of this.#conversations.values()) c.deleted(id, roomId);
    });
    socket.on('refused', ({ code, msg, clientId }) => {
      for (const c of this.#conversations.values()) if (c.refused(code, msg, clientId)) return;
    });
    socket.on('award', (notice) => {
      for (const listener of [...this.#awardListeners]) listener(notice);
    });
    socket.on('invite', ({ roomId, from }) => {
      if (shouldPromptInvite(roomId, roomIdOfPath(this.#pathname)))
        this.state.invitePrompt = { roomId, from };
    });
    socket.on('tokenInvalid', () => void this.#recoverToken());
    socket.on('kicked', ({ msg }) => {
      this.state.message = msg || null;
      this.state.status = 'kicked';
    });
    socket.on('unavailable', ({ msg }) => {
      this.state.message = msg || null;
      void this.#inMaintenance().then((maintenance) => {
        if (maintenance) this.#enterMaintenance();
        else this.state.status = 'unavailable';
      });
    });
    socket.on('tabLimit', () => {
      this.state.status = 'tabLimit';
    });
  }

  #socketStatus(status: ChatSocketStatus): void {
    // The stops carry their own events (and some need a look at the config first).
    if (status === 'connecting' || status === 'open' || status === 'reconnecting')
      this.state.status = status;
    else if (status === 'closed' && LIVE.includes(this.state.status)) this.state.status = 'idle';
  }

  #message(message: ChatMessage): void {
    let owned = false;
    for (const conversation of this.#conversations.values())
      if (conversation.receive(message)) owned = true;
    if (message.command !== ChatCommand.PRIVATE_MESSAGE) return;
    const self = this.state.self;
    if (!self || owned) return;
    const content = message.content;
    if (
      content.reciveId !== undefined &&
      shouldPromptPrivateMessage(
        { reciveId: content.reciveId, room_id: content.room_id, userinfo: content.userinfo },
        { id: self.user_id, chatLevel: self.chatLevel },
        this.#pathname,
      )
    )
      this.state.privatePrompt = { from: content.userinfo, roomId: content.room_id };
  }

  /** Spec §8: a chat token failure refreshes it once; a failed refresh removes it and stops. */
  async #recoverToken(): Promise<void> {
    const generation = this.#generation;
    if (this.#now() - this.#lastRefreshAt < TOKEN_REFRESH_GUARD_MS) {
      this.#options.tokens.clear();
      this.#halt('tokenInvalid');
      return;
    }
    try {
      await this.#obtainToken();
      if (generation !== this.#generation) return;
      if (this.#socket) this.#socket.start();
      else void this.ensureStarted();
    } catch {
      if (generation !== this.#generation) return;
      this.#options.tokens.clear();
      this.#halt('tokenInvalid');
    }
  }

  // ---- identity and idle ----

  #identityChanged(): void {
    this.#generation += 1;
    const loggedIn = this.#options.tokens.accessToken() !== null;
    // Spec §4: the guest session is cleared on login.
    if (loggedIn) clearGuestIdentity();
    this.#stopPolling();
    this.#socket?.stop();
    this.#starting = null;
    this.state.self = null;
    this.state.isGuest = !loggedIn;
    this.state.status = 'idle';
    this.state.message = null;
    this.state.privatePrompt = null;
    this.state.invitePrompt = null;
    const open = [...this.#conversations.values()].filter((c) => c.holders > 0);
    for (const conversation of this.#conversations.values()) conversation.deactivate();
    // Screens still open read again as the new identity.
    if (open.length > 0) void this.ensureStarted();
  }

  #userinfo(): ChatUserInfo | null {
    const self = this.state.self;
    if (!self) return null;
    const { user_id, nickname, chatLevel, avatarId, color } = self;
    return { user_id, nickname, chatLevel, avatarId, color };
  }

  #scheduleIdleClose(): void {
    this.#cancelIdleClose();
    if (this.#holders > 0) return;
    this.#idleTimer = setTimeout(() => {
      this.#idleTimer = null;
      if (this.#holders > 0 || !this.#socket) return;
      this.#socket.stop();
    }, this.#options.idleCloseMs ?? CHAT_IDLE_CLOSE_MS);
  }

  #cancelIdleClose(): void {
    if (this.#idleTimer !== null) clearTimeout(this.#idleTimer);
    this.#idleTimer = null;
  }
}
