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
    let builder = new AxeBuilder({ page }).withTags(A11Y_TAGS);
    for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
    const results = await builder.analyze();
    const failing = results.violations.filter((v) => FAILING.has(v.impact ?? ''));
    const others = results.violations.filter((v) => !FAILING.has(v.impact ?? ''));
    if (others.length > 0) {
      await test.info().attach(`axe ${screen} (minor/moderate)`, {
        body: describeViolations(others),
        contentType: 'text/plain',
      });
    }
    expect(failing, `${screen} (${page.url()}):\n${describeViolations(failing)}`).toEqual([]);
  });
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
