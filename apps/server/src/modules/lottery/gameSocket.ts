// The game socket at /ws-game/{id} (spec §7, ids 1..40 of the client's server list): clients
// subscribe per game id to RESULT, VIDEO and LIVE_URL_HISTORY and ping to keep the connection
// alive. The hub subscribes each topic on the PubSub once for all its sockets and forwards what is
// published — by this instance's draw engine or, through Redis, by another instance's.
import {
  ErrorCode,
  GAME_SOCKET_IDLE_TIMEOUT_MS,
  GAME_SOCKET_MAX_FRAME_BYTES,
  GAME_SOCKET_MAX_SUBSCRIPTIONS,
  GAME_SOCKET_SERVER_COUNT,
  GameChannel,
  GameCommand,
  type GameServerFrame,
  gameClientFrameSchema,
} from '@jinli/contract';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { AppError } from '../../http/AppError';
import { createSharedReads } from '../../db/sharedReads';
import type { PubSub } from '../../realtime/pubsub';
import { currentTrace } from '../../realtime/traceContext';
import {
  BAD_FRAME_MSG,
  FRAME_TOO_BIG_CLOSE_CODE,
  frameBytes,
  registerWebsocket,
  WEBSOCKET_ONLY_MSG,
} from '../../realtime/websocket';
import type { DrawEvent } from './engine';
import { GAME_NOT_FOUND_MSG, type LotteryService } from './service';

/** The PubSub topic of a game's channel. */
export function gameTopic(gameId: number, channel: GameChannel): string {
  return `game:${gameId}:${channel}`;
}

/** Message when a socket holds too many subscriptions. */
export const TOO_MANY_SUBSCRIPTIONS_MSG = '订阅数量过多';
/** Close code of a socket that stayed silent past the idle time-out. */
export const IDLE_CLOSE_CODE = 4000;

export interface GameSocketOptions {
  pubsub: PubSub;
  lottery: LotteryService;
  /** Close silent sockets after this long (ms); default GAME_SOCKET_IDLE_TIMEOUT_MS. */
  idleTimeoutMs?: number;
  /** Seconds from a draw result's publication to its frame on this instance's last socket. */
  onDrawDelivered?: ((seconds: number) => void) | undefined;
}

/** Builds the frames of draw events and publishes them (the engine's `publish`). */
export function createDrawPublisher(
  pubsub: PubSub,
  lottery: LotteryService,
): (events: DrawEvent[]) => Promise<void> {
  return async (events) => {
    // The moment of publication, which travels with the frames to every instance
    // (realtime/tracedPubSub.ts): their hubs time the delivery from it.
    const trace = { ...currentTrace(), at: Date.now() };
    // Every frame read at once: one round trip for the tick's games, not two a game in turn (at a
    // minute's turn three games draw together, and the last one's sockets waited for the others').
    const frames = await Promise.all(events.map((event) => frameOf(lottery, event)));
    // Published in the events' order (calls on one Redis connection keep it).
    await Promise.all(
      frames.map((frame, i) =>
        frame
          ? pubsub.publish(
              gameTopic(events[i]!.gameId, frame.channel as GameChannel),
              JSON.stringify(frame),
              trace,
            )
          : undefined,
      ),
    );
  };
}

/** The pushed frame of one draw event (none for a replay that is not the event's turn). */
async function frameOf(
  lottery: LotteryService,
  event: DrawEvent,
): Promise<GameServerFrame | undefined> {
  if (event.type === 'result') {
    const content = await lottery.openInfo(event.gameId);
    return { command: GameCommand.PUSH, channel: GameChannel.RESULT, content };
  }
  if (event.type === 'video') {
    const content = await lottery.video(event.gameId);
    return { command: GameCommand.PUSH, channel: GameChannel.VIDEO, content };
  }
  const replay = await lottery.latestReplay(event.gameId);
  return replay && replay.turnNum === event.turnNum
    ? { command: GameCommand.PUSH, channel: GameChannel.LIVE_URL_HISTORY, content: replay }
    : undefined;
}

/** ws send options for a Buffer that holds text: a text frame, never compressed per socket. */
const TEXT_FRAME = { binary: false, compress: false } as const;

/** Sockets per topic, with one PubSub subscription per topic that has any. */
function createHub(pubsub: PubSub, onDrawDelivered?: (seconds: number) => void) {
  const topics = new Map<
    string,
    { sockets: Set<WebSocket>; unsubscribe: Promise<() => Promise<void>> }
  >();
  return {
    async add(topic: string, socket: WebSocket): Promise<void> {
      let entry = topics.get(topic);
      if (!entry) {
        const sockets = new Set<WebSocket>();
        const timed = onDrawDelivered && topic.endsWith(`:${GameChannel.RESULT}`);
        const unsubscribe = pubsub.subscribe(topic, (message, trace) => {
          // Encoded once for all sockets: a string would be UTF-8 encoded again for each of them.
          const frame = Buffer.from(message);
          for (const s of sockets) if (s.readyState === s.OPEN) s.send(frame, TEXT_FRAME);
          // A draw's frame carries the moment it was published (lottery/module.ts); written to the
          // last socket now (ws hands each frame to the kernel as it is sent).
          const publishedAt = timed ? trace?.at : undefined;
          if (publishedAt !== undefined) onDrawDelivered!((Date.now() - publishedAt) / 1000);
        });
        entry = { sockets, unsubscribe };
        topics.set(topic, entry);
      }
      entry.sockets.add(socket);
      await entry.unsubscribe;
    },
    async remove(topic: string, socket: WebSocket): Promise<void> {
      const entry = topics.get(topic);
      if (!entry || !entry.sockets.delete(socket) || entry.sockets.size > 0) return;
      topics.delete(topic);
      await (
        await entry.unsubscribe
      )();
    },
    /** Topics with local sockets (for tests and metrics). */
    size: () => topics.size,
  };
}

