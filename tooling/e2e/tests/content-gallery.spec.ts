// Gallery journeys in real Chromium against the reference server (theme3): browse the seeded
// gallery, search, switch type and letter, scroll to load more, open a poster and like it after
// logging in; the liked poster then shows in /my-collection.
import type { APIRequestContext } from '@playwright/test';
import { appUrl } from '../apps';
import { registerUser, signInPage, uniqueAccount } from './accounts.fixtures';
import { checkA11y } from './a11y';
import { expectDistinctLooks } from './brandLooks';
import { expect, test } from './fixtures';
import {
  collectCspRefusals,
  expectHydrated,
  firstScreenSeen,
  watchFirstScreen,
} from './firstScreenHelpers';

const theme = 'theme3';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
interface Group {
  groupId: number;
  gameId: number;
  name: string;
  initial: string;
}
interface GroupList {
  groupList: { initials: string; dataList: { data: Group[]; totalCount: number } }[];
  totalCount: number;
}

/** The seeded groups of game 110 and a type, read through the public API. */
async function seededGroups(request: APIRequestContext, groupType: 1 | 2): Promise<Group[]> {
  const response = await request.get(
    appUrl(theme, `/api/v2/gallery/group?gameId=110&groupType=${groupType}&rows=100`),
  );
  const body = (await response.json()) as Envelope<GroupList>;
  expect(body.code, body.msg).toBe(0);
  return body.data.groupList.flatMap((bucket) => bucket.dataList.data);
}

