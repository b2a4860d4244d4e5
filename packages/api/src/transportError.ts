// axios's own failures (no answer at all) mapped to the client's one error type.
import axios from 'axios';
import { ApiError } from './ApiError';

/**
 * Maps a rejection of an axios request: an abort (through `signal` or axios) → `CLIENT/CANCELED`,
 * a time-out (ETIMEDOUT, with `clarifyTimeoutError`) → `CLIENT/TIMEOUT`, anything else from axios
 * → `CLIENT/NETWORK`. Anything not from axios is returned as it is: that is a bug, not a failure.
 */
export function transportError(error: unknown, signal?: AbortSignal): unknown {
  if (!axios.isAxiosError(error) && !axios.isCancel(error)) return error;
  if (signal?.aborted || axios.isCancel(error)) return ApiError.canceled(error);
  if (error.code === 'ETIMEDOUT') return ApiError.timeout(error);
  return ApiError.network(error);
}
