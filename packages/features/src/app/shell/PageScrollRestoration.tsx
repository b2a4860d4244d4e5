// React Router's scroll restoration, except that it leaves a server-rendered first screen where the
// player has scrolled it. The server's page is on screen, and scrollable, seconds before the app
// hydrates it on a slow phone; the router takes hydration for the first arrival at the URL and
// scrolls it to the top (its `restoreScrollPosition` is null for a router started without
// `hydrationData`, and ours cannot have any: its routes are lazy, which the router loads at start
// whatever data it is given), throwing the player back up the list being read. And a navigation
// that asks to keep the page where it is (keepScroll.ts) is not scrolled to its hash's element.
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { ScrollRestoration, useLocation, useNavigationType, type Location } from 'react-router';
import { useHydrated } from '../context/hydration';
import { keepsScroll } from '../router/keepScroll';

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

/** An element whose id is taken away for the router's effect, and the id to give back. */
interface HiddenTarget {
  element: HTMLElement;
  id: string;
}

/**
 * Before the router's effect: a pushed or replaced location that keeps the scroll hides its hash's
 * element from the router (which finds it by id), so that its effect leaves the page alone
 * (`preventScrollReset` then stops it from going to the top). Going back and forward is left to
 * the router: it restores the position it saved for the entry.
 */
function HideKeptHashTarget({ into }: { into: RefObject<HiddenTarget | null> }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType === 'POP' || !keepsScroll(location.state) || !location.hash) return;
    let id: string;
    try {
      id = decodeURIComponent(location.hash.slice(1));
    } catch {
      return; // The router cannot decode it either, and scrolls nowhere.
    }
    const element = document.getElementById(id);
    if (!element) return;
    element.removeAttribute('id');
    into.current = { element, id };
  }, [location, navigationType, into]);
  return null;
}

/** After the router's effect: the hidden element gets its id back, in the same commit. */
function ShowHiddenTarget({ from }: { from: RefObject<HiddenTarget | null> }) {
  const location = useLocation();
  useLayoutEffect(() => {
    const hidden = from.current;
    from.current = null;
    if (hidden) hidden.element.id = hidden.id;
  }, [location, from]);
  return null;
}

export interface PageScrollRestorationProps {
  /** The key a position is remembered under (ScrollRestoration's getKey). */
  getKey: (location: Location) => string;
}

/**
 * ScrollRestoration between layout effects of its siblings, which React runs in order: those
 * before it note the scroll of the server's page and hide a kept location's hash target, those
 * after it put the scroll back and the target's id. A page rendered on the client, and every
 * other navigation, is left entirely to the router.
 */
export function PageScrollRestoration({ getKey }: PageScrollRestorationProps) {
  const noted = useRef<number | null>(null);
  const hidden = useRef<HiddenTarget | null>(null);
  return (
    <>
      <NoteScrollAtHydration into={noted} />
      <HideKeptHashTarget into={hidden} />
      <ScrollRestoration getKey={getKey} />
      <ShowHiddenTarget from={hidden} />
      <PutNotedScrollBack from={noted} />
    </>
  );
}
