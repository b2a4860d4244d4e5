// The drain of an instance going away (SIGTERM, SIGINT; cli.ts): readiness goes false at once and,
// after the drain delay (time for the load balancer's checks to see it; meanwhile requests are
// served as before, each connection closed after its answer), the listener stops accepting
// connections, game and chat sockets are told to reconnect elsewhere (SOCKET_DRAIN_CLOSE_CODE,
// which the client answers at once, without its back-off) a slice at a time (closeSocketsPaced:
// thousands told at once would all handshake on the other instances in the same second, and the
// last of them wait seconds for it), requests in flight finish — each one's connection closed
// after its answer — and the app closes: the jobs stop taking work and finish their step (preClose
// hooks), then the database closes (onClose). A request is never cut off while the drain timeout
// lasts, so an acknowledged bet or grab is committed and nothing half-done is left to redo.
import { SOCKET_DRAIN_CLOSE_CODE } from '@jinli/contract';
import type { FastifyInstance } from 'fastify';
import type { Readiness } from '../modules/health/readiness';

/** Default of the drain timeout (ms): requests in flight get this long before they are cut. */
export const DEFAULT_DRAIN_TIMEOUT_MS = 20_000;
/** ms between two passes closing the keep-alive connections whose requests finished. */
const REAP_INTERVAL_MS = 50;
/** After the timeout cut every connection, how long the close may still take (ms). */
const FORCED_CLOSE_GRACE_MS = 5_000;
/**
 * Sockets a second told to reconnect elsewhere (default of DrainOptions.socketsPerSecond). Told
 * faster than the instances left take them in, the rest queue there and the last wait longest:
 * bench:soak's 3,000 told at once were back after up to 10.2 s, and at 1,000 a second after up to
 * 9.6 s, the one instance left taking in about 370 a second on two shared cores (one instance alone
 * there takes 1,100–1,800). Slower costs only the drain's length, which the timeout bounds.
 */
export const DEFAULT_DRAIN_SOCKETS_PER_SECOND = 500;
/** ms between two slices of sockets told to go. */
const SOCKET_SLICE_INTERVAL_MS = 50;

export interface DrainOptions {
  readiness: Readiness;
  /** ms; default DEFAULT_DRAIN_TIMEOUT_MS. */
  timeoutMs?: number;
  /**
   * ms between readiness going false and the listener closing (default 0): a load balancer that
   * polls /readyz every second and takes an instance out after two failures needs about 2 s, and
   * until then it still sends requests here, which a closed listener would refuse (or drop).
   */
  delayMs?: number;
  /**
   * Sockets told to reconnect elsewhere a second (default DEFAULT_DRAIN_SOCKETS_PER_SECOND); the
   * telling never takes more than a quarter of the timeout, whatever the count.
   */
  socketsPerSecond?: number;
  /** Progress lines, for the operator's console. */
  log?: (line: string) => void;
}

export interface DrainReport {
  /** Sockets told to reconnect elsewhere. */
  sockets: number;
  /** Whether the timeout cut connections still busy. */
  timedOut: boolean;
  ms: number;
}

/**
 * Answers every request that arrives while draining with `Connection: close` (requests already
 * inside when the drain began, or sent on a kept-alive connection before the client heard), so each
 * connection ends with its answer instead of idling until the keep-alive time-out.
 */
export function closeConnectionsWhileDraining(app: FastifyInstance, readiness: Readiness): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (readiness.draining) reply.header('connection', 'close');
    done(null, payload);
  });
}

/**
 * Closes every WebSocket of `app` with `code`, a slice every SOCKET_SLICE_INTERVAL_MS so that no
 * more than `perSecond` go a second, and all of them within `withinMs`; resolves with how many.
 * A socket not yet told stays served as before (its pushes still come: the instance is still
 * subscribed), so spreading the telling costs nobody a result; all are told before the app closes,
 * whose own hook would close what is left without the drain code.
 */
