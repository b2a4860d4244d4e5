// `npm test`: install what is needed (pnpm through corepack, Debian's Chromium) and run every
// check: formatting, lint, typecheck, unit and route tests, story rendering and the end-to-end
// journeys. The server suite also runs against PostgreSQL/Redis when DATABASE_URL/REDIS_URL are set.
// Ends with the time of every step and of every turbo task, so a slow phase is visible in CI's log.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runOnLanes } from './lanes.mjs';
import { describeMachineCpu, loadNow, machineCpuSample } from './machineCpu.mjs';
import { describeProcessCpu, SAMPLE_INTERVAL_MS, sampleProcessCpu } from './processCpu.mjs';
import {
  ensureChromium,
  formatSeconds,
  installDependencies,
  pnpmEnv,
  printStepTimes,
  root,
  shim,
  stepTimes,
} from './workspace.mjs';

const started = Date.now();
const cpuAtStart = machineCpuSample();
// A run on a busy machine takes longer: its load is the first thing to read beside the times.
console.log(`npm test: load average ${loadNow()} as the run begins`);
// Every suite's time-outs catch hangs, scaled to the machine (tooling/vite-config/testTimeouts.js):
// the jobs below run side by side on every core, the CPU-bound ones niced beside the journeys,
// where a test gets a fraction of a core. Five times an idle machine's, unless given.
pnpmEnv.JINLI_TEST_SLACK ??= '5';
installDependencies('npm test');
ensureChromium();

const turboRuns = join(root, '.turbo', 'runs');
const turboStarted = Date.now();
let timesPrinted = false;
/** What lanes.mjs did with the niced jobs once the journeys ended (printed with the times). */
let priorities = '';
/** The per-process CPU sampler, from the moment the jobs start. */
let processCpu = null;
function printTimes() {
  if (timesPrinted) return;
  timesPrinted = true;
  printStepTimes();
  printTurboTaskTimes(summariesSince(turboRuns, turboStarted));
  printProcessCpu();
  // Whether the niced jobs got their priority back tells a slow run on a busy machine apart.
  if (priorities) console.log(`\nPriorities: ${priorities}`);
  const machine = describeMachineCpu(cpuAtStart, machineCpuSample());
  if (machine) console.log(`\n${machine}`);
  console.log(`Total: ${formatSeconds((Date.now() - started) / 1000)}`);
}
process.on('exit', printTimes);

/**
 * One job: turbo runs `tasks` for the packages `filters` select (all without filters), one at a
 * time. `background` runs it at a lower CPU priority (lanes.mjs).
 */
function turboJob(name, tasks, filters = [], { background = false } = {}) {
  const filterArgs = filters.map((filter) => `--filter=${filter}`);
  // Quoted where a shell would read `!` as history expansion.
  const shown = filterArgs.map((arg) => (arg.includes('!') ? `'${arg}'` : arg));
  return {
    name,
    command: shim,
    args: [
      'exec',
      'turbo',
      'run',
      ...tasks,
      ...filterArgs,
      '--concurrency=1',
      '--continue',
      '--output-logs=new-only',
      '--summarize',
    ],
    retry: `corepack pnpm exec turbo run ${tasks.join(' ')} ${shown.join(' ')}`.trim(),
    background,
  };
}
const background = { background: true };

