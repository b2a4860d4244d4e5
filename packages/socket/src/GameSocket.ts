// The game protocol (contract gameSocket.ts) on the socket core: per-game subscriptions to RESULT,
// VIDEO and LIVE_URL_HISTORY that survive reconnects, ping/pong heartbeat, and failover over the
// list of game servers (/ws-game/1 … /ws-game/40).
import type { GameClientFrame, GameLiveReplay, GameVideo, LotteryOpenInfo } from '@jinli/contract';
// The zod-free surface: the home screen's socket must not load zod (frames are checked by a plain
// guard that follows the contract's schema).
import { GameChannel, GameCommand, parseGameServerFrame } from '@jinli/contract/routes';
import {
  HEARTBEAT_INTERVAL_MS,
  PONG_TIMEOUT_MS,
  ReconnectingSocket,
  type NetworkEvents,
  type SocketState,
  type WebSocketFactory,
} from './ReconnectingSocket';
import { serverListFailover, type ServerListOptions } from './reconnectPolicies';

/** A message pushed for one game. */
export type GameMessage =
  | { channel: typeof GameChannel.RESULT; gameId: number; content: LotteryOpenInfo }
  | { channel: typeof GameChannel.VIDEO; gameId: number; content: GameVideo }
  | { channel: typeof GameChannel.LIVE_URL_HISTORY; gameId: number; content: GameLiveReplay };

/** The channels a game subscription listens to (spec §7: all three per game id). */
export const GAME_CHANNELS = [
  GameChannel.RESULT,
  GameChannel.VIDEO,
  GameChannel.LIVE_URL_HISTORY,
] as const;

export interface GameSocketOptions extends ServerListOptions {
  /** Game socket URLs to fail over between (see gameServerUrls). */
  servers: readonly string[];
  /** Default: the global WebSocket. */
  createWebSocket?: WebSocketFactory;
  /** Default: `window` when there is one. */
  networkEvents?: NetworkEvents | null;
  /** Ping interval, ms; default 15 000. */
  heartbeatIntervalMs?: number;
  /** Pong time-out, ms; default 15 000. */
  pongTimeoutMs?: number;
}

type Listener = (message: GameMessage) => void;

const PING_FRAME = JSON.stringify({
  command: GameCommand.PING,
} satisfies GameClientFrame);

function isPong(data: string): boolean {
  if (!data.includes(GameCommand.PONG)) return false;
  try {
    return (JSON.parse(data) as { command?: unknown }).command === GameCommand.PONG;
  } catch {
    return false;
  }
}

/**
 * The game socket: `subscribe(gameId, listener)` while a screen shows a game; the socket (re)sends
 * the subscriptions on every (re)connection and passes the game's pushed messages to its listeners.
 */
export class GameSocket {
  readonly connection: ReconnectingSocket;
  readonly #listeners = new Map<number, Set<Listener>>();
  #users = 0;

  constructor(options: GameSocketOptions) {
    this.connection = new ReconnectingSocket({
      policy: serverListFailover(options.servers, options),
      createWebSocket: options.createWebSocket,
      networkEvents: options.networkEvents,
      heartbeat: {
        intervalMs: options.heartbeatIntervalMs ?? HEARTBEAT_INTERVAL_MS,
        timeoutMs: options.pongTimeoutMs ?? PONG_TIMEOUT_MS,
        ping: () => PING_FRAME,
        isPong,
      },
    });
    this.connection.onOpen(() => {
      for (const gameId of this.#listeners.keys())
        this.#sendSubscription(GameCommand.SUBSCRIBE, gameId);
    });
    this.connection.onMessage((data) => this.#dispatch(data));
  }

  get state(): SocketState {
    return this.connection.state;
  }

  /** Starts connecting (after close(), again). */
  connect(): void {
    this.connection.connect();
  }

  /** Closes deliberately (no reconnect). Subscriptions are kept for the next connect(). */
  close(): void {
    this.connection.close();
  }

  /**
   * Marks one user of the connection (a mounted screen): the first user connects, the last one
   * leaving closes. Returns the release function (idempotent).
   */
  retain(): () => void {
    this.#users += 1;
    if (this.#users === 1) this.connect();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#users -= 1;
      if (this.#users === 0) this.close();
    };
  }

  /** Listens to state changes; returns the unsubscribe function. */
  onStateChange(listener: (state: SocketState) => void): () => void {
    return this.connection.onStateChange(listener);
  }

  /** Game ids with at least one listener. */
  subscribedGameIds(): number[] {
    return [...this.#listeners.keys()];
  }

  /**
   * Receives RESULT, VIDEO and LIVE_URL_HISTORY of `gameId` until the returned function is called.
   * The first listener of a game subscribes on the server; the last one leaving unsubscribes.
   */
  subscribe(gameId: number, listener: Listener): () => void {
    let set = this.#listeners.get(gameId);
    if (!set) {
      set = new Set();
      this.#listeners.set(gameId, set);
      this.#sendSubscription(GameCommand.SUBSCRIBE, gameId);
    }
    set.add(listener);
    return () => {
      const current = this.#listeners.get(gameId);
      if (!current?.delete(listener) || current.size > 0) return;
      this.#listeners.delete(gameId);
      this.#sendSubscription(GameCommand.UNSUBSCRIBE, gameId);
    };
  }

  #sendSubscription(
    command: typeof GameCommand.SUBSCRIBE | typeof GameCommand.UNSUBSCRIBE,
    gameId: number,
  ): void {
    // Not connected: nothing is queued; onOpen re-sends whatever is subscribed then.
    for (const channel of GAME_CHANNELS) {
      const frame: GameClientFrame = { command, channel, content: { gameId } };
      this.connection.send(JSON.stringify(frame));
    }
  }

  #dispatch(data: string): void {
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const frame = parseGameServerFrame(json);
    if (!frame) return;
    if (frame.command !== GameCommand.PUSH) return;
    const message = {
      channel: frame.channel,
      gameId: frame.content.gameId,
      content: frame.content,
    } as GameMessage;
    const listeners = this.#listeners.get(message.gameId);
    if (!listeners) return;
    for (const listener of [...listeners]) listener(message);
  }
}
