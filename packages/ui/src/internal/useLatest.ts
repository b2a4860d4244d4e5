import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/**
 * A ref that always holds the latest `value`, so long-lived listeners (observers, document
 * handlers) call the current callback without being torn down on every parent render.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
