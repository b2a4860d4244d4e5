// Wallet journeys in real Chromium against the reference server (theme3): a recharge paid at the
// sandbox cashier shows up in the header balance and the bills; a withdrawal with a wrong, then the
// right fund password.
import { expect, test } from '@playwright/test';
import { appUrl } from '../apps';
import {
  PASSWORD,
  apiCall,
  closeNoticeModal,
  rechargeThroughCashier,
  registerUser,
  signInPage,
  uniqueAccount,
} from './accounts.fixtures';

const theme = 'theme3';

test('recharge through the sandbox cashier: the balance in the header and a bills row', async ({
  page,
  request,
}) => {
  await signInPage(page, await registerUser(request, theme, uniqueAccount('c')));
  await page.goto(appUrl(theme, '/recharge'));
  await page.getByRole('tab', { name: '电子钱包' }).click();
  await page.getByLabel('充值金额').fill('100');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/recharge\/online\/R\d+$/);
  await expect(page.getByTestId('order-status')).toHaveText('处理中');

  // The channel's cashier (the reference server's sandbox) takes the payment and links back.
  await page.getByRole('button', { name: '前往支付' }).click();
  await expect(page).toHaveURL(/\/sandbox\/cashier\/R\d+/);
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await page.getByRole('link', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/recharge\/processing\/R\d+$/);
  await expect(page.getByTestId('order-status')).toHaveText('充值成功');

  await page.goto(appUrl(theme, '/'));
  await closeNoticeModal(page);
  const balance = page.getByTestId('home-header').getByLabel('余额', { exact: true });
  await expect(balance).toHaveText('¥100.00');
  // The refresh icon spins while it re-reads the balance.
  const refresh = page.getByTestId('home-header').getByRole('button', { name: '刷新余额' });
  await refresh.click();
  await expect(refresh).toHaveAttribute('aria-busy', 'true');
  await expect(refresh).toHaveAttribute('aria-busy', 'false');
  await expect(balance).toHaveText('¥100.00');

  await page.goto(appUrl(theme, '/bills'));
  const row = page.getByTestId('bill-row').first();
  await expect(row).toContainText('在线支付');
  await expect(row).toContainText('+100.00');
});

test('withdraw: a wrong fund password shows 交易密码输入错误!, the right one passes it', async ({
  page,
  request,
}) => {
  const token = await registerUser(request, theme, uniqueAccount('w'));
  await rechargeThroughCashier(request, theme, token, '300');
  await apiCall(request, theme, token, '/api/user/updateFundPwd', {
    password: PASSWORD,
    fundPwd: '2468',
    confirmFundPwd: '2468',
  });
  await apiCall(request, theme, token, '/api/user/updateBank', {
    kind: 'bank',
    bankName: '中国工商银行',
    cardNo: '6222020200112233445',
    realName: '张三',
    cashPassword: '2468',
  });
  await signInPage(page, token);
  await page.goto(appUrl(theme, '/withdraw-money'));
  await expect(page.getByTestId('withdraw-balance')).toHaveText('300.00元');
  await page.getByLabel('提现金额').fill('100');
  await page.getByRole('button', { name: '立即提现' }).click();

  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '确认' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('请输入资金密码');
  await dialog.getByLabel('请输入资金密码 1').click();
  await page.keyboard.type('1357');
  await expect(dialog.getByRole('alert')).toHaveText('交易密码输入错误!');

  await dialog.getByLabel('请输入资金密码 1').click();
  await page.keyboard.type('2468');
  // The password passed: what answers now is the next rule, the recharge's valid-turnover
  // requirement (100 % of it, and this user has not bet), so the money stays put.
  await expect(page.getByText('有效投注额不足，暂不能提现')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto(appUrl(theme, '/withdraw-history'));
  await expect(page.getByText('暂无数据')).toBeVisible();
});
