// Database journey in real Chromium against the reference server (theme3): the seeded documents,
// a play category, and a document opening its template page.
import { appUrl } from '../apps';
import { expect, test } from './fixtures';

const theme = 'theme3';

test('the database: pick a category, open a document on its template page', async ({
  page,
}, testInfo) => {
  await page.goto(appUrl(theme, '/databases'));
  const screen = page.getByTestId('database-screen');
  await expect(screen.getByRole('tab', { name: '澳门六合彩', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const tiles = page.getByTestId('database-document');
  await expect(tiles.first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('database.png') });

  // A category chip narrows the documents to that category.
  const chips = screen.getByRole('radiogroup', { name: '玩法分类' }).getByRole('radio');
  await expect(chips.first()).toHaveAttribute('aria-checked', 'true');
  const all = await tiles.count();
  await chips.nth(1).click();
  await expect(chips.nth(1)).toHaveAttribute('aria-checked', 'true');
  await expect.poll(() => tiles.count()).toBeLessThan(all);
  await expect(tiles.first()).toBeVisible();

  // The search narrows further; nonsense shows the empty state.
  const search = page.getByPlaceholder('请输入您要查找的资料名称');
  await search.fill('没有这个资料');
  await expect(page.getByText('暂无数据')).toBeVisible();
  await search.fill('');
  await expect(tiles.first()).toBeVisible();

  await tiles.first().click();
  await expect(page).toHaveURL(/\/template\/110\/\d+\?documentId=\d+$/);
});
