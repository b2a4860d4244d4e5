// Search params as screen state: read them, and change some of them while keeping the others.
import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** The changes of one update: a value sets the param, null or '' removes it. */
export type SearchParamChanges = Record<string, string | null>;

/**
 * The current search params and an `update` that changes some of them in place (history
 * replace). Each update builds on the one before even when the router has not rendered it yet:
 * react-router's functional `setSearchParams` starts from the params of the last render, so a
 * debounced search firing right after a tap (before that tap's navigation rendered) would undo it.
 */
export function useSearchParamsUpdate(): [URLSearchParams, (changes: SearchParamChanges) => void] {
  const [params, setParams] = useSearchParams();
  const rendered = useRef(params);
  const latest = useRef(params);
  // A new URL (ours or a back/forward) is the base again once it has rendered.
  if (rendered.current !== params) {
    rendered.current = params;
    latest.current = params;
  }
  const update = useCallback(
    (changes: SearchParamChanges) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );
  return [params, update];
}
