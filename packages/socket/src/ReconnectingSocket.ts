// The framework-free socket core (DESIGN.md §2, spec §4): one WebSocket that reconnects after a
// failure unless closed deliberately, keeps itself alive with an application-level ping/pong, and
// reconnects at once when the network comes back. Which URL to try and how long to wait before the
// next attempt is a ReconnectPolicy (a fixed server, or the game servers' failover list).
// Nothing is queued while offline: send() refuses instead, so nothing (money-moving or not) is
// replayed later behind the user's back. A server that drains closes with SOCKET_DRAIN_CLOSE_CODE,
// and the socket then reconnects at once instead of after the back-off.
import { SOCKET_DRAIN_CLOSE_CODE } from '@jinli/contract/routes';

/** The part of the WebSocket API the core uses (browser WebSocket and the `ws` package both fit). */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** Opens a WebSocket to `url`; may throw (e.g. on a malformed URL), which counts as a failed attempt. */
export type WebSocketFactory = (url: string) => WebSocketLike;

/** Decides where to connect and how long to wait after a failure. */
export interface ReconnectPolicy {
  /** URL of the next connection attempt. */
  url(): string;
  /** `url` failed (refused, dropped or timed out); returns the delay in ms before the next attempt. */
  failed(url: string): number;
  /** A connection to `url` opened. */
  opened?(url: string): void;
}

/** Application-level heartbeat: a ping every `intervalMs`, the connection is dead without a pong. */
export interface HeartbeatOptions {
  /** Time between pings, ms. Default 15 000 (spec §9). */
  intervalMs?: number;
  /** Time a ping may wait for its pong before the connection counts as dead, ms. Default 15 000. */
  timeoutMs?: number;
  /** The ping frame to send. */
  ping: () => string;
  /** Whether an incoming frame is the pong (pongs are not passed on to message listeners). */
  isPong: (data: string) => boolean;
}

/** Where the browser announces that the network came back (`online`). */
export type NetworkEvents = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface ReconnectingSocketOptions {
  policy: ReconnectPolicy;
  /** Default: the global WebSocket. */
  createWebSocket?: WebSocketFactory;
  /** Default: none (no heartbeat). */
  heartbeat?: HeartbeatOptions;
  /** Source of the `online` event; default `window` when there is one, null for none. */
  networkEvents?: NetworkEvents | null;
}

/**
 * idle: never connected; connecting: an attempt is under way; open: connected; waiting: a
 * reconnect is scheduled after a failure; closed: closed deliberately.
 */
export type SocketState = 'idle' | 'connecting' | 'open' | 'waiting' | 'closed';

/** A connection closed by the server or the network (a refused attempt has code 1006). */
export interface SocketCloseInfo {
  url: string;
  code: number;
  reason: string;
}

/** ms; spec §9 heartbeat and pong time-out. */
export const HEARTBEAT_INTERVAL_MS = 15_000;
export const PONG_TIMEOUT_MS = 15_000;

const OPEN = 1;
/** Close code we use when we give up on a connection ourselves (private range 4000-4999). */
const CLOSE_DEAD = 4000;
const CLOSE_DELIBERATE = 1000;

type Listener<T> = (value: T) => void;

function defaultFactory(url: string): WebSocketLike {
  const Impl = (globalThis as { WebSocket?: new (url: string) => WebSocketLike }).WebSocket;
  if (!Impl) throw new Error('no WebSocket implementation in this environment');
  return new Impl(url);
}

function defaultNetworkEvents(): NetworkEvents | null {
  return typeof window !== 'undefined' && typeof window.addEventListener === 'function'
    ? window
    : null;
}

function frameText(data: unknown): string | null {
  if (typeof data === 'string') return data;
  // `ws` hands over Buffers; browsers strings for text frames.
  if (data instanceof Uint8Array) return new TextDecoder().decode(data);
  if (data instanceof ArrayBuffer) return new TextDecoder().decode(new Uint8Array(data));
  return null;
}

