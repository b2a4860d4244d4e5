// Shared steps of the lottery journeys: reading the reference server's API as the truth to compare
// the screens with, and opening the home page past its once-per-visit notice modal.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { appUrl, type Theme } from '../apps';
import { skipHomeModals } from './accounts.fixtures';

export interface HistoryRow {
  gameId: number;
  turnNum: string;
  openNum: string;
  openTime: string;
  liveUrl: string;
}

/** The newest `rows` draws of a game, straight from the API. */
export async function fetchHistory(
  request: APIRequestContext,
  theme: Theme,
  gameId: number,
  rows = 20,
  type?: 'live-lottery',
): Promise<HistoryRow[]> {
  const query = `gameId=${gameId}&page=1&rows=${rows}${type ? `&type=${type}` : ''}`;
  const answer = await request.get(appUrl(theme, `/app-api/lottery/history?${query}`));
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { code: number; data: { data: HistoryRow[] } };
  expect(body.code).toBe(0);
  return body.data.data;
}

/** Opens home without its once-per-visit modals. */
export async function openHome(page: Page, theme: Theme): Promise<void> {
  await skipHomeModals(page);
  await page.goto(appUrl(theme, '/'));
  await expect(page.getByTestId('home-lottery')).toBeVisible();
}

/** The two-digit numbers of the drawn (not pending) balls inside `scope`. */
export async function drawnNumbers(page: Page, testId: string): Promise<string[]> {
  const names = await page
    .getByTestId(testId)
    .getByRole('img')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label') ?? ''));
  return names.filter((name) => /^\d\d/.test(name)).map((name) => name.slice(0, 2));
}
