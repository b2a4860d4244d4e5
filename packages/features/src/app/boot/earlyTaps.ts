// Taps on the first screen the server painted, before the app has hydrated it. The page shows its
// buttons as soon as its HTML and CSS are in, but they answer only once the app's scripts have
// loaded and bootApp has called hydrateRoot: on a phone's network and CPU that is 1.2–1.6 s after
// the first paint (home and the gallery, 4× CPU, 1.6 Mbit/s, 150 ms round trips), and a tap then
// did nothing. The page's first script (each theme's src/earlyTaps.ts, written into index.html's
// head inline by the build, tooling/vite-config/firstScript.js) listens before the first paint and
// keeps the last tap on a control of the painted screen; bootApp takes it as it hydrates and taps
// it again on the hydrated screen (docs/decisions/taps-before-hydration.md).
//
// This module and the mark it reads (serverRendered.ts) are that first script's whole code: the
// build bundles them alone, inline into every page (a few hundred bytes; the build fails over 2 KB),
// so it imports nothing else. The app imports only its types. The app's side is earlyTapReplay.ts.

import { SERVER_RENDERED_ATTRIBUTE } from './serverRendered';

/** What the page's first script leaves for the app, as `window.jinliEarlyTaps`. */
export interface EarlyTaps {
  /** Stops keeping taps (the app answers them from now on); returns the control tapped last. */
  stop(): HTMLElement | null;
}

declare global {
  interface Window {
    jinliEarlyTaps?: EarlyTaps;
  }
}

/**
 * The controls whose taps are kept. Links are not: they navigate without script. A field takes
 * focus and typing without script too.
 */
const CONTROLS =
  'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], [role="menuitem"], [role="option"]';

/**
 * Keeps the last tap on a control of the server's first screen until the app takes it
 * (`takeEarlyTap`, earlyTapReplay.ts). Only the last: a player who tapped twice in the wait meant
 * the second.
 */
export function catchEarlyTaps(doc: Document = document): void {
  const win = doc.defaultView;
  if (!win || win.jinliEarlyTaps) return;
  let last: HTMLElement | null = null;
  const onClick = (event: MouseEvent) => {
    const root = doc.getElementById('root');
    if (!root?.hasAttribute(SERVER_RENDERED_ATTRIBUTE) || !(event.target instanceof win.Element))
      return;
    const control = event.target.closest(CONTROLS);
    if (!(control instanceof win.HTMLElement) || !root.contains(control)) return;
    if (control.closest('a[href]') || control.matches(':disabled, [aria-disabled="true"]')) return;
    last = control;
    // A button in a form would submit it without the app: a page load the player did not ask for.
    event.preventDefault();
  };
  doc.addEventListener('click', onClick, true);
  win.jinliEarlyTaps = {
    stop() {
      doc.removeEventListener('click', onClick, true);
      const tapped = last;
      last = null;
      return tapped;
    },
  };
}