// Three lanes on two cores, longest jobs first (see lanes.mjs). The browser journeys spend most
// of their time waiting for real draws (a minute apart), so they take a lane of their own beside
// two lanes of CPU-bound jobs. The journeys run in the foreground: their steps have time-outs on
// real time (draws, a live stream) and they are the longest chain of the run. Every other job runs
// in the background (niced), filling the cores the journeys leave idle; the stories too, which in
// the foreground took 6 min beside the journeys and starved the server suite into a time-out.
// Once the journeys end, the rest return to normal priority (where the run may lower a niceness),
// so that on a machine others share they are not left a few percent of a core.
// The server suite's two databases are two jobs.
const ownSuites = ['!@jinli/server', '!@jinli/e2e', '!@jinli/storybook'];
// Every process's CPU by job and kind, the killed browsers and servers included (processCpu.mjs).
processCpu = process.platform === 'linux' ? sampleProcessCpu() : null;
const results = await runOnLanes(
  [
    {
      ...turboJob(
        'Browser journeys (builds the server and the four apps first)',
        ['test'],
        ['@jinli/e2e'],
      ),
      // Traces are off in the run (tooling/e2e/playwright.config.ts); the retry records them.
      retry: 'E2E_TRACE=retain-on-failure corepack pnpm exec turbo run test --filter=@jinli/e2e',
    },
    turboJob('Typecheck', ['typecheck'], [], background),
    turboJob('Server tests on PGlite', ['test:pglite'], ['@jinli/server'], background),
    turboJob(
      'Stories rendered in Chromium (builds Storybook first)',
      ['test'],
      ['@jinli/storybook'],
      background,
    ),
    turboJob('Unit and component tests', ['test'], ownSuites, background),
    turboJob(
      'Server tests on PostgreSQL and Redis (when DATABASE_URL is set)',
      ['test:postgres'],
      ['@jinli/server'],
      background,
    ),
    // Every package's lint script, with one ESLint process for the whole workspace (lint-all.mjs).
    {
      name: 'Lint',
      command: process.execPath,
      args: ['tooling/scripts/lint-all.mjs'],
      retry: 'node tooling/scripts/lint-all.mjs',
      background: true,
    },
    // The journeys' and the stories' jobs build the apps (the server, the four themes, Storybook);
    // this builds the rest, so that every package's and app's `pnpm build` runs in CI (issue 31: a
    // build that failed went unseen while no check ran it).
    turboJob('Package builds (tsup)', ['build'], ['./packages/*'], background),
    // On a lane of its own like the rest: run first, alone, it left a core idle for 20 s.
    {
      name: 'Check formatting (prettier)',
      command: shim,
      args: ['exec', 'prettier', '--check', '.', '--log-level', 'warn'],
      retry: 'corepack pnpm exec prettier --write .',
      background: true,
    },
  ],
  3,
  {
    onPriorities: (message) => (priorities = message),
    onJobStart: (name, pid) => processCpu?.track(name, pid),
  },
);
stepTimes.push(...results.map(({ name, seconds, cpuSeconds }) => ({ name, seconds, cpuSeconds })));
const failed = results.filter((result) => !result.ok);
printTimes();
if (failed.length > 0) {
  // The jobs' output interleaves; each failed job's last lines again, together, at the very end
  // (where a log cut to its tail still shows them).
  for (const job of failed) {
    console.error(`\n✖ ${job.name}: its last ${job.tail.length} lines`);
    for (const line of job.tail) console.error(`  │ ${line}`);
  }
  console.error('\n✖ Failed:');
  for (const job of failed)
    console.error(`  ${job.name}: fix what it printed above, then retry with: ${job.retry}`);
  console.error(`\nTotal: ${formatSeconds((Date.now() - started) / 1000)}`);
  process.exit(1);
}
console.log('\nAll checks passed.');

/** Prints where the jobs' CPU went, sampled per process, beside the machine's busy time. */
function printProcessCpu() {
  if (!processCpu) return;
  console.log(
    `\nCPU by job and kind of process (sampled from /proc every ${SAMPLE_INTERVAL_MS / 1000} s; what lives less is missed):`,
  );
  for (const line of describeProcessCpu(processCpu.stop(), formatSeconds)) console.log(line);
}

/** The run summaries turbo wrote since `since` (`--summarize`, one per job). */
function summariesSince(dir, since) {
  try {
    return readdirSync(dir)
      .map((name) => join(dir, name))
      .filter((file) => file.endsWith('.json') && statSync(file).mtimeMs >= since);
  } catch {
    return [];
  }
}

/** Prints each turbo task's wall time (cache hits say so), longest first, over all the jobs. */
function printTurboTaskTimes(files) {
  const tasks = [];
  for (const file of files) {
    let summary;
    try {
      summary = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      continue;
    }
    for (const task of summary.tasks ?? []) {
      // Tasks without a script (the `transit` ordering tasks) took no time worth listing.
      if (task.command === '<NONEXISTENT>') continue;
      tasks.push({
        id: task.taskId,
        seconds: ((task.execution?.endTime ?? 0) - (task.execution?.startTime ?? 0)) / 1000,
        cached: task.cache?.status === 'HIT',
        failed: (task.execution?.exitCode ?? 0) !== 0,
      });
    }
  }
  if (tasks.length === 0) return;
  tasks.sort((a, b) => b.seconds - a.seconds);
  const width = Math.max(...tasks.map((t) => t.id.length));
  console.log('\nTurbo task times (three lanes at a time):');
  for (const task of tasks) {
    const note = task.failed ? '  FAILED' : task.cached ? '  (cache)' : '';
    console.log(`  ${task.id.padEnd(width)}  ${formatSeconds(task.seconds).padStart(12)}${note}`);
  }
}
