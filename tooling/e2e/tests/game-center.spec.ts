// Game-center journeys (issue 14) in theme1 and theme4 against the reference server and its
// sandbox provider: a visitor browses, searches, opens a category by its hash and is sent to login
// by a game; a trial account is refused; a player follows a game, meets a game in maintenance,
// launches the slot, plays rounds in the app, comes back with the money recalled, and finds the
// rounds in the casino report and its detail.
import type { Locator, Page } from '@playwright/test';
import { appUrl, type Theme } from '../apps';
import {
  apiCall,
  rechargeThroughCashier,
  registerUser,
  signInPage,
  skipHomeModals,
  uniqueAccount,
} from './accounts.fixtures';
import type { Money } from './moneyHelpers';
import { checkA11y } from './a11y';
import { expectDistinctLooks, moduleOrder } from './brandLooks';
import { expect, test } from './fixtures';
import { expectMenuPlacedBeforeItsEnd, hydratedPage, withoutScripts } from './firstScreenHelpers';

const themes: Theme[] = ['theme1', 'theme4'];
/** The bottom-menu label of the game center (spec §2 Bottom menu: the Mark Six name in theme4). */
const menuLabel: Partial<Record<Theme, string>> = { theme1: '游戏大厅', theme4: '六合彩' };
const SLOT = '财神到';
const MAINTAINED = '五福临门';

test.beforeEach(({ page }) => skipHomeModals(page));

/** Where an element's top is on screen, px, after `settleMs` of the page's own time. */
function topOnScreen(element: Locator, settleMs = 0): Promise<number> {
  return element.evaluate(
    (node, wait) =>
      new Promise<number>((resolve) =>
        setTimeout(
          () => requestAnimationFrame(() => resolve(Math.round(node.getBoundingClientRect().top))),
          wait,
        ),
      ),
    settleMs,
  );
}

/** A game's tile button in a section of the lobby. */
function tile(page: Page, section: string, name: string) {
  return page.getByTestId(`game-section-${section}`).getByRole('button', { name, exact: true });
}

