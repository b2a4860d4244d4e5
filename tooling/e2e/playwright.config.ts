import { defineConfig, devices } from '@playwright/test';
import { appUrl, portOf, themes } from './apps';

// Debian's Chromium, never a downloaded browser (the machine reaches no browser CDN).
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // One worker on CI: the journeys make their own users, but lottery-live moves game 110's draw on
  // theme3's server, which would close the zodiac poll a parallel templates journey votes in.
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Pixel 7'],
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  webServer: themes.map((theme) => ({
    command: `node scripts/serve.mjs ${theme} ${portOf(theme)}`,
    url: appUrl(theme, '/healthz'),
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  })),
});
