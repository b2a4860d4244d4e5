// Journey: the home card of the fast game 71 shows a new draw pushed over the game socket without a
// reload (HTTP open-info answers are refused meanwhile, so only the socket can bring it), and the
// game's history page lists that draw. On theme1's server: the betting, agent and red-packet journeys
// draw game 71 by hand on theme3's, each manual draw taking the next minute's slot ahead of time,
// so that theme3's own next draw of 71 can be minutes away.
import { appUrl } from '../apps';
import { drawnNumbers, fetchHistory, openHome } from './lotteryHelpers';
import { expect, test } from './fixtures';

const THEME = 'theme1';

test('a new result of game 71 arrives over the socket and is in its history', async ({
  page,
  request,
}) => {
  // Game 71 draws every minute: wait for one draw at most.
  test.setTimeout(120_000);
  await openHome(page, THEME);
  await page.getByRole('tab', { name: '极速六合彩' }).click();
  const card = page.getByTestId('lottery-card');
  await expect(card).toHaveAttribute('data-game-id', '71');
  const turn = card.getByTestId('lottery-card-turn');
  await expect(turn).toHaveText(/^第\d+期$/);
  const shownTurn = (await turn.textContent()) ?? '';

  // From now on the page cannot read open info over HTTP, and must not reload.
  await page.route('**/v/lottery/openInfo**', (route) => route.abort());
  await page.evaluate(() => {
    (window as unknown as { journeyMark: number }).journeyMark = 71;
  });

  await expect(turn).not.toHaveText(shownTurn, { timeout: 90_000 });
  const newTurn = /^第(\d+)期$/.exec((await turn.textContent()) ?? '')?.[1];
  expect(newTurn).toBeDefined();
  expect(BigInt(newTurn!)).toBeGreaterThan(BigInt(/\d+/.exec(shownTurn)![0]));
  expect(
    await page.evaluate(() => (window as unknown as { journeyMark?: number }).journeyMark),
  ).toBe(71);

  // The numbers on the card are the ones the server recorded for that turn.
  const rows = await fetchHistory(request, THEME, 71, 10);
  const row = rows.find((r) => r.turnNum === newTurn);
  expect(row, `turn ${newTurn} in the history`).toBeDefined();
  expect(await drawnNumbers(page, 'draw-panel')).toEqual(row!.openNum.split(','));

  await page.unroute('**/v/lottery/openInfo**');
  await card.getByRole('link', { name: '历史记录' }).click();
  await expect(page).toHaveURL(appUrl(THEME, '/lottery-history/71'));
  const list = page.getByTestId('lottery-history-row');
  await expect(list.first()).toBeVisible();
  await expect(page.getByTestId('lottery-history-list')).toContainText(`第${newTurn}期`);
});
