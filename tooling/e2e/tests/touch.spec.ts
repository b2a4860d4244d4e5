// Touch at 390 x 844 (issue 34): every control of the bottom menu, the bet page, the chat composer
// and the wallet takes taps over 44 x 44 px, measured in the page (tapTargets.ts), and the floating
// chat button lies over no control on the screens that show it, at rest at the top of the page and
// at its end. A player signed in, on theme3 (a bottom menu, a chat room) and on theme4 (its home's
// 去投注 was under the chat button).
import { appUrl, type Theme } from '../apps';
import {
  readyToWithdraw,
  registerUser,
  signInPage,
  skipHomeModals,
  uniqueAccount,
} from './accounts.fixtures';
import { expect, test } from './fixtures';
import { waitForOpenTurn } from './betsHelpers';
import { controlsUnderChatButton, smallTapTargets } from './tapTargets';

test.beforeEach(({ page }) => skipHomeModals(page));

test('theme3: the bottom menu, the bet page, the chat composer and the wallet take 44 px taps', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const theme = 'theme3';
  const token = await registerUser(request, theme, uniqueAccount('t'));
  // A fund password and a bound card: the withdrawal's form, not the set-a-password page.
  await readyToWithdraw(request, theme, token);
  await signInPage(page, token);

  await page.goto(appUrl(theme, '/profile'));
  const menu = page.getByRole('navigation', { name: '底部菜单' });
  await expect(menu).toBeVisible();
  expect(await smallTapTargets(menu), 'bottom menu').toEqual([]);
  // The wallet card on the profile (balance, 刷新余额, 充值, 提现).
  await expect(page.getByTestId('profile-account')).toBeVisible();
  expect(await smallTapTargets(page.getByTestId('balance').first()), 'balance').toEqual([]);

  await page.goto(appUrl(theme, '/game/71'));
  const betting = page.getByTestId('betting');
  await expect(betting.getByRole('group', { name: '快捷选号' })).toBeVisible();
  // Measured while the turn is open: a closed turn's hint floats over the last row (and its
  // numbers are disabled). Other journeys on this server draw game 71 by hand now and then.
  await waitForOpenTurn(page, 30);
  expect(await smallTapTargets(betting), 'bet page').toEqual([]);

  await page.goto(appUrl(theme, '/chat-rooms/lobby'));
  const composer = page.locator('.jl-chat-composer');
  await expect(composer.getByRole('textbox', { name: '输入消息' })).toBeEditable();
  expect(await smallTapTargets(composer), 'chat composer').toEqual([]);

  await page.goto(appUrl(theme, '/recharge'));
  await expect(page.getByRole('radiogroup', { name: '支付通道' })).toBeVisible();
  expect(await smallTapTargets(page.getByTestId('recharge-screen')), 'recharge').toEqual([]);

  await page.goto(appUrl(theme, '/withdraw-money'));
  await expect(page.getByRole('radiogroup', { name: '提现至' })).toBeVisible();
  expect(await smallTapTargets(page.getByTestId('withdraw-screen')), 'withdraw').toEqual([]);
});

const CHAT_BUTTON_SCREENS: readonly { theme: Theme; path: string; ready: string }[] = [
  { theme: 'theme4', path: '/', ready: '去投注' },
  { theme: 'theme4', path: '/profile', ready: '' },
  { theme: 'theme1', path: '/', ready: '' },
  { theme: 'theme1', path: '/profile', ready: '' },
  { theme: 'theme1', path: '/game-center', ready: '' },
];

for (const { theme, path, ready } of CHAT_BUTTON_SCREENS) {
  test(`${theme} ${path}: the floating chat button lies over no control`, async ({
    page,
    request,
  }) => {
    await signInPage(page, await registerUser(request, theme, uniqueAccount('f')));
    await page.goto(appUrl(theme, path));
    const bubble = page.getByTestId('floating-chat');
    await expect(bubble).toBeVisible();
    if (ready) await expect(page.getByText(ready).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Every state it passes through, recorded in the page: a poll from here may miss the 200 ms
    // it spends tucked in while a loaded machine answers slowly.
    await bubble.evaluate((chat) => {
      const states: string[] = [];
      (window as unknown as { __chatStates: string[] }).__chatStates = states;
      new MutationObserver(() => states.push(chat.getAttribute('data-state') ?? '')).observe(chat, {
        attributes: true,
        attributeFilter: ['data-state'],
      });
    });
    // It settles a moment after the page is still (tucked into its edge while the page scrolls):
    // what it lies over is read once it rests, until nothing is under it or the time runs out.
    const underItAtRest = async () =>
      (await bubble.getAttribute('data-state')) === 'resting'
        ? controlsUnderChatButton(page)
        : ['(not resting yet)'];
    await expect.poll(underItAtRest, { message: 'at the top' }).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // The page's answer to the scroll: the button tucks in (for at least its settle time, 200
    // ms), or, far down a long page, hides for the back-to-top button in its corner (spec §2).
    const reaction = () =>
      page.evaluate(() => {
        const up = document.querySelector('button[aria-label="回到顶部"]');
        const upShown = up !== null && up.getBoundingClientRect().height > 0;
        const seen = (window as unknown as { __chatStates: string[] }).__chatStates;
        return upShown ? 'back-to-top' : seen.includes('scrolling') ? 'tucked in' : 'not yet';
      });
    if ((await page.evaluate(() => window.scrollY)) > 0)
      await expect.poll(reaction).toMatch(/^(?:tucked in|back-to-top)$/);
    if ((await reaction()) === 'back-to-top') {
      await expect(bubble).toHaveCount(0);
      return;
    }
    await expect.poll(underItAtRest, { message: 'at the end' }).toEqual([]);
  });
}

test('theme3: a login error’s toast lies clear of the 登录 button', async ({ page }) => {
  await page.goto(appUrl('theme3', '/auth/login'));
  await page.getByLabel('用户名').fill(uniqueAccount('n'));
  await page.getByLabel('密码', { exact: true }).fill('Wrong12345');
  const login = page.getByRole('button', { name: '登录', exact: true });
  await login.click();
  const toast = page.locator('.jl-toast');
  await expect(toast).toBeVisible();
  const [toastBox, buttonBox] = [await toast.boundingBox(), await login.boundingBox()];
  expect(toastBox && buttonBox).toBeTruthy();
  const apart =
    toastBox!.y + toastBox!.height <= buttonBox!.y ||
    toastBox!.y >= buttonBox!.y + buttonBox!.height;
  expect(apart, `toast ${JSON.stringify(toastBox)}, 登录 ${JSON.stringify(buttonBox)}`).toBe(true);
});
