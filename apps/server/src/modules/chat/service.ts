// The chat service: rooms, messages, history, permissions and limits (spec §3-§7). It implements
// ChatSocketService for the socket hub (types.ts) and serves the HTTP calls (routes.ts). Everything
// that changes something is stored first and then published on chatTopics through the PubSub; the
// hub only forwards. Refusals are AppErrors with CHAT_REFUSAL's texts. Each operation is a function
// of sending.ts or reading.ts, given the context (context.ts); this factory assembles them.
import type { ChatEnable, ChatMessage, ChatRoom, ChatSelf } from '@jinli/contract';
import { type ChatServiceDeps, createChatContext } from './context';
import type { Conversations } from './conversations';
import { enableFor, history, type HistoryQuery, roomFor, rooms, self } from './reading';
import { deleteMessage, invite, sendPrivate, sendRoom } from './sending';
import {
  type ChatControlEvent,
  type ChatPrincipal,
  type ChatSocketService,
  chatTopics,
} from './types';

export interface ChatService extends ChatSocketService {
  companyId(): Promise<number>;
  /** Why chat is unavailable now ('' when it is available). */
  unavailableMessage(): Promise<string>;
  /**
   * Drops this instance's remembered availability (the operator changed maintenance here); other
   * instances follow within CHAT_AVAILABILITY_CACHE_MS.
   */
  forgetAvailability(): void;
  /** POST /api/chat/enableChat (the same for every signed-in player: see the implementation). */
  enableFor(): Promise<ChatEnable>;
  rooms(principal: ChatPrincipal): Promise<ChatRoom[]>;
  history(
    principal: ChatPrincipal,
    query: HistoryQuery,
  ): Promise<{ items: ChatMessage[]; total: number; page: number }>;
  self(principal: ChatPrincipal): Promise<ChatSelf>;
  conversations: Conversations;
  /** Publishes a control event (kicked / unavailable) to every instance's hub. */
  control(event: ChatControlEvent): Promise<void>;
}

export function createChatService(deps: ChatServiceDeps): ChatService {
  const ctx = createChatContext(deps);
  return {
    companyId: ctx.companyId,
    unavailableMessage: ctx.unavailableMessage,
    forgetAvailability: ctx.forgetAvailability,
    assertAvailable: ctx.assertAvailable,
    conversations: ctx.conversations,
    async authenticate(token) {
      const owner = await deps.tokens.ownerOf(await ctx.companyId(), token);
      return owner ? deps.people.principalOf(owner) : null;
    },
    roomFor: (principal, roomId) => roomFor(ctx, principal, roomId),
    sendRoom: (principal, input) => sendRoom(ctx, principal, input),
    sendPrivate: (principal, input) => sendPrivate(ctx, principal, input),
    invite: (principal, input) => invite(ctx, principal, input),
    deleteMessage: (principal, id) => deleteMessage(ctx, principal, id),
    enableFor: () => enableFor(ctx),
    rooms: (principal) => rooms(ctx, principal),
    history: (principal, query) => history(ctx, principal, query),
    self: (principal) => self(ctx, principal),
    async control(event) {
      await deps.pubsub.publish(chatTopics.control, JSON.stringify(event));
    },
  };
}
