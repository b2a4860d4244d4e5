// The trace of the work under way: the request id of the HTTP request that caused it (set for the
// request's handler by http/requestId.ts, kept by AsyncLocalStorage across its awaits), or a draw's
// publication time. Whatever is published on the PubSub carries it to every instance
// (tracedPubSub.ts), where the listener is handed it, so a log line there names the same request
// and the game hub times a draw's delivery from it.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface Trace {
  /** The request id (a sane token: requestId.ts); absent for work no request caused. */
  id?: string | undefined;
  /** Epoch ms the traced event happened (a draw's publication); absent for requests. */
  at?: number | undefined;
}

const storage = new AsyncLocalStorage<Trace>();

/** Runs `fn` with `trace` current (for everything it awaits and starts, too). */
export function runWithTrace<T>(trace: Trace, fn: () => T): T {
  return storage.run(trace, fn);
}

/** The trace of the work under way, if any. */
export function currentTrace(): Trace | undefined {
  return storage.getStore();
}
