// The browser of the journeys (tooling/e2e) and the story renderer (apps/storybook): Debian's
// Chromium, never a downloaded one (the machine reaches no browser CDN), started headless for a
// phone on two cores. Plain JavaScript, read by path by the Playwright config like testTimeouts.js.
import { fileURLToPath } from 'node:url';

/**
 * What Playwright starts (its `executablePath`): a launcher that starts Debian's Chromium, or
 * CHROMIUM_PATH, with every --disable-features merged into one (see the script: Chromium reads only
 * the last one, and Playwright passes its own).
 */
export const testChromiumPath = fileURLToPath(new URL('./chromium-for-tests.sh', import.meta.url));

/** The flags the suites start it with. */
export const testChromiumArgs = [
  // No sandbox (containers), no GPU (software rendering), nothing fetched in the background.
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  // Every window the browser opens (every Playwright page) loaded the omnibox's popup, a page of
  // the browser's own UI with 2 MB of script in a renderer of its own, which headless never shows:
  // opening a page cost 2.0 CPU-s with it and 0.9 without (a blank page, fresh context, two cores).
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];
