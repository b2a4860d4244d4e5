// Red-packet and award-notice journeys (issue 16) in theme3 against the reference server: a player
// sends a lucky packet in the lobby with the fund password, a second player (their own browser
// context) grabs it from the card and finds 红包领取 in the bills, the sender finds 红包发出 and,
// grabbing the last share, sees both shares and 手气最佳 on the detail; the history lists the
// year's packets; an expired packet (its 24 hours ended by the operator's test route) reads 已过期
// for a latecomer and comes back to its sender as 红包退回; a winning bet pops the award notice up
// in the lobby with the winner masked.
import type { APIRequestContext, Page } from '@playwright/test';
import { appUrl, type Theme } from '../apps';
import {
  PASSWORD,
  apiCall,
  rechargeThroughCashier,
  registerUser,
  signInPage,
  skipHomeModals,
  uniqueAccount,
} from './accounts.fixtures';
import { checkA11y } from './a11y';
import { otherPhone, setCompanyConfig } from './people';
import { drawNow, shot } from './betsHelpers';
import { ALL_NUMBERS, betSpecialNumbers } from './moneyHelpers';
import { expect, test } from './fixtures';

const theme: Theme = 'theme3';
const LOBBY = '/chat-rooms/lobby';
const FUND_PASSWORD = '2468';

/** A player with `yuan` in the wallet and the fund password set. */
async function playerWithMoney(request: APIRequestContext, prefix: string, yuan: string) {
  const account = uniqueAccount(prefix);
  const token = await registerUser(request, theme, account);
  await rechargeThroughCashier(request, theme, token, yuan);
  await apiCall(request, theme, token, '/api/user/updateFundPwd', {
    password: PASSWORD,
    fundPwd: FUND_PASSWORD,
    confirmFundPwd: FUND_PASSWORD,
  });
  return { account, token };
}

