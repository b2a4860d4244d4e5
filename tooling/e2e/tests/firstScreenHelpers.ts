// Helpers of the journeys that check a screen the server rendered (apps/server firstScreen.ts) and
// the app's hydration of it: open a page that carries the render, and watch what the boot does to
// it (nodes of the render taken off the page, layout shifts).
import type { Browser, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Opens `url` with a page that carries the server's render. The server sends a page without it
 * when the render is not ready within its budget (a slow machine's first renders), by design: such
 * a page is opened again. `waitUntil: 'commit'` returns once the page arrives, before its scripts
 * have run (for a journey that holds them back).
 */
export async function openRendered(
  page: Page,
  url: string,
  waitUntil: 'commit' | 'load' = 'load',
): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await page.goto(url, { waitUntil });
        return (await response?.text())?.includes('data-jinli-first-screen') ?? false;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
}

/**
 * Holds back every script the page asks for from now on, as a slow phone's network would (the
 * server's screen is painted, the app has not taken it over), until the returned function is called.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** What {@link watchFirstScreen} saw. */
export interface FirstScreenSeen {
  /** Elements with the watched test id taken off the page (a render drawn anew). */
  removed: number;
  /** The sum of layout shifts. */
  shift: number;
  /** What moved in each shift (test id or tag and class, and how far), for the failure message. */
  moved: string[];
}

/** Watches, on every page `page` opens from now on, the elements with `testId` and the layout. */
export async function watchFirstScreen(page: Page, testId: string): Promise<void> {
  await page.addInitScript((watched) => {
    const seen = { removed: 0, shift: 0, moved: [] as string[] };
    (window as unknown as { firstScreen: typeof seen }).firstScreen = seen;
    const selector = `[data-testid="${watched}"]`;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.removedNodes)) {
          if (!(node instanceof Element)) continue;
          if (node.matches(selector)) seen.removed += 1;
          seen.removed += node.querySelectorAll(selector).length;
        }
      }
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & { value: number; sources?: Source[] };
        seen.shift += shift.value;
        for (const source of shift.sources ?? []) {
          const node = source.node instanceof Element ? source.node : source.node?.parentElement;
          const name =
            node?.getAttribute('data-testid') ??
            `${node?.tagName.toLowerCase() ?? '?'}.${node?.className.toString().slice(0, 60) ?? ''}`;
          const { previousRect: was, currentRect: now } = source;
          seen.moved.push(
            `${name} ${was.x},${was.y} ${was.width}x${was.height} → ${now.x},${now.y} ${now.width}x${now.height}`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, testId);
}

/** What {@link watchFirstScreen} has seen on the page open now. */
export function firstScreenSeen(page: Page): Promise<FirstScreenSeen> {
  return page.evaluate(() => (window as unknown as { firstScreen: FirstScreenSeen }).firstScreen);
}

/** Whether React holds `element`'s node (hydrated: its fiber on the very node the page parsed). */
export async function expectHydrated(element: ReturnType<Page['locator']>): Promise<void> {
  await expect
    .poll(() =>
      element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))),
    )
    .toBe(true);
}

/** Collects the page's messages that report its Content Security Policy refused something. */
export function collectCspRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/.test(message.text())) {
      refused.push(message.text());
    }
  });
  return refused;
}

/** A phone's viewport, as the journeys open pages. */
const PHONE = { width: 390, height: 844 };

/**
 * Opens `url` (with the server's render) in a browser that runs no script, and hands the page to
 * `check`: what the page itself paints.
 */
export async function withoutScripts(
  browser: Browser,
  url: string,
  check: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  try {
    const page = await context.newPage();
    await openRendered(page, url);
    await expect(page.locator('#root[data-jinli-first-screen]')).toHaveCount(1);
    await check(page);
  } finally {
    await context.close();
  }
}

/**
 * Opens `url` (with the server's render) in a fresh context, after `prepare` (sign in, skip
 * dialogs), watching the elements with `watched`; hands the hydrated page to `check`, then expects
 * that none of them was drawn anew, that nothing moved and that the page's CSP refused nothing.
 */
export async function hydratedPage(
  browser: Browser,
  url: string,
  watched: string,
  prepare: (page: Page) => Promise<void>,
  check: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({ viewport: PHONE });
  try {
    const page = await context.newPage();
    await prepare(page);
    const refused = collectCspRefusals(page);
    await watchFirstScreen(page, watched);
    await openRendered(page, url);
    await expect(page.locator('#root[data-jinli-first-screen]')).toHaveCount(0);
    await expectHydrated(page.getByTestId(watched).first());
    await check(page);
    const seen = await firstScreenSeen(page);
    expect(seen.removed).toBe(0);
    expect(seen.shift, `what moved: ${seen.moved.join('; ')}`).toBeLessThan(0.001);
    expect(refused).toEqual([]);
  } finally {
    await context.close();
  }
}

/**
 * Expects the first `parsed` children of `container` to keep their places when the children after
 * them are missing, as they are in a frame the browser paints before the rest of the page's HTML
 * has arrived (a slow network, a busy phone). Laid out by how many had been parsed, the bottom
 * menu's two wide items then five narrow ones moved after the first paint (a layout shift of 0.013
 * on a loaded machine), and home's 登录 moved 66 px left when 注册 arrived (0.001).
 */
export async function expectPlacedBeforeItsEnd(container: Locator, parsed: number): Promise<void> {
  const places = await container.evaluate((element, count) => {
    const rects = () =>
      Array.from(element.children).map((child) => {
        const { x, width } = child.getBoundingClientRect();
        return [x, width];
      });
    const whole = rects();
    // As parsed up to the `count`th child: the rest not there yet.
    for (const child of Array.from(element.children).slice(count)) child.remove();
    return { whole, partial: rects() };
  }, parsed);
  expect(places.whole.length).toBeGreaterThan(parsed);
  expect(places.partial).toEqual(places.whole.slice(0, parsed));
}

/** The bottom menu as parsed up to its second item: {@link expectPlacedBeforeItsEnd}. */
export async function expectMenuPlacedBeforeItsEnd(page: Page): Promise<void> {
  await expectPlacedBeforeItsEnd(page.getByRole('navigation', { name: '底部菜单' }), 2);
}
