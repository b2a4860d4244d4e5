// Space a bottom banner (the download banner or install prompt, 56 px) takes at the bottom of the
// screen: written to --jl-floating-bottom on the root, which the back-to-top button's CSS reads,
// and kept in a small store for what places itself in script (the floating chat bubble).
import { useSyncExternalStore } from 'react';

let bottom = 0;
const listeners = new Set<() => void>();

/** Sets the space (px; 0 when no banner is shown). */
export function setFloatingBottom(px: number): void {
  if (px === bottom) return;
  bottom = px;
  const style = document.documentElement.style;
  if (px > 0) style.setProperty('--jl-floating-bottom', `${px}px`);
  else style.removeProperty('--jl-floating-bottom');
  for (const listener of listeners) listener();
}

/** The space a bottom banner takes now, px; re-renders when it changes. */
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
