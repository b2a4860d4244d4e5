// The two reconnect rules of spec §4: the chat socket retries its one server after 3 s; the game
// socket drops a failed server from its list and tries another after 1 s, and when none is left
// waits 5 s and starts over with the whole list.
import type { ReconnectPolicy } from './ReconnectingSocket';

/** ms before the chat socket reconnects (spec §9). */
export const RECONNECT_DELAY_MS = 3_000;
/** ms before the game socket tries another server from its list. */
export const NEXT_SERVER_DELAY_MS = 1_000;
/** ms before the game socket resets an exhausted server list and starts over. */
export const SERVER_LIST_RESET_DELAY_MS = 5_000;
/** Size of the game socket's server list (spec §9). */
export const GAME_SERVER_COUNT = 40;

/** Always the same URL, `delayMs` (default 3 000) after each failure. */
export function fixedServer(url: string, delayMs = RECONNECT_DELAY_MS): ReconnectPolicy {
  return { url: () => url, failed: () => delayMs };
}

export interface ServerListOptions {
  /** Delay before trying another server, ms. Default 1 000. */
  nextServerDelayMs?: number;
  /** Delay before resetting an exhausted list, ms. Default 5 000. */
  resetDelayMs?: number;
  /** Random source in [0, 1), for the pick. Default Math.random. */
  random?: () => number;
}

/** A failover policy that also tells which servers are still in the running (for tests and debugging). */
export interface ServerListPolicy extends ReconnectPolicy {
  /** Servers not yet dropped since the last reset. */
  remaining(): readonly string[];
}

/**
 * Picks a random server from `servers`; a server that fails (refused, dropped, silent) is removed
 * and another picked after `nextServerDelayMs`; when none is left the list is reset and the next
 * attempt comes after `resetDelayMs`. Throws on an empty list.
 */
export function serverListFailover(
  servers: readonly string[],
  options: ServerListOptions = {},
): ServerListPolicy {
  const all = [...new Set(servers)];
  if (all.length === 0) throw new RangeError('serverListFailover needs at least one server');
  const nextDelay = options.nextServerDelayMs ?? NEXT_SERVER_DELAY_MS;
  const resetDelay = options.resetDelayMs ?? SERVER_LIST_RESET_DELAY_MS;
  const random = options.random ?? Math.random;
  let remaining = [...all];
  let current: string | undefined;

  const pick = (): string | undefined => {
    if (remaining.length === 0) return undefined;
    const index = Math.min(remaining.length - 1, Math.floor(random() * remaining.length));
    return remaining[index];
  };
  current = pick();

  return {
    url() {
      if (current === undefined) {
        remaining = [...all];
        current = pick();
      }
      return current as string;
    },
    failed(url) {
      remaining = remaining.filter((server) => server !== url);
      current = pick();
      return current === undefined ? resetDelay : nextDelay;
    },
    remaining: () => remaining,
  };
}

/** Turns an http(s) origin or URL into its ws(s) counterpart; ws(s) URLs pass unchanged. */
export function toWebSocketOrigin(origin: string): string {
  const trimmed = origin.replace(/\/+$/, '');
  if (/^wss?:\/\//i.test(trimmed)) return trimmed;
  if (/^https:\/\//i.test(trimmed)) return 'wss://' + trimmed.slice('https://'.length);
  if (/^http:\/\//i.test(trimmed)) return 'ws://' + trimmed.slice('http://'.length);
  throw new RangeError(`not an http(s) or ws(s) origin: ${origin}`);
}

/**
 * The game socket's server list: `/ws-game/1` … `/ws-game/{count}` (default 40), spread round-robin
 * over `origins` (the runtime config's gameServers; `fallbackOrigin`, usually the API or page
 * origin, when that list is empty).
 */
export function gameServerUrls(
  origins: readonly string[],
  fallbackOrigin: string,
  count = GAME_SERVER_COUNT,
): string[] {
  const bases = (origins.length > 0 ? origins : [fallbackOrigin]).map(toWebSocketOrigin);
  return Array.from(
    { length: count },
    (_, i) => `${bases[i % bases.length] as string}/ws-game/${i + 1}`,
  );
}
