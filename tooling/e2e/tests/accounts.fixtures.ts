// Helpers of the accounts and wallet journeys: unique users made through the public API, a signed-in
// page, the sandbox cashier. Every journey makes its own user, so journeys never depend on each other.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { appUrl, type Theme } from '../apps';

interface Envelope<T> {
  code: number | string;
  msg: string;
  data: T;
}

/** A fresh account name: a letter first, 6-15 letters and digits (the register rule). */
export function uniqueAccount(prefix = 'e'): string {
  const stamp = Date.now().toString(36).slice(-6);
  const random = Math.random().toString(36).slice(2, 6);
  return `${prefix}${stamp}${random}`.replace(/[^a-z0-9]/gi, '').slice(0, 15);
}

/** A password the register rule accepts. */
export const PASSWORD = 'Jinli2026ok';

/** Registers through POST /v/user/reg (a form, as the app sends it); resolves with the token. */
export async function registerUser(
  request: APIRequestContext,
  theme: Theme,
  account: string,
  password = PASSWORD,
): Promise<string> {
  const response = await request.post(appUrl(theme, '/v/user/reg'), {
    form: { account, password, confirmPassword: password, version: '5.0.8' },
  });
  const body = (await response.json()) as Envelope<{ token: string }>;
  expect(body.code, body.msg).toBe(0);
  return body.data.token;
}

/** Calls an API path with the user's token; resolves with `data`, failing the test on a refusal. */
export async function apiCall<T>(
  request: APIRequestContext,
  theme: Theme,
  token: string,
  path: string,
  body?: Record<string, unknown>,
): Promise<T> {
  const headers = { Authorization: token, token };
  const response = body
    ? await request.post(appUrl(theme, path), { headers, data: body })
    : await request.get(appUrl(theme, path), { headers });
  const envelope = (await response.json()) as Envelope<T>;
  expect(envelope.code, envelope.msg).toBe(0);
  return envelope.data;
}

/** Opens pages already signed in with `token` (the session keys of spec §3). */
export async function signInPage(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    if (!window.sessionStorage.getItem('e2e_signed_in')) {
      window.localStorage.setItem('access_token', value);
      window.sessionStorage.setItem('e2e_signed_in', '1');
    }
  }, token);
}

/**
 * Marks this visit's home notice and AD11 modals as shown already (the session keys of
 * packages/features home: NOTICE_MODAL_SHOWN_KEY, AD_MODAL_SHOWN_KEY), for journeys that are not
 * about them: waiting for a modal that may open 'soon' races a slow machine, skipping it does not.
 * Applies to every page the test opens after the call. Written as the app writes session values
 * (packages/features app/session/browserStorage: the value and its expiry, spec §9).
 */
export async function skipHomeModals(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shown = JSON.stringify({ value: '1', expiresAt: Date.now() + 3_600_000 });
    window.sessionStorage.setItem('jl_notice_modal_shown', shown);
    window.sessionStorage.setItem('jl_ad_modal_shown', shown);
  });
}

/** Closes the once-per-visit AD11 ad modal of home (it follows the notice modal) when it opens. */
export async function closeAdModal(page: Page): Promise<void> {
  const modal = page.getByRole('dialog').filter({ has: page.getByTestId('home-ad-modal') });
  await modal.waitFor({ state: 'visible', timeout: 3_000 }).catch(() => undefined);
  if (await modal.isVisible()) await modal.getByRole('button', { name: '我知道了' }).click();
}

/** After a login: the domain notice (spec §4, userDetail.domain) is read and closed; then the app moves on. */
export async function closeDomainNotice(page: Page): Promise<void> {
  const modal = page.getByRole('dialog').filter({ hasText: '最新域名' });
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('domain-notice')).not.toBeEmpty();
  await modal.getByRole('button', { name: '我知道了' }).click();
  await expect(modal).toHaveCount(0);
}

/** Recharges `amount` yuan on the online channel and pays it at the sandbox cashier (API only). */
export async function rechargeThroughCashier(
  request: APIRequestContext,
  theme: Theme,
  token: string,
  amount: string,
): Promise<void> {
  const channels = await apiCall<{ eWallet: { id: number; route: string }[] }>(
    request,
    theme,
    token,
    '/api/v2/payment/channels',
  );
  const channel = channels.eWallet.find((c) => c.route === 'online');
  expect(channel, 'an online channel is seeded').toBeDefined();
  const order = await apiCall<{ orderNo: string; cashierUrl: string }>(
    request,
    theme,
    token,
    '/api/v2/recharge/create',
    { channelId: channel!.id, amount },
  );
  const url = new URL(order.cashierUrl, appUrl(theme, '/'));
  const response = await request.post(appUrl(theme, `${url.pathname}/confirm`), {
    form: { sig: url.searchParams.get('sig') ?? '' },
  });
  expect(response.ok()).toBe(true);
}

/** A bank card the withdrawal journeys bind, and the fund password they set for it. */
export const WITHDRAW_CARD = {
  fundPassword: '2468',
  bankName: '中国工商银行',
  cardNo: '6222020200112233445',
  realName: '张三',
} as const;

/** Sets the player's fund password and binds WITHDRAW_CARD (API only): ready to withdraw. */
export async function readyToWithdraw(
  request: APIRequestContext,
  theme: Theme,
  token: string,
): Promise<void> {
  await apiCall(request, theme, token, '/api/user/updateFundPwd', {
    password: PASSWORD,
    fundPwd: WITHDRAW_CARD.fundPassword,
    confirmFundPwd: WITHDRAW_CARD.fundPassword,
  });
  await apiCall(request, theme, token, '/api/user/updateBank', {
    kind: 'bank',
    bankName: WITHDRAW_CARD.bankName,
    cardNo: WITHDRAW_CARD.cardNo,
    realName: WITHDRAW_CARD.realName,
    cashPassword: WITHDRAW_CARD.fundPassword,
  });
}

/**
 * Waits out the app's click lock (spec §9: a repeat tap on the same control within 100 ms does
 * nothing) before a journey taps the same control again: a player cannot tap twice that fast.
 */
export async function afterClickLock(page: Page): Promise<void> {
  await page.waitForTimeout(100);
}
