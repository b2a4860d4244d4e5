// Helpers shared by the root scripts (`npm start`, `npm test`). Node built-ins only: these run on a
// fresh machine before anything is installed, where the PATH has Node and npm but no pnpm.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Holds the committed `pnpm` shim (corepack pnpm): first on PATH so turbo and scripts find a pnpm. */
const shimDir = resolve(root, 'tooling/scripts/bin');
/** The `pnpm` shim itself. */
export const shim = resolve(shimDir, 'pnpm');

// Node 20's bundled corepack carries npm signing keys older than the current pnpm releases, so its
// signature check fails; the integrity of the download is still checked against the registry.
export const pnpmEnv = {
  ...process.env,
  PATH: [shimDir, process.env.PATH ?? ''].join(delimiter),
  COREPACK_ENABLE_DOWNLOAD_PROMPT: '0',
  COREPACK_INTEGRITY_KEYS: '0',
};

/** Wall-clock time of each finished step, in order, for the closing summary. */
export const stepTimes = [];

/**
 * Runs one named step: a command in the repository root, streaming its output. On failure it names
 * the step and the command that retries it, then exits with the command's status (never a stack).
 */
export function step(name, command, args, { retry, ...options } = {}) {
  console.log(`\n▶ ${name}\n$ ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: pnpmEnv,
    ...options,
  });
  stepTimes.push({ name, seconds: (Date.now() - started) / 1000 });
  if (result.error || result.status !== 0) {
    const why = result.error ? result.error.message : `exit code ${result.status ?? result.signal}`;
    console.error(`\n✖ ${name} failed (${why}).`);
    if (retry) console.error(`  Fix what it printed above, then retry with: ${retry}`);
    process.exit(result.status || 1);
  }
}

/** Runs pnpm (through the shim, so through corepack) as one named step. */
export function pnpmStep(name, args, options) {
  step(name, shim, args, options);
}

/** Installs the workspace's dependencies exactly as locked. */
export function installDependencies(retry) {
  pnpmStep('Install dependencies (pnpm, through corepack)', ['install', '--frozen-lockfile'], {
    retry,
  });
}

/**
 * Prints how long each step took in the order of running, and for the jobs run side by side the
 * CPU (user + system) their processes used: on two cores the sum of the CPU, not of the walls,
 * is what bounds the run.
 */
export function printStepTimes() {
  const width = Math.max(...stepTimes.map((s) => s.name.length));
  console.log('\nStep times (wall, and CPU where measured):');
  for (const { name, seconds, cpuSeconds } of stepTimes) {
    const cpu = cpuSeconds == null ? '' : `  CPU ${formatSeconds(cpuSeconds)}`;
    console.log(`  ${name.padEnd(width)}  ${formatSeconds(seconds).padStart(12)}${cpu}`);
  }
}

/** `12.3 s` under a minute, `35 min 07 s` from one on (rounded first: 2,159.6 s is 36 min 00 s). */
export function formatSeconds(seconds) {
  if (Number(seconds.toFixed(1)) < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
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
  const retry = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  step('Update Debian package lists', 'apt-get', ['update', '-qq'], { env: aptEnv, retry });
  step(
    `Install ${missing.join(' and ')} (apt-get)`,
    'apt-get',
    ['install', '-y', '-qq', ...missing],
    {
      env: aptEnv,
      retry,
    },
  );
}
