// Journey: the analytics pages of the daily Hong Kong game (70, whose history does not move during
// the test) show the figures of its seeded history as the API returns it.
import type { Locator } from '@playwright/test';
import { appUrl } from '../apps';
import { fetchHistory } from './lotteryHelpers';
import { expect, test } from './fixtures';

const GAME = 70;

function countOf(table: Locator, value: string): Promise<string | null> {
  return table.locator(`tr[data-value="${value}"] td`).first().textContent();
}

test('the special-number statistics match the seeded history', async ({ page, request }) => {
  const rows = await fetchHistory(request, 'theme3', GAME, 100);
  expect(rows.length).toBeGreaterThan(10);
  const specials = rows.map((r) => Number(r.openNum.split(',')[6]));
  const big = specials.filter((n) => n >= 25 && n <= 48).length;
  const small = specials.filter((n) => n <= 24).length;
  const odd = specials.filter((n) => n !== 49 && n % 2 === 1).length;

  await page.goto(appUrl('theme3', `/game/${GAME}/analytic`));
  await expect(page).toHaveURL(/\/analytic\/special\/history$/);
  await expect(page.getByTestId('analytic-window')).toContainText(`近 ${rows.length} 期`);
  // The history table lists the newest draw first with its special number.
  const firstRow = page.getByRole('table', { name: '开奖历史' }).locator('tbody tr').first();
  await expect(firstRow).toContainText(rows[0]!.turnNum);
  await expect(firstRow).toContainText(rows[0]!.openNum.split(',')[6]!);

  await page.getByRole('link', { name: '大小' }).click();
  const sizes = page.getByRole('table', { name: '特码大小' });
  expect(await countOf(sizes, '大')).toBe(String(big));
  expect(await countOf(sizes, '小')).toBe(String(small));
  expect(await countOf(page.getByRole('table', { name: '特码单双' }), '单')).toBe(String(odd));

  await page.getByRole('link', { name: '尾数' }).click();
  const tails = page.getByRole('table', { name: '特码尾数' });
  for (const tail of [0, 5, 9]) {
    const expected = specials.filter((n) => n % 10 === tail).length;
    expect(await countOf(tails, `${tail}尾`)).toBe(String(expected));
  }

  await page.getByRole('link', { name: '区间' }).click();
  const ranges = page.getByRole('table', { name: '特码区间' });
  expect(await countOf(ranges, '41-49')).toBe(String(specials.filter((n) => n >= 41).length));

  await page.getByRole('link', { name: '走势' }).click();
  const points = page.getByRole('img', { name: /特码走势/ }).locator('circle');
  await expect(points).toHaveCount(Math.min(30, rows.length));
  await expect(points.last()).toHaveAttribute('data-special', String(specials[0]));
});

test('the zodiac pages and the helper work from the same history', async ({ page, request }) => {
  const rows = await fetchHistory(request, 'theme3', GAME, 100);
  await page.goto(appUrl('theme3', `/game/${GAME}/analytic/zodiac/special-num`));
  const table = page.getByRole('table', { name: '特码生肖' });
  await expect(table).toBeVisible();
  // Every draw's special number falls under exactly one sign.
  const counts = await table
    .locator('tbody tr td:first-of-type')
    .evaluateAll((cells) => cells.map((c) => Number(c.textContent)));
  expect(counts).toHaveLength(12);
  expect(counts.reduce((a, b) => a + b, 0)).toBe(rows.length);

  await page.goto(appUrl('theme3', `/game/${GAME}/analytic/lottery-helper`));
  const helper = page.getByTestId('lottery-helper');
  await helper.getByRole('button', { name: '绿波' }).click();
  await helper.getByRole('button', { name: '双', exact: true }).click();
  // Green even numbers: 6, 16, 22, 28, 32, 38, 44.
  await expect(helper.getByRole('status')).toContainText('7 个');
});
