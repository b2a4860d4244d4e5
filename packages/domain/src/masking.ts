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

/**
 * A player's account as others see it (chat nicknames, red-packet claims, award popups): the first
 * two and last two characters around a fixed '***', so the name neither hands out half a login nor
 * tells its length ('audit001' → 'au***01'); up to 5 characters keep only their first one or two
 * ('abc' → 'a***'). One rule for every screen: the same winner must read the same everywhere.
 * Digit strings (phone, card numbers) keep maskMiddle's spec rule instead.
 */
export function maskAccount(account: string): string {
  const chars = Array.from(account);
  if (chars.length === 0) return '';
  const stars = MASK_CHAR.repeat(3);
  if (chars.length <= 3) return `${chars[0]}${stars}`;
  if (chars.length <= 5) return `${chars.slice(0, 2).join('')}${stars}`;
  return `${chars.slice(0, 2).join('')}${stars}${chars.slice(-2).join('')}`;
}
