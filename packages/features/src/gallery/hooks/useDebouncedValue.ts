// A value that follows `value` once it has stopped changing for `delayMs` (debounced search boxes,
// spec §5).
import { useEffect, useState } from 'react';

/** Default debounce of the search boxes, ms. */
export const SEARCH_DEBOUNCE_MS = 300;

export function useDebouncedValue<T>(value: T, delayMs: number = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
