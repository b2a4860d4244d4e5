// Journey: a visitor opens the theme3 home page and sees the seeded carousel, the scrolling notices
// and, once per visit, the notice modal.
import { appUrl } from '../apps';
import {
  closeAdModal,
  registerUser,
  signInPage,
  skipHomeModals,
  uniqueAccount,
} from './accounts.fixtures';
import { checkA11y } from './a11y';
import { expectPlacedBeforeItsEnd, hydratedPage, withoutScripts } from './firstScreenHelpers';
import { expectDistinctLooks, moduleOrder } from './brandLooks';
import { expect, test } from './fixtures';

interface Envelope<T> {
  code: number;
  data: T;
}
interface Slide {
  id: number;
  sort: number;
  noticeContent: string;
}
interface Notice {
  noticeTitle: string;
  noticeContent: string;
  roll_notice: number;
}

test('the home page shows the seeded carousel, marquee and notice modal', async ({
  page,
  request,
}) => {
  const company = (await (
    await request.get(appUrl('theme3', '/app-api/company/get'))
  ).json()) as Envelope<{
    homeCarousels: Slide[];
  }>;
  const notices = (await (
    await request.get(appUrl('theme3', '/sys-upload/data/json/notice_list.json'))
  ).json()) as { index_notice: Notice[] };
  expect(company.data.homeCarousels.length).toBeGreaterThan(1);

  await page.goto(appUrl('theme3', '/'));

  // The notice modal opens once per visit with the index notices.
  const modal = page.getByRole('dialog');
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(notices.index_notice[0]!.noticeTitle);
  await modal
    .getByRole('button', { name: /我知道了|关闭/ })
    .first()
    .click();
  await closeAdModal(page);
  await expect(modal).toBeHidden();

  // Carousel: the first slide is the one with the highest sort.
  const [top] = [...company.data.homeCarousels].sort((a, b) => b.sort - a.sort);
  const carousel = page.getByTestId('home-carousel');
  await expect(carousel.locator(`img[src="${top!.noticeContent}"]`).first()).toBeVisible();
  for (const slide of company.data.homeCarousels) {
    await expect
      .poll(() => carousel.locator(`img[src="${slide.noticeContent}"]`).count())
      .toBeGreaterThan(0);
  }
  const loaded = await carousel
    .locator(`img[src="${top!.noticeContent}"]`)
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
  expect(loaded).toBe(true);

  // Marquee: every rolling notice scrolls by; notices that do not roll are not in it.
  const marquee = page.getByTestId('notice-marquee');
  for (const notice of notices.index_notice.filter((n) => n.roll_notice === 1)) {
    await expect(marquee).toContainText(notice.noticeContent);
  }

  // Once per visit: a reload in the same session does not show the modal again.
  await page.reload();
  await expect(page.getByTestId('home-carousel')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await checkA11y(page, '首页');
});

test('the header offers login and register to a visitor', async ({ page }) => {
  await skipHomeModals(page);
  await page.goto(appUrl('theme3', '/'));
  await page.getByRole('link', { name: '注册' }).click();
  await expect(page).toHaveURL(/\/auth\/register$/);
});

test("a player's balance arrives in the header without moving it", async ({ page, request }) => {
  await skipHomeModals(page);
  await signInPage(page, await registerUser(request, 'theme3', uniqueAccount('bal')));
  // The balance comes with the profile or the money check: both held until the header is read.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/user\/(info|money\/check)\b/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(appUrl('theme3', '/'));
  const balance = page.getByTestId('home-header').getByTestId('balance');
  await expect(balance).toContainText('¥--');
  const place = () =>
    balance.evaluate((element) => {
      const left = (selector: string) => element.querySelector(selector)!.getBoundingClientRect().x;
      return { currency: left('.jl-balance__currency'), refresh: left('.jl-balance__refresh') };
    });
  const before = await place();
  release();
  await expect(balance).toContainText(/¥\s*\d/);
  // The amount fills the place the header kept for it: the sign and the refresh icon stay put.
  expect(await place()).toEqual(before);
});

/** Home's answers the page carries inline (apps/server startData.ts): the app never asks for them first. */
const HOME_INLINE = [
  '/sys-upload/data/json/notice_list.json',
  '/app-api/ad/list',
  '/sys-upload/data/json/app_config.json',
  '/v/lottery/openInfo',
];

test('the page itself paints home (rendered by the server), and the app hydrates it for a visitor and a player alike', async ({
  browser,
  request,
}) => {
  // Before any script: the header, the banners, the notices and the lottery card of game 110.
  await withoutScripts(browser, appUrl('theme3', '/'), async (bare) => {
    await expect(bare.getByTestId('home-header')).toBeVisible();
    await expect(bare.getByTestId('home-carousel')).toBeVisible();
    await expect(bare.getByTestId('notice-marquee')).toBeVisible();
    await expect(bare.locator('[data-testid="lottery-card"][data-game-id="110"]')).toBeVisible();
    await expect(bare.getByTestId('draw-panel')).toBeVisible();
    // Painted with the header parsed up to 登录, 登录 already stands where it stays.
    await expectPlacedBeforeItsEnd(bare.getByRole('link', { name: '登录' }).locator('..'), 1);
  });

  // With scripts, as a visitor and as a signed-in player: the app hydrates the render (the lottery
  // card is the server's node, never taken off the page), nothing moves (the player's balance
  // takes the place of 登录/注册), the page's policy refused nothing of the render, and the answers
  // the page carries are not asked for again. A mismatch would fail the test (fixtures.ts).
  const token = await registerUser(request, 'theme3', uniqueAccount('ssr'));
  for (const player of [false, true]) {
    const asked: string[] = [];
    await hydratedPage(
      browser,
      appUrl('theme3', '/'),
      'lottery-card',
      async (tab) => {
        await skipHomeModals(tab);
        if (player) await signInPage(tab, token);
        tab.on('request', (sent) => {
          const path = new URL(sent.url()).pathname;
          if (HOME_INLINE.includes(path)) asked.push(path);
        });
      },
      async (tab) => {
        const header = tab.getByTestId('home-header');
        if (player) {
          await expect(header.getByRole('link', { name: '登录' })).toHaveCount(0);
          await expect(header).toContainText('¥');
        } else {
          await expect(header.getByRole('link', { name: '登录' })).toBeVisible();
        }
      },
    );
    expect(asked).toEqual([]);
  }
});

test('each brand composes its home and draws its latest result on its own board (issue 34)', async ({
  browser,
}) => {
  await expectDistinctLooks(
    browser,
    ['theme1', 'theme2', 'theme3', 'theme4'],
    async (page, brand) => {
      await page.goto(appUrl(brand, '/'));
      const card = page.getByTestId('lottery-card');
      await expect(card).toBeVisible();
      // The first four modules under the header, top to bottom.
      const order = await moduleOrder(page.getByTestId('home-screen'), [
        ['jl-home-carousel', '轮播'],
        ['jl-notice-marquee', '公告'],
        ['jl-home-lottery', '开奖'],
        ['jl-home-ads', '广告'],
        ['jl-home-quick-icons', '快捷'],
        ['jl-home-quick-icons-space', '快捷'],
      ]);
      // The result board's frame: its edge, and square, rounded or round corners.
      const frame = await card.evaluate((element) => {
        const board = getComputedStyle(element);
        const edge = board.borderTopStyle === 'none' ? 'no edge' : `${board.borderTopStyle} edge`;
        const radius = parseFloat(board.borderTopLeftRadius);
        return `${edge}, ${radius <= 4 ? 'square' : radius < 16 ? 'rounded' : 'round'}`;
      });
      return `${order.slice(0, 4).join(' ')} · ${frame}`;
    },
  );
});

test('each brand draws its banners its own way, not one set of pictures recoloured (issue 34)', async ({
  browser,
}) => {
  await expectDistinctLooks(
    browser,
    ['theme1', 'theme2', 'theme3', 'theme4'],
    async (page, brand) => {
      await page.goto(appUrl(brand, '/'));
      const banner = page.locator('.jl-home-carousel img').first();
      await expect(banner).toBeVisible();
      // Drawn, not broken: the picture decoded at its size.
      await expect
        .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      const src = await banner.evaluate((img: HTMLImageElement) => img.currentSrc || img.src);
      const svg = await (await page.request.get(src)).text();
      // The way it is drawn (apps/server/src/modules/images/artStyles.ts), read from the picture's
      // layers: what lies behind the motif, and how the headline is lettered.
      const ground = svg.includes('url(#dots)')
        ? 'halftone print'
        : svg.includes('url(#stripes)')
          ? 'stripes'
          : svg.includes('url(#glow)')
            ? 'rays and glow'
            : 'plain ground';
      const motif = svg.includes('filter="url(#mono)"') ? 'engraved motif' : 'coloured motif';
      const frame = /stroke-dasharray="8 5"/.test(svg)
        ? 'double frame'
        : /<rect x="6" y="6"[^>]*stroke-width="10"/.test(svg)
          ? 'thick rim'
          : /<rect x="14" y="14"/.test(svg)
            ? 'hairline frame'
            : 'no frame';
      return `${ground}, ${motif}, ${frame}`;
    },
  );
});

test('the green brand draws its recommended draws in its own colour, not red (issue 34)', async ({
  page,
}) => {
  await skipHomeModals(page);
  await page.goto(appUrl('theme4', '/'));
  const icon = page
    .getByTestId('home-shortcuts')
    .getByRole('button', { name: '澳门六合彩' })
    .locator('.jl-shortcuts__icon');
  await expect(icon).toBeVisible();
  const stops = await icon.evaluate((element) =>
    [...getComputedStyle(element).backgroundImage.matchAll(/rgb\((\d+), (\d+), (\d+)\)/g)].map(
      ([, r, g]) => ({ r: Number(r), g: Number(g) }),
    ),
  );
  expect(stops.length).toBeGreaterThan(1);
  // Every stop of the tile's gradient is a green (the brand's), none a red.
  for (const stop of stops) expect(stop.g, JSON.stringify(stops)).toBeGreaterThan(stop.r);
});
