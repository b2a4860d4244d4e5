// The journeys' `test`: Playwright's, with a check of its own around every test. A first screen the
// server rendered is hydrated by the app (packages/features bootApp), and a first render that does
// not match the server's HTML is a bug even though React recovers from it (it renders that part
// again on the client): bootApp's onRecoverableError logs it as an error naming hydration, and
// React's own reports name it too (in production builds only as an error code, 418–425). Every page
// of the test's contexts is watched (the test's own and those made with browser.newContext), and
// the test fails when any reported one.
import { expect, test as base, type BrowserContext } from '@playwright/test';
import { portOf, themes } from '../apps';
import { checkA11y } from './a11y';

export { expect };

/** React's production error codes of hydration (react.dev/errors/<code>). */
const HYDRATION_ERROR_CODES = /react\.dev\/errors\/(?:418|419|421|422|423|425)\b/;

/** Whether a console message or page error reports a failed hydration. */
export function reportsHydrationFailure(text: string): boolean {
  return /hydrat/i.test(text) || HYDRATION_ERROR_CODES.test(text);
}

const watched = new WeakSet<BrowserContext>();
/** The running test's contexts (for the audit of E2E_AXE_AUDIT). */
let contexts: BrowserContext[] = [];
/** The running test's reports (a worker runs one test at a time). */
let reports: string[] | undefined;

function watch(context: BrowserContext): void {
  contexts.push(context);
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
      contexts = [];
      watch(context);
      const mine: string[] = [];
      reports = mine;
      await use(mine);
      reports = undefined;
      if (process.env.E2E_AXE_AUDIT) await auditOpenPages(contexts);
      expect(
        mine,
        'React reported a failed hydration: the first render did not match the server’s HTML',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

/** The players' apps' origins (the console's own screens are checked by its journeys). */
const appOrigins = new Set(themes.map((theme) => `http://127.0.0.1:${portOf(theme)}`));

/**
 * E2E_AXE_AUDIT=1 (an audit run, not CI: it costs an axe run per page): every page of the test
 * still open on a player's app at the test's end passes axe too — the screens the journeys reach
 * beyond those they check on purpose.
 */
async function auditOpenPages(open: BrowserContext[]): Promise<void> {
  for (const context of open) {
    for (const page of context.pages()) {
      if (page.isClosed()) continue;
      let origin = '';
      try {
        origin = new URL(page.url()).origin;
      } catch {
        continue;
      }
      if (!appOrigins.has(origin)) continue;
      await checkA11y(page, `audit ${new URL(page.url()).pathname}`, {
        exclude: ['iframe'],
      });
    }
  }
}
