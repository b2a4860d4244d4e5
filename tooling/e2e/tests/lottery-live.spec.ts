// Journey: the test moves the daily live game 110's draw to a minute from now (the reference
// server's operator endpoint, enabled by JINLI_OPERATOR_TOKEN); the home card counts down, streams
// the numbers one by one, then offers the replay, which plays through hls.js; the replay list has it.
import { appUrl } from '../apps';
import { drawnNumbers, fetchHistory, openHome } from './lotteryHelpers';
import { expect, test } from './fixtures';

// theme4's server: no other journey reads game 110 there, so moving its draw closes nobody's poll
// (the templates journey votes in 110's poll on theme3's server).
const theme = 'theme4';

const OPERATOR_PATH = '/operator/lottery/schedule';

test('a live draw streams its numbers one by one, then its replay plays', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const token = process.env.JINLI_OPERATOR_TOKEN;
  expect(token, 'the e2e servers need JINLI_OPERATOR_TOKEN for the operator endpoint').toBeTruthy();
  const scheduled = await request.post(appUrl(theme, OPERATOR_PATH), {
    headers: { 'x-operator-token': token! },
    // A number every 6 s (a stream of 48 s): at 3 s, a page on a loaded machine (three journey
    // runs at once) first saw the panel when five numbers were out, and its video had not started
    // 15 s later.
    data: { gameId: 110, delaySeconds: 60, revealIntervalSeconds: 6 },
  });
  expect(scheduled.ok(), await scheduled.text()).toBe(true);
  const planned = ((await scheduled.json()) as { data: { plan: { turnNum: string } } }).data.plan
    .turnNum;

  await openHome(page, theme);
  const card = page.getByTestId('lottery-card');
  await expect(card).toHaveAttribute('data-game-id', '110');
  const panel = page.getByTestId('draw-panel');
  await expect(panel.getByRole('timer')).toHaveAccessibleName(/距下期开奖 00:0[01]:\d\d/);

  await expect(panel).toHaveAttribute('data-mode', 'streaming', { timeout: 90_000 });
  await expect(panel.getByRole('status')).toHaveText(/直播开奖中/);
  await expect(card.getByTestId('lottery-card-turn')).toHaveText(`第${planned}期`);
  // Watch the reveal from its start: every state extends the previous one, several partial states
  // are seen. The watch runs beside the video checks below (on a loaded machine the stream took
  // long enough to start that the first numbers had come before a watch that waited for it).
  const states: string[][] = [];
  const revealed = expect
    .poll(
      async () => {
        const numbers = await drawnNumbers(page, 'draw-panel');
        const last = states[states.length - 1];
        if (!last || last.join() !== numbers.join()) states.push(numbers);
        return numbers.length;
      },
      { timeout: 90_000, intervals: [200] },
    )
    .toBe(7);
  // Awaited below; a failure of the video checks first must not leave it unhandled.
  revealed.catch(() => undefined);
  // The live stream plays through hls.js while the numbers come.
  const live = panel.getByLabel('直播开奖中', { exact: true }).and(panel.locator('video'));
  await expect(live).toHaveAttribute('data-engine', 'hls');
  await expect
    .poll(() => live.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(0.3);
  await revealed;
  const partial = states.filter((s) => s.length > 0 && s.length < 7);
  expect(partial.length, `reveal states seen: ${JSON.stringify(states)}`).toBeGreaterThanOrEqual(3);
  for (let i = 1; i < states.length; i += 1) {
    expect(states[i]!.slice(0, states[i - 1]!.length)).toEqual(states[i - 1]);
  }
  const final = states[states.length - 1]!;
  expect(new Set(final).size).toBe(7);

  // Then the replay, which plays real media.
  await expect(panel).toHaveAttribute('data-mode', 'replay', { timeout: 60_000 });
  await panel.getByRole('button', { name: '观看回放' }).click();
  const video = panel.locator('video');
  await expect(video).toHaveAttribute('data-engine', 'hls');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(0.3);

  // The server recorded the same numbers, and the replay list offers the draw.
  const [row] = await fetchHistory(request, theme, 110, 1, 'live-lottery');
  expect(row?.turnNum).toBe(planned);
  expect(row?.openNum.split(',')).toEqual(final);
  await card.getByRole('link', { name: '开奖回放' }).click();
  const first = page.getByTestId('lottery-history-row').first();
  await expect(first).toContainText(`第${planned}期`);
  await first.getByRole('button', { name: '观看回放' }).click();
  const replay = first.locator('video');
  await expect
    .poll(() => replay.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(0.3);
});
