// The chat socket at CHAT_SOCKET_PATH?token=…[&isGuest=1]&app_id=… (spec §4 Chat, §7 Sockets).
// The hub authenticates a socket through the chat service, hands every request frame to the service
// and forwards what the service publishes: room frames to the sockets in the room, a user's frames
// to that identity's sockets, control events (signed in elsewhere, maintenance) as closing frames.
// It subscribes each topic on the PubSub once per instance, whatever the number of sockets, and
// encodes a published frame once for all of them. It never touches the database.
//
// This file assembles the hub (hubContext.ts) of an instance and its route; a socket's life is
// openSocket.ts's (authenticate.ts, connections.ts), its frames frames.ts's with one handler per
// command (commands.ts, rooms.ts), and what closes sockets from outside control.ts's.
import { CHAT_SOCKET_IDLE_TIMEOUT_MS, CHAT_SOCKET_PATH, ErrorCode } from '@jinli/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../http/AppError';
import type { PubSub } from '../../../realtime/pubsub';
import { registerWebsocket, WEBSOCKET_ONLY_MSG } from '../../../realtime/websocket';
import { type ChatPresence, type ChatSocketService, chatTopics } from '../types';
import type { Connection } from './connection';
import { onControl, watchAvailability } from './control';
import type { HubContext } from './hubContext';
import { openSocket } from './openSocket';
import { createRoomHeads } from './roomHeads';
import { createTopicHub } from './topicHub';

/** Bytes a socket may have waiting to be sent before it is closed as too slow. */
export const CHAT_SOCKET_MAX_BUFFERED_BYTES = 512 * 1024;

export interface ChatSocketOptions {
  service: ChatSocketService;
  pubsub: PubSub;
  presence: ChatPresence;
  /** Close silent sockets after this long (ms); default CHAT_SOCKET_IDLE_TIMEOUT_MS. */
  idleTimeoutMs?: number;
  /** Close a socket whose send buffer grows past this (bytes); default CHAT_SOCKET_MAX_BUFFERED_BYTES. */
  maxBufferedBytes?: number;
  /** Throttle of a room's PEOPLE frame (ms); default PEOPLE_INTERVAL_MS. */
  peopleIntervalMs?: number;
  /** The company code: a socket whose app_id names another is refused as TOKEN_INVALID. */
  appId?: string;
  /**
   * How often (ms) the hub asks whether chat is still available while it has sockets, closing them
   * all with UNAVAILABLE when it is not (maintenance switched on without a control event); default
   * CHAT_AVAILABILITY_CHECK_MS, 0 never.
   */
  availabilityCheckMs?: number;
  /** Called when a rate limit refuses a frame (429 in an ERROR frame; metrics). */
  onRateLimited?: (() => void) | undefined;
}

/** Default of ChatSocketOptions.availabilityCheckMs. */
export const CHAT_AVAILABILITY_CHECK_MS = 30_000;

export interface ChatSocketHub {
  /** Topics this instance is subscribed to (tests, metrics). */
  topicCount(): number;
  /** Authenticated sockets on this instance. */
  socketCount(): number;
}

/** Registers the chat socket route (and @fastify/websocket unless another hub did). */
export async function registerChatSocket(
  app: FastifyInstance,
  options: ChatSocketOptions,
): Promise<ChatSocketHub> {
  const { service, pubsub, presence } = options;
  const log = (error: unknown, what: string) => app.log.error(error, what);
  const ctx: HubContext = {
    service,
    topics: createTopicHub<Connection>(pubsub, (topic, message, members) => {
      if (topic === chatTopics.control) return onControl(ctx, message);
      // Encoded once for all sockets: a string would be UTF-8 encoded again for each of them.
      const frame = Buffer.from(message);
      for (const connection of members) connection.forward(topic, frame);
    }),
    heads: createRoomHeads({ presence, pubsub, peopleIntervalMs: options.peopleIntervalMs, log }),
    all: new Set(),
    users: new Map(),
    appId: options.appId,
    idleTimeoutMs: options.idleTimeoutMs ?? CHAT_SOCKET_IDLE_TIMEOUT_MS,
    maxBuffered: options.maxBufferedBytes ?? CHAT_SOCKET_MAX_BUFFERED_BYTES,
    log,
    onRateLimited: options.onRateLimited,
  };
  const availability = watchAvailability(
    ctx,
    options.availabilityCheckMs ?? CHAT_AVAILABILITY_CHECK_MS,
  );
  app.addHook('onClose', async () => {
    clearInterval(availability);
    ctx.heads.stop();
  });

  await registerWebsocket(app);
  app.route<{ Querystring: Record<string, string | undefined> }>({
    method: 'GET',
    url: CHAT_SOCKET_PATH,
    // A plain HTTP request (no upgrade) gets the usual error body.
    handler: async () => {
      throw new AppError(ErrorCode.BAD_REQUEST, WEBSOCKET_ONLY_MSG);
    },
    wsHandler: (socket, request) => openSocket(ctx, socket, request),
  });

  return { topicCount: ctx.topics.size, socketCount: () => ctx.all.size };
}
