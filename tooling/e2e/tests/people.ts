// Helpers of the journeys where several people take part, or the operator changes a switch: another
// person's phone (a browser context of their own) and the operator's company settings.
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { appUrl, type Theme } from '../apps';
import { signInPage, skipHomeModals } from './accounts.fixtures';

/**
 * Another person's phone: a browser context of their own (storage, cookies, sockets) with the
 * project's phone settings and home's first-visit dialogs skipped, signed in with `token` if given.
 * Close it with `context.close()`.
 */
export async function otherPhone(
  browser: Browser,
  token?: string | null,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    ...test.info().project.use,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  await skipHomeModals(page);
  if (token) await signInPage(page, token);
  return { context, page };
}

/** Sets a company config key (a switch or a limit) on `theme`'s server: POST /operator/config. */
export async function setCompanyConfig(
  request: APIRequestContext,
  theme: Theme,
  key: string,
  value: string,
): Promise<void> {
  const token = process.env.JINLI_OPERATOR_TOKEN;
  expect(token, 'the e2e servers need JINLI_OPERATOR_TOKEN').toBeTruthy();
  const answer = await request.post(appUrl(theme, '/operator/config'), {
    headers: { 'x-operator-token': token! },
    data: { key, value },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}
