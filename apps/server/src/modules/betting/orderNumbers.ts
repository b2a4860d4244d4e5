// Numbers of slips, orders and chases: a prefix, the UTC+8 wall time to the second and 6 random
// digits; the orders of one slip add their 3-digit position, so they can never collide with each other.
import { randomInt } from 'node:crypto';
import { SYSTEM_UTC_OFFSET_MINUTES, wallTimeOf } from '@jinli/domain';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'S20261121093015123456' (slip) or 'T…' (chase). */
export function newReferenceNo(prefix: 'S' | 'T', now: number): string {
  const w = wallTimeOf(now, SYSTEM_UTC_OFFSET_MINUTES);
  return `${prefix}${w.year}${pad(w.month)}${pad(w.day)}${pad(w.hour)}${pad(w.minute)}${pad(w.second)}${pad(randomInt(1_000_000), 6)}`;
}

/** The order number of the `index`-th (0-based) bet of a slip: 'B' + the slip's digits + 3 digits. */
export function orderNoOf(slipNo: string, index: number): string {
  return `B${slipNo.slice(1)}${pad(index, 3)}`;
}
