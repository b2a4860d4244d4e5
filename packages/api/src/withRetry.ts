// Retry with a fixed delay for the failures worth retrying (spec §7: "retry with delay (default
// 100 ms)"; config fetches retry up to 3 times).
import { ApiError } from './ApiError';

export interface RetryPolicy {
  /** Further attempts after the first one fails; 0 = no retry. */
  retries: number;
  /** Pause before each further attempt, in ms. */
  delayMs: number;
  /** Stops retrying (and the pause) when aborted. */
  signal?: AbortSignal;
}

/** Runs `attempt` until it succeeds, fails with a non-transient ApiError, or the retries run out. */
export async function withRetry<T>(attempt: () => Promise<T>, policy: RetryPolicy): Promise<T> {
  for (let failures = 0; ; failures++) {
    try {
      return await attempt();
    } catch (error) {
      const retryable = error instanceof ApiError && error.isTransient;
      if (!retryable || failures >= policy.retries || policy.signal?.aborted) throw error;
      await pause(policy.delayMs, policy.signal);
    }
  }
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(ApiError.canceled(signal.reason));
    const onAbort = () => {
      clearTimeout(timer);
      reject(ApiError.canceled(signal?.reason));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
