// A screen the server rendered is hydrated (bootApp: hydrateRoot), and hydration needs the client's
// first render to draw exactly what the server drew. The server renders as a visitor, at its own
// time: what depends on the player (the session) or on the clock takes the server's value in that
// first render and its own right after (React renders once more when a store's client snapshot
// differs from its server snapshot). An app rendered without hydration (createRoot, the tests) sees
// its own values from the start.
import { useContext, useSyncExternalStore } from 'react';
import { AppContext } from './AppContext';

const unchanging = () => () => undefined;
const onClient = () => true;
const onServer = () => false;

/** False while rendering on the server and while hydrating its HTML; true on every other render. */
export function useHydrated(): boolean {
  return useSyncExternalStore(unchanging, onClient, onServer);
}

/**
 * The time to render against, epoch ms: while hydrating, the time the server rendered the screen
 * at (`firstScreenAt`, from the page), so a badge judged against the clock is the server's; else
 * `now()` (tests give their own clock).
 */
export function useRenderClock(now: () => number = Date.now): number {
  const hydrated = useHydrated();
  const renderedAt = useContext(AppContext)?.firstScreenAt;
  return !hydrated && renderedAt !== undefined ? renderedAt : now();
}