test('browse the gallery: tabs, search, type, letters and loading more on scroll', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const coloured = await seededGroups(request, 1);
  const blackWhite = await seededGroups(request, 2);
  expect(coloured.length).toBeGreaterThan(30);
  expect(blackWhite.length).toBeGreaterThan(0);

  const listRequests: URL[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.endsWith('/gallery/group')) listRequests.push(url);
  });
  await page.goto(appUrl(theme, '/gallery'));
  await expect(page.getByRole('tab', { name: '澳门六合彩', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const cards = page.getByTestId('gallery-card');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText(/第\d+期/);
  // 全部: the first screen (a page of 30, in letter order) is one answer, which came with the page
  // (no request at all, below); later letters come as the list scrolls to them.
  await expect(cards).toHaveCount(30);
  expect(listRequests).toEqual([]);
  // Those answers came inside the page (index.html on /gallery carries them, apps/server
  // appSite.ts), so the gallery API saw no request: an app asking for another URL, or asking again
  // with its headers, shows here.
  const inlined = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLScriptElement>(
        'script[type="application/json"][data-jinli-preload="data"]',
      ),
      (script) => script.dataset.href,
    ),
  );
  expect(inlined).toEqual([
    '/api/v2/gallery/games',
    '/api/v2/gallery/group?gameId=110&groupType=1&page=1&rows=30',
  ]);
  const galleryReads = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => [new URL(entry.name), (entry as PerformanceResourceTiming).initiatorType])
      .filter(([url]) => (url as URL).pathname.startsWith('/api/v2/gallery/'))
      .map(([url, initiator]) => `${(url as URL).pathname}${(url as URL).search} ${initiator}`)
      .sort(),
  );
  expect(galleryReads).toEqual([]);
  // So was the first poster (the page's largest paint): the card's image is that very file, loaded
  // once; the others load with their cards (in the page's HTML: the server rendered them).
  const posters = await cards
    .locator('img')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
  const posterLoads = await page.evaluate(
    (sources) =>
      sources.map((source) =>
        performance
          .getEntriesByName(source)
          .map((entry) => (entry as PerformanceResourceTiming).initiatorType)
          .join(' '),
      ),
    posters.slice(0, 4),
  );
  // Each loaded once, by the page itself: the first by its preload, and the others too where the
  // server's render of the screen preloads them (React's renderer writes a preload per image).
  expect(posterLoads[0]).toBe('link');
  for (const loads of posterLoads) expect(['link', 'img']).toContain(loads);
  const names = await cards.allTextContents();
  const firstNames = coloured.slice(0, 30).map((g) => g.name);
  for (const [i, name] of firstNames.entries()) expect(names[i]).toContain(name);
  await page.screenshot({ path: testInfo.outputPath('gallery.png') });

  // 热门 pages by 30: scrolling to the bottom loads the rest.
  await page.getByRole('radio', { name: '热门' }).click();
  await expect(cards).toHaveCount(30);
  // Scrolled to the end again until it has loaded: the list may still be settling from the tap
  // (a busy CI run's footer was re-rendered under a scroll into view of it, detached).
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(cards).toHaveCount(coloured.length, { timeout: 2_000 });
  }).toPass();
  await expect(page.getByText('没有更多数据了')).toBeVisible();
  await page.getByRole('radio', { name: '全部' }).click();

  // A letter chip lists only groups with that initial.
  const target = coloured.at(-1)!;
  await page.getByRole('radio', { name: target.initial, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`chip=${target.initial}`));
  await expect(cards.filter({ hasText: target.name }).first()).toBeVisible();
  const lettered = coloured.filter((g) => g.initial === target.initial).length;
  await expect(cards).toHaveCount(lettered);
  await page.getByRole('radio', { name: '全部' }).click();
  await expect(page).not.toHaveURL(/chip=/);

  // Search with surrounding spaces: trimmed, matching names only.
  const search = page.getByPlaceholder('請輸入您要查找的图纸名称');
  await search.fill(`  ${target.name} `);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(target.name)}`));
  await expect(cards.filter({ hasText: target.name }).first()).toBeVisible();
  for (const text of await cards.allTextContents()) expect(text).toContain(target.name);
  await search.fill('没有这个图纸名称');
  await expect(page.getByText('暂无数据')).toBeVisible();
  await search.fill('');

  // 黑白: the black-and-white groups.
  await page.getByRole('radio', { name: '黑白' }).click();
  await expect(page).toHaveURL(/type=2/);
  await expect(cards.filter({ hasText: blackWhite[0]!.name }).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('gallery-black-white.png') });
});

test('a poster: preview, turns, like after logging in, then in /my-collection', async ({
  page,
  request,
}, testInfo) => {
  const group = (await seededGroups(request, 1))[0]!;
  await page.goto(appUrl(theme, '/gallery'));
  await expect(page.getByTestId('gallery-card').first()).toBeVisible();
  await checkA11y(page, '图库');
  await page.getByTestId('gallery-card').filter({ hasText: group.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/gallery-detail/${group.gameId}/${group.groupId}`));
  const detail = page.getByTestId('gallery-detail-screen');
  await expect(detail.getByRole('heading', { name: group.name })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('gallery-detail.png') });

  // Turn switching: the second turn becomes the shown poster.
  const turns = detail.getByRole('radiogroup', { name: '期数' }).getByRole('radio');
  expect(await turns.count()).toBeGreaterThan(1);
  const secondTurn = (await turns.nth(1).textContent())!;
  await turns.nth(1).click();
  await expect(turns.nth(1)).toHaveAttribute('aria-checked', 'true');
  await expect(detail.locator('.jl-gallery-detail__title')).toContainText(secondTurn);
  await turns.first().click();

  // The zoomable preview opens on a tap and closes again.
  await detail.getByRole('button', { name: '点击图片可放大查看' }).click();
  const preview = page.getByRole('dialog');
  await expect(preview).toBeVisible();
  await expect(preview.getByRole('img').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('gallery-preview.png') });
  await page.keyboard.press('Escape');
  await expect(preview).toHaveCount(0);

  // Logged out, a like asks to log in first.
  const like = detail.getByTestId('gallery-like');
  await like.click();
  await expect(page.getByText('请先登录')).toBeVisible();
  await expect(like).toHaveAttribute('aria-pressed', 'false');

  // Signed in, the like sticks (also after a reload).
  await signInPage(page, await registerUser(request, theme, uniqueAccount('g')));
  await page.reload();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(like).toHaveAttribute('aria-pressed', 'true');

  await page.goto(appUrl(theme, '/my-collection?tab=gallery'));
  const item = page.getByTestId('collection-gallery-item').filter({ hasText: group.name });
  await expect(item).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('my-collection.png') });
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/gallery-detail/${group.gameId}/${group.groupId}`));
});

test('the page itself paints the first cards (rendered by the server), and the app hydrates that screen', async ({
  browser,
  page,
  request,
}) => {
  const coloured = await seededGroups(request, 1);
  const firstNames = coloured.slice(0, 3).map((group) => group.name);

  // Before any script: a browser that runs none still shows the first cards, laid out by the
  // screen's stylesheet (a row of as many as the brand's grid has columns: --jl-gallery-columns).
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  try {
    const bare = await noScript.newPage();
    await bare.goto(appUrl(theme, '/gallery'));
    await expect(bare.locator('#root[data-jinli-first-screen]')).toHaveCount(1);
    const cards = bare.getByTestId('gallery-card');
    await expect(cards.first()).toBeVisible();
    for (const [index, name] of firstNames.entries())
      await expect(cards.nth(index)).toContainText(name);
    const columns = await bare
      .getByTestId('gallery-grid')
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
    expect(columns).toBeGreaterThanOrEqual(2);
    const boxes = await Promise.all(
      Array.from({ length: columns }, (_, index) => cards.nth(index).boundingBox()),
    );
    expect(new Set(boxes.map((box) => Math.round(box?.y ?? -1))).size).toBe(1);
    for (let index = 1; index < columns; index++)
      expect(boxes[index - 1]!.x).toBeLessThan(boxes[index]!.x);
  } finally {
    await noScript.close();
  }

  // With scripts: the app hydrates the render (one screen, working, its nodes the server's: none
  // of the cards is taken off the page, and nothing moves), and the page's policy refused nothing
  // of the render (no inline style). A mismatch would fail the test (fixtures.ts).
  const refused = collectCspRefusals(page);
  await watchFirstScreen(page, 'gallery-card');
  await page.goto(appUrl(theme, '/gallery'));
  await expect(page.locator('#root[data-jinli-first-screen]')).toHaveCount(0);
  await expect(page.getByTestId('gallery-screen')).toHaveCount(1);
  const cards = page.getByTestId('gallery-card');
  await expect(cards.first()).toContainText(firstNames[0]!);
  // Hydrated: React holds the server's card (its fiber on the very node the page parsed).
  await expectHydrated(cards.first());
  // Nothing moved as it did: the letters stay where the page painted them (全部, the chosen one,
  // was in view; a scroll measured from the wrong parent had shifted the row on every boot).
  const letters = page.getByRole('radiogroup', { name: '图纸筛选' });
  await expect(letters.getByRole('radio', { name: '全部' })).toBeChecked();
  await page.waitForTimeout(600); // past a smooth scroll's course
  expect(await letters.evaluate((group) => group.scrollLeft)).toBe(0);
  const seen = await firstScreenSeen(page);
  expect(seen.removed).toBe(0);
  expect(seen.shift).toBeLessThan(0.001);
  await page.getByRole('radio', { name: '黑白' }).click();
  await expect(page).toHaveURL(/type=2/);
  await expect(cards.first()).toBeVisible();
  expect(refused).toEqual([]);
});

test('a first render that does not match the server’s fails the journeys (the hydration check)', async ({
  page,
  request,
  hydrationFailures,
}) => {
  const [first] = await seededGroups(request, 1);
  // The page as the server sent it, with the first card's name changed in the rendered screen only
  // (not in the answers the app renders from): the app's first render cannot match it.
  await page.route(appUrl(theme, '/gallery'), async (route) => {
    const response = await route.fetch();
    const original = await response.text();
    const name = `class="jl-gallery-card__name">${first!.name}<`;
    expect(original).toContain(name);
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({
      response,
      headers,
      body: original.replace(name, `class="jl-gallery-card__name">${first!.name}（改）<`),
    });
  });
  await page.goto(appUrl(theme, '/gallery'));
  await expect.poll(() => hydrationFailures.length).toBeGreaterThan(0);
  expect(hydrationFailures.join('\n')).toMatch(/Hydration failed/);
  // React recovered: the app's own screen, from the answers.
  await expect(page.getByTestId('gallery-card').first()).toContainText(first!.name);
  await expect(page.getByText('（改）')).toHaveCount(0);
  // Provoked on purpose: not this test's failure.
  hydrationFailures.length = 0;
});

test('each brand lays out its gallery its own way: columns and the card’s frame (issue 34)', async ({
  browser,
}) => {
  await expectDistinctLooks(
    browser,
    ['theme1', 'theme2', 'theme3', 'theme4'],
    async (page, brand) => {
      await page.goto(appUrl(brand, '/gallery'));
      const card = page.locator('.jl-gallery-card').first();
      await expect(card).toBeVisible();
      return card.evaluate((element) => {
        const style = getComputedStyle(element);
        const columns = getComputedStyle(element.parentElement!).gridTemplateColumns.split(' ');
        const radius = parseFloat(style.borderTopLeftRadius);
        const corners = radius <= 4 ? 'square' : radius < 16 ? 'rounded' : 'round';
        const rim = parseFloat(style.borderTopWidth);
        const frame = rim >= 2 ? 'thick rim' : rim > 0 ? 'thin rim' : 'no rim';
        const surface = style.backgroundColor === 'rgba(0, 0, 0, 0)' ? 'bare' : 'card';
        return `${columns.length} columns · ${surface}, ${corners}, ${frame}`;
      });
    },
  );
});