/** One self-healing WebSocket connection. Call connect() to start and close() to stop for good. */
export class ReconnectingSocket {
  #state: SocketState = 'idle';
  #ws: WebSocketLike | null = null;
  #url: string | null = null;
  #reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  #pingTimer: ReturnType<typeof setInterval> | null = null;
  #pongTimer: ReturnType<typeof setTimeout> | null = null;
  readonly #policy: ReconnectPolicy;
  readonly #create: WebSocketFactory;
  readonly #heartbeat: HeartbeatOptions | undefined;
  readonly #network: NetworkEvents | null;
  readonly #messageListeners = new Set<Listener<string>>();
  readonly #stateListeners = new Set<Listener<SocketState>>();
  readonly #openListeners = new Set<Listener<string>>();
  readonly #closeListeners = new Set<Listener<SocketCloseInfo>>();

  constructor(options: ReconnectingSocketOptions) {
    this.#policy = options.policy;
    this.#create = options.createWebSocket ?? defaultFactory;
    this.#heartbeat = options.heartbeat;
    this.#network =
      options.networkEvents === undefined ? defaultNetworkEvents() : options.networkEvents;
  }

  /** Current state. */
  get state(): SocketState {
    return this.#state;
  }

  /** URL of the current (or last) connection attempt. */
  get url(): string | null {
    return this.#url;
  }