/** Registers @fastify/websocket and the /ws-game/:id route. */
export async function registerGameSocket(
  app: FastifyInstance,
  options: GameSocketOptions,
): Promise<{ topicCount: () => number }> {
  const { pubsub, lottery, idleTimeoutMs = GAME_SOCKET_IDLE_TIMEOUT_MS } = options;
  const hub = createHub(pubsub, options.onDrawDelivered);
  // What a subscribing socket reads, shared by the sockets subscribing together (db/sharedReads.ts:
  // a reconnecting herd of thousands costs a few reads a game, each begun after its sockets asked).
  const games = createSharedReads((gameId: number) => lottery.game(gameId));
  const openInfos = createSharedReads((gameId: number) => lottery.openInfo(gameId));
  const videos = createSharedReads((gameId: number) => lottery.video(gameId));
  const replays = createSharedReads((gameId: number) => lottery.latestReplay(gameId));
  await registerWebsocket(app);

  app.route<{ Params: { id: string } }>({
    method: 'GET',
    url: '/ws-game/:id',
    // Runs before the upgrade: an unknown server id is a plain 404.
    preValidation: async (request) => {
      const id = /^\d{1,2}$/.test(request.params.id) ? Number(request.params.id) : 0;
      if (id < 1 || id > GAME_SOCKET_SERVER_COUNT) throw new AppError(ErrorCode.NOT_FOUND);
    },
    // A plain HTTP request (no upgrade) gets the usual error body.
    handler: async () => {
      throw new AppError(ErrorCode.BAD_REQUEST, WEBSOCKET_ONLY_MSG);
    },
    wsHandler: (socket) => {
      const subscriptions = new Set<string>();
      const send = (frame: GameServerFrame) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
      };
      const refuse = (channel: string, msg: string) =>
        send({
          command: GameCommand.ERROR,
          channel,
          content: { code: ErrorCode.BAD_REQUEST, msg },
        });

      let idle: NodeJS.Timeout | undefined;
      const resetIdle = () => {
        clearTimeout(idle);
        idle = setTimeout(() => socket.close(IDLE_CLOSE_CODE, 'idle'), idleTimeoutMs);
      };
      resetIdle();

      // Frames of one socket are handled in order, even though subscribing awaits the database.
      let queue = Promise.resolve();
      socket.on('message', (data, isBinary) => {
        // ws's own limit is the largest of all hubs' (realtime/websocket.ts).
        if (frameBytes(data) > GAME_SOCKET_MAX_FRAME_BYTES) {
          socket.close(FRAME_TOO_BIG_CLOSE_CODE, 'frame too big');
          return;
        }
        resetIdle();
        queue = queue
          .then(() => handle(isBinary ? undefined : data.toString()))
          .catch((error) => {
            app.log.error(error, 'game socket frame failed');
            refuse('', BAD_FRAME_MSG);
          });
      });
      socket.on('close', () => {
        clearTimeout(idle);
        queue = queue.then(async () => {
          for (const topic of subscriptions) await hub.remove(topic, socket);
          subscriptions.clear();
        });
      });

      async function handle(text: string | undefined): Promise<void> {
        let json: unknown;
        try {
          json = text === undefined ? undefined : JSON.parse(text);
        } catch {
          json = undefined;
        }
        const parsed = gameClientFrameSchema.safeParse(json);
        if (!parsed.success) return refuse('', BAD_FRAME_MSG);
        const frame = parsed.data;
        if (frame.command === GameCommand.PING) {
          return send({
            command: GameCommand.PONG,
            channel: frame.channel ?? '',
            content: frame.content ?? null,
          });
        }
        const { gameId } = frame.content;
        const topic = gameTopic(gameId, frame.channel);
        if (frame.command === GameCommand.UNSUBSCRIBE) {
          if (subscriptions.delete(topic)) await hub.remove(topic, socket);
          return send({
            command: GameCommand.UNSUBSCRIBED,
            channel: frame.channel,
            content: { gameId },
          });
        }
        const game = await games(gameId).catch(() => undefined);
        if (!game) return refuse(frame.channel, GAME_NOT_FOUND_MSG);
        if (!subscriptions.has(topic)) {
          if (subscriptions.size >= GAME_SOCKET_MAX_SUBSCRIPTIONS)
            return refuse(frame.channel, TOO_MANY_SUBSCRIPTIONS_MSG);
          subscriptions.add(topic);
          await hub.add(topic, socket);
        }
        send({ command: GameCommand.SUBSCRIBED, channel: frame.channel, content: { gameId } });
        // The channel's current state, so a (re)connecting client needs no extra request.
        if (frame.channel === GameChannel.RESULT) {
          send({
            command: GameCommand.PUSH,
            channel: GameChannel.RESULT,
            content: await openInfos(gameId),
          });
        } else if (frame.channel === GameChannel.VIDEO) {
          send({
            command: GameCommand.PUSH,
            channel: GameChannel.VIDEO,
            content: await videos(gameId),
          });
        } else {
          const replay = await replays(gameId);
          if (replay)
            send({
              command: GameCommand.PUSH,
              channel: GameChannel.LIVE_URL_HISTORY,
              content: replay,
            });
        }
      }
    },
  });
  return { topicCount: hub.size };
}
