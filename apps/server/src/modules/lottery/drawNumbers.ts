// The numbers of one draw: 7 distinct numbers from 1-49 from a cryptographic RNG, the last the
// special number (spec §9).
import { randomInt } from 'node:crypto';
import { DRAW_NUMBER_COUNT, DRAW_NUMBER_MAX } from '@jinli/contract';

/** A uniform integer in [min, maxExclusive); node:crypto randomInt by default. */
export type RandomInt = (min: number, maxExclusive: number) => number;

/** Draws 7 distinct numbers in 1-49 by a partial Fisher-Yates shuffle; the 7th is the special. */
export function drawNumbers(random: RandomInt = randomInt): number[] {
  const pool = Array.from({ length: DRAW_NUMBER_MAX }, (_, i) => i + 1);
  for (let i = 0; i < DRAW_NUMBER_COUNT; i++) {
    const j = random(i, pool.length);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, DRAW_NUMBER_COUNT);
}

/** The open-number text of the first `count` numbers: two digits each, comma-separated. */
export function openNumText(numbers: readonly number[], count = numbers.length): string {
  return numbers
    .slice(0, count)
    .map((n) => String(n).padStart(2, '0'))
    .join(',');
}
