// Whether the page has loaded and settled: true once the window's load event has passed, a short
// pause after it has gone by and the browser reports an idle moment. What the first screen does not
// need (chat's floating bubble and prompts, with the chat state and socket behind them) waits for
// it, so it never competes with the first screen for the network or the main thread.
import { useEffect, useState } from 'react';

/** Pause after the load event before looking for an idle moment, ms. */
export const AFTER_LOAD_PAUSE_MS = 1_500;
/** Longest wait for an idle moment after the pause, ms. */
export const IDLE_TIMEOUT_MS = 1_000;

export function useAfterPageIdle(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const settle = () => setSettled(true);
    const afterLoad = () => {
      timer = setTimeout(() => {
        if (typeof window.requestIdleCallback === 'function')
          idle = window.requestIdleCallback(settle, { timeout: IDLE_TIMEOUT_MS });
        else settle();
      }, AFTER_LOAD_PAUSE_MS);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      if (timer !== undefined) clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);
  return settled;
}
