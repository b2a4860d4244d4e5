// Journeys of screens no other journey opened (issue 20): a game's 冷热图 (heat-map) and 今日吉号
// (joy-ming) tabs, a gallery group at /gallery/{groupId}, and /report/bet-list for one game. The
// reference server's API is the truth the screens are compared with.
import { appUrl } from '../apps';
import {
  apiCall,
  rechargeThroughCashier,
  registerUser,
  signInPage,
  uniqueAccount,
} from './accounts.fixtures';
import { fetchHistory } from './lotteryHelpers';
import { betSpecialNumbers } from './moneyHelpers';
import { expect, test } from './fixtures';

const theme = 'theme3';
/** A daily game: no draw lands between reading the history and the screen reading it. */
const DAILY_GAME = 110;

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

test('冷热图 counts every number over the recent draws, all numbers and the special one', async ({
  page,
  request,
}) => {
  const draws = await fetchHistory(request, theme, DAILY_GAME, 100);
  expect(draws.length).toBeGreaterThan(10);
  const all = new Map<number, number>();
  const special = new Map<number, number>();
  for (const draw of draws) {
    const numbers = draw.openNum.split(',').map(Number);
    for (const n of numbers) all.set(n, (all.get(n) ?? 0) + 1);
    const last = numbers.at(-1)!;
    special.set(last, (special.get(last) ?? 0) + 1);
  }

  await page.goto(appUrl(theme, `/game/${DAILY_GAME}/heat-map`));
  const heat = page.getByTestId('heat-map');
  await expect(
    heat.getByRole('heading', { name: `近${draws.length}期号码出现次数` }),
  ).toBeVisible();
  const cells = heat.getByTestId('heat-cell');
  await expect(cells).toHaveCount(49);
  for (const n of [1, 7, 25, 49])
    await expect(cells.nth(n - 1)).toHaveAttribute('aria-label', `${n} ${all.get(n) ?? 0}次`);

  await heat.getByRole('tab', { name: '特码' }).click();
  for (const n of [1, 7, 25, 49])
    await expect(cells.nth(n - 1)).toHaveAttribute('aria-label', `${n} ${special.get(n) ?? 0}次`);
});

test('今日吉号 shows the day pillar, its zodiac and element numbers', async ({ page }) => {
  await page.goto(appUrl(theme, `/game/${DAILY_GAME}/joy-ming`));
  const joy = page.getByTestId('joy-ming');
  await expect(joy.getByRole('heading', { level: 2 })).toBeVisible();
  const zodiac = joy.getByTestId('joy-zodiac');
  await expect(zodiac.getByRole('heading', { name: /^今日生肖：/ })).toBeVisible();
  // A zodiac holds four or five of the numbers 1-49.
  const balls = zodiac.getByRole('listitem');
  await expect.poll(() => balls.count()).toBeGreaterThanOrEqual(4);
  expect(await balls.count()).toBeLessThanOrEqual(5);
  await expect(joy.getByTestId('joy-element')).toBeVisible();
  await expect(joy.getByTestId('joy-lucky')).toBeVisible();
});

test('a gallery group lists its posters newest first; a poster opens its detail', async ({
  page,
  request,
}) => {
  const groups = (await (
    await request.get(appUrl(theme, `/api/v2/gallery/group?gameId=${DAILY_GAME}&groupType=1`))
  ).json()) as Envelope<{
    groupList: { dataList: { data: { groupId: number; gameId: number; name: string }[] } }[];
  }>;
  const group = groups.data.groupList.flatMap((bucket) => bucket.dataList.data)[0]!;
  await page.goto(appUrl(theme, `/gallery/${group.groupId}`));
  const screen = page.getByTestId('gallery-group-screen');
  await expect(screen.getByRole('heading', { name: group.name })).toBeVisible();
  const posters = screen.getByTestId('gallery-poster');
  await expect(posters.first()).toBeVisible();
  const turns = await posters.locator('.jl-gallery-card__turn').allTextContents();
  expect(turns.length).toBeGreaterThan(1);
  const numbers = turns.map((text) => Number(/\d+/.exec(text)?.[0]));
  expect([...numbers].sort((a, b) => b - a)).toEqual(numbers);
  await posters.first().click();
  await expect(page).toHaveURL(new RegExp(`/gallery-detail/${group.gameId}/${group.groupId}`));
});

test('/report/bet-list?game_id=71 lists the bets of that game', async ({ page, request }) => {
  const token = await registerUser(request, theme, uniqueAccount('r'));
  // A new player has no money: top up through the demo cashier, then bet on 71.
  await rechargeThroughCashier(request, theme, token, '100');
  await betSpecialNumbers(request, theme, token, ['07', '18'], 1_000);
  const records = await apiCall<{ data: { orderNo: string; gameId: number }[] }>(
    request,
    theme,
    token,
    '/api/cp/records/todayList?gameId=71&page=1&rows=20',
  );
  expect(records.data.length).toBeGreaterThan(0);
  expect(records.data.every((record) => record.gameId === 71)).toBe(true);
  await signInPage(page, token);
  await page.goto(appUrl(theme, '/report/bet-list?game_id=71'));
  const rows = page.getByTestId('bet-record');
  await expect(rows).toHaveCount(records.data.length);
  for (const record of records.data)
    await expect(page.locator(`[data-order-no="${record.orderNo}"]`)).toBeVisible();
});
