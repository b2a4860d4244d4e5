// The chat socket at CHAT_SOCKET_PATH?token=…[&isGuest=1]&app_id=… (spec §4 Chat, §7 Sockets).
// The hub authenticates a socket through the chat service, hands every request frame to the service
// and forwards what the service publishes: room frames to the sockets in the room, a user's frames
// to that identity's sockets, control events (signed in elsewhere, maintenance) as closing frames.
// It subscribes each topic on the PubSub once per instance, whatever the number of sockets, and
// encodes a published frame once for all of them. It never touches the database.
import {
  CHAT_SOCKET_IDLE_TIMEOUT_MS,
  CHAT_SOCKET_MAX_FRAME_BYTES,
  CHAT_SOCKET_MAX_ROOMS,
  CHAT_SOCKET_PATH,
  ChatCloseCode,
  ChatCommand,
  type ChatClientFrame,
  type ChatServerFrame,
  chatClientFrameSchema,
  defaultErrorMessage,
  ErrorCode,
  findUnstorableText,
  UNSTORABLE_TEXT_MSG,
} from '@jinli/contract';
import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { AppError } from '../../../http/AppError';
import type { PubSub } from '../../../realtime/pubsub';
import {
  FRAME_TOO_BIG_CLOSE_CODE,
  frameBytes,
  registerWebsocket,
} from '../../../realtime/websocket';
import {
  type ChatControlEvent,
  type ChatPresence,
  type ChatPrincipal,
  type ChatSocketService,
  chatTopics,
} from '../types';
import { createRoomHeads } from './roomHeads';
import { createTopicHub } from './topicHub';

/** Message of a frame that is not JSON or not a known command. */
export const BAD_FRAME_MSG = '消息格式有误';
/** Message of a JOIN beyond CHAT_SOCKET_MAX_ROOMS. */
export const TOO_MANY_ROOMS_MSG = `同时最多加入${CHAT_SOCKET_MAX_ROOMS}个聊天室`;
/** Message of a plain HTTP request to the socket path. */
export const WEBSOCKET_ONLY_MSG = '请使用 WebSocket 连接';
/** Close code of a socket that stayed silent past the idle time-out. */
export const CHAT_IDLE_CLOSE_CODE = 4000;
/**
 * Close code of a socket that does not read what it is sent (RFC 6455 1013, try again later): the
 * client reconnects and re-reads the history it missed instead of the server buffering for it.
 */
export const SLOW_CONSUMER_CLOSE_CODE = 1013;
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
}

/** Default of ChatSocketOptions.availabilityCheckMs. */
export const CHAT_AVAILABILITY_CHECK_MS = 30_000;

export interface ChatSocketHub {
  /** Topics this instance is subscribed to (tests, metrics). */
  topicCount(): number;
  /** Authenticated sockets on this instance. */
  socketCount(): number;
}

/** ws send options for a Buffer holding text: a text frame, never compressed per socket. */
const TEXT_FRAME = { binary: false, compress: false } as const;

/** One authenticated socket. */
interface Connection {
  socket: WebSocket;
  principal: ChatPrincipal;
  /** Rooms joined, or being joined (then frames of the room wait in `pending` until JOINED). */
  rooms: Set<string>;
  pending: Map<string, Buffer[]>;
  /** Sends a frame encoded once for many sockets. */
  forward(topic: string, frame: Buffer): void;
  /** Sends a closing frame and closes with `code`. */
  end(command: ChatServerFrame['command'], msg: string, code: number): void;
}

