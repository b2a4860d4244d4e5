// Journey through the load balancer (issue 33): a player opens theme1's home through HAProxy in
// front of two instances (scripts/serve-cluster.mjs, as `npm run cluster` runs them), sees the
// fast game's draw counting down, and the page's game socket runs through HAProxy too.
import { clusterPort, clusterSkipReason, clusterUrl } from '../clusterApp';
import { skipHomeModals } from './accounts.fixtures';
import { expect, test } from './fixtures';

const skip = clusterSkipReason();
test.skip(skip !== undefined, skip);

test('a player loads home through the load balancer and watches the next draw count down', async ({
  page,
}) => {
  // At most one draw of game 71 (a minute apart) to wait through.
  test.setTimeout(120_000);
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await skipHomeModals(page);
  const response = await page.goto(clusterUrl('/'));
  expect(response?.status()).toBe(200);
  // HAProxy answered with one of the two instances.
  expect(response?.headers()['x-served-by']).toMatch(/^i[12]$/);
  await expect(page.getByTestId('home-lottery')).toBeVisible();

  // 极速六合彩 draws every minute: its card counts down to the next draw (between two draws).
  await page.getByRole('tab', { name: '极速六合彩' }).click();
  const card = page.getByTestId('lottery-card');
  await expect(card).toHaveAttribute('data-game-id', '71');
  const timer = card.getByRole('timer');
  await expect(timer).toHaveAttribute('aria-label', /^距下期开奖 \d\d:\d\d:\d\d$/, {
    // A draw under way shows 开奖中 instead, for a few seconds a minute.
    timeout: 70_000,
  });
  const shown = (await timer.getAttribute('aria-label')) ?? '';
  await expect(timer).not.toHaveAttribute('aria-label', shown);

  // The live results come over the game socket, through the same load balancer.
  await expect
    .poll(() => sockets.some((url) => url.startsWith(`ws://127.0.0.1:${clusterPort()}/ws-game/`)))
    .toBe(true);
});
