// Journeys of the accounts issue in real Chromium against the reference server (theme3): register
// with validation errors then successfully, a wrong then a right password, trial 'just play' and a
// refused recharge, a password change, reading and removing a notification, and the login guard.
import { appUrl, themes } from '../apps';
import {
  PASSWORD,
  closeDomainNotice,
  registerUser,
  signInPage,
  uniqueAccount,
} from './accounts.fixtures';
import { checkA11y } from './a11y';
import { expectDistinctLooks } from './brandLooks';
import { expect, test } from './fixtures';

const theme = 'theme3';

test('register: validation errors first, then a new account lands on /profile', async ({
  page,
}) => {
  const account = uniqueAccount('r');
  await page.goto(appUrl(theme, '/auth/register'));
  await page.getByLabel(/^用户名/).fill('1' + account);
  await page.getByLabel(/^密码/).fill(PASSWORD);
  await page.getByLabel(/^确认密码/).fill(PASSWORD);
  await page.getByRole('button', { name: '立即注册' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: '用户名必须是字母开头的6-15位的字母或者数字' }),
  ).toBeVisible();
  // The form with its error shown: the field is marked invalid and names its message.
  await checkA11y(page, '注册（错误提示）');

  await page.getByLabel(/^用户名/).fill(account);
  await page.getByLabel(/^确认密码/).fill(PASSWORD + 'x');
  await page.getByRole('button', { name: '立即注册' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: '登录密码与确认密码不一致' }),
  ).toBeVisible();

  await page.getByLabel(/^确认密码/).fill(PASSWORD);
  await page.getByRole('button', { name: '立即注册' }).click();
  await expect(page).toHaveURL(appUrl(theme, '/profile'));
  await expect(page.getByText('注册成功')).toBeVisible();
  await expect(page.getByTestId('profile-account')).toHaveText(account);
  // The token is kept as the spec's session key and cookie.
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
  const cookies = await page.context().cookies();
  expect(cookies.some((cookie) => cookie.name === 'access_token' && cookie.value !== '')).toBe(
    true,
  );
});

test('login: a wrong password is refused, the right one logs in and returns home', async ({
  page,
  request,
}) => {
  const account = uniqueAccount('l');
  await registerUser(request, theme, account);
  await page.goto(appUrl(theme, '/auth/login'));
  await page.getByLabel('用户名').fill(account);
  await page.getByLabel('密码', { exact: true }).fill('Wrong2026ok');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('用户名或密码错误')).toBeVisible();
  await expect(page).toHaveURL(appUrl(theme, '/auth/login'));

  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('登录成功!')).toBeVisible();
  await closeDomainNotice(page);
  await expect(page).toHaveURL(appUrl(theme, '/'));
  await expect(page.getByTestId('home-header').getByTestId('balance')).toBeVisible();
});

