// Redis round trips of the rate limiter: when its counters live in Redis, each call is one (a
// MULTI or a script), timed here around the limiter rather than inside it. The database limiter is
// left as it is: its statements are timed with the transactions (dbMetrics.ts).
import type { RateLimiter } from '../modules/accounts/rateLimits';
import type { ServerMetrics } from './serverMetrics';

/** `limiter`, its Redis calls timed; a database limiter unchanged. */
export function observeLimiter(limiter: RateLimiter, metrics: ServerMetrics): RateLimiter {
  if (limiter.kind !== 'redis') return limiter;
  const roundTrip = metrics.redisRoundTrip.labels('limiter');
  const timed = async <T>(call: Promise<T>): Promise<T> => {
    const started = performance.now();
    const value = await call;
    roundTrip.observe((performance.now() - started) / 1000);
    return value;
  };
  // Spread: methods this wrapper leaves alone (an operator's forgive, close) pass through as they are.
  return {
    ...limiter,
    async begin(kind, subject, windows) {
      const attempt = await timed(limiter.begin(kind, subject, windows));
      return {
        total: attempt.total,
        failures: attempt.failures,
        end: (outcome) => timed(attempt.end(outcome)),
      };
    },
    hit: (kind, subject, windows) => timed(limiter.hit(kind, subject, windows)),
    peek: (kind, subject, windows) => timed(limiter.peek(kind, subject, windows)),
  };
}
