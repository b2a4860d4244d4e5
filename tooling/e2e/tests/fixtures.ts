// The journeys' `test`: Playwright's, with a check of its own around every test. A first screen the
// server rendered is hydrated by the app (packages/features bootApp), and a first render that does
// not match the server's HTML is a bug even though React recovers from it (it renders that part
// again on the client): bootApp's onRecoverableError logs it as an error naming hydration, and
// React's own reports name it too (in production builds only as an error code, 418–425). Every page
// of the test's contexts is watched (the test's own and those made with browser.newContext), and
// the test fails when any reported one.
import { expect, test as base, type BrowserContext } from '@playwright/test';

export { expect };

/** React's production error codes of hydration (react.dev/errors/<code>). */
const HYDRATION_ERROR_CODES = /react\.dev\/errors\/(?:418|419|421|422|423|425)\b/;

/** Whether a console message or page error reports a failed hydration. */
export function reportsHydrationFailure(text: string): boolean {
  return /hydrat/i.test(text) || HYDRATION_ERROR_CODES.test(text);
}

const watched = new WeakSet<BrowserContext>();
/** The running test's reports (a worker runs one test at a time). */
let reports: string[] | undefined;

function watch(context: BrowserContext): void {
  if (watched.has(context)) return;
  watched.add(context);
  context.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const text = message.text();
    if (reportsHydrationFailure(text)) reports?.push(`${message.page()?.url() ?? ''}: ${text}`);
  });
  context.on('weberror', (error) => {
    const text = String(error.error().stack ?? error.error());
    if (reportsHydrationFailure(text)) reports?.push(`${error.page()?.url() ?? ''}: ${text}`);
  });
}

export const test = base.extend<{ hydrationFailures: string[] }, { watchNewContexts: void }>({
  watchNewContexts: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        watch(context);
        return context;
      };
      await use();
      browser.newContext = newContext;
    },
    { scope: 'worker', auto: true },
  ],
  /**
   * The hydration failures reported during the test; it fails when any is left at its end (a test
   * that provokes one on purpose checks it and empties the list).
   */
  hydrationFailures: [
    async ({ context }, use) => {
      watch(context);
      const mine: string[] = [];
      reports = mine;
      await use(mine);
      reports = undefined;
      expect(
        mine,
        'React reported a failed hydration: the first render did not match the server’s HTML',
      ).toEqual([]);
    },
    { auto: true },
  ],
});
