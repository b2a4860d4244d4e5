// Numbers of slips, orders and chases: a prefix, the UTC+8 wall time to the second and 6 random
// digits; the orders of one slip add their 3-digit position, so they can never collide with each other.
import { randomInt } from 'node:crypto';
import { SYSTEM_UTC_OFFSET_MINUTES, wallTimeOf } from '@jinli/domain';
import { isUniqueViolation } from '../../db/errors';

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

/** How many times a slip is tried with new numbers when its numbers were taken. */
const SLIP_NUMBER_TRIES = 3;

/**
 * Runs `place` again, in a new transaction, when the slip's random numbers were already taken (the
 * ledger's reference or an order number unique): at a draw's close hundreds of slips a second share
 * one second's stamp, and two of them drew the same six digits about once a minute (bench:bets saw
 * it answer 500). Nothing of a collided try is kept: its transaction rolled back.
 */
export async function withFreshSlipNumbers<T>(place: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await place();
    } catch (error) {
      const taken =
        isUniqueViolation(error, 'ledger_reference_idx') ||
        isUniqueViolation(error, 'bet_order_order_no_unique');
      if (!taken || attempt >= SLIP_NUMBER_TRIES) throw error;
    }
  }
}