export async function closeSocketsPaced(
  app: FastifyInstance,
  code: number,
  { perSecond, withinMs }: { perSecond: number; withinMs: number },
): Promise<number> {
  if (!app.hasDecorator('websocketServer')) return 0;
  const sockets = [...app.websocketServer.clients];
  const slices = Math.max(
    1,
    Math.min(
      Math.ceil((sockets.length / perSecond) * (1000 / SOCKET_SLICE_INTERVAL_MS)),
      Math.floor(withinMs / SOCKET_SLICE_INTERVAL_MS),
    ),
  );
  const perSlice = Math.ceil(sockets.length / slices);
  // Each later slice at its own moment from the first one's telling, so closing the slices does not
  // stretch the spread. Counted from once the first slice is told, not from before it: on a busy
  // machine telling it can take a few ms (a run spread 30 sockets over 247 ms of 250).
  let firstTold = 0;
  for (let slice = 0; slice * perSlice < sockets.length; slice++) {
    // A timer counts from the event loop's cached clock, not Date.now(), so it can fire before
    // the moment (a run told the last slice at 249 ms of 250): the wait is repeated until it has.
    const moment = firstTold + slice * SOCKET_SLICE_INTERVAL_MS;
    if (slice > 0)
      for (let wait = moment - Date.now(); wait > 0; wait = moment - Date.now())
        await later(wait).done;
    for (const socket of sockets.slice(slice * perSlice, (slice + 1) * perSlice))
      socket.close(code, 'draining');
    if (slice === 0) firstTold = Date.now();
  }
  return sockets.length;
}

function later(ms: number): { done: Promise<void>; cancel: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const done = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return { done, cancel: () => clearTimeout(timer) };
}

/** Drains and closes `app` (see the top of this file). Rejects when even the forced close hangs. */
export async function drainApp(app: FastifyInstance, options: DrainOptions): Promise<DrainReport> {
  const started = Date.now();
  const timeoutMs = options.timeoutMs ?? DEFAULT_DRAIN_TIMEOUT_MS;
  options.readiness.startDraining();
  const delayMs = options.delayMs ?? 0;
  if (delayMs > 0) {
    options.log?.(
      `draining: not ready; serving ${delayMs} ms more while the load balancer notices`,
    );
    await later(delayMs).done;
  }
  // No new connection from now on, and the idle kept-alive ones are closed. Fastify's own
  // server.close (after its preClose hooks) then finds the server closed, and its callback waits
  // for the same thing this one does: the last connection gone; only then does the database close.
  if (app.server.listening) app.server.close();
  // A kept-alive connection whose request finishes becomes idle; Node closes idle connections
  // only when asked.
  const reaper = setInterval(() => app.server.closeIdleConnections(), REAP_INTERVAL_MS);
  let timeout: ReturnType<typeof later> | undefined;
  try {
    const socketsStarted = Date.now();
    const sockets = await closeSocketsPaced(app, SOCKET_DRAIN_CLOSE_CODE, {
      perSecond: options.socketsPerSecond ?? DEFAULT_DRAIN_SOCKETS_PER_SECOND,
      withinMs: timeoutMs / 4,
    });
    options.log?.(
      `draining: ${sockets} sockets told to reconnect elsewhere in ${Date.now() - socketsStarted} ms`,
    );
    const closed = app.close().then(() => true);
    timeout = later(timeoutMs);
    if (await Promise.race([closed, timeout.done.then(() => false)]))
      return { sockets, timedOut: false, ms: Date.now() - started };
    options.log?.(`draining: still busy after ${timeoutMs} ms; cutting the connections left`);
    app.server.closeAllConnections();
    if (app.hasDecorator('websocketServer'))
      for (const socket of app.websocketServer.clients) socket.terminate();
    const grace = later(FORCED_CLOSE_GRACE_MS);
    const done = await Promise.race([closed, grace.done.then(() => false)]);
    grace.cancel();
    if (!done)
      throw new Error(`the app did not close within ${FORCED_CLOSE_GRACE_MS} ms of the cut`);
    return { sockets, timedOut: true, ms: Date.now() - started };
  } finally {
    timeout?.cancel();
    clearInterval(reaper);
  }
}