test("trial 'just play' logs in a trial account whose recharge is refused", async ({ page }) => {
  await page.goto(appUrl(theme, '/auth/login'));
  await page.getByRole('button', { name: '先去逛逛' }).click();
  await expect(page.getByText('登录成功!')).toBeVisible();
  await closeDomainNotice(page);
  await expect(page).toHaveURL(appUrl(theme, '/'));

  await page.goto(appUrl(theme, '/profile'));
  await page.getByRole('button', { name: '充值' }).click();
  await expect(page.getByText('试玩账户无法进行该操作，请注册正式账户!')).toBeVisible();
  await expect(page).toHaveURL(appUrl(theme, '/profile'));

  // Opened directly, the recharge page refuses too; the server refuses the order as well.
  await page.goto(appUrl(theme, '/recharge'));
  await expect(page.getByText('试玩账户无法进行该操作，请注册正式账户!')).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const refused = await page.request.post(appUrl(theme, '/api/v2/recharge/create'), {
    headers: { Authorization: token ?? '', token: token ?? '' },
    data: { channelId: 2, amount: '100' },
  });
  expect(((await refused.json()) as { msg: string }).msg).toBe(
    '试玩账户无法进行该操作，请注册正式账户!',
  );

  // Not a dead end (issue 18): 注册正式账户 signs the trial out and opens the register form.
  await page.getByRole('button', { name: '注册正式账户' }).click();
  await expect(page).toHaveURL(appUrl(theme, '/auth/register'));
  await expect(page.getByRole('button', { name: '立即注册' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});

test('change the password, then only the new one logs in', async ({ page, request }) => {
  const account = uniqueAccount('p');
  await signInPage(page, await registerUser(request, theme, account));
  const newPassword = 'Changed2026ok';
  await page.goto(appUrl(theme, '/change-password'));
  await page.getByLabel('原密码').fill(PASSWORD);
  await page.getByLabel('新密码', { exact: true }).fill(newPassword);
  await page.getByLabel('确认新密码').fill(newPassword);
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('密码修改成功，请重新登录')).toBeVisible();
  await expect(page).toHaveURL(appUrl(theme, '/auth/login'));

  await page.getByLabel('用户名').fill(account);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('用户名或密码错误')).toBeVisible();
  await expect(page).toHaveURL(appUrl(theme, '/auth/login'));

  await page.getByLabel('密码', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('登录成功!')).toBeVisible();
  await closeDomainNotice(page);
  await expect(page).not.toHaveURL(/\/auth\/login/);
});

test('read and remove a notification', async ({ page, request }) => {
  const account = uniqueAccount('n');
  await signInPage(page, await registerUser(request, theme, account));
  await page.goto(appUrl(theme, '/profile'));
  await expect(page.getByTestId('unread-badge')).toHaveText('1');
  await checkA11y(page, '我的');
  await page.getByRole('link', { name: /消息通知/ }).click();
  await expect(page).toHaveURL(appUrl(theme, '/notifications'));

  const row = page.getByTestId('message-row').filter({ hasText: '欢迎加入' });
  await expect(row.getByLabel('未读')).toBeVisible();
  await row.getByRole('button', { name: /欢迎加入/ }).click();
  await expect(row).toContainText(`尊敬的${account}，欢迎加入！`);
  await expect(row.getByLabel('未读')).toHaveCount(0);

  await row.getByRole('button', { name: '删除' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确认' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(page.getByTestId('message-row')).toHaveCount(0);
  await expect(page.getByText('暂无数据')).toBeVisible();

  await page.goto(appUrl(theme, '/profile'));
  await expect(page.getByTestId('profile-account')).toHaveText(account);
  await expect(page.getByTestId('unread-badge')).toHaveCount(0);
});

test('a logged-out visit to withdraw lands on /auth/login, returns after login, and without a fund password sets one first', async ({
  page,
  request,
}) => {
  const account = uniqueAccount('g');
  await registerUser(request, theme, account);
  await page.goto(appUrl(theme, '/withdraw-money'));
  await expect(page).toHaveURL(appUrl(theme, '/auth/login?redirect=%2Fwithdraw-money'));
  await page.getByLabel('用户名').fill(account);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await closeDomainNotice(page);
  // Back on withdraw, which has no password to ask for: straight on to set one (spec §8), then back.
  await expect(page).toHaveURL(appUrl(theme, '/password-withdraw-money'));
  await expect(page.getByText('请先设置交易密码')).toBeVisible();
  await page.getByLabel('登录密码').fill(PASSWORD);
  await page.getByLabel('新交易密码').fill('1357');
  await page.getByLabel('确认交易密码').fill('1357');
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page).toHaveURL(appUrl(theme, '/withdraw-money'));
  await expect(page.getByTestId('withdraw-screen')).toBeVisible();
  await expect(page.getByLabel('提现金额')).toBeVisible();
});

test('each brand draws its login form its own way, and the field being typed in is marked (issue 34)', async ({
  browser,
}) => {
  await expectDistinctLooks(browser, themes, async (page, brand) => {
    await page.goto(appUrl(brand, '/auth/login'));
    const field = page.getByLabel('用户名');
    await expect(field).toBeVisible();
    const control = field.locator('xpath=..');
    // The kind of field, not its colour or a few pixels of corner: filled or a rule to write
    // on, its edge, and square, rounded or pill corners.
    const look = () =>
      control.evaluate((box) => {
        const style = getComputedStyle(box);
        const radius = parseFloat(style.borderTopLeftRadius);
        const edge =
          style.borderTopWidth === '0px'
            ? `rule ${style.borderBottomWidth}`
            : `frame ${style.borderTopWidth}`;
        return {
          kind: [
            style.backgroundColor === 'rgba(0, 0, 0, 0)' ? 'open' : 'filled',
            edge,
            radius < 6 ? 'square' : radius < 16 ? 'rounded' : 'pill',
          ].join(', '),
          edgeColour: style.borderBottomColor,
        };
      });
    const resting = await look();
    // Typing in it marks it in the brand's colour (the input draws no outline of its own).
    await field.focus();
    const primary = await page.evaluate(() => {
      const probe = document.createElement('i');
      probe.style.color = 'var(--jl-color-primary)';
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    });
    await expect.poll(async () => (await look()).edgeColour).toBe(primary);
    expect(resting.edgeColour).not.toBe(primary);
    return resting.kind;
  });
});