  /** Starts connecting (again, after close()). Does nothing while connecting or open. */
  connect(): void {
    if (this.#state === 'connecting' || this.#state === 'open') return;
    if (this.#state === 'idle' || this.#state === 'closed') {
      this.#network?.addEventListener('online', this.#onOnline);
    }
    this.#attempt();
  }

  /** Closes deliberately: no reconnect until connect() is called again. */
  close(): void {
    if (this.#state === 'closed' || this.#state === 'idle') return;
    this.#network?.removeEventListener('online', this.#onOnline);
    this.#clearReconnect();
    this.#drop(CLOSE_DELIBERATE, 'closed');
    this.#setState('closed');
  }

  /**
   * Sends a text frame when connected. Returns false (and sends nothing, now or later) otherwise:
   * nothing is queued while offline.
   */
  send(data: string): boolean {
    const ws = this.#ws;
    if (this.#state !== 'open' || !ws || ws.readyState !== OPEN) return false;
    ws.send(data);
    return true;
  }

  /** Listens to incoming text frames (pongs excluded). Returns the unsubscribe function. */
  onMessage(listener: Listener<string>): () => void {
    this.#messageListeners.add(listener);
    return () => this.#messageListeners.delete(listener);
  }

  /** Listens to state changes. Returns the unsubscribe function. */
  onStateChange(listener: Listener<SocketState>): () => void {
    this.#stateListeners.add(listener);
    return () => this.#stateListeners.delete(listener);
  }

  /** Listens to every (re)opened connection, with its URL; subscriptions are re-sent here. */
  onOpen(listener: Listener<string>): () => void {
    this.#openListeners.add(listener);
    return () => this.#openListeners.delete(listener);
  }

  /**
   * Listens to connections the server (or the network) closed, with the close code, before the
   * reconnect is scheduled: a listener that calls close() stops the reconnect (e.g. a close code that
   * says the token is no longer valid). Not called for deliberate closes nor pong time-outs.
   */
  onClose(listener: Listener<SocketCloseInfo>): () => void {
    this.#closeListeners.add(listener);
    return () => this.#closeListeners.delete(listener);
  }

  #setState(state: SocketState): void {
    if (state === this.#state) return;
    this.#state = state;
    for (const listener of [...this.#stateListeners]) listener(state);
  }

  #attempt(): void {
    this.#clearReconnect();
    const url = this.#policy.url();
    this.#url = url;
    this.#setState('connecting');
    let ws: WebSocketLike;
    try {
      ws = this.#create(url);
    } catch {
      this.#failed(url);
      return;
    }
    this.#ws = ws;
    ws.onopen = () => {
      if (this.#ws !== ws) return;
      this.#policy.opened?.(url);
      this.#setState('open');
      this.#startHeartbeat();
      for (const listener of [...this.#openListeners]) listener(url);
    };
    ws.onmessage = (event) => {
      if (this.#ws !== ws) return;
      const text = frameText(event.data);
      if (text === null) return;
      if (this.#heartbeat?.isPong(text)) {
        this.#clearPongTimer();
        return;
      }
      for (const listener of [...this.#messageListeners]) listener(text);
    };
    // A refused attempt reports an error and then a close; the close is what we act on.
    ws.onerror = () => {};
    ws.onclose = (event) => {
      if (this.#ws !== ws) return;
      this.#ws = null;
      this.#stopHeartbeat();
      const { code, reason } = (event ?? {}) as { code?: unknown; reason?: unknown };
      const info: SocketCloseInfo = {
        url,
        code: typeof code === 'number' ? code : 1006,
        reason: typeof reason === 'string' ? reason : '',
      };
      for (const listener of [...this.#closeListeners]) listener(info);
      // A listener closed deliberately (or reconnected at once): no reconnect is scheduled.
      if (this.#state === 'closed' || this.#ws !== null) return;
      if (info.code === SOCKET_DRAIN_CLOSE_CODE) this.#elsewhere(url);
      else this.#failed(url);
    };
  }

  #failed(url: string): void {
    const delay = Math.max(0, this.#policy.failed(url));
    this.#setState('waiting');
    this.#reconnectTimer = setTimeout(() => {
      this.#reconnectTimer = null;
      this.#attempt();
    }, delay);
  }

  /**
   * The server drained: it closed us on purpose and its load balancer already sends new connections
   * elsewhere, so waiting out the back-off would only leave the user without updates. The policy
   * still hears of the failure (a server list moves on to another server); its delay is not kept.
   */
  #elsewhere(url: string): void {
    this.#policy.failed(url);
    this.#attempt();
  }

  /** Forgets the current WebSocket at once (its late events are ignored) and closes it. */
  #drop(code: number, reason: string): void {
    const ws = this.#ws;
    this.#ws = null;
    this.#stopHeartbeat();
    if (!ws) return;
    ws.onopen = ws.onmessage = ws.onclose = null;
    ws.onerror = () => {};
    try {
      ws.close(code, reason);
    } catch {
      // Closing a socket that is still connecting may throw in some implementations; it is gone either way.
    }
  }

  #startHeartbeat(): void {
    const heartbeat = this.#heartbeat;
    if (!heartbeat) return;
    const interval = heartbeat.intervalMs ?? HEARTBEAT_INTERVAL_MS;
    const timeout = heartbeat.timeoutMs ?? PONG_TIMEOUT_MS;
    this.#pingTimer = setInterval(() => {
      if (!this.send(heartbeat.ping())) return;
      // One outstanding deadline: a later ping does not extend the first unanswered one.
      this.#pongTimer ??= setTimeout(() => {
        this.#pongTimer = null;
        const url = this.#url ?? '';
        this.#drop(CLOSE_DEAD, 'pong timeout');
        this.#failed(url);
      }, timeout);
    }, interval);
  }

  #clearPongTimer(): void {
    if (this.#pongTimer !== null) clearTimeout(this.#pongTimer);
    this.#pongTimer = null;
  }

  #stopHeartbeat(): void {
    if (this.#pingTimer !== null) clearInterval(this.#pingTimer);
    this.#pingTimer = null;
    this.#clearPongTimer();
  }

  #clearReconnect(): void {
    if (this.#reconnectTimer !== null) clearTimeout(this.#reconnectTimer);
    this.#reconnectTimer = null;
  }

  readonly #onOnline = (): void => {
    // Only a connection that is down and waiting is hurried; an attempt under way runs its course.
    if (this.#state === 'waiting') this.#attempt();
  };
}
