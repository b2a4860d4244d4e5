// Time-outs of the server suite. They catch hangs, not slowness: CI runs this suite niced beside
// the browser journeys on two cores, where a test that takes 1.6 s alone ran out of 120 s on a day
// the machine ran 3x slower (the journeys' bursts leave a niced process a tenth of a core). Each is
// scaled to the machine like every suite's (@jinli/vite-config/test-timeouts: five times under
// `npm test` and in CI).
import { hangTimeout } from '@jinli/vite-config/test-timeouts';

/** Default time-out of a test, ms. */
export const TEST_TIMEOUT_MS = hangTimeout(120_000);

/** Default time-out of a hook (a file's app and database are made in beforeAll), ms. */
export const HOOK_TIMEOUT_MS = hangTimeout(180_000);

/** The time-out of a test that takes long even alone (server restarts), given for a local run. */
export function longTestTimeout(localMs: number): number {
  return hangTimeout(Math.max(localMs, 120_000));
}

/**
 * How long a test waits for something bound to happen (a frame, a message, a socket's close) before
 * it fails with its own message, ms: a wait that ends as soon as the thing happens, never a measure
 * of speed (a loaded machine may take seconds for what takes milliseconds alone).
 */
export const WAIT_MS = hangTimeout(30_000);
