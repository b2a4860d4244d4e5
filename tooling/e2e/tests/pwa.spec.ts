// Journeys of the installable app (issue 19) on theme3: the service worker installs once the page
// has settled; with the network cut, a reload paints home from its cache under the offline banner;
// a new build's worker is offered through the new-version bar, whose tap switches to it; the
// install drawer on iOS Safari; the download banner, closed, stays closed for the session.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { hangTimeout } from '../../vite-config/testTimeouts.js';
import { appUrl, portOf } from '../apps';
import { skipHomeModals } from './accounts.fixtures';
import { expect, test } from './fixtures';

// What these journeys are about: the playwright config blocks it for every other journey.
test.use({ serviceWorkers: 'allow' });

const HOME = appUrl('theme3', '/');
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** Waits until the installable app's overlay has loaded (after the page settles) and rendered. */
async function waitForPwaOverlay(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    performance
      .getEntriesByType('resource')
      .some((entry) => entry.name.includes('/assets/PwaOverlay-')),
  );
  await page.waitForTimeout(500);
}

/** Waits until the page is controlled by the app's worker (registered after the page settles). */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(
    () => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js') === true,
    undefined,
    { timeout: hangTimeout(30_000) },
  );
}

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Writes `text` to `file` with the .br/.gz copies the server sends in its place. */
function writeServed(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

/**
 * The reference server on a copy of theme3's build (in-memory database, this run's spare port).
 * `deployNextBuild` changes index.html and, as the build would, its revision in sw.js (the
 * server keeps the index.html it read at start: the worker is what tells the builds apart here).
 */
async function startCopiedSite() {
  const appDir = mkdtempSync(join(tmpdir(), 'jinli-pwa-app-'));
  cpSync(join(repo, 'apps/theme3/dist'), appDir, { recursive: true });
  // The last port of the run's block (apps.ts): base + 4…8 are the console's and the cluster's.
  const port = portOf('theme4') + 6;
  const server = spawn(
    process.execPath,
    // No demo content: the worker and its update need none, and seeding doubles the start.
    [
      'dist/main.js',
      '--app-dir',
      appDir,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--no-seed',
    ],
    {
      cwd: join(repo, 'apps/server'),
      env: { ...process.env, DATABASE_URL: '', JINLI_DATA_DIR: 'memory://' },
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    const up = await fetch(`${url}healthz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('site did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    deployNextBuild() {
      const index = join(appDir, 'index.html');
      const html = readFileSync(index, 'utf8').replace('</head>', '<!-- next build --></head>');
      writeServed(index, html);
      const revision = createHash('md5').update(html).digest('hex');
      const sw = join(appDir, 'sw.js');
      const script = readFileSync(sw, 'utf8').replace(
        /(url:"index\.html",revision:")[^"]+"/,
        `$1${revision}"`,
      );
      if (!script.includes(revision)) throw new Error('sw.js has no index.html revision');
      writeServed(sw, script);
      return revision;
    },
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      rmSync(appDir, { recursive: true, force: true });
    },
  };
}

type Site = Awaited<ReturnType<typeof startCopiedSite>>;

test.describe('service worker', () => {
  // The update test's own server starts while the first test runs.
  let site: Promise<Site> | undefined;
  test.beforeAll(() => {
    site = startCopiedSite();
    site.catch(() => undefined);
  });
  test.afterAll(async () => {
    await (await site?.catch(() => undefined))?.stop();
  });

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
  }) => {
    // A server of its own on a copy of the build, so that deploying "the next build" (a changed
    // index.html and so a changed sw.js) touches no other journey's server.
    test.setTimeout(120_000);
    const next = await site!;
    await skipHomeModals(page);
    await page.goto(next.url);
    await waitForServiceWorker(page);

    const revision = next.deployNextBuild();
    await page.reload();
    const bar = page.getByRole('alert').filter({ hasText: '发现新版本' });
    await expect(bar).toBeVisible({ timeout: hangTimeout(30_000) });
    // Nothing changes until the tap: the new worker waits, the old one still controls the page.
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return registration?.waiting?.state;
      }),
    ).toBe('installed');
    const reloaded = page.waitForEvent('load');
    await bar.getByRole('button', { name: '立即更新' }).click();
    await reloaded;
    await waitForServiceWorker(page);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.waiting === null && registration.active?.state === 'activated';
        }),
      )
      .toBe(true);
    // The page runs on the new build's worker, whose precache holds the new index.html.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const keys: string[] = [];
          for (const name of await caches.keys()) {
            for (const request of await (await caches.open(name)).keys()) keys.push(request.url);
          }
          return keys.filter((url) => new URL(url).pathname === '/index.html');
        }),
      )
      .toEqual([expect.stringContaining(`__WB_REVISION__=${revision}`)]);
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
    await expect(drawer).toBeVisible({ timeout: hangTimeout(20_000) });
    await expect(drawer.getByRole('listitem')).toHaveCount(3);
    await expect(drawer).toContainText('「分享」');
    await expect(drawer).toContainText('「添加到主屏幕」');
    await drawer.getByRole('button', { name: '我知道了' }).click();
    await expect(drawer).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('navigation', { name: '底部菜单' })).toBeVisible();
    // Past the moment it would open (after the page settles).
    await waitForPwaOverlay(page);
    await expect(drawer).toHaveCount(0);
  });
});

test.describe('download banner', () => {
  // The company's answer is rewritten below: keep the worker out of the way of that route.
  test.use({ serviceWorkers: 'block' });

  test('shows the Android download with room kept for the floating buttons, and stays closed for the session', async ({
    page,
  }) => {
    const withDownloads = (body: { data: Record<string, unknown> }) => {
      body.data.androidDownloadUrl = 'https://download.example.com/jinli.apk';
      body.data.iosDownloadUrl = 'https://download.example.com/jinli-ios';
      return body;
    };
    // The page carries the company's answer inline (apps/server appSite.ts); a refetch asks for it.
    await page.route(HOME, async (route) => {
      const answer = await route.fetch();
      const html = (await answer.text()).replace(
        /(<script type="application\/json" data-jinli-preload="company" data-href="[^"]*">)([^<]*)/,
        (_match, open: string, json: string) =>
          open + JSON.stringify(withDownloads(JSON.parse(json))).replace(/</g, '\\u003c'),
      );
      await route.fulfill({ response: answer, body: html });
    });
    await page.route('**/app-api/company/get*', async (route) => {
      const answer = await route.fetch();
      const body = withDownloads((await answer.json()) as { data: Record<string, unknown> });
      await route.fulfill({ response: answer, json: body });
    });
    await skipHomeModals(page);
    await page.goto(HOME);
    const banner = page.getByRole('region', { name: '下载APP' });
    await expect(banner).toBeVisible({ timeout: hangTimeout(20_000) });
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
    await waitForPwaOverlay(page);
    await expect(page.getByRole('region', { name: '下载APP' })).toHaveCount(0);
  });
});
