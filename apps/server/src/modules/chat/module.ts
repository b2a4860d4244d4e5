// Assembles chat for the app (issue 15): the service (storage, rules, limits; ChatSocketService
// for the socket hub), the contract's chat handlers, multipart uploads and the image route.
import multipart from '@fastify/multipart';
import { CHAT_IMAGE_MAX_BYTES } from '@jinli/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { PubSub } from '../../realtime/pubsub';
import type { AuthService } from '../accounts/auth';
import type { LimitRule, RateLimiter } from '../accounts/rateLimits';
import type { CompanyService } from '../company/service';
import type { ConfigService } from '../config/service';
import { createChatTokens } from './chatTokens';
import { createDbCooldowns } from './cooldown';
import { createGuests } from './guests';
import { registerChatImageRoute } from './images';
import { createPeople } from './people';
import { chatHandlers, type ChatHandlers } from './routes';
import { type ChatService, createChatService } from './service';
import { registerChatSocket } from './socket/hub';
import { createPresence } from './socket/presence';
import type { ChatPresence, ChatSocketService } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The chat service (tests and in-process callers; the socket hub gets it as ChatSocketService). */
    chatService: ChatService;
  }
}

export interface ChatModuleDeps {
  db: Db;
  company: CompanyService;
  config: ConfigService;
  auth: AuthService;
  pubsub: PubSub;
  limiter: RateLimiter;
  /** Head counts of rooms; default: on Redis with `redisUrl`, else in memory (closed with the app). */
  presence?: ChatPresence | undefined;
  redisUrl?: string | undefined;
  /** The deployment's Redis key prefix (presence keys). */
  redisKeyPrefix?: string | undefined;
  /** Maintenance switch cache (ms); tests use 0. */
  availabilityCacheMs?: number | undefined;
  /** Messages per sender across rooms; default DEFAULT_CHAT_FLOOD_RULES. */
  floodRules?: readonly LimitRule[] | undefined;
  /** Guest identities per address; default DEFAULT_GUEST_ID_LIMITS. */
  guestIdLimits?: readonly LimitRule[] | undefined;
  now?: () => number;
  /** Called when a rate limit refuses a socket's frame (a flood; metrics); default none. */
  onSocketRateLimited?: (() => void) | undefined;
}

export interface ChatModule {
  handlers: ChatHandlers;
  service: ChatSocketService;
  /** The full service (rooms, history, contacts) for in-process callers and tests. */
  chat: ChatService;
  presence: ChatPresence;
  register(app: FastifyInstance): Promise<void>;
}

export function createChatModule(deps: ChatModuleDeps): ChatModule {
  const { db } = deps;
  const ownsPresence = deps.presence === undefined;
  const presence = deps.presence ?? createPresence(deps.redisUrl, deps.redisKeyPrefix);
  const people = createPeople(db);
  const tokens = createChatTokens(db, undefined, deps.now);
  const chat = createChatService({
    db,
    company: deps.company,
    config: deps.config,
    pubsub: deps.pubsub,
    presence,
    limiter: deps.limiter,
    tokens,
    people,
    cooldowns: createDbCooldowns(db, deps.now),
    floodRules: deps.floodRules,
    availabilityCacheMs: deps.availabilityCacheMs,
    now: deps.now,
  });
  const guests = createGuests(db, deps.limiter, deps.guestIdLimits);
  const handlers = chatHandlers({
    db,
    auth: deps.auth,
    service: chat,
    tokens,
    guests,
    people,
    presence,
    limiter: deps.limiter,
  });
  return {
    handlers,
    service: chat,
    chat,
    presence,
    async register(app) {
      // Multipart bodies for the image upload only read what a handler asks for (request.file).
      await app.register(multipart, {
        limits: { fileSize: CHAT_IMAGE_MAX_BYTES, files: 1, fields: 10, parts: 11 },
      });
      app.decorate('chatService', chat);
      registerChatImageRoute(app, db, chat.companyId);
      // The chat socket (socket/hub.ts): authenticates through the service, forwards what it publishes.
      await registerChatSocket(app, {
        service: chat,
        pubsub: deps.pubsub,
        presence,
        onRateLimited: deps.onSocketRateLimited,
      });
      if (ownsPresence) app.addHook('onClose', () => presence.close());
    },
  };
}
