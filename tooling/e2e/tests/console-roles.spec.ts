// Journey (issue 32): a role is refused what it may not do by the server, not only by a hidden
// button. A 客服 reads the 提现 queue (1440×900) without 确认出款 buttons; sending the approval
// itself from the signed-in page (its session cookie and the CSRF token the session answers) is 403
// with the role named, and without the CSRF token 403 too; a 运营 muting a player is 403 likewise.
// Nothing changed: the order is still 待审核 for the player, the player can still chat, and 审计 has
// no withdrawal or player action by either of them.
//
// Set-up through the API: the player's fund password, bank card, ¥300 credited by a 财务's
// adjustment and a ¥100 withdrawal asked for.
import { hangTimeout } from '../../vite-config/testTimeouts.js';
import { consoleUrl, consoleWanted } from '../consoleApp';
import {
  CONSOLE_DESKTOP,
  consoleApi,
  creditPlayer,
  expectInAudit,
  newOperator,
  newPlayer,
  openConsoleAs,
  playerPhone,
  playerUrl,
  prepareWithdrawals,
  requestWithdrawal,
  tableRows,
} from './consoleHelpers';
import { expect, test } from './fixtures';

test.use(CONSOLE_DESKTOP);
test.skip(!consoleWanted(), 'E2E_THEMES leaves the console out');

test('客服 and 运营 are refused by the server what their roles may not do', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(hangTimeout(180_000));
  const [finance, support, ops] = await Promise.all([
    newOperator('finance'),
    newOperator('support'),
    newOperator('ops'),
  ]);
  const player = await newPlayer(request, 'rf');
  await prepareWithdrawals(request, player);
  await creditPlayer(finance, player, 300);
  const orderNo = await requestWithdrawal(request, player, 100);

  // The 客服 reads the queue: the order is there, without the decision buttons of 财务.
  await openConsoleAs(page, support, '/withdrawals');
  await page.getByRole('textbox', { name: /^玩家账号/ }).fill(player.account);
  await page.getByRole('button', { name: /^查\s?询$/ }).click();
  const row = tableRows(page).filter({ hasText: orderNo });
  await expect(row).toContainText('待审核');
  await expect(row.getByRole('button', { name: '确认出款' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '确认出款' })).toHaveCount(0);

  // The approval sent anyway, as a crafted request from the signed-in page: the server refuses it.
  const session = await page.request.get(consoleUrl('/console-api/session'));
  const { csrfToken } = ((await session.json()) as { data: { csrfToken: string } }).data;
  expect(csrfToken).toBeTruthy();
  const approve = consoleUrl(`/console-api/withdrawals/${orderNo}/approve`);
  const refused = await page.request.post(approve, {
    headers: { 'x-csrf-token': csrfToken },
    data: { note: '客服越权' },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { msg: string }).msg).toBe(
    '客服无权进行该操作（需要管理员或财务）',
  );
  // Without the CSRF token the session cookie alone does nothing either.
  const noCsrf = await page.request.post(approve, { data: {} });
  expect(noCsrf.status()).toBe(403);
  expect(((await noCsrf.json()) as { msg: string }).msg).toContain('CSRF');

  // A 运营 may not moderate players: muting is refused the same way.
  const mute = await ops.api.post(consoleUrl(`/console-api/players/${player.userId}/mute`), {
    headers: { 'x-csrf-token': ops.csrf },
    data: { reason: '运营越权' },
  });
  expect(mute.status()).toBe(403);
  expect(((await mute.json()) as { msg: string }).msg).toBe(
    '运营无权进行该操作（需要管理员或客服）',
  );

  // Nothing changed: still pending in the queue (after a reload) and for the player; not muted.
  await page.reload();
  await page.getByRole('textbox', { name: /^玩家账号/ }).fill(player.account);
  await page.getByRole('button', { name: /^查\s?询$/ }).click();
  await expect(tableRows(page).filter({ hasText: orderNo })).toContainText('待审核');
  const profile = await consoleApi<{ muted: boolean }>(
    finance,
    'GET',
    `/console-api/players/${player.userId}`,
  );
  expect(profile.muted).toBe(false);
  const phone = await playerPhone(browser, player);
  try {
    await phone.page.goto(playerUrl(`/withdraw-history/${orderNo}`));
    await expect(phone.page.getByTestId('order-status')).toHaveText('审核中');
  } finally {
    await phone.context.close();
  }

  // 审计: no withdrawal decision by the 客服, no player action by the 运营.
  await expectInAudit(browser, { operator: support.name, action: 'wallet.', count: 0 });
  await expectInAudit(browser, { operator: ops.name, action: 'player.', count: 0 });
});
