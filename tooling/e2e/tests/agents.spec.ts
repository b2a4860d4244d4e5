// Agent journeys in real Chromium against the reference server (theme3; issue 17). A fresh agent
// (added under the seeded agent01 through its add-user call, so no other journey's agent is
// touched) creates a registration link on its pages; a new player registers through the link in a
// second browser context, gets money, bets on the fast Mark Six and the draw settles it; the agent
// then sees the member in its user list and detail, the bet in the team report and the rebate
// (代理返点) in its bills through the profile's 推广收益 tile. A player opening /agent stays where
// it was. Every screen is photographed at 390x844 (test-results/<this test>).
import type { APIRequestContext } from '@playwright/test';
import { appUrl } from '../apps';
import {
  PASSWORD,
  apiCall,
  rechargeThroughCashier,
  signInPage,
  skipHomeModals,
  uniqueAccount,
} from './accounts.fixtures';
import { drawNow, shot } from './betsHelpers';
import { otherPhone } from './people';
import { betSpecialNumbers } from './moneyHelpers';
import { checkA11y } from './a11y';
import { expect, test } from './fixtures';

const theme = 'theme3';

/** The seeded demo agent (apps/server seed): rebate 8‰. */
const AGENT01 = { account: 'agent01', password: 'Agent1234' };

/** Logs in through POST /v/user/login (a form, as the app sends it); resolves with the token. */
async function loginUser(
  request: APIRequestContext,
  account: string,
  password: string,
): Promise<string> {
  const response = await request.post(appUrl(theme, '/v/user/login'), {
    form: { account, password, version: '5.0.8' },
  });
  const body = (await response.json()) as {
    code: number | string;
    msg: string;
    data: { token: string };
  };
  expect(body.code, body.msg).toBe(0);
  return body.data.token;
}

/** A fresh sub-agent of agent01 with agent01's own rebate (8‰): it earns 8 − its members' rebate. */
async function freshAgent(request: APIRequestContext): Promise<{ account: string; token: string }> {
  const agent01 = await loginUser(request, AGENT01.account, AGENT01.password);
  const account = uniqueAccount('ag');
  const response = await request.post(appUrl(theme, '/api/dl/add'), {
    headers: { Authorization: agent01, token: agent01 },
    form: { account, password: PASSWORD, accountType: 'agent', rebate: '8' },
  });
  const body = (await response.json()) as { code: number | string; msg: string };
  expect(body.code, body.msg).toBe(0);
  return { account, token: await loginUser(request, account, PASSWORD) };
}

test.beforeEach(({ page }) => skipHomeModals(page));

