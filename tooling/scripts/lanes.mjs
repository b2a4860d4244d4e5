// Runs named jobs on a fixed number of lanes, each job a command started
// in the repository root with the pnpm shim on PATH. A lane takes the next job of the list as soon
// as its last one ends, so the list's order is the schedule: the longest jobs first, so that no long
// job starts when everything else is done (turbo alone started the server suite and the browser
// suites last, after the quick checks). Every job runs even when one fails, as `turbo --continue`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { raiseTreeTo } from './priority.mjs';
import { formatSeconds, pnpmEnv, root } from './workspace.mjs';

/**
 * @typedef {{ name: string, command: string, args: string[], retry: string, background?: boolean }} Job
 * @typedef {{ name: string, seconds: number, cpuSeconds: number | null, ok: boolean, retry: string, tail: string[] }} JobResult
 */

/**
 * Niceness of background jobs. The browser suites are a chain of short bursts (a page load, a
 * click) between waits for real draws, each step under a time-out: beside CPU-bound jobs of equal
 * priority on two cores, CI's journeys took 18 min against 7 alone and failed on time-outs. At
 * niceness 10 a CPU-bound job gets about a tenth of a core a foreground process wants, and all of
 * what it leaves. Once every foreground job has ended, background jobs start at normal priority
 * and the running ones are raised to it (priority.mjs): beside other work on a shared machine a
 * niced job would otherwise crawl to the end.
 */
const BACKGROUND_NICENESS = 10;

/** Lines of a failed job's output repeated at the end of the run, where a truncated log still shows them. */
const TAIL_LINES = 40;

/** Keeps the last `limit` lines written to it. */
function lineTail(limit) {
  const lines = [];
  let partial = '';
  return {
    write(chunk) {
      const parts = (partial + chunk.toString()).split('\n');
      partial = parts.pop() ?? '';
      lines.push(...parts);
      if (lines.length > limit) lines.splice(0, lines.length - limit);
    },
    lines: () => (partial ? [...lines, partial] : [...lines]).slice(-limit),
  };
}

/**
 * The command line that runs `job`: under `nice` when `niced`, and under `sh`, whose
 * `times` reports the CPU its whole process tree used (written to `cpuFile`). The CPU of each job
 * is what tells where CI's minutes go: wall times only say who waited.
 */
function commandLine(job, niced, cpuFile) {
  const command = [job.command, ...job.args];
  if (process.platform === 'win32') return command;
  const measured = ['sh', '-c', '"$@"; status=$?; times > "$0"; exit $status', cpuFile, ...command];
  // A background job runs under `nice`: it takes the cores the foreground jobs leave idle and
  // never slows them (see BACKGROUND_NICENESS).
  return niced ? ['nice', '-n', String(BACKGROUND_NICENESS), ...measured] : measured;
}

/** User plus system seconds of the children in the output of `sh`'s `times`; null if unreadable. */
function childrenCpuSeconds(cpuFile) {
  try {
    // Second line: the children's user and system time, as `1m2.345s 0m6.789s`.
    const line = readFileSync(cpuFile, 'utf8').split('\n')[1] ?? '';
    const times = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map(
      ([, m, s]) => Number(m) * 60 + Number(s),
    );
    return times.length === 2 ? times[0] + times[1] : null;
  } catch {
    return null;
  }
}

/**
 * Where the jobs' output and the lanes' own lines go: the run's stdout and stderr, or (in a test,
 * whose stdout carries node:test's own messages) somewhere else.
 * @typedef {{ out: NodeJS.WritableStream, err: NodeJS.WritableStream }} Output
 */

/** @type {Output} */
const processOutput = { out: process.stdout, err: process.stderr };

/**
 * Runs one job, niced when `niced`; `onStart` gets its process (the root of its tree). Resolves to
 * its result (never rejects).
 * @param {Job} job
 * @param {{ niced: boolean, onStart: (child: import('node:child_process').ChildProcess) => void, output: Output }} options
 */
function runJob(job, { niced, onStart, output }) {
  const started = Date.now();
  output.out.write(`\n▶ ${job.name}\n$ ${[job.command, ...job.args].join(' ')}\n`);
  const cpuDir = mkdtempSync(join(tmpdir(), 'jinli-job-'));
  const cpuFile = join(cpuDir, 'times');
  return new Promise((resolveJob) => {
    const [command, ...args] = commandLine(job, niced, cpuFile);
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: pnpmEnv,
    });
    onStart(child);
    // Printed as it comes, and the tail kept for the summary of a failed job.
    const tail = lineTail(TAIL_LINES);
    for (const [stream, out] of [
      [child.stdout, output.out],
      [child.stderr, output.err],
    ]) {
      stream.on('data', (chunk) => {
        out.write(chunk);
        tail.write(chunk);
      });
    }
    const finish = (ok, why) => {
      const seconds = (Date.now() - started) / 1000;
      const cpuSeconds = childrenCpuSeconds(cpuFile);
      rmSync(cpuDir, { recursive: true, force: true });
      output.out.write(
        `\n${ok ? '✔' : '✖'} ${job.name}: ${ok ? 'passed' : why} (${formatSeconds(seconds)})\n`,
      );
      resolveJob({
        name: job.name,
        seconds,
        cpuSeconds,
        ok,
        retry: job.retry,
        tail: ok ? [] : tail.lines(),
      });
    };
    child.on('error', (error) => finish(false, error.message));
    child.on('close', (code, signal) =>
      finish(code === 0, `failed with exit code ${code ?? signal}`),
    );
  });
}

/**
 * Runs `jobs` on `lanes` lanes in list order; resolves to every job's result in list order.
 * `onPriorities` hears what became of the niced jobs once the foreground ended (once, if any ran).
 * `onJobStart` hears each job's name and root process as it starts. The jobs' output and the
 * lanes' own lines go to `output`.
 * @param {Job[]} jobs
 * @param {number} lanes
 * @param {{ onPriorities?: (message: string) => void, onJobStart?: (name: string, pid: number | undefined) => void, output?: Output }} [options]
 * @returns {Promise<JobResult[]>}
 */
export async function runOnLanes(
  jobs,
  lanes,
  { onPriorities, onJobStart, output = processOutput } = {},
) {
  const results = new Array(jobs.length);
  /** The processes of the background jobs running at niceness BACKGROUND_NICENESS. */
  const niced = new Set();
  // True while a foreground job is running or yet to start.
  let foregroundLeft = jobs.some((job) => !job.background);
  const afterForeground = () => {
    foregroundLeft = jobs.some((job, index) => !job.background && results[index] === undefined);
    if (foregroundLeft || niced.size === 0) return;
    const outcomes = [...niced].map((child) =>
      child.pid === undefined ? 'raised' : raiseTreeTo(child.pid, getPriority()),
    );
    niced.clear();
    const message = outcomes.includes('not-permitted')
      ? 'the foreground jobs are done; the running jobs stay niced (this machine does not let the run lower a niceness: CAP_SYS_NICE)'
      : 'the foreground jobs are done; the running jobs are back at normal priority';
    output.out.write(`\nlanes: ${message}\n`);
    onPriorities?.(message);
  };
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const index = next++;
      const job = jobs[index];
      const nice = Boolean(job.background) && foregroundLeft;
      /** @type {import('node:child_process').ChildProcess | undefined} */
      let started;
      results[index] = await runJob(job, {
        output,
        niced: nice,
        onStart: (child) => {
          started = child;
          if (nice) niced.add(child);
          onJobStart?.(job.name, child.pid);
        },
      });
      if (started) niced.delete(started);
      if (!job.background) afterForeground();
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, jobs.length) }, lane));
  return results;
}
