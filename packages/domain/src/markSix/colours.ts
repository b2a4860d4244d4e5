// The Hong Kong Mark Six colour sets ("波色"): every number 1-49 is red, blue or green.

/** Ball colours. */
export type MarkSixColour = 'red' | 'blue' | 'green';

/** The standard red set (17 numbers). */
export const RED_NUMBERS: readonly number[] = [
  1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46,
];
/** The standard blue set (16 numbers). */
export const BLUE_NUMBERS: readonly number[] = [
  3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48,
];
/** The standard green set (16 numbers). */
export const GREEN_NUMBERS: readonly number[] = [
  5, 6, 11, 16, 17, 21, 22, 27, 28, 32, 33, 38, 39, 43, 44, 49,
];

/**
 * Each colour's numbers, Chinese name and ball colour code. The spec says hex values exist without
 * showing them; these are ours, chosen for contrast with white digits.
 */
export const MARK_SIX_COLOURS: Record<
  MarkSixColour,
  { name: string; hex: string; numbers: readonly number[] }
> = {
  red: { name: '红波', hex: '#e53935', numbers: RED_NUMBERS },
  blue: { name: '蓝波', hex: '#1e6fd9', numbers: BLUE_NUMBERS },
  green: { name: '绿波', hex: '#1f9d55', numbers: GREEN_NUMBERS },
};

const colourByNumber = new Map<number, MarkSixColour>();
for (const colour of ['red', 'blue', 'green'] as const) {
  for (const n of MARK_SIX_COLOURS[colour].numbers) colourByNumber.set(n, colour);
}

/** Whether `n` is a Mark Six number: an integer 1-49. */
export function isMarkSixNumber(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 49;
}

/** The colour of number `n` (1-49); undefined for anything else. */
export function markSixColour(n: number): MarkSixColour | undefined {
  return colourByNumber.get(n);
}
