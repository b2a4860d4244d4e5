// The game socket's plain names (channels and commands), zod-free: the schemas (gameSocket.ts) and
// the zod-free frame check (gameProtocol.ts) both read them from here, so neither imports the other.

export const GameChannel = {
  /** A draw result (also each number revealed during a live draw): content is the open info. */
  RESULT: 'RESULT',
  /** The live stream of a turn started or ended. */
  VIDEO: 'VIDEO',
  /** A replay of a live draw became available. */
  LIVE_URL_HISTORY: 'LIVE_URL_HISTORY',
} as const;
export type GameChannel = (typeof GameChannel)[keyof typeof GameChannel];

export const GameCommand = {
  /** client → server: start receiving `channel` for `content.gameId`. */
  SUBSCRIBE: 'subscribe',
  /** client → server: stop receiving it. */
  UNSUBSCRIBE: 'unsubscribe',
  /** client → server heartbeat; answered at once with PONG carrying the same content. */
  PING: 'ping',
  /** server → client: heartbeat answer. */
  PONG: 'pong',
  /** server → client: a subscription is active (followed by the channel's current state). */
  SUBSCRIBED: 'subscribed',
  /** server → client: a subscription ended. */
  UNSUBSCRIBED: 'unsubscribed',
  /** server → client: a message on a subscribed channel. */
  PUSH: 'push',
  /** server → client: a frame was refused; content is `{ code, msg }`. The socket stays open. */
  ERROR: 'error',
} as const;
export type GameCommand = (typeof GameCommand)[keyof typeof GameCommand];
