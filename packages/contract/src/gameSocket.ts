// The game socket (spec §7 Sockets, DESIGN.md §3): plain WebSocket at /ws-game/{id}, JSON frames
// `{ command, channel, content }`. A client subscribes per game id to the channels RESULT, VIDEO and
// LIVE_URL_HISTORY and keeps the connection alive with application-level ping/pong.
import { z } from 'zod';
import { lotteryHistoryRowSchema, lotteryOpenInfoSchema } from './lottery';
// The plain names (GameChannel, GameCommand) live zod-free beside the route table
// (routes/gameConstants.ts): the start page's socket uses them (the main entry exports them
// through ./routes).
import { GameChannel, GameCommand } from './routes/gameConstants';

/** How many game socket servers the client rotates through (spec §9); ids run 1..40. */
export const GAME_SOCKET_SERVER_COUNT = 40;

/** Path of game socket server `id` on its origin. */
export function gameSocketPath(id: number): string {
  return `/ws-game/${id}`;
}

/** Largest frame the server accepts from a client (bytes); larger ones close the socket (1009). */
export const GAME_SOCKET_MAX_FRAME_BYTES = 4096;

/** The server closes a socket that sent nothing (not even a ping) for this long (ms). */
export const GAME_SOCKET_IDLE_TIMEOUT_MS = 60_000;

/** Subscriptions one socket may hold at once (channel × game). */
export const GAME_SOCKET_MAX_SUBSCRIPTIONS = 200;

export const gameChannelSchema = z.enum([
  GameChannel.RESULT,
  GameChannel.VIDEO,
  GameChannel.LIVE_URL_HISTORY,
]);

/** content of subscribe / unsubscribe / subscribed / unsubscribed. */
export const gameSubscriptionSchema = z.object({ gameId: z.number().int().min(1) });

/** A frame a client sends. */
export const gameClientFrameSchema = z.discriminatedUnion('command', [
  z.object({
    command: z.literal(GameCommand.SUBSCRIBE),
    channel: gameChannelSchema,
    content: gameSubscriptionSchema,
  }),
  z.object({
    command: z.literal(GameCommand.UNSUBSCRIBE),
    channel: gameChannelSchema,
    content: gameSubscriptionSchema,
  }),
  z.object({
    command: z.literal(GameCommand.PING),
    channel: z.string().max(64).optional(),
    /** Echoed in the pong (e.g. a send time). */
    content: z.unknown().optional(),
  }),
]);
export type GameClientFrame = z.infer<typeof gameClientFrameSchema>;

/** VIDEO content: the live stream state of a game's turn. */
export const gameVideoSchema = z.object({
  gameId: z.number().int(),
  turnNum: z.string(),
  /** 1 while the live draw is on. */
  isStreaming: z.union([z.literal(0), z.literal(1)]),
  /** The live stream while streaming, the replay after ('' when none). */
  liveUrl: z.string(),
});
export type GameVideo = z.infer<typeof gameVideoSchema>;

/** LIVE_URL_HISTORY content: a finished live draw with its replay. */
export const gameLiveReplaySchema = lotteryHistoryRowSchema;
export type GameLiveReplay = z.infer<typeof gameLiveReplaySchema>;

/** Content type of each channel's PUSH frames. */
export const gameChannelContentSchemas = {
  [GameChannel.RESULT]: lotteryOpenInfoSchema,
  [GameChannel.VIDEO]: gameVideoSchema,
  [GameChannel.LIVE_URL_HISTORY]: gameLiveReplaySchema,
} as const;

/** A frame the server sends. */
export const gameServerFrameSchema = z.union([
  z.object({ command: z.literal(GameCommand.PONG), channel: z.string(), content: z.unknown() }),
  z.object({
    command: z.literal(GameCommand.SUBSCRIBED),
    channel: gameChannelSchema,
    content: gameSubscriptionSchema,
  }),
  z.object({
    command: z.literal(GameCommand.UNSUBSCRIBED),
    channel: gameChannelSchema,
    content: gameSubscriptionSchema,
  }),
  z.object({
    command: z.literal(GameCommand.PUSH),
    channel: z.literal(GameChannel.RESULT),
    content: lotteryOpenInfoSchema,
  }),
  z.object({
    command: z.literal(GameCommand.PUSH),
    channel: z.literal(GameChannel.VIDEO),
    content: gameVideoSchema,
  }),
  z.object({
    command: z.literal(GameCommand.PUSH),
    channel: z.literal(GameChannel.LIVE_URL_HISTORY),
    content: gameLiveReplaySchema,
  }),
  z.object({
    command: z.literal(GameCommand.ERROR),
    channel: z.string(),
    content: z.object({ code: z.string(), msg: z.string() }),
  }),
]);
export type GameServerFrame = z.infer<typeof gameServerFrameSchema>;
