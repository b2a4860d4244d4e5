// Journey: the app runs under the server's Content-Security-Policy without a single violation —
// the home page (carousel, notices, lottery card and its socket), the replay list with its hls.js
// player, and the gallery. A violation shows as a `securitypolicyviolation` event in the page and
// as a console error; either fails the journey.
import type { Page } from '@playwright/test';
import { appUrl } from '../apps';
import { expect, test } from './fixtures';

/** Starts recording the page's CSP violations (events and console errors); returns the list. */
async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      void report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  return violations;
}

test('the app runs under its Content-Security-Policy without violations', async ({ page }) => {
  test.setTimeout(300_000);
  const violations = await recordCspViolations(page);

  const response = await page.goto(appUrl('theme3', '/'));
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  expect(response?.headers()['x-frame-options']).toBe('DENY');
  // The home page with its notice and ad modals, carousel and lottery card (socket included).
  // (Generous waits: the page loads its data and lazy screens on a busy CI machine.)
  await expect(page.getByTestId('lottery-card')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('dialog').first()).toBeVisible({ timeout: 60_000 });

  // The replay list plays a recorded draw through hls.js (MediaSource, blob: media), when one exists.
  await page.goto(appUrl('theme3', '/lottery-history/110?type=live-lottery'));
  const first = page.getByTestId('lottery-history-row').first();
  await expect(first).toBeVisible({ timeout: 60_000 });
  const replayButton = first.getByRole('button', { name: '观看回放' });
  if (await replayButton.isVisible()) {
    await replayButton.click();
    const video = first.locator('video');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
      .toBeGreaterThan(0.3);
  }

  await page.goto(appUrl('theme3', '/gallery'));
  await expect(page.locator('img').first()).toBeVisible({ timeout: 60_000 });

  expect(violations).toEqual([]);
});
