// Journeys of the installable app (issue 19) on theme3: the service worker installs once the page
// has settled; with the network cut, a reload paints home from its cache under the offline banner;
// a new build's worker is offered through the new-version bar, whose tap switches to it; the
// install drawer on iOS Safari; the download banner, closed, stays closed for the session.
import { expect, test, type Page } from '@playwright/test';
import { appUrl } from '../apps';
import { skipHomeModals } from './accounts.fixtures';

const HOME = appUrl('theme3', '/');
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** Waits until the page is controlled by the app's worker (registered after the page settles). */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(
    () => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js') === true,
    undefined,
    { timeout: 30_000 },
  );
}

test.describe('service worker', () => {
  test('installs, and a reload with the network cut paints home from cache under the offline banner', async ({
    page,
    context,
  }) => {
    await skipHomeModals(page);
    await page.goto(HOME);
    const menu = page.getByRole('navigation', { name: '底部菜单' });
    await expect(menu).toBeVisible();
    await waitForServiceWorker(page);
    // The worker took what the first load fetched before it was there (config.json, chunks).
    await expect
      .poll(() => page.evaluate(async () => (await caches.keys()).sort().join(',')))
      .toMatch(/jinli-config.*workbox-precache|workbox-precache/);
    await expect
      .poll(() =>
        page.evaluate(async () => (await (await caches.open('jinli-config')).keys()).length),
      )
      .toBeGreaterThan(0);

    await context.setOffline(true);
    await page.reload();
    // The shell and home screen from the cache, with the banner saying the network is gone.
    await expect(page.getByRole('status').filter({ hasText: '网络已断开' })).toBeVisible();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: '首页' })).toBeVisible();
    await expect(page.getByTestId('home-header')).toBeVisible();

    // Back online, the banner goes.
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: '网络已断开' })).toHaveCount(0);
  });

  test('a new build is offered by the new-version bar, and its tap switches to it', async ({
    page,
    context,
  }) => {
    await skipHomeModals(page);
    await page.goto(HOME);
    await waitForServiceWorker(page);
    const first = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);

    // The next build: the server now answers a different sw.js (its precache list changed).
    await context.route('**/sw.js', async (route) => {
      const answer = await route.fetch();
      const body = `${await answer.text()}\n// next build ${Date.now()}\n`;
      await route.fulfill({
        response: answer,
        body,
        headers: { ...answer.headers(), 'content-encoding': '' },
      });
    });
    await page.reload();
    const bar = page.getByRole('alert').filter({ hasText: '发现新版本' });
    await expect(bar).toBeVisible({ timeout: 30_000 });
    const reloaded = page.waitForEvent('framenavigated');
    await bar.getByRole('button', { name: '立即更新' }).click();
    await reloaded;
    await waitForServiceWorker(page);
    // The page now runs on the new worker, and nothing is waiting any more.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.waiting === null && registration.active !== null;
        }),
      )
      .toBe(true);
    expect(first).toMatch(/\/sw\.js$/);
    await expect(page.getByRole('alert').filter({ hasText: '发现新版本' })).toHaveCount(0);
  });
});

test.describe('install drawer on iOS Safari', () => {
  test.use({ userAgent: IPHONE_SAFARI });

  test('shows the steps on the index, and not again once dismissed this session', async ({
    page,
  }) => {
    await skipHomeModals(page);
    await page.goto(HOME);
    const drawer = page.getByRole('dialog', { name: '添加到主屏幕' });
    await expect(drawer).toBeVisible({ timeout: 20_000 });
    await expect(drawer.getByRole('listitem')).toHaveCount(3);
    await expect(drawer).toContainText('「分享」');
    await expect(drawer).toContainText('「添加到主屏幕」');
    await drawer.getByRole('button', { name: '我知道了' }).click();
    await expect(drawer).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('navigation', { name: '底部菜单' })).toBeVisible();
    // Past the moment it would open (after the page settles).
    await page.waitForTimeout(4_000);
    await expect(drawer).toHaveCount(0);
  });
});

test.describe('download banner', () => {
  // The company's answer is rewritten below: keep the worker out of the way of that route.
  test.use({ serviceWorkers: 'block' });

  test('shows the Android download with room kept for the floating buttons, and stays closed for the session', async ({
    page,
  }) => {
    await page.route('**/app-api/company/get*', async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { data: Record<string, unknown> };
      body.data.androidDownloadUrl = 'https://download.example.com/jinli.apk';
      body.data.iosDownloadUrl = 'https://download.example.com/jinli-ios';
      await route.fulfill({ response: answer, json: body });
    });
    await skipHomeModals(page);
    await page.goto(HOME);
    const banner = page.getByRole('region', { name: '下载APP' });
    await expect(banner).toBeVisible({ timeout: 20_000 });
    await expect(banner.getByRole('link', { name: '立即下载' })).toHaveAttribute(
      'href',
      'https://download.example.com/jinli.apk',
    );
    const box = await banner.boundingBox();
    expect(box?.height).toBe(56);
    // Above the bottom menu, and what floats keeps clear of it.
    const menuBox = await page.getByRole('navigation', { name: '底部菜单' }).boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBeLessThanOrEqual(
      Math.round(menuBox?.y ?? 0) + 1,
    );
    await expect
      .poll(() =>
        page.evaluate(() =>
          document.documentElement.style.getPropertyValue('--jl-floating-bottom'),
        ),
      )
      .toBe('56px');
    const bubble = page.getByRole('button', { name: '聊天室' });
    if (await bubble.isVisible()) {
      const bubbleBox = await bubble.boundingBox();
      expect((bubbleBox?.y ?? 0) + (bubbleBox?.height ?? 0)).toBeLessThanOrEqual(box?.y ?? 0);
    }

    await banner.getByRole('button', { name: '关闭' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('navigation', { name: '底部菜单' })).toBeVisible();
    await page.waitForTimeout(4_000);
    await expect(page.getByRole('region', { name: '下载APP' })).toHaveCount(0);
  });
});
