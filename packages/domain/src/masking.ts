// Masking of account-like digit strings (spec §5): a 6-character value keeps its first and last
// character, 7 keeps two and two, any other length three and two; the middle becomes '*'.

/** Character that replaces hidden characters. */
export const MASK_CHAR = '*';

/** How many leading and trailing characters stay visible for a value of `length` characters. */
export function maskKeep(length: number): { head: number; tail: number } {
  if (length === 6) return { head: 1, tail: 1 };
  if (length === 7) return { head: 2, tail: 2 };
  if (length >= 8) return { head: 3, tail: 2 };
  // The spec's "three and two" would show all of a value of 5 or fewer: keep the ends only while
  // at least one character stays hidden, and hide everything of 1-2 characters.
  if (length >= 3) return { head: 1, tail: 1 };
  return { head: 0, tail: 0 };
}

/**
 * The masked form of `value` with the same number of characters (code points): '138001' →
 * '1****1', '1380013' → '13***13', '13800138000' → '138******00'. Empty stays empty.
 */
export function maskMiddle(value: string, maskChar: string = MASK_CHAR): string {
  const chars = Array.from(value);
  const { head, tail } = maskKeep(chars.length);
  return chars.map((c, i) => (i < head || i >= chars.length - tail ? c : maskChar)).join('');
}