/** Registers the chat socket route (and @fastify/websocket unless another hub did). */
// eslint-disable-next-line max-lines-per-function -- over 150 lines; to split into one file per operation (issue 35)
export async function registerChatSocket(
  app: FastifyInstance,
  options: ChatSocketOptions,
): Promise<ChatSocketHub> {
  const { service, pubsub, presence } = options;
  const idleTimeoutMs = options.idleTimeoutMs ?? CHAT_SOCKET_IDLE_TIMEOUT_MS;
  const maxBuffered = options.maxBufferedBytes ?? CHAT_SOCKET_MAX_BUFFERED_BYTES;
  const log = (error: unknown, what: string) => app.log.error(error, what);
  const heads = createRoomHeads({
    presence,
    pubsub,
    peopleIntervalMs: options.peopleIntervalMs,
    log,
  });
  /** Authenticated connections per chat user_id (private frames, kicks). */
  const users = new Map<string, Set<Connection>>();
  const all = new Set<Connection>();

  /** Closes every socket of this instance: chat became unavailable. */
  const closeAll = (msg: string) => {
    for (const connection of all)
      connection.end(ChatCommand.UNAVAILABLE, msg, ChatCloseCode.UNAVAILABLE);
  };

  const control = (message: string) => {
    let event: ChatControlEvent;
    try {
      event = JSON.parse(message) as ChatControlEvent;
    } catch {
      return;
    }
    if (event.type === 'kicked') {
      for (const connection of users.get(event.userId) ?? [])
        if (
          event.exceptSessionId === null ||
          connection.principal.sessionId !== event.exceptSessionId
        )
          connection.end(ChatCommand.KICKED, event.msg, ChatCloseCode.KICKED);
    } else if (event.type === 'unavailable') {
      closeAll(event.msg);
    }
  };
  const topics = createTopicHub<Connection>(pubsub, (topic, message, members) => {
    if (topic === chatTopics.control) return control(message);
    // Encoded once for all sockets: a string would be UTF-8 encoded again for each of them.
    const frame = Buffer.from(message);
    for (const connection of members) connection.forward(topic, frame);
  });
  const checkMs = options.availabilityCheckMs ?? CHAT_AVAILABILITY_CHECK_MS;
  const availability =
    checkMs > 0
      ? setInterval(() => {
          if (all.size === 0) return;
          service.assertAvailable().catch((error) => {
            if (isUnavailable(error)) closeAll(error.message);
            else log(error, 'chat availability check failed');
          });
        }, checkMs)
      : undefined;
  availability?.unref();
  app.addHook('onClose', async () => {
    clearInterval(availability);
    heads.stop();
  });

  await registerWebsocket(app);
  app.route<{ Querystring: Record<string, string | undefined> }>({
    method: 'GET',
    url: CHAT_SOCKET_PATH,
    // A plain HTTP request (no upgrade) gets the usual error body.
    handler: async () => {
      throw new AppError(ErrorCode.BAD_REQUEST, WEBSOCKET_ONLY_MSG);
    },
    // eslint-disable-next-line max-lines-per-function -- over 150 lines; to split into one file per operation (issue 35)
    wsHandler: (socket, request) => {
      const query = request.query ?? {};
      const token = typeof query.token === 'string' ? query.token : '';
      const isGuest = query.isGuest === '1' || query.isGuest === 'true';
      const appId = typeof query.app_id === 'string' ? query.app_id : '';

      /** Sends unless the socket is closing; closes it instead when it reads too slowly. */
      const write = (data: Buffer | string) => {
        if (socket.readyState !== socket.OPEN) return;
        if (socket.bufferedAmount > maxBuffered) {
          socket.close(SLOW_CONSUMER_CLOSE_CODE, 'slow consumer');
          // A reader this slow may never take the close frame either.
          setTimeout(() => socket.terminate(), 1000).unref();
          return;
        }
        if (typeof data === 'string') socket.send(data);
        else socket.send(data, TEXT_FRAME);
      };
      const send = (frame: ChatServerFrame) => write(JSON.stringify(frame));
      const end = (command: ChatServerFrame['command'], msg: string, code: number) => {
        if (socket.readyState !== socket.OPEN) return;
        send({ command, content: { msg } } as ChatServerFrame);
        socket.close(code, '');
      };
      const refuse = (error: unknown, channel: string | undefined, clientId?: string) => {
        let body: { code: string; msg: string };
        if (error instanceof AppError) body = error.toBody();
        else {
          log(error, 'chat socket frame failed');
          body = { code: ErrorCode.INTERNAL, msg: defaultErrorMessage[ErrorCode.INTERNAL]! };
        }
        send({
          command: ChatCommand.ERROR,
          channel: channel ?? '',
          content: clientId === undefined ? body : { ...body, client_id: clientId },
        });
      };

      let idle: NodeJS.Timeout | undefined;
      const resetIdle = () => {
        clearTimeout(idle);
        idle = setTimeout(() => socket.close(CHAT_IDLE_CLOSE_CODE, 'idle'), idleTimeoutMs);
      };
      resetIdle();

      let connection: Connection | undefined;
      const authenticated = (async (): Promise<void> => {
        if (options.appId && appId && appId !== options.appId) {
          return end(ChatCommand.TOKEN_INVALID, tokenInvalidMsg, ChatCloseCode.TOKEN_INVALID);
        }
        try {
          await service.assertAvailable();
        } catch (error) {
          if (isUnavailable(error))
            return end(ChatCommand.UNAVAILABLE, error.message, ChatCloseCode.UNAVAILABLE);
          throw error;
        }
        const principal = token ? await service.authenticate(token, isGuest) : null;
        if (!principal)
          return end(ChatCommand.TOKEN_INVALID, tokenInvalidMsg, ChatCloseCode.TOKEN_INVALID);
        if (socket.readyState !== socket.OPEN) return;
        const own: Connection = {
          socket,
          principal,
          rooms: new Set(),
          pending: new Map(),
          forward(topic, frame) {
            const waiting = own.pending.get(topic);
            if (waiting) waiting.push(frame);
            else write(frame);
          },
          end,
        };
        connection = own;
        all.add(own);
        const mine = users.get(principal.userId) ?? new Set<Connection>();
        users.set(principal.userId, mine);
        mine.add(own);
        await Promise.all([
          topics.add(chatTopics.control, own),
          topics.add(chatTopics.user(principal.userId), own),
          heads.connect(principal.userId),
        ]);
      })().catch((error) => {
        log(error, 'chat socket authentication failed');
        if (socket.readyState === socket.OPEN) socket.close(1011, 'server error');
      });

      // Frames of one socket are handled in order, after authentication.
      let queue: Promise<void> = authenticated;
      socket.on('message', (data: RawData, isBinary: boolean) => {
        if (frameBytes(data) > CHAT_SOCKET_MAX_FRAME_BYTES) {
          socket.close(FRAME_TOO_BIG_CLOSE_CODE, 'frame too big');
          return;
        }
        resetIdle();
        const text = isBinary ? undefined : data.toString();
        queue = queue.then(async () => {
          if (connection && socket.readyState === socket.OPEN) await handle(connection, text);
        });
      });
      socket.on('close', () => {
        clearTimeout(idle);
        queue = queue.then(async () => {
          const own = connection;
          if (!own) return;
          connection = undefined;
          all.delete(own);
          const mine = users.get(own.principal.userId);
          mine?.delete(own);
          if (mine?.size === 0) users.delete(own.principal.userId);
          await Promise.all([
            ...[...own.rooms].map((roomId) => leaveRoom(own, roomId)),
            topics.remove(chatTopics.control, own),
            topics.remove(chatTopics.user(own.principal.userId), own),
            heads.disconnect(own.principal.userId),
          ]).catch((error) => log(error, 'chat socket clean-up failed'));
        });
      });

      async function handle(own: Connection, text: string | undefined): Promise<void> {
        let json: unknown;
        try {
          json = text === undefined ? undefined : JSON.parse(text);
        } catch {
          json = undefined;
        }
        const parsed = chatClientFrameSchema.safeParse(json);
        if (!parsed.success) {
          return refuse(
            new AppError(ErrorCode.BAD_REQUEST, BAD_FRAME_MSG),
            channelOf(json),
            clientIdOf(json),
          );
        }
        const frame = parsed.data;
        const clientId = clientIdOf(json);
        // What the HTTP routes refuse before any handler (http/storableInput.ts): a NUL or a lone
        // surrogate PostgreSQL cannot store would otherwise fail inside the insert.
        if (findUnstorableText(frame) !== undefined) {
          return refuse(
            new AppError(ErrorCode.BAD_REQUEST, UNSTORABLE_TEXT_MSG),
            frame.channel,
            clientId,
          );
        }
        try {
          await perform(own, frame);
        } catch (error) {
          refuse(error, frame.channel, clientId);
          // Chat went into maintenance: this socket closes as a new one would be refused.
          if (isUnavailable(error))
            end(ChatCommand.UNAVAILABLE, error.message, ChatCloseCode.UNAVAILABLE);
        }
      }

      async function perform(own: Connection, frame: ChatClientFrame): Promise<void> {
        const { principal } = own;
        switch (frame.command) {
          case ChatCommand.PING:
            return send({
              command: ChatCommand.PONG,
              channel: frame.channel ?? '',
              content: frame.content ?? null,
            });
          case ChatCommand.JOIN:
            return joinRoom(own, frame.content.room_id);
          case ChatCommand.LEAVE: {
            const roomId = frame.content.room_id;
            if (own.rooms.has(roomId)) await leaveRoom(own, roomId);
            return send({
              command: ChatCommand.LEFT,
              channel: `room:${roomId}`,
              content: { room_id: roomId },
            });
          }
          case ChatCommand.SEND_ROOM: {
            const message = await service.sendRoom(principal, frame.content);
            // Sockets in the room get it through the room's topic; a sender outside it gets it here.
            if (!own.rooms.has(frame.content.room_id)) send(message);
            return;
          }
          case ChatCommand.SEND_PRIVATE:
            // Both parties' sockets (the sender's included) get it through their user topics.
            await service.sendPrivate(principal, frame.content);
            return;
          case ChatCommand.INVITE:
            await service.invite(principal, frame.content);
            return;
          case ChatCommand.DELETE:
            await service.deleteMessage(principal, frame.content.id);
            return;
        }
      }

      async function joinRoom(own: Connection, roomId: string): Promise<void> {
        const topic = chatTopics.room(roomId);
        const rejoin = own.rooms.has(roomId);
        if (!rejoin && own.rooms.size >= CHAT_SOCKET_MAX_ROOMS)
          throw new AppError(ErrorCode.BAD_REQUEST, TOO_MANY_ROOMS_MSG);
        if (!rejoin) {
          // Subscribed (and counted) before the room's newest id is read: a message stored after
          // that read is published after it, so it reaches this socket; one stored before is in the
          // history up to last_id. Frames arriving meanwhile wait until JOINED has gone out.
          own.rooms.add(roomId);
          own.pending.set(topic, []);
          try {
            await Promise.all([topics.add(topic, own), heads.join(roomId)]);
          } catch (error) {
            own.pending.delete(topic);
            await leaveRoom(own, roomId);
            throw error;
          }
        }
        let joined: Awaited<ReturnType<ChatSocketService['roomFor']>>;
        try {
          joined = await service.roomFor(own.principal, roomId);
        } catch (error) {
          own.pending.delete(topic);
          if (!rejoin) await leaveRoom(own, roomId);
          throw error;
        }
        send({
          command: ChatCommand.JOINED,
          channel: `room:${roomId}`,
          content: { room: joined.room, last_id: joined.lastId },
        });
        const waiting = own.pending.get(topic) ?? [];
        own.pending.delete(topic);
        for (const frame of waiting) if (!coveredBy(joined.lastId, frame)) write(frame);
      }
    },
  });

  async function leaveRoom(own: Connection, roomId: string): Promise<void> {
    if (!own.rooms.delete(roomId)) return;
    own.pending.delete(chatTopics.room(roomId));
    await Promise.all([topics.remove(chatTopics.room(roomId), own), heads.leave(roomId)]);
  }

  return { topicCount: topics.size, socketCount: () => all.size };
}

