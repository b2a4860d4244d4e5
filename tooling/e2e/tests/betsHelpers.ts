// Shared steps of the betting journeys: waiting for an open turn on the game page, placing a slip
// through the betting screen, and phone-size screenshots of every screen for review.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { appUrl, type Theme } from '../apps';

/**
 * Saves a viewport screenshot of the current screen as `<name>.png` in the test's output folder
 * (test-results/…, or wherever --output points), for a person to look at after a run.
 */
export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

/**
 * Waits until the game page shows an open turn with at least `minSeconds` before it closes (a fast
 * game closes every minute; a slip confirmed too near the close would be refused by the server).
 */
export async function waitForOpenTurn(page: Page, minSeconds = 15): Promise<void> {
  const turn = page.getByTestId('game-turn');
  await expect
    .poll(
      async () => {
        if ((await turn.getAttribute('data-phase')) !== 'open') return false;
        const label = (await turn.getByRole('timer').getAttribute('aria-label')) ?? '';
        const m = /(\d\d):(\d\d):(\d\d)/.exec(label);
        if (!m) return false;
        const seconds = Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
        return seconds >= minSeconds;
      },
      { timeout: 120_000, intervals: [1_000] },
    )
    .toBe(true);
}

export interface Slip {
  /** Play category tab, e.g. '色波'. */
  category: string;
  /** Accessible names (start) of the option buttons to pick, e.g. ['红波', '蓝波']. */
  picks: (string | RegExp)[];
  /** Amount chip to tap, yuan. */
  amount: string;
}

/** Picks the slip on the open betting screen and confirms it; resolves once the confirm is sent. */
export async function placeSlip(page: Page, slip: Slip): Promise<void> {
  await page.getByRole('tab', { name: slip.category, exact: true }).click();
  const options = page.getByTestId(/^(option-grid|number-grid)$/);
  for (const pick of slip.picks) await options.getByRole('button', { name: pick }).first().click();
  await page
    .getByRole('radiogroup', { name: '常用金额' })
    .getByRole('radio', { name: slip.amount, exact: true })
    .click();
  await page.getByRole('button', { name: '投注', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('确认投注');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toHaveCount(0);
}

/**
 * Draws `gameId`'s turn on sale right now with `numbers` (the last the special number) through the
 * reference server's operator endpoint (JINLI_OPERATOR_TOKEN); its bets settle on the draw
 * engine's next tick.
 */
export async function drawNow(
  request: APIRequestContext,
  theme: Theme,
  gameId: number,
  numbers: number[],
): Promise<void> {
  const token = process.env.JINLI_OPERATOR_TOKEN;
  expect(token, 'the e2e servers need JINLI_OPERATOR_TOKEN for the operator endpoint').toBeTruthy();
  const answer = await request.post(appUrl(theme, '/operator/lottery/draw'), {
    headers: { 'x-operator-token': token! },
    data: { gameId, numbers },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}