/** Ends a packet's 24 hours now (POST /operator/hongbao/expire, test-draw servers only). */
async function expirePacket(request: APIRequestContext, id: string): Promise<void> {
  const answer = await request.post(appUrl(theme, '/operator/hongbao/expire'), {
    headers: { 'x-operator-token': process.env.JINLI_OPERATOR_TOKEN! },
    data: { id },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** The card of the packet with `greeting` in the open room. */
function card(page: Page, greeting: string) {
  return page
    .getByTestId('chat-messages')
    .getByTestId('hongbao-card')
    .filter({ hasText: greeting });
}

/** Opens the card and taps 開; resolves on the detail page. */
async function grab(page: Page, greeting: string, screenshot?: string): Promise<void> {
  await card(page, greeting).click();
  const open = page.getByRole('button', { name: '开红包' });
  await expect(open).toBeVisible();
  if (screenshot) {
    await shot(page, screenshot);
    // The envelope only: the room's messages behind the mask are the chat journeys' to check.
    await checkA11y(page, 'red packet envelope', { exclude: ['.jl-chat-list'] });
  }
  await open.click();
  await expect(page.getByTestId('hongbao-detail-screen')).toBeVisible();
}

test.beforeEach(({ page }) => skipHomeModals(page));

test('a lucky packet: one sends in the lobby, the other grabs it, both find it in the bills and the detail', async ({
  page,
  browser,
  request,
}) => {
  const sender = await playerWithMoney(request, 'hs', '100');
  const taker = await registerUser(request, theme, uniqueAccount('ht'));
  const greeting = `大吉大利 ${Date.now().toString(36).slice(-5)}`;
  await signInPage(page, sender.token);
  const other = await otherPhone(browser, taker);
  try {
    await other.page.goto(appUrl(theme, LOBBY));
    await expect(other.page.getByRole('textbox', { name: '输入消息' })).toBeEditable();

    // The sender: 发红包 from the composer, the form, the fund password.
    await page.goto(appUrl(theme, LOBBY));
    await page.getByRole('button', { name: '发红包' }).click();
    await expect(page).toHaveURL(appUrl(theme, `${LOBBY}/hong-bao`));
    await page.getByRole('textbox', { name: '红包个数' }).fill('2');
    await page.getByRole('textbox', { name: '总金额' }).fill('10');
    await page.getByRole('textbox', { name: '祝福语' }).fill(greeting);
    await expect(page.getByTestId('hongbao-send-total')).toHaveText('¥10.00');
    await shot(page, '01-send');
    await checkA11y(page, 'send a red packet');
    await page.getByRole('button', { name: '塞钱进红包' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('请输入交易密码 1').click();
    await page.keyboard.type(FUND_PASSWORD);
    // Back in the room, the card is there for everyone.
    await expect(page).toHaveURL(appUrl(theme, LOBBY));
    await expect(card(page, greeting)).toBeVisible();
    await expect(card(other.page, greeting)).toBeVisible();
    await shot(other.page, '02-card');

    // The other player grabs a share: the detail shows it big.
    await grab(other.page, greeting, '02b-envelope');
    const mine = other.page.getByTestId('hongbao-my-amount');
    await expect(mine).toHaveText(/^\d+\.\d{2}元$/);
    const amount = (await mine.textContent())!.replace('元', '');
    await shot(other.page, '03-detail-taker');
    await other.page.goto(appUrl(theme, '/bills'));
    await expect(
      other.page
        .getByTestId('bill-row')
        .filter({ hasText: '红包领取' })
        .filter({ hasText: `+${amount}` }),
    ).toHaveCount(1);

    // Back in the room the card reads 已领取 for them.
    await other.page.goto(appUrl(theme, LOBBY));
    await expect(card(other.page, greeting)).toHaveAttribute('data-spent', 'true');
    await expect(card(other.page, greeting)).toContainText('已领取');

    // The sender: 红包发出 in the bills; taking the last share finishes it — both on the detail.
    await page.goto(appUrl(theme, '/bills'));
    await expect(
      page.getByTestId('bill-row').filter({ hasText: '红包发出' }).filter({ hasText: '-10.00' }),
    ).toHaveCount(1);
    await page.goto(appUrl(theme, LOBBY));
    await grab(page, greeting);
    await expect(page.getByTestId('hongbao-claim')).toHaveCount(2);
    await expect(page.getByTestId('hongbao-summary')).toContainText('2个红包共10.00元');
    await expect(page.getByTestId('luckiest-badge')).toHaveCount(1);
    await shot(page, '04-detail-finished');
    await checkA11y(page, 'red packet detail');

    // The history: the sent packet in this year's list.
    await page.getByRole('link', { name: '查看我的红包记录' }).click();
    await page.getByRole('tab', { name: '发出的红包' }).click();
    await expect(page.getByTestId('hongbao-history-total')).toHaveText('10.00元');
    await expect(page.getByTestId('hongbao-history-row')).toContainText('已抢完 2/2个');
    await shot(page, '05-history');
  } finally {
    await other.context.close();
  }
});

test('an expired packet reads 已过期 to a latecomer, and its rest goes back to the sender', async ({
  page,
  request,
}) => {
  const sender = await playerWithMoney(request, 'he', '50');
  const greeting = `过期测试 ${Date.now().toString(36).slice(-5)}`;
  const packet = await apiCall<{ id: string }>(request, theme, sender.token, '/api/hongbao/send', {
    room_id: 'lobby',
    kind: 'equal',
    amount: '6',
    count: 3,
    greeting,
    fundPwd: FUND_PASSWORD,
  });
  await expirePacket(request, packet.id);

  const latecomer = await registerUser(request, theme, uniqueAccount('hl'));
  await signInPage(page, latecomer);
  await page.goto(appUrl(theme, LOBBY));
  await expect(card(page, greeting)).toHaveAttribute('data-spent', 'true');
  await expect(card(page, greeting)).toContainText('已过期');
  // The room with spent packets and the composer: each name holds what its button shows.
  await checkA11y(page, 'chat room with a spent red packet');
  await card(page, greeting).click();
  await expect(page.getByText('该红包已过期').first()).toBeVisible();
  await shot(page, '06-expired');

  // The sender: the whole 6.00 back as 红包退回 (ledger type 35), once.
  const bills = await apiCall<{ data: { type: number; amount: number }[] }>(
    request,
    theme,
    sender.token,
    '/api/user/bills?type=35',
  );
  expect(bills.data.map((bill) => bill.amount)).toEqual([6_000]);
});

test('a winning bet pops the award notice up in the lobby, the winner masked', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const player = await playerWithMoney(request, 'ha', '100');
  // Every win is announced while this runs (the seeded threshold is 10,000 yuan).
  await setCompanyConfig(request, theme, 'award_notice_min', '1');
  try {
    await signInPage(page, player.token);
    await page.goto(appUrl(theme, LOBBY));
    // In the room (its head count comes with the join): a notice is not stored, so a socket that
    // joins after the draw never sees it, and under load the join can come after the bet's draw.
    await expect(page.getByTestId('chat-room-people')).toBeVisible();
    // 1 yuan on each of the 49 numbers: one of them wins whatever is drawn.
    await betSpecialNumbers(request, theme, player.token, ALL_NUMBERS, 1_000);
    await drawNow(request, theme, 71, [1, 2, 3, 4, 5, 6, 7]);
    // Masked as chat and red packets show the player (@jinli/domain maskAccount: ab***yz).
    const masked = `${player.account.slice(0, 2)}***${player.account.slice(-2)}`;
    const notice = page
      .getByTestId('award-notice')
      .filter({ hasText: masked })
      .filter({ hasText: '中奖' });
    await expect(notice).toBeVisible({ timeout: 60_000 });
    // Masked: the account's middle never shows.
    await expect(notice).not.toContainText(player.account);
    await expect(notice).toContainText(/\d+\.\d{2}元/);
    await shot(page, '06-award');
  } finally {
    await setCompanyConfig(request, theme, 'award_notice_min', '10000');
  }
});
