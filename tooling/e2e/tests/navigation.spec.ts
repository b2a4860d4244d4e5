// Journeys: the bottom menu of each app, the logged-out bet-list confirm and the 404 screen.
import { appUrl, type Theme } from '../apps';
import { skipHomeModals } from './accounts.fixtures';
import { expect, test } from './fixtures';

/** Bottom menus per DESIGN.md §6 (as read in the project's README). */
const menus: Record<Theme, string[]> = {
  theme1: ['首页', '图库', '游戏大厅', '资料库', '我的'],
  theme2: ['首页', '优惠', '游戏大厅', '投注记录', '我的'],
  theme3: ['首页', '图库', '投注记录', '资料库', '我的'],
  theme4: ['首页', '图库', '六合彩', '资料库', '我的'],
};

// Not about home's once-per-visit modals: they never open in these journeys.
test.beforeEach(({ page }) => skipHomeModals(page));

for (const theme of Object.keys(menus) as Theme[]) {
  test(`${theme} shows its own bottom menu with home highlighted`, async ({ page }) => {
    await page.goto(appUrl(theme, '/'));
    const menu = page.getByRole('navigation', { name: '底部菜单' });
    await expect(menu).toBeVisible();
    const items = menu.getByRole('link');
    await expect(items).toHaveText(menus[theme]);
    await expect(menu.locator('[aria-current="page"]')).toHaveText('首页');
  });
}

test('the bet list asks a visitor to log in first', async ({ page }) => {
  await page.goto(appUrl('theme3', '/'));
  const menu = page.getByRole('navigation', { name: '底部菜单' });

  await menu.getByRole('link', { name: '投注记录' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('请先登录');
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(appUrl('theme3', '/'));

  await menu.getByRole('link', { name: '投注记录' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确认' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('an unknown path shows the 404 screen with a way home', async ({ page }) => {
  const response = await page.goto(appUrl('theme3', '/no/such/page'));
  expect(response?.status()).toBe(200);
  await expect(page.getByText('页面不存在')).toBeVisible();
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(appUrl('theme3', '/'));
});

test('an unknown API path answers a 404 { code, msg }', async ({ request }) => {
  const response = await request.get(appUrl('theme3', '/api/no-such-endpoint'));
  expect(response.status()).toBe(404);
  const body = (await response.json()) as { code: string; msg: string };
  expect(body.code).toBe('SYS/NOT_FOUND');
  expect(body.msg).toMatch(/[\u4e00-\u9fa5]/);
});
