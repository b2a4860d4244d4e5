// Helpers shared by the root scripts (`npm start`, `npm test`). Node built-ins only: these run on a
// fresh machine before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

// Node 20's bundled corepack carries npm signing keys older than the current pnpm releases, so its
// signature check fails; the integrity of the download is still checked against the registry.
export const pnpmEnv = {
  ...process.env,
  COREPACK_ENABLE_DOWNLOAD_PROMPT: '0',
  COREPACK_INTEGRITY_KEYS: '0',
};

/** Runs a command in the repository root, streaming its output; exits the process on failure. */
export function run(command, args, options = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: pnpmEnv,
    ...options,
  });
  if (result.error) {
    console.error(result.error.message);
    process.exit(1);
  }
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Runs pnpm through corepack (shipped with Node), so a machine with only Node and npm needs nothing else. */
export function pnpm(args, options) {
  run('corepack', ['pnpm', ...args], options);
}

/** Installs the workspace's dependencies exactly as locked. */
export function installDependencies() {
  pnpm(['install', '--frozen-lockfile']);
}

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** A Chinese font, so pages and failure screenshots show text rather than empty boxes. */
const chineseFont = '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';

/** Makes sure Debian's Chromium and a Chinese font are there for the browser tests (apt-get, as root). */
export function ensureChromium() {
  const missing = [];
  if (!existsSync(chromiumPath)) missing.push('chromium');
  if (!existsSync(chineseFont)) missing.push('fonts-wqy-microhei');
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    if (missing.includes('chromium')) {
      console.error(
        `Chromium is missing at ${chromiumPath}. Install it (Debian: sudo apt-get install -y chromium fonts-wqy-microhei) and retry.`,
      );
      process.exit(1);
    }
    console.warn(
      'No Chinese font found (Debian: fonts-wqy-microhei); screenshots will show boxes.',
    );
    return;
  }
  const aptEnv = { ...pnpmEnv, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env: aptEnv });
  run('apt-get', ['install', '-y', '-qq', ...missing], { env: aptEnv });
}
