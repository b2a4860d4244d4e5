// `npm test`: install what is needed (pnpm through corepack, Debian's Chromium) and run every
// check: formatting, lint, typecheck, unit and route tests, story rendering and the end-to-end
// journeys. The server suite also runs against PostgreSQL/Redis when DATABASE_URL/REDIS_URL are set.
// Ends with the time of every step and of every turbo task, so a slow phase is visible in CI's log.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  ensureChromium,
  formatSeconds,
  installDependencies,
  pnpmStep,
  printStepTimes,
  root,
} from './workspace.mjs';

const started = Date.now();
installDependencies('npm test');
ensureChromium();
pnpmStep(
  'Check formatting (prettier)',
  ['exec', 'prettier', '--check', '.', '--log-level', 'warn'],
  {
    retry: 'corepack pnpm exec prettier --write . && npm test',
  },
);

const turboRuns = join(root, '.turbo', 'runs');
const turboStarted = Date.now();
// A failed step exits at once (workspace.mjs `step`); the times are printed on the way out either way.
process.on('exit', () => {
  printStepTimes();
  printTurboTaskTimes(newestSummary(turboRuns, turboStarted));
  console.log(`\nTotal: ${formatSeconds((Date.now() - started) / 1000)}`);
});
// Two cores: two tasks at a time; each test runner uses its own workers within them. (A third slot
// put the journeys beside the server suite and storybook, and five journeys ran out of time.)
pnpmStep(
  'Lint, typecheck, unit, route, story and browser tests (turbo)',
  [
    'exec',
    'turbo',
    'run',
    'lint',
    'typecheck',
    'test',
    '--concurrency=2',
    '--continue',
    '--output-logs=new-only',
    '--summarize',
  ],
  { retry: 'npm test (or one package: corepack pnpm --filter <package> <task>)' },
);
console.log('\nAll checks passed.');

/** The run summary turbo wrote for this run (`--summarize`), if any. */
function newestSummary(dir, since) {
  let files;
  try {
    files = readdirSync(dir).map((name) => join(dir, name));
  } catch {
    return undefined;
  }
  const fresh = files
    .filter((file) => file.endsWith('.json') && statSync(file).mtimeMs >= since)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  return fresh[0];
}

/** Prints each turbo task's wall time (cache hits say so), longest first. */
function printTurboTaskTimes(file) {
  if (!file) return;
  let summary;
  try {
    summary = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return;
  }
  const tasks = (summary.tasks ?? [])
    .map((task) => ({
      id: task.taskId,
      seconds: ((task.execution?.endTime ?? 0) - (task.execution?.startTime ?? 0)) / 1000,
      cached: task.cache?.status === 'HIT',
      failed: (task.execution?.exitCode ?? 0) !== 0,
    }))
    .sort((a, b) => b.seconds - a.seconds);
  if (tasks.length === 0) return;
  const width = Math.max(...tasks.map((t) => t.id.length));
  console.log('\nTurbo task times (two at a time):');
  for (const task of tasks) {
    const note = task.failed ? '  FAILED' : task.cached ? '  (cache)' : '';
    console.log(`  ${task.id.padEnd(width)}  ${formatSeconds(task.seconds).padStart(12)}${note}`);
  }
}
