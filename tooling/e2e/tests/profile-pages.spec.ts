// Account pages in real Chromium against the reference server (theme1): personal details, the bound
// accounts, the chat colour, the welfare centre, the about pages and the register phone picker.
// Each journey makes its own user through the public API.
import { appUrl } from '../apps';
import {
  PASSWORD,
  apiCall,
  rechargeThroughCashier,
  registerUser,
  signInPage,
  uniqueAccount,
} from './accounts.fixtures';
import { ALL_NUMBERS, betSpecialNumbers, moneyOf } from './moneyHelpers';
import { expect, test } from './fixtures';

const theme = 'theme1';

test('personal details: a wrong email is refused, a right one is saved and shown masked', async ({
  page,
  request,
}) => {
  const token = await registerUser(request, theme, uniqueAccount('p'));
  await signInPage(page, token);
  await page.goto(appUrl(theme, '/personal-info'));
  const email = page.getByLabel('邮箱');
  await email.fill('not-an-email');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('邮箱地址格式不正确').first()).toBeVisible();

  await email.fill('player@example.com');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await page.reload();
  // Saved details come back masked as the field's placeholder, the input itself empty.
  await expect(page.getByLabel('邮箱')).toHaveAttribute('placeholder', /^pl.*@example\.com$/);
  const profile = await apiCall<{ userInfo: { email: string } }>(
    request,
    theme,
    token,
    '/api/user/info',
  );
  expect(profile.userInfo.email).not.toBe('');
});

test('bind a withdraw account, then see it masked in the account list', async ({
  page,
  request,
}) => {
  const token = await registerUser(request, theme, uniqueAccount('b'));
  await apiCall(request, theme, token, '/api/user/updateFundPwd', {
    password: PASSWORD,
    fundPwd: '2468',
    confirmFundPwd: '2468',
  });
  await signInPage(page, token);
  await page.goto(appUrl(theme, '/account-list'));
  await expect(page.getByText('暂未绑定提现账户')).toBeVisible();
  await page.goto(appUrl(theme, '/update-account'));
  await page.getByLabel('银行名称').fill('中国建设银行');
  await page.getByLabel('卡号').fill('6217000010001234567');
  await page.getByLabel('开户人姓名').fill('王五');
  await page.getByLabel('交易密码').fill('2468');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('绑定成功')).toBeVisible();
  await expect(page).toHaveURL(/\/account-list$/);
  const card = page.getByTestId('bank-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('中国建设银行');
  // Masked by the spec's rule: the first three and the last two digits of a long number.
  await expect(card).toContainText('621**************67');
  await expect(card).not.toContainText('6217000010001234567');
});

test('the chat colour is saved on the server and survives a reload', async ({ page, request }) => {
  const token = await registerUser(request, theme, uniqueAccount('c'));
  await signInPage(page, token);
  await page.goto(appUrl(theme, '/setting-chat-color'));
  const colours = page.getByRole('radiogroup', { name: '聊天主题颜色' });
  await expect(colours.getByRole('radio')).toHaveCount(8);
  await colours.getByRole('radio', { name: '紫色' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('radiogroup', { name: '聊天主题颜色' }).getByRole('radio', { name: '紫色' }),
  ).toHaveAttribute('aria-checked', 'true');
});

test('the welfare centre lists the VIP upgrade bonuses, none claimable for a new player', async ({
  page,
  request,
}) => {
  const token = await registerUser(request, theme, uniqueAccount('v'));
  await signInPage(page, token);
  await page.goto(appUrl(theme, '/profile'));
  await page.getByRole('link', { name: '福利中心' }).first().click();
  await expect(page).toHaveURL(/\/bonus-center$/);
  await expect(page.getByTestId('bonus-claimable')).toHaveText('0.00');
  await expect(page.getByTestId('bonus-level-2')).toContainText('VIP2晋级彩金');
  await expect(page.getByTestId('bonus-level-2')).toContainText('未达成');
  await expect(page.getByRole('button', { name: '立即领取' })).toHaveCount(0);
  await page.getByRole('link', { name: /洗码返水/ }).click();
  await expect(page).toHaveURL(/\/betting-bonus$/);
});

test('a player whose settled bets reach VIP2 claims its bonus once', async ({ page, request }) => {
  test.setTimeout(240_000);
  const token = await registerUser(request, theme, uniqueAccount('q'));
  await rechargeThroughCashier(request, theme, token, '1000');
  // 25 yuan on each of 40 numbers: 1,000 yuan of bets, VIP2's requirement once they settle.
  await betSpecialNumbers(request, theme, token, ALL_NUMBERS.slice(0, 40), 25_000);
  await expect
    .poll(
      async () =>
        (await apiCall<{ vipLevel: number }>(request, theme, token, '/api/v2/uservip/bonus'))
          .vipLevel,
      { timeout: 150_000, intervals: [3_000] },
    )
    .toBe(2);
  const before = await moneyOf(request, theme, token);

  await signInPage(page, token);
  await page.goto(appUrl(theme, '/bonus-center'));
  await expect(page.getByTestId('bonus-claimable')).toHaveText('8.00');
  await page.getByTestId('bonus-level-2').getByRole('button', { name: '立即领取' }).click();
  await expect(page.getByText('领取成功，8.00元已到账')).toBeVisible();
  await expect(page.getByTestId('bonus-level-2')).toContainText('已领取');
  await expect(page.getByTestId('bonus-claimable')).toHaveText('0.00');
  expect(await moneyOf(request, theme, token)).toBe(before + 8_000);

  // A second claim (a replayed request) pays nothing.
  const again = await request.post(appUrl(theme, '/api/v2/uservip/bonus/claim'), {
    headers: { Authorization: token, token },
    data: { vipLevel: 2 },
  });
  expect(((await again.json()) as { msg: string }).msg).toBe('该等级的晋级彩金已领取');
  expect(await moneyOf(request, theme, token)).toBe(before + 8_000);
  await page.goto(appUrl(theme, '/bills'));
  await expect(page.getByTestId('bill-row').filter({ hasText: '系统奖励' })).toHaveCount(1);
});

test('the about pages show the agreements and the contact lines', async ({ page }) => {
  await page.goto(appUrl(theme, '/about'));
  await page.getByRole('link', { name: '用户协议' }).click();
  await expect(page).toHaveURL(/\/about\/user-agreement$/);
  await expect(
    page.getByText('注册本平台账户即表示您同意本协议的全部条款', { exact: false }),
  ).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: '隐私协议' }).click();
  await expect(page.getByText('密码经不可逆加密后保存', { exact: false })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: '联系我们' }).click();
  await expect(page).toHaveURL(/\/about\/contact-us$/);
  await expect(page.getByRole('main')).not.toContainText('暂无联系方式');
});

test('register with a Hong Kong phone number through the country picker', async ({ page }) => {
  await page.goto(appUrl(theme, '/auth/register'));
  // The demo register-limit config shows the phone field.
  const phone = page.getByLabel(/^手机号码/);
  const account = uniqueAccount('h');
  await page.getByLabel(/^用户名/).fill(account);
  await page.getByLabel(/^密码/).fill(PASSWORD);
  await page.getByLabel(/^确认密码/).fill(PASSWORD);
  await page.getByLabel('国家/地区').selectOption({ label: '中国香港 +852' });
  await phone.fill('1234 5678');
  await page.getByRole('button', { name: '立即注册' }).click();
  await expect(page.getByText('手机号码填写错误').first()).toBeVisible();
  await phone.fill('9123 4567');
  await page.getByRole('button', { name: '立即注册' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});
