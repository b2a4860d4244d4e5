// Issue 34's "four brands, not one app in four palettes", measured: each brand's screen opened at
// phone size in a fresh context, a look read from it (a kind of surface, edge or shape, never a
// colour), and the looks expected to differ from brand to brand.
import type { Browser, Locator, Page } from '@playwright/test';
import type { Theme } from '../apps';
import { skipHomeModals } from './accounts.fixtures';
import { expect } from './fixtures';

/**
 * `read`'s look of each brand's page (a fresh 390 × 844 context, home's first-visit dialogs
 * skipped), in the order of `brands`; expects them all different.
 */
export async function expectDistinctLooks(
  browser: Browser,
  brands: readonly Theme[],
  read: (page: Page, brand: Theme) => Promise<string>,
): Promise<string[]> {
  const looks: string[] = [];
  for (const brand of brands) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await skipHomeModals(page);
      looks.push(await read(page, brand));
    } finally {
      await context.close();
    }
  }
  expect(new Set(looks).size, looks.join(' | ')).toBe(brands.length);
  return looks;
}

/**
 * The screen's modules in the order they stand, each named by the first of `modules` (a class and
 * its name) its element carries; elements with none are skipped.
 */
export function moduleOrder(
  screen: Locator,
  modules: readonly (readonly [className: string, name: string])[],
): Promise<string[]> {
  return screen.evaluate(
    (main, known) =>
      Array.from(main.children).flatMap((child) => {
        const module = known.find(([name]) => child.classList.contains(name));
        return module ? [module[1]] : [];
      }),
    modules,
  );
}
