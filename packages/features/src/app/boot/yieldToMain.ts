// Boot does several things in a row (read the config, build the router, start the first requests,
// hydrate); done in one task they held a phone's main thread for a quarter of a second, during
// which a tap waits (Lighthouse's total blocking time). Each step ends by giving the browser a turn.

interface PrioritizedScheduler {
  yield(): Promise<void>;
}

/**
 * Settles in a new task, after the browser has had a chance to handle input and paint: the
 * platform's `scheduler.yield()` where there is one (it keeps this work ahead of other queued
 * tasks), a zero-delay timer elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<PrioritizedScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