test('an agent links a new player, who bets; the agent sees the member, the bet and the rebate', async ({
  page,
  request,
  browser,
  context,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: appUrl(theme, '/').replace(/\/$/, ''),
  });
  const agent = await freshAgent(request);
  await signInPage(page, agent.token);

  let link = '';
  await test.step('the profile shows the agent tiles; the agent centre opens', async () => {
    await page.goto(appUrl(theme, '/profile'));
    await expect(page.getByRole('link', { name: /推广收益/ })).toBeVisible();
    await shot(page, '01-profile-agent');
    await page.getByRole('link', { name: /代理中心/ }).click();
    await expect(page).toHaveURL(appUrl(theme, '/agent'));
    await expect(page.getByTestId('agent-summary')).toContainText(agent.account);
    await expect(page.getByTestId('agent-team-count')).toHaveText('0');
    await shot(page, '02-agent-centre');
  });

  await test.step('the agent creates a player link at 6‰ and copies it', async () => {
    await page.getByRole('link', { name: '推广链接' }).click();
    await expect(page.getByTestId('agent-rebate-range')).toContainText('0‰ - 8‰');
    await page.getByLabel('返点(‰)').fill('6');
    await page.getByLabel('备注').fill('朋友圈推广');
    await shot(page, '03-create-link');
    await page.getByRole('button', { name: '生成链接' }).click();
    await expect(page).toHaveURL(/\/agent\/link\/\d+$/);
    await expect(page.getByRole('img', { name: '推广二维码' })).toBeVisible();
    link = (await page.getByTestId('agent-link-url').textContent()) ?? '';
    expect(link).toMatch(/\/auth\/register\?code=[A-Z0-9]+$/);
    await page.getByRole('button', { name: '复制链接' }).click();
    await expect(page.getByText('复制成功')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await shot(page, '04-link');
  });

  const player = uniqueAccount('lp');
  const { page: phone } = await otherPhone(browser);
  let playerToken = '';
  await test.step('a new player registers through the link on another phone', async () => {
    await phone.goto(link);
    await expect(phone.getByLabel(/^推广码/)).toHaveValue(new URL(link).searchParams.get('code')!);
    await phone.getByLabel(/^用户名/).fill(player);
    await phone.getByLabel(/^密码/).fill(PASSWORD);
    await phone.getByLabel(/^确认密码/).fill(PASSWORD);
    await phone.getByRole('button', { name: '立即注册' }).click();
    await expect(phone).toHaveURL(appUrl(theme, '/profile'));
    await expect(phone.getByTestId('profile-account')).toHaveText(player);
    playerToken = (await phone.evaluate(() => localStorage.getItem('access_token'))) ?? '';
    expect(playerToken).not.toBe('');
  });

  await test.step('a player opening /agent stays where it was', async () => {
    // In the app (a tap on a stale link): the guard leaves the player on the profile.
    await phone.evaluate(() => {
      window.history.pushState(null, '', '/agent');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(phone).toHaveURL(appUrl(theme, '/profile'));
    await expect(phone.getByTestId('profile-account')).toHaveText(player);
    await expect(phone.getByTestId('agent-screen')).toHaveCount(0);
    await expect(phone.getByRole('link', { name: /代理中心|推广收益/ })).toHaveCount(0);
    // Opened directly, there is no page to stay on: home.
    await phone.goto(appUrl(theme, '/agent/user-list'));
    await expect(phone).toHaveURL(appUrl(theme, '/'));
    await phone.context().close();
  });

  await test.step('the player gets money and bets 100 yuan; the draw settles it', async () => {
    await rechargeThroughCashier(request, theme, playerToken, '200');
    // Ten 特码 numbers at 10 yuan: a valid bet of 100 yuan whatever the draw.
    const numbers = ['01', '02', '03', '04', '05', '06', '08', '09', '10', '11'];
    await betSpecialNumbers(request, theme, playerToken, numbers, 10_000);
    await drawNow(request, theme, 71, [12, 13, 14, 15, 16, 17, 7]);
    // Settlement pays the agent's 代理返点 in the same transaction, one ledger row per bet (ten
    // bets of 10 yuan, 2‰ each): wait for them.
    await expect
      .poll(
        async () =>
          (
            await apiCall<{ data: unknown[] }>(
              request,
              theme,
              agent.token,
              '/api/user/bills?page=1&rows=20&type=12',
            )
          ).data.length,
        { timeout: 90_000, intervals: [2_000] },
      )
      .toBe(10);
  });

  await test.step('the agent sees the member in the list and its detail', async () => {
    await page.goto(appUrl(theme, '/agent/user-list'));
    const row = page.getByTestId('agent-user-row').filter({ hasText: player });
    await expect(row).toBeVisible();
    await expect(row).toContainText('会员');
    await expect(row).toContainText('0.6%');
    await shot(page, '05-user-list');
    await row.getByRole('link', { name: new RegExp(player) }).click();
    await expect(page).toHaveURL(/\/agent\/user-detail\/\d+$/);
    await expect(page.getByTestId('agent-detail-bet')).toHaveCount(10);
    await expect(page.getByTestId('agent-detail-bill').first()).toBeVisible();
    await shot(page, '06-user-detail');
  });

  await test.step('the team report counts the bet and the agent rebate', async () => {
    await page.goto(appUrl(theme, '/agent/team-overview'));
    await expect(page.getByTestId('team-cp-report')).toContainText('100.00');
    await expect(page.getByTestId('team-regist-count')).toHaveText('1');
    // 8‰ − 6‰ of 100 yuan.
    await expect(page.getByTestId('team-dl-rebate')).toHaveText('0.20');
    await page.getByRole('radio', { name: '今天' }).click();
    await expect(page.getByRole('radio', { name: '今天' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('agent-team-figures')).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByTestId('team-cp-report')).toContainText('100.00');
    await shot(page, '07-team-overview');
  });

  await test.step('the rebate is in the bills behind the 推广收益 tile', async () => {
    await page.goto(appUrl(theme, '/profile'));
    await page.getByRole('link', { name: /推广收益/ }).click();
    await expect(page).toHaveURL(appUrl(theme, '/bills?type=12'));
    const rows = page.getByTestId('bill-row');
    await expect(rows).toHaveCount(10);
    await expect(rows.filter({ hasText: '代理返点' }).filter({ hasText: '+0.02' })).toHaveCount(10);
    await shot(page, '08-agent-rebate-bills');
  });

  await test.step('the terms page', async () => {
    await page.goto(appUrl(theme, '/agent/declare'));
    await expect(page.getByTestId('agent-terms').getByRole('heading').first()).toContainText(
      '代理',
    );
    await shot(page, '09-declare');
  });
});

test('the seeded agent01 reaches every agent page through the centre', async ({
  page,
  request,
}) => {
  const token = await loginUser(request, AGENT01.account, AGENT01.password);
  await signInPage(page, token);
  await page.goto(appUrl(theme, '/agent'));
  await expect(page.getByTestId('agent-summary')).toContainText('JL8888');
  for (const [tile, testId] of [
    ['团队总览', 'agent-team-overview'],
    ['用户列表', 'agent-user-list'],
    ['添加下级', 'agent-add-user'],
    ['推广链接', 'agent-create-link'],
    ['代理说明', 'agent-declare'],
  ] as const) {
    await page.getByRole('link', { name: tile }).click();
    await expect(page.getByTestId(testId)).toBeVisible();
    await expect(page.getByRole('status', { name: '加载中…' })).toHaveCount(0);
    await shot(page, `10-${testId}`);
    await page.goBack();
    await expect(page.getByTestId('agent-screen')).toBeVisible();
  }
  // The range's calendar: a Chinese month sheet, no future day.
  await page.getByRole('link', { name: '团队总览' }).click();
  await page.getByRole('button', { name: /^开始日期/ }).click();
  const sheet = page.getByRole('dialog', { name: '开始日期' });
  await expect(sheet).toContainText('日一二三四五六');
  await expect(sheet.getByRole('button', { name: '下个月' })).toBeDisabled();
  await shot(page, '11-date-sheet');
  // Each day's name holds the number it shows (2026年11月2日, not 2026-11-02).
  await checkA11y(page, 'date sheet');
});