const tokenInvalidMsg = defaultErrorMessage[ErrorCode.TOKEN_INVALID]!;

const isUnavailable = (error: unknown): error is AppError =>
  error instanceof AppError && error.code === ErrorCode.CHAT_UNAVAILABLE;

/**
 * Whether a frame that arrived during a join is a message the history up to `lastId` (JOINED's)
 * already holds: the client reads that history, so sending it live too would be a duplicate.
 */
function coveredBy(lastId: string, frame: Buffer): boolean {
  if (!/^\d{1,19}$/.test(lastId)) return false;
  try {
    const { command, id } = JSON.parse(frame.toString()) as { command?: unknown; id?: unknown };
    return (
      command === ChatCommand.ROOM_MESSAGE &&
      typeof id === 'string' &&
      /^\d{1,19}$/.test(id) &&
      BigInt(id) <= BigInt(lastId)
    );
  } catch {
    return false;
  }
}

/** The channel of an unparsable frame, when it has a usable one. */
function channelOf(json: unknown): string {
  const channel = (json as { channel?: unknown } | null)?.channel;
  return typeof channel === 'string' && channel.length <= 64 ? channel : '';
}

/** The client_id of a refused frame, so the client can mark its message as failed. */
function clientIdOf(json: unknown): string | undefined {
  const content = (json as { content?: unknown } | null)?.content;
  const clientId = (content as { client_id?: unknown } | null | undefined)?.client_id;
  return typeof clientId === 'string' && clientId.length > 0 && clientId.length <= 64
    ? clientId.trim()
    : undefined;
}
