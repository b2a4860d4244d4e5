// Draw numbers as the API sends them: `openNum` is a comma list whose last entry is the special number.

/**
 * The numbers of an `openNum` text ('01,12,33' – commas, optional spaces, full-width commas too),
 * or null when empty or when any entry is not a whole non-negative number.
 */
export function parseOpenNumbers(openNum: string | null | undefined): number[] | null {
  const text = (openNum ?? '').trim();
  if (text === '') return null;
  const parts = text.split(/[,，]/).map((p) => p.trim());
  if (!parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  return parts.map(Number);
}

/** Splits drawn numbers into the regular ones and the special (last) one; special is undefined when fewer than 2 numbers. */
export function splitSpecialNumber(numbers: readonly number[]): {
  regular: number[];
  special: number | undefined;
} {
  if (numbers.length < 2) return { regular: [...numbers], special: undefined };
  return { regular: numbers.slice(0, -1), special: numbers[numbers.length - 1] };
}
