// Journey (issue 32): a player asks for a withdrawal in the player app (390×844) and sees it 审核中;
// a 财务 finds it in the console's 提现 queue (1440×900), approves it with a note after the
// confirmation, and the player's order reads 已到账 without anything restarted; 审计, filtered by
// that 财务 and 'wallet.withdraw', shows the approval of that order.
//
// Set-up through the API: the player's fund password and bank card (as wallet.spec.ts), and ¥300
// credited by the 财务's balance adjustment (money without a recharge: no turnover to bet first).
import { hangTimeout } from '../../vite-config/testTimeouts.js';
import { consoleWanted } from '../consoleApp';
import {
  CONSOLE_DESKTOP,
  FUND_PASSWORD,
  balanceOf,
  creditPlayer,
  expectInAudit,
  newOperator,
  newPlayer,
  openConsoleAs,
  playerPhone,
  playerUrl,
  prepareWithdrawals,
  tableRows,
} from './consoleHelpers';
import { expect, test } from './fixtures';

test.use(CONSOLE_DESKTOP);
test.skip(!consoleWanted(), 'E2E_THEMES leaves the console out');

test('财务 approves a withdrawal in 提现 and the player sees it paid', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(hangTimeout(180_000));
  const finance = await newOperator('finance');
  const player = await newPlayer(request, 'wd');
  await prepareWithdrawals(request, player);
  await creditPlayer(finance, player, 300);
  expect(await balanceOf(request, player)).toBe(300_000);

  const phone = await playerPhone(browser, player);
  try {
    // The player asks for ¥100 to the bound card.
    await phone.page.goto(playerUrl('/withdraw-money'));
    await expect(phone.page.getByTestId('withdraw-balance')).toHaveText('300.00元');
    await phone.page.getByLabel('提现金额').fill('100');
    await phone.page.getByRole('button', { name: '立即提现' }).click();
    await phone.page.getByRole('dialog').getByLabel('请输入交易密码 1').click();
    await phone.page.keyboard.type(FUND_PASSWORD);
    await expect(phone.page).toHaveURL(/\/withdraw-history\/W\d+$/);
    const orderNo = /W\d+$/.exec(phone.page.url())![0];
    await expect(phone.page.getByTestId('order-status')).toHaveText('审核中');
    expect(await balanceOf(request, player)).toBe(200_000);

    // The 财务 finds it in 提现 (pending first) by the player's account and pays it.
    await openConsoleAs(page, finance, '/withdrawals');
    await page.getByRole('textbox', { name: /^玩家账号/ }).fill(player.account);
    await page.getByRole('button', { name: /^查\s?询$/ }).click();
    const row = tableRows(page).filter({ hasText: orderNo });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('待审核');
    await expect(row).toContainText('100.00');
    await row.getByRole('button', { name: '确认出款' }).click();
    const dialog = page.getByRole('dialog', { name: '确认出款' });
    await expect(dialog).toContainText(orderNo);
    await dialog.getByLabel('备注（选填，记入审计日志）').fill('e2e 已网银转账');
    await dialog.getByRole('button', { name: '确认出款' }).click();
    await expect(page.getByText('已确认出款')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // Gone from the pending queue.
    await expect(tableRows(page).filter({ hasText: orderNo })).toHaveCount(0);

    // The player's order is paid (a reload of the same screen, no restart of anything).
    await phone.page.reload();
    await expect(phone.page.getByTestId('order-status')).toHaveText('已到账');
    expect(await balanceOf(request, player)).toBe(200_000);

    await expectInAudit(browser, {
      operator: finance.name,
      action: 'wallet.withdraw',
      count: 1,
      contains: [orderNo, '"outcome":"paid"', 'e2e 已网银转账'],
    });
  } finally {
    await phone.context.close();
  }
});
