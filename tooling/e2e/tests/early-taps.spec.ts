// Journey: a tap on the first screen the server painted, made before the app has taken it over
// (its code still on a slow phone's network), is answered once it has. The page's first script
// (packages/features/src/app/boot/earlyTaps.ts) keeps the tap, and the app taps it again as it
// hydrates the screen; before, the tap did nothing and the player had to tap again.
import { appUrl } from '../apps';
import { skipHomeModals } from './accounts.fixtures';
import { expectHydrated, holdScripts, openRendered } from './firstScreenHelpers';
import { expect, test } from './fixtures';

const theme = 'theme1';

test('a lottery tab tapped on the server’s home before the app has taken it over opens once it has', async ({
  page,
}) => {
  await skipHomeModals(page);
  // The app's code held back until the player has tapped.
  const releaseCode = await holdScripts(page);
  await openRendered(page, appUrl(theme, '/'), 'commit');
  const hongKong = page.getByRole('tab', { name: '香港六合彩' });
  await expect(hongKong).toHaveAttribute('aria-selected', 'false');
  // The first script is in the page itself: it listens before anything is painted.
  expect(await page.evaluate(() => 'jinliEarlyTaps' in window)).toBe(true);
  await hongKong.click();
  // Nothing can answer yet: the tab is the server's.
  await expect(hongKong).toHaveAttribute('aria-selected', 'false');

  releaseCode();
  await expectHydrated(hongKong);
  // The tap is answered: Hong Kong's card (game 70) is shown, once.
  await expect(hongKong).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('lottery-card')).toHaveAttribute('data-game-id', '70');
  await expect(page.getByRole('tab', { name: '澳门六合彩' })).toHaveAttribute(
    'aria-selected',
    'false',
  );
});
