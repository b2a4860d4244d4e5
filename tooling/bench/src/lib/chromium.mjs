// Debian's Chromium for the page benches (never a downloaded browser): its path, the flags every
// bench starts it with, and the phone the pages are measured on.
import { existsSync } from 'node:fs';

/** The browser binary: CHROMIUM_PATH, else Debian's. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless flags: no sandbox (containers), no GPU, nothing fetched in the background. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

/** The phone of spec §1 / the e2e journeys: 390×844 CSS pixels, touch, zh-CN, Hong Kong time. */
export const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
};

/** Throws a readable error when the browser is missing. */
export function checkChromium() {
  if (!existsSync(chromiumPath))
    throw new Error(
      `no Chromium at ${chromiumPath} (apt-get install chromium, or set CHROMIUM_PATH)`,
    );
}

/** The themes the page benches measure: BENCH_THEMES=theme1,theme3 or all four. */
export function benchThemes() {
  const all = ['theme1', 'theme2', 'theme3', 'theme4'];
  const chosen = process.env.BENCH_THEMES?.split(',').map((theme) => theme.trim());
  return chosen ? all.filter((theme) => chosen.includes(theme)) : all;
}
