// Journey (issue 32): an operator made by the CLI signs in to the console at 1440×900 with the
// one-time password and a TOTP code computed as an authenticator app would, sets a password of
// their own (the must-change step), sees the layout of a 管理员 (the whole side menu, name and role
// in the header), and finds those actions in 审计 — all under the console's CSP without a violation
// (antd's style elements carry the page's nonce).
import * as OTPAuth from 'otpauth';
import { consoleCredentials, consoleUrl, consoleWanted } from '../consoleApp';
import { expect, test } from './fixtures';

test.use({
  viewport: { width: 1440, height: 900 },
  isMobile: false,
  hasTouch: false,
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
});

test.skip(!consoleWanted(), 'E2E_THEMES leaves the console out');

const NEW_PASSWORD = 'Console2026Pass';

function totpNow(secret: string): string {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
  }).generate();
}

test('an operator signs in with TOTP, changes the one-time password and reads the audit log', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text()))
      violations.push(message.text());
  });
  const admin = consoleCredentials();

  const response = await page.goto(consoleUrl('/'));
  expect(response?.headers()['content-security-policy']).toMatch(/style-src 'self' 'nonce-/);
  await expect(page.getByRole('heading', { name: '锦鲤运营后台' })).toBeVisible();
  await page.getByLabel('用户名').fill(admin.name);
  await page.getByLabel('密码').fill(admin.password);
  await page
    .getByRole('textbox', { name: /OTP Input 1|动态验证码/ })
    .first()
    .click();
  await page.keyboard.type(totpNow(admin.totpSecret));
  await page
    .getByRole('button', { name: '登 录' })
    .or(page.getByRole('button', { name: '登录' }))
    .click();

  // The must-change step of a one-time password.
  await expect(page.getByText('修改初始密码').first()).toBeVisible();
  await page.getByLabel('当前密码').fill(admin.password);
  await page.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('确认新密码').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: '修改密码' }).click();

  // The layout of a 管理员: every menu entry, the name and the role.
  const menu = page.getByRole('menu');
  for (const entry of ['仪表盘', '充值', '提现', '开奖', '品牌/开关', '对账', '审计', '运营者管理'])
    await expect(menu.getByText(entry, { exact: true })).toBeVisible();
  await expect(page.getByLabel('当前操作员')).toContainText(admin.name);
  await expect(page.getByLabel('当前操作员')).toContainText('管理员');

  // 审计, filtered by this operator (the other console journeys act on the same server): this
  // sign-in and the password change.
  await menu.getByText('审计', { exact: true }).click();
  await expect(page).toHaveURL(/\/audit$/);
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  const byOperator = async (name: string) => {
    await page.getByPlaceholder('操作员用户名').fill(name);
    await page.getByRole('button', { name: /查\s?询/ }).click();
  };
  await byOperator(admin.name);
  await expect(rows.filter({ hasText: 'console.password' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'console.login' }).first()).toContainText(admin.name);
  await expect(rows.filter({ hasText: 'operator.create' })).toHaveCount(0);
  // The CLI's rows: the creations of the two admins the server's script made, nothing else.
  await byOperator('cli');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'operator.create' })).toHaveCount(2);

  expect(violations).toEqual([]);
});
