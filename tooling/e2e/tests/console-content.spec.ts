// Journeys (issue 32): a 运营 adds a banner in the console's 内容 › 轮播图 (1440×900) — title,
// picture, where a tap leads, first in the order — and the player's home (390×844), open before
// the change, shows it as its first slide once opened again, leading where it was told: the server
// was not restarted (the players' cached company answer is dropped by the change). 审计, filtered
// by that 运营 and 'content.banner', shows it.
//
// Two players' browsers: one where the app's service worker is not installed (every navigation asks
// the server), and a returning player's, where it is and answers home with the index.html it
// precached (that copy must not carry the day's company answer inline: commit 5432265 fixed it
// after this journey found the new banner never reached such a home).
import type { Browser, Page } from '@playwright/test';
import { hangTimeout } from '../../vite-config/testTimeouts.js';
import { consoleWanted } from '../consoleApp';
import {
  CONSOLE_DESKTOP,
  consoleApi,
  expectInAudit,
  newOperator,
  newPlayer,
  openConsoleAs,
  type Operator,
  playerPhone,
  playerUrl,
  tableRows,
} from './consoleHelpers';
import { expect, test } from './fixtures';

test.use(CONSOLE_DESKTOP);
test.skip(!consoleWanted(), 'E2E_THEMES leaves the console out');

/** The largest order the console takes. */
const MAX_SORT = 1_000_000;
const BANNERS = '/console-api/content/banners';

/** An order above every banner's (the players' carousel: larger first, then the older). */
async function firstSort(ops: Operator): Promise<number> {
  const top = await consoleApi<{ data: { sort: number }[] }>(ops, 'GET', `${BANNERS}?pageSize=1`);
  return Math.min(MAX_SORT, (top.data[0]?.sort ?? 0) + 1);
}

/** Deletes the journey's banner again (through the API: clean-up, not the journey). */
async function removeBanner(ops: Operator, stamp: string): Promise<void> {
  const found = await consoleApi<{ data: { id: number }[] }>(
    ops,
    'GET',
    `${BANNERS}?q=${encodeURIComponent(stamp)}`,
  );
  for (const { id } of found.data) await consoleApi(ops, 'DELETE', `${BANNERS}/${id}`);
}

/**
 * One of the server's pictures under an address of this banner's own (a query the static files
 * ignore), so that the player's slide is known to be this one.
 */
async function bannerPicture(ops: Operator, stamp: string): Promise<string> {
  const images = await consoleApi<{ data: { url: string; kind: string }[] }>(
    ops,
    'GET',
    '/console-api/content/images',
  );
  const picture = images.data.find((image) => image.kind === 'banner') ?? images.data[0];
  expect(picture, 'the server offers pictures').toBeDefined();
  return `${picture!.url}?e2e=${stamp}`;
}

/** The 运营 adds the banner in 内容 › 轮播图, enabled, first in order, leading to 香港六合彩. */
async function addBanner(page: Page, ops: Operator, title: string, imageUrl: string) {
  const sort = await firstSort(ops);
  await openConsoleAs(page, ops, '/content');
  await page.getByRole('tab', { name: '轮播图' }).click();
  await page.getByRole('button', { name: /新\s?增/ }).click();
  const dialog = page.getByRole('dialog', { name: '新增 · 轮播图' });
  await dialog.getByLabel('标题').fill(title);
  // The picture field: an AutoComplete of the server's pictures, named by its label.
  await dialog.getByRole('combobox', { name: '图片地址' }).fill(imageUrl);
  await dialog.getByLabel('跳转地址').fill('/game/70');
  await dialog.getByRole('spinbutton', { name: /^排序/ }).fill(String(sort));
  // 启用 by default.
  await expect(dialog.getByRole('switch', { name: '状态' })).toBeChecked();
  await dialog.getByRole('button', { name: /^确\s?定$/ }).click();
  await expect(page.getByText('已保存')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = tableRows(page).filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(imageUrl);
  await expect(row.getByRole('switch')).toBeChecked();
}

async function journey(
  page: Page,
  browser: Browser,
  request: Parameters<typeof newPlayer>[0],
  serviceWorkers: 'allow' | 'block',
) {
  const ops = await newOperator('ops');
  const player = await newPlayer(request, 'bn');
  const stamp = Date.now().toString(36);
  const title = `e2e 横幅 ${stamp}`;
  const imageUrl = await bannerPicture(ops, stamp);

  const phone = await playerPhone(browser, player, { serviceWorkers });
  try {
    // The player's home before: the seeded banners.
    await phone.page.goto(playerUrl('/'));
    const carousel = phone.page.getByTestId('home-carousel');
    await expect(carousel.getByRole('img').first()).toBeVisible();
    await expect(carousel.locator(`img[src="${imageUrl}"]`)).toHaveCount(0);
    // The returning player's phone: the app's service worker is active (it precached the page).
    if (serviceWorkers === 'allow')
      await expect
        .poll(
          () =>
            phone.page.evaluate(async () => {
              const registration = await navigator.serviceWorker.getRegistration();
              return registration?.active?.state ?? 'none';
            }),
          { timeout: hangTimeout(60_000) },
        )
        .toBe('activated');

    await addBanner(page, ops, title, imageUrl);

    // The player opens home again: the banner is the first slide, and a tap leads to 香港六合彩.
    await phone.page.goto(playerUrl('/'));
    const first = carousel.getByRole('img', { name: '轮播图 1' }).first();
    await expect(first).toHaveAttribute('src', imageUrl);
    await expect(first).toBeVisible();
    await first.click();
    await expect(phone.page).toHaveURL(/\/game\/70$/);
    await expectInAudit(browser, {
      operator: ops.name,
      action: 'content.banner',
      count: 1,
      contains: ['content.banner.create'],
    });
  } finally {
    await phone.context.close();
    // The next journey's banner is to be the first one.
    await removeBanner(ops, stamp);
  }
}

test('运营 adds a banner in 内容 and the player’s home shows it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(hangTimeout(180_000));
  await journey(page, browser, request, 'block');
});

test('运营 adds a banner and a returning player (the app’s service worker installed) sees it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(hangTimeout(120_000));
  await journey(page, browser, request, 'allow');
});
