// A navigation that only records where the player already is (the game center's hash following
// the scroll): the page must stay exactly where it is. `preventScrollReset` is not enough for a
// URL with a hash: React Router's ScrollRestoration scrolls a hash's element into view whatever
// the navigation asked (remix-run/react-router#10034, closed unmerged), which snapped a player who
// had stopped halfway down a category back to its top, a moment later and wherever they were by
// then. The shell's scroll restoration honours this state (PageScrollRestoration).

/** The `state` of a navigation that keeps the page where it is. */
export const KEEP_SCROLL_STATE: Readonly<{ keepScroll: true }> = { keepScroll: true };

/** Whether a location's state asks to keep the page where it is. */
export function keepsScroll(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { keepScroll?: unknown }).keepScroll === true
  );
}
