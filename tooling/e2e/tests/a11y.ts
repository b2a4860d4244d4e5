// Accessibility check of the journeys (issue 18): axe-core on the screen a journey has reached,
// failing on any serious or critical violation of WCAG 2.0-2.2 A/AA. Call it once a screen has
// rendered what it is about (its data, not its skeleton), e.g. `await checkA11y(page, '首页')`.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** The WCAG levels checked: A and AA of 2.0, 2.1 and 2.2. */
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Impacts that fail a journey. */
const FAILING = new Set(['serious', 'critical']);

export interface CheckA11yOptions {
  /** Selectors left out (third-party content we do not draw, e.g. a game provider's frame). */
  exclude?: string[];
}

/**
 * Runs axe on the page as it is now and fails the test with a readable list (rule, impact, help
 * and the first offending elements) when a serious or critical violation is found. Minor and
 * moderate ones are attached to the report, not failed.
 */
export async function checkA11y(page: Page, screen: string, options: CheckA11yOptions = {}) {
  await test.step(`axe: ${screen}`, async () => {
    // Legacy mode runs axe.run() in the page itself: the default runs each frame's part, then
    // opens a blank page of its own to finish, a new page per check (CPU for nothing here: the
    // screens checked have no cross-origin frames, and a provider's frame is excluded).
    let axe = new AxeBuilder({ page }).withTags(A11Y_TAGS).setLegacyMode(true);
    for (const selector of options.exclude ?? []) axe = axe.exclude(selector);
    // One run, every rule on the page with its bars in the flow (see withBarsInFlow): each run
    // injects axe's 1.5 MB anew and walks the whole page, and a second one for the target size
    // alone was a fifth of the journeys' axe CPU.
    const { violations } = await withBarsInFlow(page, () => axe.analyze());
    const failing = violations.filter((v) => FAILING.has(v.impact ?? ''));
    const others = violations.filter((v) => !FAILING.has(v.impact ?? ''));
    if (others.length > 0) {
      await test.info().attach(`axe ${screen} (minor/moderate)`, {
        body: describeViolations(others),
        contentType: 'text/plain',
      });
    }
    expect(failing, `${screen} (${page.url()}):\n${describeViolations(failing)}`).toEqual([]);
  });
}

/**
 * Runs `check` with the page's fixed and sticky bars put back in the flow. axe counts a target
 * that scrolls under a docked bar (the tab bar, the game's bet bar, a sticky header) as too small
 * (WCAG 2.5.8), and text under a bar as unreadable to check for contrast, so the verdict would
 * depend on where the page happens to be scrolled; in the flow every target is measured at its own
 * size and against its real neighbours, and every text over its own background.
 */
async function withBarsInFlow<T>(page: Page, check: () => Promise<T>): Promise<T> {
  await page.evaluate(() => {
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const { position } = getComputedStyle(element);
      if (position !== 'fixed' && position !== 'sticky') continue;
      element.dataset.a11yPosition = element.style.position;
      element.style.setProperty('position', 'static', 'important');
    }
  });
  try {
    return await check();
  } finally {
    await page.evaluate(() => {
      for (const element of Array.from(
        document.querySelectorAll<HTMLElement>('[data-a11y-position]'),
      )) {
        element.style.position = element.dataset.a11yPosition ?? '';
        delete element.dataset.a11yPosition;
      }
    });
  }
}

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function describeViolations(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\n/g, ' ')}`)
        .join('\n');
      return `- ${v.id} [${v.impact}] ${v.help} (${v.nodes.length})\n${nodes}`;
    })
    .join('\n');
}
