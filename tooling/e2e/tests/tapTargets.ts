// Tap targets measured in the page (issue 34): every control takes taps over 44 x 44 px (WCAG
// 2.5.5), and the floating chat button lies over none. A control passes when the points 21 px
// up, down, left and right of its centre hit it or something inside it (elementFromPoint): a
// drawing smaller than its hit area (a layer around it, ui's .jl-hit) passes, a bare 14 px word or
// a 24 px chip does not, and so does a control another layer covers.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Smallest hit area of a tap target, px (WCAG 2.5.5). */
export const TAP_MIN = 44;

/** What the page treats as a control a player taps. */
const CONTROLS = [
  'button',
  'a[href]',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="tab"]',
  '[role="radio"]',
  '[role="checkbox"]',
  '[role="switch"]',
  '[role="link"]',
].join(',');

/** Whether taps land on `target` over at least TAP_MIN x TAP_MIN around its centre. */
export async function expectTapTarget(target: Locator, name: string): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  expect(box, `${name} is on screen`).not.toBeNull();
  const misses = await target.evaluate(missedProbes, TAP_MIN);
  expect(misses, `${name} takes taps over ${TAP_MIN} x ${TAP_MIN} px`).toEqual([]);
}

/**
 * The controls inside `root` (itself included when it is one) that take taps over less than
 * TAP_MIN x TAP_MIN, each as "name (w x h): the probes that missed". Each is scrolled to the middle
 * of the screen first, so that no sticky bar covers it by chance of where the page stood.
 */
export async function smallTapTargets(root: Locator): Promise<string[]> {
  const controls = root.locator(`:scope:is(${CONTROLS}), :scope :is(${CONTROLS})`);
  const failures: string[] = [];
  for (const control of await controls.all()) {
    // A disabled control takes no taps (the bet page's numbers while a turn is closed).
    if (!(await control.isVisible()) || (await control.isDisabled())) continue;
    await control.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const misses = await control.evaluate(missedProbes, TAP_MIN);
    if (misses.length === 0) continue;
    const described = await control.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const name =
        element.getAttribute('aria-label') ??
        (element.textContent ?? '').trim().slice(0, 20) ??
        element.tagName;
      return `${name || element.tagName.toLowerCase()} (${Math.round(box.width)} x ${Math.round(box.height)})`;
    });
    failures.push(`${described}: ${misses.join(', ')}`);
  }
  return failures;
}

/**
 * The probes around `element`'s centre that miss it: 'up', 'down', 'left', 'right' (run in the
 * page). Points off screen count as missed.
 */
function missedProbes(element: Element, tapMin: number): string[] {
  const box = element.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  const reach = tapMin / 2 - 1;
  const probes: [string, number, number][] = [
    ['up', x, y - reach],
    ['down', x, y + reach],
    ['left', x - reach, y],
    ['right', x + reach, y],
  ];
  return probes
    .filter(([, px, py]) => {
      const at = document.elementFromPoint(px, py);
      return at === null || (at !== element && !element.contains(at));
    })
    .map(([side]) => side);
}

/**
 * The controls on screen that the floating chat button lies over, by name; empty when it is not
 * shown. Checked where the page stands, so a journey checks at rest at the top and at the end.
 */
export async function controlsUnderChatButton(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const bubble = document.querySelector('[data-testid="floating-chat"]');
    if (!bubble) return [];
    const b = bubble.getBoundingClientRect();
    if (b.width === 0 || b.height === 0) return [];
    const under: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      if (bubble.contains(element) || element.contains(bubble)) continue;
      const r = element.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden') continue;
      const overlapX = Math.min(r.right, b.right) - Math.max(r.left, b.left);
      const overlapY = Math.min(r.bottom, b.bottom) - Math.max(r.top, b.top);
      if (overlapX > 0 && overlapY > 0) {
        const name =
          element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 20);
        under.push(
          `${name || element.tagName.toLowerCase()} (${Math.round(overlapX)} x ${Math.round(overlapY)})`,
        );
      }
    }
    return under;
  }, CONTROLS);
}
