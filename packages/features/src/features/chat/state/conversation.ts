// One conversation's messages (a group room, or a private conversation with one partner), spec §5:
// history 150 a page loaded upward until the total, at most 100 kept live while the viewer is at
// the bottom, one copy per id in time order (mergeChatMessages), a message being sent shown at
// once and replaced by the server's echo, failures marked and resent at most twice, image upload
// progress, the gap after a reconnect filled with after_id, and the slow-mode cooldown.
import type {
  ChatContact,
  ChatIdentity,
  ChatMessage,
  ChatRoom,
  ChatUserInfo,
} from '@jinli/contract';
import {
  CHAT_HISTORY_LIMIT,
  CHAT_IMAGE_MAX_BYTES,
  CHAT_IMAGE_TYPES,
  CHAT_LIVE_MESSAGE_LIMIT,
  CHAT_TEXT_MAX_LENGTH,
  ChatCommand,
  ChatTalkType,
  ErrorCode,
} from '@jinli/contract/routes';
import { CHAT_MAX_RETRIES, isFailedChatMessage, mergeChatMessages } from '@jinli/domain';
import { ApiError, isChatForbidden, isChatUnavailable } from '@jinli/api';
import { compareChatIds } from '@jinli/socket';
import { proxy } from 'valtio';
import type { ChatApi, ChatSocketPort } from './chatPorts';
import { chatStateStrings as s } from './chatStateStrings';

/** A message as the state holds it: the server's, plus the client's sending state. */
export type ClientChatMessage = ChatMessage & {
  /** Being sent (with failedMsg: failed). */
  sending?: boolean;
  /** Its image is being uploaded. */
  uploading?: boolean;
  /** Upload progress 0..1. */
  progress?: number;
  /** Resends so far (at most CHAT_MAX_RETRIES). */
  retry?: number;
  /** Why sending failed; set only when it did. */
  failedMsg?: string;
  /** A local preview (object URL) of an image being sent. */
  localImageUrl?: string;
};

/** ms without the server's echo before a message being sent counts as failed. */
export const CHAT_ECHO_TIMEOUT_MS = 10_000;
/** Pages of history one loadOlder (or one gap fill) reads at most. */
const MAX_PAGES_PER_LOAD = 5;

export type ConversationKind =
  { type: 'room'; roomId: string } | { type: 'private'; friendId: string };

export interface ConversationState {
  room: ChatRoom | null;
  /** Private conversations: the partner (with the conversation's room_id). */
  contact: ChatContact | null;
  messages: ClientChatMessage[];
  /** Messages in the history on the server (grows with live messages). */
  total: number;
  hasOlder: boolean;
  loadingOlder: boolean;
  /** First page read. */
  loaded: boolean;
  /** Epoch ms when the slow-mode wait ends (0: none). */
  cooldownUntil: number;
  /** The last refusal or failure, in Chinese; null when none. */
  error: string | null;
  /**
   * The chat service refused this conversation (HTTP 403: not the viewer's to read, e.g. a private
   * chat between two players): its message, kept while the conversation is shown (the error above
   * is a toast's, cleared once shown). Null when not refused.
   */
  refused: string | null;
  /** The viewer is at the bottom of the list (live messages trim the oldest beyond 100). */
  atBottom: boolean;
}

/** What a conversation needs of its chat session. */
export interface ConversationContext {
  api: ChatApi;
  socket(): ChatSocketPort | null;
  identity(): ChatIdentity;
  /** The viewer's userinfo for messages being sent; null before the session knows it. */
  userinfo(): ChatUserInfo | null;
  now(): number;
}

let clientSeq = 0;
/** A client id unique within the page (and unlikely to collide across tabs). */
function newClientId(): string {
  clientSeq += 1;
  return `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}${clientSeq}`;
}

/** Is this one of ours still waiting for the server (its id is its client id, not a server id)? */
function isLocal(message: ClientChatMessage): boolean {
  return message.sending === true || message.uploading === true;
}

function secondsIn(msg: string): number | null {
  const match = /(\d+)\s*秒/.exec(msg);
  return match ? Number(match[1]) : null;
}

interface PendingSend {
  type: 'text' | 'image';
  body: string;
  file?: File;
  imageId?: string;
  timer?: ReturnType<typeof setTimeout>;
}

export class Conversation {
  readonly kind: ConversationKind;
  readonly state: ConversationState;
  readonly #context: ConversationContext;
  /** What each message being sent needs to be sent again (files stay out of the proxy). */
  readonly #pending = new Map<string, PendingSend>();
  #holders = 0;
  #active = false;
  /** Bumped at each (de)activation: answers of an older activation are dropped. */
  #generation = 0;

