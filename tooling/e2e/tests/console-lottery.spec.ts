// Journey (issue 32): a player bets 特码 07 and 08 on 香港六合彩 (game 70, drawn outside: an
// operator enters the official numbers) in the player app (390×844); a 运营 enters the turn's seven
// numbers in the console's 开奖 screen (1440×900), checks them again in the confirmation and
// confirms; the turn the console says it drew is the one bet on, and the player's bets settle on
// the engine's next step: 07 (the special number) paid, 08 not. 审计, filtered by that 运营 and
// 'lottery.draw', shows the numbers.
//
// Set-up through the API: ¥100 credited to the player by a 财务's adjustment.
import { hangTimeout } from '../../vite-config/testTimeouts.js';
import { consoleWanted } from '../consoleApp';
import { placeSlip, waitForOpenTurn } from './betsHelpers';
import {
  CONSOLE_DESKTOP,
  creditPlayer,
  expectInAudit,
  newOperator,
  newPlayer,
  openConsoleAs,
  playerPhone,
  playerUrl,
} from './consoleHelpers';
import { expect, test } from './fixtures';

test.use(CONSOLE_DESKTOP);
test.skip(!consoleWanted(), 'E2E_THEMES leaves the console out');

const MARK_SIX = 70;
/** Six numbers and the special number (07: the 特码 bet that wins). */
const NUMBERS = [12, 23, 34, 45, 1, 2, 7];

test('运营 enters the official numbers of 香港六合彩 and the bets on that turn settle', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(hangTimeout(300_000));
  const [ops, finance] = await Promise.all([newOperator('ops'), newOperator('finance')]);
  const player = await newPlayer(request, 'lh');
  await creditPlayer(finance, player, 100);

  const phone = await playerPhone(browser, player);
  try {
    // The player bets 特码 07 and 08, ¥10 each, on the turn on sale.
    await phone.page.goto(playerUrl(`/game/${MARK_SIX}`));
    await expect(phone.page.getByTestId('number-grid')).toBeVisible();
    await waitForOpenTurn(phone.page, 60);
    const info = await request.get(playerUrl(`/v/lottery/openInfo?gameId=${MARK_SIX}`));
    const turn = ((await info.json()) as { data: { cur: { turnNum: string } } }).data.cur.turnNum;
    await placeSlip(phone.page, { category: '特码', picks: [/^07/, /^08/], amount: '10' });
    await expect(phone.page.getByText('投注成功')).toBeVisible();
    await phone.page.goto(playerUrl('/bet-list'));
    await expect(phone.page.getByTestId('bet-record')).toHaveCount(2);

    // The 运营 enters the official numbers in 开奖 and confirms them in the second look.
    await openConsoleAs(page, ops, '/lottery');
    const labels = ['正码1', '正码2', '正码3', '正码4', '正码5', '正码6', '特别号'];
    for (const [index, label] of labels.entries())
      await page.getByRole('spinbutton', { name: label }).fill(String(NUMBERS[index]));
    await page.getByRole('button', { name: '核对并开奖' }).click();
    const confirm = page.getByRole('dialog', { name: '请再次核对开奖号码' });
    await expect(confirm).toContainText('香港六合彩');
    await expect(confirm).toContainText('确认后将立即开奖并结算该期所有注单，且无法撤销。');
    for (const n of NUMBERS) await expect(confirm).toContainText(String(n).padStart(2, '0'));
    await confirm.getByRole('button', { name: /^确认开奖$/ }).click();
    // The turn drawn is the one the player bet on.
    await expect(page.getByText(`第 ${turn} 期已开奖`)).toBeVisible();
    await expect(confirm).toHaveCount(0);

    // The bets settle: 07 (the special number) paid, 08 not.
    await phone.page.goto(playerUrl('/bet-list?tab=settled'));
    await expect
      .poll(
        async () => {
          await phone.page.reload();
          await phone.page.getByTestId('bet-records').waitFor();
          await phone.page
            .getByTestId('bet-record')
            .or(phone.page.getByText('暂无数据'))
            .first()
            .waitFor();
          return phone.page.getByTestId('bet-record').count();
        },
        { timeout: hangTimeout(120_000), intervals: [3_000] },
      )
      .toBe(2);
    const records = phone.page.getByTestId('bet-record');
    await expect(records.filter({ hasText: '已派奖' })).toHaveCount(1);
    await expect(records.filter({ hasText: '未中奖' })).toHaveCount(1);
  } finally {
    await phone.context.close();
  }

  await expectInAudit(browser, {
    operator: ops.name,
    action: 'lottery.draw',
    count: 1,
    contains: [`"numbers":[${NUMBERS.join(',')}]`],
  });
});
