// React Router's scroll restoration, except that it leaves a server-rendered first screen where the
// player has scrolled it. The server's page is on screen, and scrollable, seconds before the app
// hydrates it on a slow phone; the router takes hydration for the first arrival at the URL and
// scrolls it to the top (its `restoreScrollPosition` is null for a router started without
// `hydrationData`, and ours cannot have any: its routes are lazy, which the router loads at start
// whatever data it is given), throwing the player back up the list being read.
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { ScrollRestoration, type Location } from 'react-router';
import { useHydrated } from '../context/hydration';

/** Notes the page's scroll when this commit is the hydration of the server's first screen. */
function NoteScrollAtHydration({ into }: { into: RefObject<number | null> }) {
  const hydrating = !useHydrated();
  useLayoutEffect(() => {
    // Mount only: the commit of the first render, which is the hydration or not at all.
    if (hydrating) into.current = window.scrollY;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first commit's value
  }, []);
  return null;
}

/** Puts the noted scroll back after the router's layout effects have reset it (runs after them). */
function PutNotedScrollBack({ from }: { from: RefObject<number | null> }) {
  useLayoutEffect(() => {
    const y = from.current;
    from.current = null;
    if (y !== null && y > 0 && window.scrollY !== y) window.scrollTo(0, y);
  }, [from]);
  return null;
}

export interface PageScrollRestorationProps {
  /** The key a position is remembered under (ScrollRestoration's getKey). */
  getKey: (location: Location) => string;
}

/**
 * ScrollRestoration between two layout effects of its siblings, which React runs in order: the
 * first notes the scroll of the server's page before the router's effect, the last puts it back.
 * A page rendered on the client, and every later navigation, is left entirely to the router.
 */
export function PageScrollRestoration({ getKey }: PageScrollRestorationProps) {
  const noted = useRef<number | null>(null);
  return (
    <>
      <NoteScrollAtHydration into={noted} />
      <ScrollRestoration getKey={getKey} />
      <PutNotedScrollBack from={noted} />
    </>
  );
}