for (const theme of themes) {
  test.describe(theme, () => {
    test('a visitor browses, searches, opens a category from home and by its hash, and a game sends them to login', async ({
      page,
    }) => {
      await page.goto(appUrl(theme, '/'));
      const menu = page.getByRole('navigation', { name: '底部菜单' });
      await menu.getByRole('link', { name: menuLabel[theme] }).click();
      await expect(page).toHaveURL(appUrl(theme, '/game-center'));
      await expect(menu.locator('[aria-current="page"]')).toHaveText(menuLabel[theme]!);
      await expect(page.getByTestId('game-section-hot')).toBeVisible();
      await expect(page.getByRole('tab', { name: '热门' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByRole('link', { name: '登录' })).toBeVisible();

      const search = page.getByRole('searchbox', { name: '搜索游戏' });
      await search.fill('捕鱼');
      // Only games named with it stay, and only the categories that still have one.
      await expect(page.getByTestId('game-section-electronic')).toHaveCount(0);
      await expect(page.getByRole('tab', { name: '捕鱼' })).toBeVisible();
      await expect(page.getByRole('tab', { name: '电子' })).toHaveCount(0);
      for (const name of await page.locator('.jl-game-tile__name').allTextContents()) {
        expect(name).toContain('捕鱼');
      }
      await search.fill('没有这个游戏');
      await expect(page.getByText('暂无数据')).toBeVisible();
      await search.fill('');
      await expect(page.getByTestId('game-section-hot')).toBeVisible();

      // Home's Recommend shortcut to a category, then the hash typed in.
      await page.goto(appUrl(theme, '/'));
      await page.getByTestId('home-shortcuts').getByRole('button', { name: '真人' }).click();
      await expect(page).toHaveURL(appUrl(theme, '/game-center#live'));
      await expect(page.getByRole('tab', { name: '真人' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByTestId('game-section-live')).toBeInViewport();
      await page.goto(appUrl(theme, '/game-center#fish'));
      await expect(page.getByRole('tab', { name: '捕鱼' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByTestId('game-section-fish')).toBeInViewport();
      await page.getByRole('tab', { name: '棋牌' }).click();
      await expect(page).toHaveURL(/#card$/);
      await page.getByText('没有更多游戏了').scrollIntoViewIfNeeded();

      // Back up to the tile, to the middle of the screen. Once the scroll rests the hash follows, and
      // the page stays where the player left it: the router used to scroll to the hash's section
      // then, snapping its top under the tabs a moment later, and on a busy run once, most likely
      // between Playwright's last look at the tile and its tap, the tap opened nothing.
      const slot = tile(page, 'hot', SLOT);
      await slot.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      const rested = await topOnScreen(slot);
      await expect(page).toHaveURL(/\/game-center#hot$/);
      expect(await topOnScreen(slot, 600)).toBe(rested);
      await slot.click();
      await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fgame-center/);
    });

    test('the page itself paints the lobby (rendered by the server); the app hydrates it, then shows a player their follows', async ({
      browser,
      request,
    }) => {
      const token = await registerUser(request, theme, uniqueAccount('gcs'));
      const lobby = await apiCall<{ games: { gameId: number; gameName: string }[] }[]>(
        request,
        theme,
        token,
        '/app-api/game/group',
      );
      const slot = lobby.flatMap((group) => group.games).find((game) => game.gameName === SLOT);
      await apiCall(request, theme, token, '/app-api/game/toggle-like', {
        gameId: slot!.gameId,
        like: 1,
      });
      const followOf = (page: Page) =>
        page
          .getByTestId('game-section-electronic')
          .getByTestId('game-tile')
          .filter({ has: page.getByRole('button', { name: SLOT, exact: true }) })
          .locator('[aria-pressed]');

      // Before any script: the lobby's sections, as a visitor sees them.
      await withoutScripts(browser, appUrl(theme, '/game-center'), async (bare) => {
        await expect(bare.getByTestId('game-center-header')).toBeVisible();
        await expect(tile(bare, 'electronic', SLOT)).toBeVisible();
        await expect(followOf(bare)).toHaveAttribute('aria-pressed', 'false');
        await expectMenuPlacedBeforeItsEnd(bare);
      });

      // Signed in: the app hydrates the render (no tile drawn anew, nothing moves, nothing the
      // page's policy refused), then the player's lobby shows their follow.
      await hydratedPage(
        browser,
        appUrl(theme, '/game-center'),
        'game-tile',
        async (tab) => {
          await skipHomeModals(tab);
          await signInPage(tab, token);
        },
        async (tab) => {
          await expect(followOf(tab)).toHaveAttribute('aria-pressed', 'true');
          await expect(tab.getByTestId('game-center-header')).not.toContainText('登录');
        },
      );
    });

    test('a trial account is refused a third-party game', async ({ page, request }) => {
      const trial = await request.get(appUrl(theme, '/v/user/regTest'));
      const body = (await trial.json()) as { code: number; data: { token: string } };
      expect(body.code).toBe(0);
      await signInPage(page, body.data.token);
      await page.goto(appUrl(theme, '/game-center'));
      await expect(page.getByTestId('game-center-header').getByTestId('balance')).toBeVisible();
      await tile(page, 'hot', SLOT).click();
      await expect(page.getByText('试玩账户无法进行该操作，请注册正式账户!')).toBeVisible();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    });

    test('a player follows, meets 维护中, plays the slot in the app, gets the money back and finds the rounds in the casino report', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const token = await registerUser(request, theme, uniqueAccount('g'));
      await rechargeThroughCashier(request, theme, token, '100');
      await signInPage(page, token);
      await page.goto(appUrl(theme, '/game-center'));
      const balance = page.getByTestId('game-center-header').getByLabel('余额', { exact: true });
      await expect(balance).toHaveText('¥100.00');

      // Follow: the star fills at once and the server keeps it.
      const star = page
        .getByTestId('game-section-electronic')
        .getByTestId('game-tile')
        .filter({ has: page.getByRole('button', { name: SLOT, exact: true }) })
        .getByRole('button', { name: '关注', exact: true });
      await star.click();
      await expect(
        page
          .getByTestId('game-section-electronic')
          .getByTestId('game-tile')
          .filter({ has: page.getByRole('button', { name: SLOT, exact: true }) })
          .getByRole('button', { name: '取消关注' }),
      ).toHaveAttribute('aria-pressed', 'true');
      await expect
        .poll(async () => {
          const groups = await apiCall<{ games: { gameName: string; isFollow: number }[] }[]>(
            request,
            theme,
            token,
            '/app-api/game/group',
          );
          return groups.flatMap((g) => g.games).find((g) => g.gameName === SLOT)?.isFollow;
        })
        .toBe(1);

      // A game in maintenance: covered with 维护中, a tap opens nothing.
      const maintained = tile(page, 'electronic', `${MAINTAINED} 维护中`);
      await expect(maintained).toBeVisible();
      await maintained.click();
      await page.waitForTimeout(300);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);

      // Launch: 立即进入游戏!, then the slot full screen in the app. Its script is held back, as on
      // a slow phone where the page shows first: 旋转 must stay disabled until the script listens,
      // or a tap is lost (CI once lost the first spin that way).
      let releaseScript = () => {};
      const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
      await page.route(/\/sandbox-games\/assets\/slot\.js(\?|$)/, async (route) => {
        await scriptHeld;
        await route.continue();
      });
      await page.waitForTimeout(150);
      await tile(page, 'electronic', SLOT).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText('立即进入游戏!');
      await confirm.getByRole('button', { name: '确认' }).click();
      const player = page.getByTestId('game-player');
      await expect(player).toBeVisible();
      const game = page.frameLocator('[data-testid="game-player"] iframe');
      await expect(game.locator('#spin')).toBeDisabled();
      releaseScript();
      await expect(game.locator('#balance')).toHaveText(/100(\.00)?/);
      const moved = await apiCall<Money>(request, theme, token, '/api/user/money/check');
      expect(moved).toEqual({ money: 0, liveMoney: 100_000 });

      // Three rounds.
      for (let round = 0; round < 3; round++) {
        const before = await game.locator('#result').textContent();
        await game.locator('#spin').click();
        await expect
          .poll(async () => (await game.locator('#result').textContent()) !== before || round > 0)
          .toBe(true);
        await expect(game.locator('#spin')).toBeEnabled();
        await page.waitForTimeout(400);
      }
      await expect
        .poll(async () => {
          const rounds = await apiCall<{ totalCount: number }>(
            request,
            theme,
            token,
            `/api/live/br?gameCode=${encodeURIComponent(await slotCode(request, theme, token))}&startDate=2000-01-01`,
          );
          return rounds.totalCount;
        })
        .toBe(3);

      // Back: the game wallet comes home, the header shows it all.
      await player.getByRole('button', { name: '返回大厅' }).click();
      await expect(player).toHaveCount(0);
      const after = await apiCall<Money>(request, theme, token, '/api/user/money/check');
      expect(after.liveMoney).toBe(0);
      const shown = `¥${(after.money / 1000).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
      await expect(balance).toHaveText(shown);

      // The casino report: the slot's row, its rounds in the detail.
      await page.goto(appUrl(theme, '/profile'));
      await expect(page.getByTestId('game-wallet-amount')).toHaveText('0.00');
      await page.getByRole('link', { name: '真人投注' }).click();
      await expect(page).toHaveURL(appUrl(theme, '/live-betting'));
      const row = page.getByTestId('casino-report-row').filter({ hasText: SLOT });
      await expect(row).toContainText('3.00');
      const win = (after.money - 100_000) / 1000;
      await expect(row.locator('td').last()).toHaveClass(win >= 0 ? /win--win/ : /win--loss/);
      await row.click();
      await expect(page).toHaveURL(/\/live-betting-detail\?gameCode=/);
      await expect(page.getByTestId('casino-bet')).toHaveCount(3);

      // A row with nothing played does nothing.
      await page.goBack();
      const idle = page.getByTestId('casino-report-row').filter({ hasText: '金龙献瑞' });
      await idle.click();
      await expect(page).toHaveURL(appUrl(theme, '/live-betting'));
    });
  });
}

test('each brand shapes its lobby tiles its own way, not one lobby recoloured (issue 34)', async ({
  browser,
}) => {
  await expectDistinctLooks(browser, ['theme1', 'theme2', 'theme4'], async (page, brand) => {
    await page.goto(appUrl(brand, '/game-center'));
    const picture = tile(page, 'hot', SLOT).locator('.jl-game-tile__picture');
    await expect(picture).toBeVisible();
    // Corners (square, rounded, round), rim and what the tile stands on: not a shade of colour.
    return picture.evaluate((element) => {
      const style = getComputedStyle(element);
      const radius = parseFloat(style.borderTopLeftRadius) / element.getBoundingClientRect().width;
      const corners = radius < 0.08 ? 'square' : radius < 0.2 ? 'rounded' : 'round';
      const rim = parseFloat(style.borderTopWidth) >= 2 ? 'rim' : 'no rim';
      const ledge = /\b0px [1-9]\d*px 0px\b/.test(style.boxShadow) ? 'ledge' : 'float';
      return `${corners}, ${rim}, ${ledge}`;
    });
  });
});

test('each brand heads its lobby sections its own way (issue 34)', async ({ browser }) => {
  await expectDistinctLooks(browser, ['theme1', 'theme2', 'theme4'], async (page, brand) => {
    await page.goto(appUrl(brand, '/game-center'));
    const heading = page.getByTestId('game-section-hot').getByRole('heading', { name: '热门' });
    await expect(heading).toBeVisible();
    // The brand's heading colours read (axe's contrast rule among the rest).
    await checkA11y(page, `${brand} lobby`);
    // A bar before the name, a ruled sign, a pill or a ribbon on a ledge: by its ground and edges.
    return heading.evaluate((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const grounded = style.backgroundColor !== 'rgba(0, 0, 0, 0)';
      if (!grounded) return parseFloat(style.borderBottomWidth) > 0 ? 'ruled sign' : 'bare bar';
      const round = parseFloat(style.borderTopLeftRadius) >= box.height / 2 ? 'pill' : 'tag';
      const ledge = /\b0px [1-9]\d*px 0px\b/.test(style.boxShadow) ? ' on a ledge' : '';
      return `${round}${ledge}`;
    });
  });
});

test('each brand composes its lobby its own way: the parts above the games, the category bar and the service icons (issue 34)', async ({
  browser,
}) => {
  await expectDistinctLooks(browser, ['theme1', 'theme2', 'theme4'], async (page, brand) => {
    await page.goto(appUrl(brand, '/game-center'));
    const bar = page.getByRole('tablist', { name: '游戏分类' });
    await expect(bar.getByRole('tab', { name: '热门' })).toBeVisible();
    const lobby = page.getByTestId('game-center-screen');
    const order = await moduleOrder(lobby, [
      ['jl-gc__search', '搜索'],
      ['jl-home-carousel', '轮播'],
      ['jl-notice-marquee', '公告'],
      ['jl-gc-services', '服务'],
    ]);
    // Underlined labels, pills with an icon, or icon tiles: told apart by the tab's shape.
    const tab = await bar.locator('[role="tab"][aria-selected="true"]').evaluate((element) => {
      const box = element.getBoundingClientRect();
      const icon = element.querySelector('.jl-game-category-nav__icon') ? 'icon' : 'label';
      return `${icon} ${box.height / box.width > 0.9 ? 'tile' : 'strip'}`;
    });
    // The service icons' style: their corners and rim.
    const icons = await lobby
      .locator('.jl-gc-services__icon')
      .first()
      .evaluate((element) => {
        const style = getComputedStyle(element);
        const radius =
          parseFloat(style.borderTopLeftRadius) / element.getBoundingClientRect().width;
        const corners = radius < 0.15 ? 'square' : radius < 0.45 ? 'rounded' : 'round';
        return `${corners} ${style.borderTopStyle === 'none' ? 'bare' : 'rimmed'} icons`;
      });
    return `${order.join(' ')} · ${tab} · ${icons}`;
  });
});

/** The slot's provider code, read from the lobby. */
async function slotCode(
  request: Parameters<typeof apiCall>[0],
  theme: Theme,
  token: string,
): Promise<string> {
  const groups = await apiCall<{ games: { gameName: string; gameCode: string }[] }[]>(
    request,
    theme,
    token,
    '/app-api/game/group',
  );
  return groups.flatMap((g) => g.games).find((g) => g.gameName === SLOT)!.gameCode;
}
