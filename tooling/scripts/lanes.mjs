// Runs named jobs on a fixed number of lanes, each job a command started
// in the repository root with the pnpm shim on PATH. A lane takes the next job of the list as soon
// as its last one ends, so the list's order is the schedule: the longest jobs first, so that no long
// job starts when everything else is done (turbo alone started the server suite and the browser
// suites last, after the quick checks). Every job runs even when one fails, as `turbo --continue`.
import { spawn } from 'node:child_process';
import { formatSeconds, pnpmEnv, root } from './workspace.mjs';

/**
 * @typedef {{ name: string, command: string, args: string[], retry: string }} Job
 * @typedef {{ name: string, seconds: number, ok: boolean, retry: string }} JobResult
 */

/** Runs one job; resolves to its result (never rejects). */
function runJob(job) {
  const started = Date.now();
  console.log(`\n▶ ${job.name}\n$ ${[job.command, ...job.args].join(' ')}`);
  return new Promise((resolveJob) => {
    const child = spawn(job.command, job.args, { cwd: root, stdio: 'inherit', env: pnpmEnv });
    const finish = (ok, why) => {
      const seconds = (Date.now() - started) / 1000;
      console.log(
        `\n${ok ? '✔' : '✖'} ${job.name}: ${ok ? 'passed' : why} (${formatSeconds(seconds)})`,
      );
      resolveJob({ name: job.name, seconds, ok, retry: job.retry });
    };
    child.on('error', (error) => finish(false, error.message));
    child.on('exit', (code, signal) =>
      finish(code === 0, `failed with exit code ${code ?? signal}`),
    );
  });
}

/**
 * Runs `jobs` on `lanes` lanes in list order; resolves to every job's result in list order.
 * @param {Job[]} jobs
 * @param {number} lanes
 * @returns {Promise<JobResult[]>}
 */
export async function runOnLanes(jobs, lanes) {
  const results = new Array(jobs.length);
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await runJob(jobs[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, jobs.length) }, lane));
  return results;
}
