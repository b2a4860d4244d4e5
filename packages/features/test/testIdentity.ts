// Which test a request belongs to. The files of a worker share one module graph (isolate: false)
// and a file's tests share its test server: a request a test started just before it ended (a page
// still loading, a refetch) reached the server during the next test, which counted it as its own
// (`server.requests` held a channel list the trial account never asked for; `historyQueries[0]`
// had another test's query). test/setup.ts numbers the tests and tags every fetch with the number
// of the test that made it; test/testServer.ts answers a request of an earlier test without
// recording it or calling the handler of the test now running.

/** The request header that carries the number of the test that made the request. */
export const TEST_HEADER = 'x-jinli-test';

let current = 0;

/** Starts the next test's number (test/setup.ts, before each test). */
export function startNextTest(): void {
  current += 1;
}

/** The number of the test running now. */
export function currentTest(): string {
  return String(current);
}

const TAGGED = Symbol.for('jinli.test.taggedFetch');

/**
 * Replaces the global fetch (once per worker) with one that tags each request with the number of
 * the test that made it.
 */
export function tagRequestsWithTheirTest(): void {
  const original = globalThis.fetch as typeof fetch & { [TAGGED]?: true };
  if (typeof original !== 'function' || original[TAGGED]) return;
  const tagged = ((input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : {}));
    headers.set(TEST_HEADER, currentTest());
    return original(input, { ...init, headers });
  }) as typeof fetch & { [TAGGED]?: true };
  tagged[TAGGED] = true;
  globalThis.fetch = tagged;
}
