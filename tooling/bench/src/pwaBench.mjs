// The installable app (issue 19) of every built theme, in Debian's Chromium at phone size against
// the real server: Chrome's own installability check (DevTools Protocol Page.getInstallabilityErrors,
// what Lighthouse's PWA category read before Lighthouse 12 dropped it), the manifest as the browser
// parsed it (name, colours, icons, display, start URL), the service worker controlling the page,
// what it precached, and a reload with the network cut painting home from the cache. Exits 1 when
// a theme is not installable or does not paint offline: unlike the timings, these do not depend on
// the machine's load. Run after `pnpm build`: `pnpm bench:pwa` (BENCH_THEMES=theme3 for one,
// BENCH_PWA_SHOTS=<dir> for screenshots of home online and offline).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { benchThemes, checkChromium, chromiumFlags, chromiumPath, phone } from './lib/chromium.mjs';
import { builtApp, startServer } from './lib/server.mjs';

/** The icon sizes a phone asks for (Android's launcher and splash). */
const REQUIRED_ICON_SIZES = ['192x192', '512x512'];

/** BENCH_PWA_SHOTS=<dir>: screenshots of home online and offline per theme, to look at. */
const SHOTS = process.env.BENCH_PWA_SHOTS;

async function checkTheme(origin, theme) {
  // A profile on disk: Chrome does not offer installing from an incognito (throwaway) context.
  const profile = mkdtempSync(join(tmpdir(), 'jinli-bench-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...phone,
    executablePath: chromiumPath,
    args: chromiumFlags,
    serviceWorkers: 'allow',
  });
  try {
    // A page of its own (the profile's first tab did not follow setOffline in navigator.onLine).
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    // The app registers its worker once the page has settled.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const { url: manifestUrl, errors: manifestErrors } = await cdp.send('Page.getAppManifest');
    const manifest = await page.evaluate(async (url) => (await fetch(url)).json(), manifestUrl);
    const icons = manifest.icons ?? [];
    const iconProblems = [
      ...REQUIRED_ICON_SIZES.filter((size) => !icons.some((icon) => icon.sizes === size)).map(
        (size) => `no ${size} icon`,
      ),
      ...(icons.some((icon) => icon.purpose === 'maskable') ? [] : ['no maskable icon']),
    ];
    const appleTouchIcon = await page.evaluate(async () => {
      const href = document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href');
      return href ? (await fetch(href)).ok : false;
    });
    const precached = await page.evaluate(async () => {
      const name = (await caches.keys()).find((key) => key.includes('precache'));
      return name ? (await (await caches.open(name)).keys()).length : 0;
    });

    if (SHOTS) await page.screenshot({ path: join(SHOTS, `${theme}-online.png`) });
    // Network cut: the reload paints home (the shell and its menu) from the cache.
    await context.setOffline(true);
    // In a persistent context setOffline cuts the network but leaves navigator.onLine true; the
    // DevTools emulation tells the page as a phone losing its network does.
    const offline = (value) =>
      cdp.send('Network.emulateNetworkConditions', {
        offline: value,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    await offline(true);
    const started = Date.now();
    await page.reload();
    const offlinePaint = await page
      .getByRole('navigation', { name: '底部菜单' })
      .waitFor({ state: 'visible', timeout: 15_000 })
      .then(
        () => Date.now() - started,
        () => null,
      );
    // By its class: the home notice modal (once per visit) hides the page from role queries.
    const offlineBanner = await page
      .locator('.jl-offline-banner', { hasText: '网络已断开' })
      .waitFor({ state: 'visible', timeout: 5_000 })
      .then(
        () => true,
        () => false,
      );
    if (SHOTS) await page.screenshot({ path: join(SHOTS, `${theme}-offline.png`) });
    await offline(false);
    await context.setOffline(false);

    return {
      installabilityErrors: installabilityErrors.map((error) => error.errorId),
      manifestErrors: manifestErrors.map((error) => error.message),
      manifest: {
        name: manifest.name,
        display: manifest.display,
        startUrl: manifest.start_url,
        themeColor: manifest.theme_color,
        backgroundColor: manifest.background_color,
        icons: icons.length,
      },
      iconProblems,
      appleTouchIcon,
      precached,
      offlinePaint,
      offlineBanner,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

checkChromium();
console.log(
  'PWA: Chromium installability (Page.getInstallabilityErrors), manifest, service worker, offline reload of home',
);
let failed = false;
{
  for (const theme of benchThemes()) {
    const appDir = builtApp(theme);
    if (!appDir) {
      console.log(`${theme}: not built (run pnpm build)`);
      continue;
    }
    const server = await startServer({ appDir });
    let result;
    try {
      result = await checkTheme(server.origin, theme);
    } finally {
      await server.stop();
    }
    const installable =
      result.installabilityErrors.length === 0 &&
      result.manifestErrors.length === 0 &&
      result.iconProblems.length === 0 &&
      result.appleTouchIcon &&
      result.manifest.display === 'standalone';
    const offline = result.offlinePaint !== null && result.offlineBanner;
    if (!installable || !offline) failed = true;
    const m = result.manifest;
    console.log(
      `${theme}: installable ${installable ? 'yes' : 'NO'} (errors: ${
        [...result.installabilityErrors, ...result.manifestErrors, ...result.iconProblems].join(
          ', ',
        ) || 'none'
      }); manifest "${m.name}" ${m.display} start ${m.startUrl}, theme ${m.themeColor}, ` +
        `background ${m.backgroundColor}, ${m.icons} icons, apple-touch-icon ${result.appleTouchIcon ? 'yes' : 'NO'}; ` +
        `${result.precached} files precached; offline reload ${
          result.offlinePaint === null
            ? 'did NOT paint home'
            : `painted home in ${result.offlinePaint} ms`
        }, offline banner ${result.offlineBanner ? 'shown' : 'NOT shown'}`,
    );
    console.log(
      `BENCH_RESULT ${JSON.stringify({
        name: 'pwa',
        theme,
        installable,
        errors: [...result.installabilityErrors, ...result.manifestErrors, ...result.iconProblems],
        precached: result.precached,
        offlinePaintMs: result.offlinePaint,
        offlineBanner: result.offlineBanner,
        met: installable && offline,
      })}`,
    );
  }
}
process.exit(failed ? 1 : 0);