  constructor(kind: ConversationKind, context: ConversationContext) {
    this.kind = kind;
    this.#context = context;
    this.state = proxy<ConversationState>({
      room: null,
      contact: null,
      messages: [],
      total: 0,
      hasOlder: false,
      loadingOlder: false,
      loaded: false,
      cooldownUntil: 0,
      error: null,
      refused: null,
      atBottom: true,
    });
  }

  get holders(): number {
    return this.#holders;
  }

  get active(): boolean {
    return this.#active;
  }

  /** The room id messages and history go by (a private conversation's once its contact is read). */
  roomId(): string | null {
    return this.kind.type === 'room' ? this.kind.roomId : (this.state.contact?.room_id ?? null);
  }

  addHolder(): void {
    this.#holders += 1;
  }

  removeHolder(): void {
    this.#holders = Math.max(0, this.#holders - 1);
  }

  /** Starts following: joins the room and reads the newest page. Idempotent. */
  async activate(): Promise<void> {
    if (this.#active) return;
    this.#active = true;
    const generation = ++this.#generation;
    const talkType = this.kind.type === 'room' ? ChatTalkType.GROUP : ChatTalkType.PRIVATE;
    try {
      if (this.kind.type === 'room') {
        this.#context.socket()?.join(this.kind.roomId);
      } else {
        const contact = await this.#context.api.contactDetail(
          this.#context.identity(),
          this.kind.friendId,
        );
        if (generation !== this.#generation) return;
        this.state.contact = contact;
      }
      const roomId = this.roomId();
      if (!roomId) return;
      const page = await this.#context.api.records(this.#context.identity(), {
        roomId,
        page: 1,
        talkType,
      });
      if (generation !== this.#generation) return;
      this.#merge(page.items);
      this.state.total = Math.max(page.total, this.#serverCount());
      this.state.loaded = true;
      this.#updateHasOlder();
      this.state.error = null;
      this.#catchUp();
    } catch (error) {
      if (generation !== this.#generation) return;
      this.#fail(error);
    }
  }

  /** Stops following: leaves the room and forgets the messages (the next visit reads them anew). */
  deactivate(): void {
    if (!this.#active) return;
    this.#active = false;
    this.#generation += 1;
    if (this.kind.type === 'room') this.#context.socket()?.leave(this.kind.roomId);
    this.#joinedLastId = null;
    for (const pending of this.#pending.values()) clearTimeout(pending.timer);
    this.#pending.clear();
    for (const message of this.state.messages)
      if (message.localImageUrl) revokeObjectUrl(message.localImageUrl);
    Object.assign(this.state, {
      room: null,
      contact: null,
      messages: [],
      total: 0,
      hasOlder: false,
      loadingOlder: false,
      loaded: false,
      error: null,
      refused: null,
      atBottom: true,
    });
  }

  /** The viewer scrolled to (or away from) the bottom. */
  setAtBottom(atBottom: boolean): void {
    this.state.atBottom = atBottom;
    if (atBottom) this.#trim();
  }

  /** Reads the page before the oldest message held (spec: 150 a page, up to the total). */
  async loadOlder(): Promise<void> {
    const roomId = this.roomId();
    if (!roomId || !this.state.hasOlder || this.state.loadingOlder) return;
    const generation = this.#generation;
    this.state.loadingOlder = true;
    this.state.atBottom = false;
    try {
      const oldestBefore = this.#oldestServerId();
      for (let i = 0; i < MAX_PAGES_PER_LOAD; i++) {
        // The list is always the newest N messages of the server's history without a gap, so the
        // page after N / 150 full pages holds the message before the oldest one (overlap merges).
        const page = Math.floor(this.#serverCount() / CHAT_HISTORY_LIMIT) + 1 + i;
        const answer = await this.#context.api.records(this.#context.identity(), {
          roomId,
          page,
          talkType: this.kind.type === 'room' ? ChatTalkType.GROUP : ChatTalkType.PRIVATE,
        });
        if (generation !== this.#generation) return;
        this.state.total = Math.max(answer.total, this.state.total);
        this.#merge(answer.items);
        const older =
          oldestBefore === null || answer.items.some((m) => compareChatIds(m.id, oldestBefore) < 0);
        if (older || answer.items.length === 0 || page * CHAT_HISTORY_LIMIT >= answer.total) break;
      }
      this.#updateHasOlder();
    } catch (error) {
      if (generation === this.#generation) this.#fail(error);
    } finally {
      if (generation === this.#generation) this.state.loadingOlder = false;
    }
  }

  /**
   * Reads what was said after `lastId` (a reconnect's gap), oldest first, page by page; without a
   * last id (or after many pages) the newest page instead.
   */
  fillGap(lastId: string | null): Promise<void> {
    // A rejoin says it twice (joined with the room's last id, resumed with ours): one read covers both.
    if (this.#gapFill) return this.#gapFill;
    const running = this.#readGap(lastId).finally(() => {
      if (this.#gapFill === running) this.#gapFill = null;
    });
    this.#gapFill = running;
    return running;
  }

  #gapFill: Promise<void> | null = null;

  async #readGap(lastId: string | null): Promise<void> {
    const roomId = this.roomId();
    if (!roomId || !this.#active) return;
    const generation = this.#generation;
    const talkType = this.kind.type === 'room' ? ChatTalkType.GROUP : ChatTalkType.PRIVATE;
    try {
      let after = lastId ?? this.#newestServerId();
      for (let i = 0; after !== null && i < MAX_PAGES_PER_LOAD; i++) {
        const answer = await this.#context.api.records(this.#context.identity(), {
          roomId,
          talkType,
          afterId: after,
        });
        if (generation !== this.#generation) return;
        this.#merge(answer.items);
        this.state.total = Math.max(answer.total, this.#serverCount());
        if (answer.items.length < CHAT_HISTORY_LIMIT) {
          this.#trim();
          this.#updateHasOlder();
          return;
        }
        after = answer.items.at(-1)?.id ?? null;
      }
      // No last id, or more missed than a few pages: start again from the newest page.
      const answer = await this.#context.api.records(this.#context.identity(), {
        roomId,
        page: 1,
        talkType,
      });
      if (generation !== this.#generation) return;
      const pending = this.state.messages.filter(isLocal);
      this.state.messages = mergeChatMessages<ClientChatMessage>(answer.items, pending);
      this.state.total = answer.total;
      this.#updateHasOlder();
    } catch (error) {
      if (generation === this.#generation) this.#fail(error);
    }
  }

  // ---- sending ----

  sendText(text: string): void {
    const body = text.trim();
    if (body === '') return;
    if ([...body].length > CHAT_TEXT_MAX_LENGTH) {
      this.state.error = s.textLength;
      return;
    }
    if (this.#refuseWhileCooling()) return;
    const message = this.#pendingMessage('text', body);
    if (!message) return;
    this.#pending.set(message.id, { type: 'text', body });
    this.#send(message.id);
  }

  sendImage(file: File): void {
    if (!(CHAT_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      this.state.error = s.imageType;
      return;
    }
    if (file.size > CHAT_IMAGE_MAX_BYTES) {
      this.state.error = s.imageSize;
      return;
    }
    if (this.#refuseWhileCooling()) return;
    const message = this.#pendingMessage('image', '');
    if (!message) return;
    message.uploading = true;
    message.progress = 0;
    message.localImageUrl = createObjectUrl(file);
    this.#pending.set(message.id, { type: 'image', body: '', file });
    this.#upload(message.id);
  }

  /** Resends a failed message (fewer than 2 resends so far). */
  retry(clientId: string): void {
    const message = this.#find(clientId);
    const pending = this.#pending.get(clientId);
    if (!message || !pending || message.failedMsg === undefined) return;
    if (!isFailedChatMessage(message) || (message.retry ?? 0) >= CHAT_MAX_RETRIES) return;
    message.retry = (message.retry ?? 0) + 1;
    message.failedMsg = undefined;
    if (pending.type === 'image' && !pending.imageId) {
      message.uploading = true;
      message.progress = 0;
      this.#upload(clientId);
    } else {
      this.#send(clientId);
    }
  }

  /** Deletes a message: a failed one of ours locally, a stored one through the server (moderators). */
  async remove(id: string): Promise<void> {
    const message = this.#find(id);
    if (message && isLocal(message)) {
      this.#drop(id);
      return;
    }
    try {
      await this.#context.api.deleteMessage(id);
    } catch (error) {
      this.state.error = error instanceof ApiError ? error.msg : s.failed;
      throw error;
    }
    this.#drop(id);
  }

  // ---- what the socket says ----

  /** A message pushed by the server; true when it belongs here. */
  receive(message: ChatMessage): boolean {
    if (!this.#active || !this.#owns(message)) return false;
    const clientId = message.content.client_id;
    const pending = clientId ? this.#pending.get(clientId) : undefined;
    if (clientId && pending) {
      clearTimeout(pending.timer);
      this.#pending.delete(clientId);
      const local = this.#find(clientId);
      if (local?.localImageUrl) revokeObjectUrl(local.localImageUrl);
      this.state.messages = this.state.messages.filter((m) => m.id !== clientId);
      const seconds = this.state.room?.sec_per_mess ?? 0;
      if (seconds > 0) this.state.cooldownUntil = this.#context.now() + seconds * 1000;
    }
    const before = this.state.messages.length;
    this.#merge([message]);
    if (this.state.messages.length > before) this.state.total += 1;
    this.#trim();
    return true;
  }

  /**
   * The room was joined; `lastId` is its newest message then. History read before the join may
   * have missed what was said between the read and the join: that is read after the newest held.
   */
  joined(room: ChatRoom, lastId = ''): void {
    if (this.kind.type !== 'room' || room.room_id !== this.kind.roomId) return;
    this.state.room = room;
    this.#joinedLastId = lastId || null;
    this.#catchUp();
  }

  /** The room's newest id at the join, until the history has caught up with it. */
  #joinedLastId: string | null = null;

  #catchUp(): void {
    const target = this.#joinedLastId;
    if (!target || !this.#active || !this.state.loaded) return;
    const newest = this.#newestServerId();
    if (newest !== null && compareChatIds(newest, target) >= 0) {
      this.#joinedLastId = null;
      return;
    }
    this.#joinedLastId = null;
    void this.fillGap(newest);
  }

  people(roomId: string, totalPeople: number): void {
    if (this.state.room && this.state.room.room_id === roomId)
      this.state.room.total_people = totalPeople;
  }

  deleted(id: string, roomId: string): void {
    if (roomId === this.roomId()) this.#drop(id);
  }

  /** A refusal of the server: the message it names fails with the server's text. */
  refused(code: string, msg: string, clientId: string | null): boolean {
    const message = clientId ? this.#find(clientId) : undefined;
    if (!message) return false;
    clearTimeout(this.#pending.get(message.id)?.timer);
    message.failedMsg = msg;
    this.state.error = msg;
    if (code === ErrorCode.TOO_MANY_REQUESTS) {
      const seconds = secondsIn(msg) ?? this.state.room?.sec_per_mess ?? 0;
      if (seconds > 0) this.state.cooldownUntil = this.#context.now() + seconds * 1000;
    }
    return true;
  }

  /** Seconds left of the slow-mode wait at `nowMs`. */
  cooldownSeconds(nowMs = this.#context.now()): number {
    return Math.max(0, Math.ceil((this.state.cooldownUntil - nowMs) / 1000));
  }

  clearError(): void {
    this.state.error = null;
  }

  // ---- internals ----

  #owns(message: ChatMessage): boolean {
    if (this.kind.type === 'room')
      return (
        message.command === ChatCommand.ROOM_MESSAGE && message.content.room_id === this.kind.roomId
      );
    if (message.command !== ChatCommand.PRIVATE_MESSAGE) return false;
    const roomId = this.state.contact?.room_id;
    if (roomId && message.content.room_id === roomId) return true;
    const friend = this.kind.friendId;
    return message.content.userinfo.user_id === friend || message.content.reciveId === friend;
  }

  #merge(items: readonly ClientChatMessage[]): void {
    this.state.messages = mergeChatMessages<ClientChatMessage>(this.state.messages, items);
  }

  /** Server messages held (messages being sent excluded). */
  #serverCount(): number {
    return this.state.messages.filter((m) => !isLocal(m)).length;
  }

  #oldestServerId(): string | null {
    let oldest: string | null = null;
    for (const m of this.state.messages)
      if (!isLocal(m) && (oldest === null || compareChatIds(m.id, oldest) < 0)) oldest = m.id;
    return oldest;
  }

  #newestServerId(): string | null {
    let newest: string | null = null;
    for (const m of this.state.messages)
      if (!isLocal(m) && (newest === null || compareChatIds(m.id, newest) > 0)) newest = m.id;
    return newest;
  }

  #updateHasOlder(): void {
    this.state.hasOlder = this.#serverCount() < this.state.total;
  }

  /** At the bottom, live messages keep at most 100: the oldest server messages go. */
  #trim(): void {
    if (!this.state.atBottom) return;
    const excess = this.#serverCount() - CHAT_LIVE_MESSAGE_LIMIT;
    if (excess <= 0) return;
    let dropped = 0;
    this.state.messages = this.state.messages.filter((m) => {
      if (dropped >= excess || isLocal(m)) return true;
      dropped += 1;
      return false;
    });
    this.#updateHasOlder();
  }

  #find(id: string): ClientChatMessage | undefined {
    return this.state.messages.find((m) => m.id === id);
  }

  #drop(id: string): void {
    const message = this.#find(id);
    if (!message) return;
    if (message.localImageUrl) revokeObjectUrl(message.localImageUrl);
    clearTimeout(this.#pending.get(id)?.timer);
    this.#pending.delete(id);
    this.state.messages = this.state.messages.filter((m) => m.id !== id);
    if (!isLocal(message)) {
      this.state.total = Math.max(0, this.state.total - 1);
      this.#updateHasOlder();
    }
  }

  #refuseWhileCooling(): boolean {
    const seconds = this.cooldownSeconds();
    if (seconds <= 0) return false;
    this.state.error = s.slowMode(seconds);
    return true;
  }

  /** A message being sent, shown at once (its id is its client id until the echo replaces it). */
  #pendingMessage(type: 'text' | 'image', body: string): ClientChatMessage | null {
    const userinfo = this.#context.userinfo();
    const roomId = this.roomId();
    if (!userinfo || !roomId) {
      this.state.error = s.notReady;
      return null;
    }
    const clientId = newClientId();
    const isRoom = this.kind.type === 'room';
    const message: ClientChatMessage = {
      id: clientId,
      created_at: this.#context.now(),
      command: isRoom ? ChatCommand.ROOM_MESSAGE : ChatCommand.PRIVATE_MESSAGE,
      channel: `${isRoom ? 'room' : 'private'}:${roomId}`,
      content: {
        type,
        body,
        room_id: roomId,
        ...(this.kind.type === 'private' ? { reciveId: this.kind.friendId } : {}),
        userinfo: { ...userinfo },
        client_id: clientId,
      },
      sending: true,
      retry: 0,
    };
    this.state.error = null;
    this.state.atBottom = true;
    this.state.messages = [...this.state.messages, message];
    // The proxy's copy is what the screens see and what later updates change.
    return this.#find(clientId) ?? null;
  }

  #send(clientId: string): void {
    const pending = this.#pending.get(clientId);
    const message = this.#find(clientId);
    const roomId = this.roomId();
    if (!pending || !message || !roomId) return;
    const content = {
      type: pending.type,
      body: pending.body,
      client_id: clientId,
      ...(pending.imageId ? { image_id: pending.imageId } : {}),
    };
    const socket = this.#context.socket();
    const sent =
      socket !== null &&
      (this.kind.type === 'room'
        ? socket.sendRoom({ room_id: roomId, ...content })
        : socket.sendPrivate({ reciveId: this.kind.friendId, ...content }));
    if (!sent) {
      message.failedMsg = s.failed;
      return;
    }
    clearTimeout(pending.timer);
    pending.timer = setTimeout(() => {
      const late = this.#find(clientId);
      if (late && late.failedMsg === undefined) late.failedMsg = s.failed;
    }, CHAT_ECHO_TIMEOUT_MS);
  }

