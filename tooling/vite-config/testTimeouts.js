// Time-outs of every test suite (unit, component, server, journeys). They catch hangs, never
// slowness: on a loaded machine a test that takes a second alone took sixteen (the domain's
// lunar-year test), and servers took over a minute to start. Each suite states what a hang is on
// an idle machine; `hangTimeout` scales it to the machine the suite runs on:
//
// - JINLI_TEST_SLACK (a number ≥ 1) when set: `npm test` sets 5, because it runs its jobs side by
//   side on every core, niced beside the browser journeys (tooling/scripts/test-all.mjs);
// - else 5 under CI (the CI environment variable), 1 otherwise.
//
// Plain JavaScript with no imports: the vitest configs, the test set-up files (in jsdom too) and
// the Playwright config all read it.

/** The factor every suite's time-outs are multiplied by on this machine. */
export function timeSlack(env = process.env) {
  const given = Number(env.JINLI_TEST_SLACK);
  if (env.JINLI_TEST_SLACK && Number.isFinite(given) && given >= 1) return given;
  return env.CI ? 5 : 1;
}

/** `idleMs`, a time past which an idle machine is surely hung, scaled to this machine. */
export function hangTimeout(idleMs) {
  return Math.round(idleMs * timeSlack());
}

/**
 * `testTimeout` and `hookTimeout` of the unit and component suites: 30 s for a test and 60 s for
 * a hook on an idle machine (a passing test takes a fraction of a second; the slowest, 2 s).
 */
export function unitTestTimeouts() {
  return { testTimeout: hangTimeout(30_000), hookTimeout: hangTimeout(60_000) };
}
