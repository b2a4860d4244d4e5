// The four brands side by side (issues 18, 34): home, game center, gallery, /game/110, login, chat
// room, red packet, profile, recharge and withdraw of theme1-theme4 at 390×844, one PNG per screen
// with the four themes next to each other (a theme without the screen, theme3's game center, left
// out), for a
// person to judge whether they read as four brands. A picture, not a check: skipped unless
// BRAND_SHOTS=1, so CI spends no time on it. With the apps and the server built:
//   BRAND_SHOTS=1 pnpm exec playwright test tests/brand-shots.spec.ts --workers=1
// writes $BRAND_SHOTS_DIR (default test-results/brand-shots)/<screen>.png
// and each theme's single shots beside them. The composing is done by the browser itself (four
// images in a row of a page of our own), so the script needs nothing beyond Playwright.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { appUrl, themes, type Theme } from '../apps';
import { signInPage, skipHomeModals } from './accounts.fixtures';
import { expect, test } from './fixtures';

/** The brand each theme app ships (apps/theme1-4/src/brand.json). */
const BRAND_NAMES = Object.fromEntries(
  themes.map((theme) => [
    theme,
    (
      JSON.parse(
        readFileSync(new URL(`../../../apps/${theme}/src/brand.json`, import.meta.url), 'utf8'),
      ) as { name: string }
    ).name,
  ]),
) as Record<Theme, string>;

/** The screens photographed, in order; `signedIn` ones as the seeded player demo01. */
const ALL_SCREENS: readonly { name: string; path: string; signedIn: boolean; only?: Theme[] }[] = [
  { name: 'home', path: '/', signedIn: false },
  {
    name: 'game-center',
    path: '/game-center',
    signedIn: false,
    only: ['theme1', 'theme2', 'theme4'],
  },
  { name: 'gallery', path: '/gallery', signedIn: false },
  { name: 'game-110', path: '/game/110', signedIn: false },
  { name: 'login', path: '/auth/login', signedIn: false },
  { name: 'chat-room', path: '/chat-rooms/lobby', signedIn: true },
  { name: 'red-packet', path: '/chat-rooms/lobby/hong-bao', signedIn: true },
  { name: 'profile', path: '/profile', signedIn: true },
  { name: 'recharge', path: '/recharge', signedIn: true },
  { name: 'withdraw', path: '/withdraw-money', signedIn: true },
];

/** BRAND_SHOTS_SCREENS=home,game-center takes only those (a look at one change). */
const chosen = process.env.BRAND_SHOTS_SCREENS?.split(',').map((name) => name.trim());
const SCREENS = ALL_SCREENS.filter((screen) => !chosen || chosen.includes(screen.name));

const VIEWPORT = { width: 390, height: 844 };
const DEMO_PLAYER = { account: 'demo01', password: 'Demo1234' };
const outDir = resolve(process.env.BRAND_SHOTS_DIR ?? 'test-results/brand-shots');

test.skip(!process.env.BRAND_SHOTS, 'pictures for people: BRAND_SHOTS=1 takes them');
test.setTimeout(240_000);

/** demo01's access token, through POST /v/user/login as the app sends it. */
async function demoToken(request: APIRequestContext, theme: Theme): Promise<string> {
  const response = await request.post(appUrl(theme, '/v/user/login'), {
    form: { ...DEMO_PLAYER, version: '5.0.8' },
  });
  const body = (await response.json()) as {
    code: number | string;
    msg: string;
    data: { token: string };
  };
  expect(body.code, body.msg).toBe(0);
  return body.data.token;
}

/** Waits until the screen has settled: no requests in flight, the images in view decoded. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Lazy images below the fold never load; an image that fails stays as the screen shows it.
  await page
    .waitForFunction(
      () =>
        Array.from(document.images)
          .filter((image) => {
            const box = image.getBoundingClientRect();
            return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
          })
          .every((image) => image.complete),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  // Fonts and the last layout after the images.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
}

/** One theme's screens as PNG files; returns their paths by screen name. */
async function shootTheme(
  browser: Browser,
  request: APIRequestContext,
  theme: Theme,
): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  const token = await demoToken(request, theme);
  for (const signedIn of [false, true]) {
    const context = await browser.newContext({
      viewport: VIEWPORT,
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await skipHomeModals(page);
    if (signedIn) await signInPage(page, token);
    for (const screen of SCREENS.filter(
      (candidate) =>
        candidate.signedIn === signedIn && (!candidate.only || candidate.only.includes(theme)),
    )) {
      await page.goto(appUrl(theme, screen.path));
      await settle(page);
      const file = join(outDir, theme, `${screen.name}.png`);
      await page.screenshot({ path: file });
      files[screen.name] = file;
    }
    await context.close();
  }
  return files;
}

/** The page that lays the four shots of one screen side by side, each under its brand's name. */
function sideBySideHtml(screen: string, shots: { theme: Theme; file: string }[]): string {
  const columns = shots
    .map(({ theme, file }) => {
      const data = readFileSync(file).toString('base64');
      return `<figure><figcaption><b>${BRAND_NAMES[theme]}</b> ${theme}</figcaption><img src="data:image/png;base64,${data}" width="${VIEWPORT.width}" height="${VIEWPORT.height}" alt=""></figure>`;
    })
    .join('');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><style>
    body { margin: 0; padding: 24px; background: #2b2d31; font-family: 'Noto Sans CJK SC', sans-serif; }
    h1 { margin: 0 0 16px; color: #fff; font-size: 22px; font-weight: 700; }
    main { display: flex; gap: 24px; }
    figure { margin: 0; }
    figcaption { margin-bottom: 8px; color: #c9ccd1; font-size: 15px; }
    figcaption b { color: #fff; font-size: 18px; margin-right: 6px; }
    img { display: block; border-radius: 14px; box-shadow: 0 8px 24px rgba(0,0,0,.4); }
  </style></head><body><h1>${screen}</h1><main>${columns}</main></body></html>`;
}

test('four brands side by side: home, game center, gallery, game 110, login, chat, red packet, profile, recharge, withdraw', async ({
  browser,
  request,
}) => {
  mkdirSync(outDir, { recursive: true });
  const byTheme = new Map<Theme, Record<string, string>>();
  for (const theme of themes) byTheme.set(theme, await shootTheme(browser, request, theme));

  // Four phones, the gaps between them and the page's padding.
  const width = themes.length * VIEWPORT.width + (themes.length - 1) * 24 + 48;
  const shotOf = (theme: Theme, screen: string) => byTheme.get(theme)![screen];
  const page = await browser.newPage({ viewport: { width, height: 600 }, deviceScaleFactor: 1 });
  const written: string[] = [];
  for (const screen of SCREENS) {
    const shots = themes.flatMap((theme) => {
      const file = shotOf(theme, screen.name);
      return file ? [{ theme, file }] : [];
    });
    await page.setContent(sideBySideHtml(`${screen.path}`, shots));
    await page.evaluate(() => document.fonts.ready);
    const file = join(outDir, `${screen.name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    written.push(file);
  }
  await page.close();
  writeFileSync(join(outDir, 'index.txt'), `${written.join('\n')}\n`);
  console.log(`brand shots:\n${written.join('\n')}`);
});
