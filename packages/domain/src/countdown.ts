// The draw countdown (spec §4): time to the next draw is the plan time minus the server time,
// advanced by how long ago the server time was read on this device.
import { type TimeInput, toEpochMs } from './time';

/** Inputs of drawCountdownMs. */
export interface CountdownInput {
  /** plan.planTime: when the next draw happens (server wall time UTC+8, or epoch). */
  planTime: TimeInput | null | undefined;
  /** serverTime of the same open-info answer. */
  serverTime: TimeInput | null | undefined;
  /** Device clock (epoch ms) when that answer arrived; default: same as `now` (no drift). */
  receivedAt?: number;
  /** Device clock now, epoch ms; default: `receivedAt`. */
  now?: number;
}

/**
 * Milliseconds left before the draw: planTime − serverTime − (now − receivedAt), never below 0.
 * Null when the plan or server time is malformed (the screen shows no countdown).
 */
export function drawCountdownMs(input: CountdownInput): number | null {
  const plan = toEpochMs(input.planTime);
  const server = toEpochMs(input.serverTime);
  if (plan === null || server === null) return null;
  const elapsed =
    input.receivedAt !== undefined && input.now !== undefined
      ? Math.max(0, input.now - input.receivedAt)
      : 0;
  return Math.max(0, plan - server - elapsed);
}

/** Countdown parts; hours are total hours (can exceed 23). */
export interface CountdownParts {
  hours: number;
  minutes: number;
  seconds: number;
}

/** Splits milliseconds into whole hours, minutes and seconds (rounded down; negatives as 0). */
export function splitCountdown(ms: number): CountdownParts {
  const total = Math.max(0, Math.floor((Number.isFinite(ms) ? ms : 0) / 1000));
  return {
    hours: Math.floor(total / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** 'HH:mm:ss' of a countdown in ms ('00:00:00' when over or malformed; hours may exceed 2 digits). */
export function formatCountdown(ms: number | null): string {
  const { hours, minutes, seconds } = splitCountdown(ms ?? 0);
  return [hours, minutes, seconds].map((n) => String(n).padStart(2, '0')).join(':');
}
