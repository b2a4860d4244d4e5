// Journey (issue 32): a 财务 a 管理员 has just made signs in to the console at 1440×900 with the
// one-time password and a TOTP code computed as an authenticator app would (a wrong code is refused
// first), sets a password of their own at the must-change step, and sees the console of a 财务 (提现
// and 对账, not 开奖, 审计 or 运营者管理); the 审计 screen, filtered by that operator and
// 'console.', shows the refused try, the sign-in and the password change.
import { hangTimeout } from '../../vite-config/testTimeouts.js';
import { consoleUrl, consoleWanted } from '../consoleApp';
import {
  CONSOLE_DESKTOP,
  expectInAudit,
  newOperatorSecrets,
  operatorPassword,
  totpCode,
} from './consoleHelpers';
import { expect, test } from './fixtures';

test.use(CONSOLE_DESKTOP);
test.skip(!consoleWanted(), 'E2E_THEMES leaves the console out');

test('a 财务 signs in with TOTP, changes the one-time password and gets the 财务 console', async ({
  page,
  browser,
}) => {
  test.setTimeout(hangTimeout(120_000));
  const finance = await newOperatorSecrets('finance');

  await page.goto(consoleUrl('/'));
  await expect(page.getByRole('heading', { name: '锦鲤运营后台' })).toBeVisible();
  const form = page.getByRole('form', { name: '运营人员登录' });
  await form.getByLabel('用户名').fill(finance.name);
  await form.getByLabel('密码', { exact: true }).fill(finance.password);
  const otp = form.getByRole('textbox', { name: /OTP Input 1|动态验证码/ }).first();

  // A code that is not the authenticator's is refused, with the server's words.
  const right = totpCode(finance.totpSecret);
  await otp.click();
  await page.keyboard.type(right === '000000' ? '111111' : '000000');
  await form.getByRole('button', { name: /^登\s?录$/ }).click();
  await expect(form.getByRole('alert')).toContainText('用户名、密码或动态验证码错误');

  // The authenticator's code of now (the form emptied the refused one).
  await otp.click();
  await page.keyboard.type(totpCode(finance.totpSecret));
  await form.getByRole('button', { name: /^登\s?录$/ }).click();

  // The must-change step of a one-time password.
  await expect(page.getByText('修改初始密码').first()).toBeVisible();
  const mine = operatorPassword();
  await page.getByLabel('当前密码').fill(finance.password);
  await page.getByLabel('新密码', { exact: true }).fill(mine);
  await page.getByLabel('确认新密码').fill(mine);
  await page.getByRole('button', { name: '修改密码' }).click();

  // The console of a 财务: its name and role in the header, the money screens, not the others.
  const who = page.getByLabel('当前操作员');
  await expect(who).toContainText(finance.name);
  await expect(who).toContainText('财务');
  const menu = page.getByRole('menu');
  for (const entry of ['仪表盘', '充值', '提现', '对账'])
    await expect(menu.getByText(entry, { exact: true })).toBeVisible();
  for (const entry of ['开奖', '审计', '运营者管理'])
    await expect(menu.getByText(entry, { exact: true })).toHaveCount(0);
  await menu.getByText('提现', { exact: true }).click();
  await expect(page).toHaveURL(/\/withdrawals$/);
  await expect(page.getByRole('table')).toBeVisible();

  // 审计: the refused code, the sign-in and the password change, by this operator.
  await expectInAudit(browser, {
    operator: finance.name,
    action: 'console.',
    count: 3,
    contains: ['console.login_failed', 'console.password'],
  });
});
