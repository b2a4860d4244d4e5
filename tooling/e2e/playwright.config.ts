import { defineConfig, devices } from '@playwright/test';
// The workspace's one rule for time-outs (a plain module, read by path: this package does not
// depend on the Vite config): they catch hangs, scaled to the machine (five times under `npm test`
// and in CI, where the journeys share two cores with the other suites).
import { hangTimeout } from '../vite-config/testTimeouts.js';
// Debian's Chromium and the flags every browser suite starts it with (likewise read by path).
import { testChromiumArgs, testChromiumPath } from '../vite-config/testBrowser.js';
import { appUrl, portOf, themes } from './apps';
import { clusterInstancePorts, clusterPort, clusterSkipReason, clusterUrl } from './clusterApp';
import {
  consoleCredentialsFile,
  consolePlayersPort,
  consolePort,
  consoleUrl,
  consoleWanted,
} from './consoleApp';

/** Playwright's trace mode from E2E_TRACE (default off). */
function traceMode(value: string | undefined) {
  const modes = ['off', 'on', 'retain-on-failure', 'on-first-retry'] as const;
  const mode = modes.find((name) => name === value);
  if (value && !mode) throw new Error(`E2E_TRACE is one of ${modes.join(', ')} (got ${value})`);
  return mode ?? 'off';
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // Two workers (two cores): journeys make their own users, and the one that moves a draw by hand
  // (lottery-live, game 110) has theme4's server to itself. Each server has its own database and so
  // its own Redis namespace: a draw on one server never reaches another's sockets.
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list']],
  // CI runs the journeys beside the server suite on two cores: more time per step there, never a
  // different outcome (a two-player journey ran out of 60 s on a day this machine ran ~2.5x slower).
  timeout: hangTimeout(30_000),
  expect: { timeout: hangTimeout(10_000) },
  use: {
    ...devices['Pixel 7'],
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    // Pixel 7 draws at 2.625 device pixels per CSS pixel; Chromium rasterises in software here
    // (no GPU), and seven times the pixels made rendering the largest cost of the suite. Layouts
    // are the same in CSS pixels; screenshots are at 390×844.
    deviceScaleFactor: 1,
    // The components honour prefers-reduced-motion: journeys check what a screen shows, not how
    // it moves (stories tagged 'motion' do), and an idle autoplaying carousel or marquee kept the
    // software rasteriser busy through every journey on the home page.
    reducedMotion: 'reduce',
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // A trace records a snapshot of the page at every action and a screencast: a fifth of the
    // journeys' CPU (measured on two cores: 636 → 503 CPU-s over the 98 journeys, 7.5 → 6.1 min).
    // Off unless asked for (E2E_TRACE=retain-on-failure, as the failure's retry hint says); a
    // failed journey still leaves its screenshot and the error's call log.
    trace: traceMode(process.env.E2E_TRACE),
    screenshot: 'only-on-failure',
    // The app's service worker installs in every new context and precaches the first screen: a
    // quarter of a journey's CPU (108 → 81 CPU-s over 26 journeys, measured side by side). Only
    // the installable app's journeys (pwa.spec.ts, the returning player of console-content) are
    // about it, and they allow it; every other journey is a first visit, which the page serves
    // from the network anyway.
    serviceWorkers: 'block',
    launchOptions: { executablePath: testChromiumPath, args: testChromiumArgs },
  },
  // E2E_THEMES=theme3 starts only the servers a targeted run needs (default: all four).
  webServer: [
    ...themes
      .filter(
        (theme) => !process.env.E2E_THEMES || process.env.E2E_THEMES.split(',').includes(theme),
      )
      .map((theme) => ({
        command: `node scripts/serve.mjs ${theme} ${portOf(theme)}`,
        url: appUrl(theme, '/healthz'),
        reuseExistingServer: false,
        // Four servers start at once, each making its database (PGlite's initdb, the migrations, the
        // seed): about 30 s on an idle two-core machine; on a loaded one they did not start in 60 s.
        timeout: hangTimeout(60_000),
        stdout: 'ignore' as const,
        stderr: 'pipe' as const,
      })),
    // The operator console (E2E_THEMES names it 'console'): its server starts twice (seed, then
    // with the console listener after the CLI made the first admin).
    ...(consoleWanted()
      ? [
          {
            command: `node scripts/serve-console.mjs ${consolePlayersPort()} ${consolePort()} ${consoleCredentialsFile()}`,
            url: consoleUrl('/'),
            reuseExistingServer: false,
            timeout: hangTimeout(120_000),
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
    // The cluster (issue 33): two instances behind HAProxy on PostgreSQL and Redis, when they are
    // configured. Stopped with SIGTERM (drained, its database dropped), not killed: its instances
    // and HAProxy run in process groups of their own.
    ...(clusterSkipReason() === undefined
      ? [
          {
            command: `node scripts/serve-cluster.mjs ${clusterPort()} ${clusterInstancePorts().join(' ')}`,
            url: clusterUrl('/healthz'),
            reuseExistingServer: false,
            timeout: hangTimeout(120_000),
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: hangTimeout(40_000) },
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
  ],
});
