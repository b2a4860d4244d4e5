// Two-sided groupings of a Mark Six number (size, parity, digit sum, tail, head). By the Hong Kong
// house rule 49 is a tie (和) in every two-sided grouping.
import { type MarkSixColour, isMarkSixNumber, markSixColour } from './colours';

/** All Mark Six numbers, 1-49. */
export const MARK_SIX_NUMBERS: readonly number[] = Array.from({ length: 49 }, (_, i) => i + 1);
/** Balls per draw: six plus the special number (spec §9). */
export const MARK_SIX_BALLS_PER_DRAW = 7;

/** The groupings of one number. */
export interface MarkSixAttributes {
  number: number;
  colour: MarkSixColour;
  /** 大 25-48, 小 1-24, 和 49. */
  size: '大' | '小' | '和';
  /** 单 odd, 双 even, 和 49. */
  parity: '单' | '双' | '和';
  /** Sum of the two digits (合数), 1-13. */
  digitSum: number;
  /** 合单 / 合双 by the parity of the digit sum, 和 for 49. */
  sumParity: '合单' | '合双' | '和';
  /** 合大 digit sum 7-13, 合小 1-6, 和 for 49. */
  sumSize: '合大' | '合小' | '和';
  /** Last digit (尾数), 0-9. */
  tail: number;
  /** 尾大 tail 5-9, 尾小 0-4, 和 for 49. */
  tailSize: '尾大' | '尾小' | '和';
  /** Tens digit (头数), 0-4. */
  head: number;
}

/** Every grouping of `n` (1-49). Throws RangeError for other n. */
export function markSixAttributes(n: number): MarkSixAttributes {
  if (!isMarkSixNumber(n)) throw new RangeError(`not a Mark Six number: ${n}`);
  const tie = n === 49;
  const head = Math.floor(n / 10);
  const tail = n % 10;
  const digitSum = head + tail;
  return {
    number: n,
    colour: markSixColour(n) as MarkSixColour,
    size: tie ? '和' : n >= 25 ? '大' : '小',
    parity: tie ? '和' : n % 2 === 1 ? '单' : '双',
    digitSum,
    sumParity: tie ? '和' : digitSum % 2 === 1 ? '合单' : '合双',
    sumSize: tie ? '和' : digitSum >= 7 ? '合大' : '合小',
    tail,
    tailSize: tie ? '和' : tail >= 5 ? '尾大' : '尾小',
    head,
  };
}

/** Two-digit label of a ball ('01' … '49'). */
export function ballLabel(n: number): string {
  return String(n).padStart(2, '0');
}
