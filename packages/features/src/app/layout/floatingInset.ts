// Space bars docked at the bottom of the screen take above the bottom menu (the download banner or
// install prompt, 56 px; the bet list's cancel bar): written to --jl-floating-bottom on the root,
// which the back-to-top button's CSS reads, and kept in a small store for what places itself in
// script (the floating chat bubble). Each bar sets its own share by name; the space is their sum,
// so one bar leaving does not clear another's.
import { type RefObject, useLayoutEffect, useSyncExternalStore } from 'react';

const shares = new Map<string, number>();
let bottom = 0;
const listeners = new Set<() => void>();

/**
 * Sets the space (px; 0 when not shown) that `source` takes. Default source 'banner': the
 * download banner or install prompt (one of them at a time).
 */
export function setFloatingBottom(px: number, source = 'banner'): void {
  if (px > 0) shares.set(source, px);
  else shares.delete(source);
  let total = 0;
  for (const share of shares.values()) total += share;
  if (total === bottom) return;
  bottom = total;
  const style = document.documentElement.style;
  if (total > 0) style.setProperty('--jl-floating-bottom', `${total}px`);
  else style.removeProperty('--jl-floating-bottom');
  for (const listener of listeners) listener();
}

/** The space docked bars take now, px; re-renders when it changes. */
export function useFloatingBottom(): number {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => bottom,
    () => 0,
  );
}

/**
 * Gives `source` the height of the element in `ref` as its share while `active` (a bar docked above
 * the menu whose height depends on its content), following its size; none when inactive or gone.
 */
export function useDockedHeight(
  ref: RefObject<HTMLElement | null>,
  source: string,
  active: boolean,
): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const measure = () =>
      setFloatingBottom(Math.ceil(element.getBoundingClientRect().height), source);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      setFloatingBottom(0, source);
    };
  }, [ref, source, active]);
}
