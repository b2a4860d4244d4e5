// A stopped wall clock, for tests whose limits count in windows of the wall clock.
import { onTestFinished, vi } from 'vitest';

/**
 * Stops Date at the current instant until the test ends (timers still run): what reads the time
 * sees that instant, so no window of a rate limit passes, nor does a window's boundary come, however
 * slow the machine. What took `Date.now` before keeps the running clock (an app's rate limiter takes
 * it when the app is built): build such an app after this.
 */
export function stopClock(): void {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}