  #upload(clientId: string): void {
    const pending = this.#pending.get(clientId);
    if (!pending?.file) return;
    const generation = this.#generation;
    const onProgress = (fraction: number) => {
      const message = this.#find(clientId);
      if (message && generation === this.#generation) message.progress = fraction;
    };
    this.#context.api
      .uploadImage(this.#context.identity(), pending.file, onProgress)
      .then((image) => {
        const message = this.#find(clientId);
        if (!message || generation !== this.#generation) return;
        pending.imageId = image.image_id;
        message.uploading = false;
        message.progress = 1;
        message.content.image = {
          url: image.url,
          thumbUrl: image.thumbUrl,
          width: image.width,
          height: image.height,
        };
        this.#send(clientId);
      })
      .catch((error: unknown) => {
        const message = this.#find(clientId);
        if (!message || generation !== this.#generation) return;
        message.uploading = false;
        message.failedMsg = error instanceof ApiError ? error.msg : s.failed;
        this.state.error = message.failedMsg;
      });
  }

  #fail(error: unknown): void {
    this.state.error = error instanceof ApiError ? error.msg : s.failed;
    if (isChatForbidden(error)) {
      this.state.refused = this.state.error;
      this.onForbidden?.();
    }
    if (isChatUnavailable(error)) this.onUnavailable?.(this.state.error);
  }

  /** Called on a 403 from the contact or the history (the session decides what it means). */
  onForbidden?: () => void;
  /** Called on a 405 (spec §8: chat pages go to / with 聊天室目前不可用). */
  onUnavailable?: (msg: string | null) => void;
}

function createObjectUrl(file: File): string | undefined {
  try {
    return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined;
  } catch {
    return undefined;
  }
}

function revokeObjectUrl(url: string): void {
  try {
    URL.revokeObjectURL?.(url);
  } catch {
    // Nothing to free.
  }
}
