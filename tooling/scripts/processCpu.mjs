// Where a run's CPU went, job by job and process by process, sampled from /proc (Linux). The CPU
// each job's shell reports (`times`, lanes.mjs) counts only the processes it waited for: the
// journeys' browsers and servers, killed rather than reaped, escape it, and they are a third of a
// run. This reads every process's CPU every few seconds, gives each new process to the job whose
// process it descends from, and sums by job and by kind of process (Chromium, a server, vitest…).
// A process that lives less than one interval is missed: the summary says how much of the
// machine's busy time the samples account for.
import { processIds, readCommandLine, readProcessStat, TICKS_PER_SECOND } from './procfs.mjs';

/** How often the processes are read: a read of ~400 processes costs a few ms of CPU. */
export const SAMPLE_INTERVAL_MS = 2000;

/**
 * The kind of a Node process, by the script it runs (its first argument that is not a flag): the
 * rest of a command line names files and folders (ESLint's lists `apps/storybook`), not the tool.
 */
const NODE_KINDS = [
  [/vitest/, 'vitest'],
  [/playwright/, 'Playwright'],
  // The built server: dist/main.js, or the server suite's copy of dist/ and its test entries.
  [/(^|\/)dist\/main\.js$|jinli-built-server-/, 'the server'],
  [/storybook/, 'Storybook'],
  [/eslint/, 'ESLint'],
  [/prettier/, 'Prettier'],
  [/tsup/, 'tsup'],
  [/vite/, 'Vite'],
  [/turbo/, 'turbo'],
  [/corepack|pnpm/, 'pnpm'],
];

/** Node's flags whose value is the next argument (a preloaded module is not the script). */
const FLAGS_WITH_VALUE = new Set([
  '-r',
  '--require',
  '--import',
  '--loader',
  '--experimental-loader',
  '-C',
  '--conditions',
]);

/** The script a Node command line runs: its first argument that is neither a flag nor a flag's value. */
function scriptOf(args) {
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === '-e' || arg === '--eval' || arg === '-p') return '-e';
    if (FLAGS_WITH_VALUE.has(arg)) index += 1;
    else if (arg && !arg.startsWith('-')) return arg;
  }
  return '';
}

/** The kind of process a summary names, from its command name and command line. */
export function kindOf(comm, commandLine) {
  const [program = '', ...args] = commandLine.split(' ');
  if (/^(chrom|headless)/i.test(comm) || /\/chromium$/.test(program)) return 'Chromium';
  if (comm.startsWith('postgres')) return 'PostgreSQL';
  if (comm === 'node' || comm.startsWith('node-') || comm === 'MainThread') {
    const script = scriptOf(args);
    const found = NODE_KINDS.find(([pattern]) => pattern.test(script));
    return found ? found[1] : `node ${script.split('/').slice(-2).join('/')}`.trim();
  }
  return comm;
}

/**
 * Starts sampling. `track(job, pid)` names a job's root process: every process that descends from
 * it, seen from then on, is the job's. `stop()` takes a last sample and returns the CPU seconds
 * by job and kind (processes outside every job under `outside`), and the samples' total.
 * `readProcessIds` and `read` are seams for the tests.
 */
export function sampleProcessCpu({
  intervalMs = SAMPLE_INTERVAL_MS,
  readProcessIds = processIds,
  read = (pid) => {
    const stat = readProcessStat(pid);
    return stat && { ...stat, commandLine: () => readCommandLine(pid) };
  },
} = {}) {
  /** Job name by root pid. */
  const roots = new Map();
  /** Per process (pid and start time, as a pid is reused): its job, name, kind, ticks at first and last sight. */
  const seen = new Map();
  let firstSample = true;

  const jobOf = (pid, current) => {
    for (let at = pid, hops = 0; at > 1 && hops < 64; hops += 1) {
      if (roots.has(at)) return roots.get(at);
      const known = current.get(at);
      if (!known) return null;
      at = known.ppid;
    }
    return null;
  };

  const sample = () => {
    const current = new Map();
    for (const pid of readProcessIds()) {
      const stat = read(pid);
      if (stat) current.set(pid, stat);
    }
    for (const [pid, stat] of current) {
      const key = `${pid}@${stat.start}`;
      const known = seen.get(key);
      if (known) {
        known.last = Math.max(known.last, stat.ticks);
        // First seen between its fork and its exec, it bore its parent's name: named again.
        if (known.comm !== stat.comm) {
          known.comm = stat.comm;
          known.kind = kindOf(stat.comm, stat.commandLine());
        }
        continue;
      }
      // What ran before sampling began counts from its first sight; a later process from zero.
      seen.set(key, {
        job: jobOf(pid, current),
        comm: stat.comm,
        kind: kindOf(stat.comm, stat.commandLine()),
        first: firstSample ? stat.ticks : 0,
        last: stat.ticks,
      });
    }
    firstSample = false;
  };

  sample();
  const timer = setInterval(sample, intervalMs);
  timer.unref();
  return {
    track(job, pid) {
      if (pid !== undefined) roots.set(pid, job);
      // Sampled at once, so that the job's first processes are seen with their parents.
      sample();
    },
    stop() {
      clearInterval(timer);
      sample();
      /** @type {Map<string, Map<string, number>>} */
      const byJob = new Map();
      let total = 0;
      for (const { job, kind, first, last } of seen.values()) {
        const seconds = (last - first) / TICKS_PER_SECOND;
        if (seconds <= 0) continue;
        const name = job ?? 'outside';
        const kinds = byJob.get(name) ?? new Map();
        kinds.set(kind, (kinds.get(kind) ?? 0) + seconds);
        byJob.set(name, kinds);
        total += seconds;
      }
      return { byJob, total };
    },
  };
}

/** The summary's lines: each job's sampled CPU, most first, with its largest kinds of process. */
export function describeProcessCpu({ byJob, total }, formatSeconds, { kinds = 4 } = {}) {
  const sum = (map) => [...map.values()].reduce((a, b) => a + b, 0);
  const lines = [];
  const label = (name) => (name === 'outside' ? 'outside the jobs' : name);
  const jobs = [...byJob.entries()].sort((a, b) => sum(b[1]) - sum(a[1]));
  const width = Math.max('sampled in all'.length, ...jobs.map(([name]) => label(name).length));
  for (const [name, kindMap] of jobs) {
    const largest = [...kindMap.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, kinds)
      .filter(([, seconds]) => seconds >= 1)
      .map(([kind, seconds]) => `${kind} ${Math.round(seconds)} s`);
    lines.push(
      `  ${label(name).padEnd(width)}  ${formatSeconds(sum(kindMap)).padStart(12)}  ${largest.join(', ')}`,
    );
  }
  lines.push(`  ${'sampled in all'.padEnd(width)}  ${formatSeconds(total).padStart(12)}`);
  return lines;
}
