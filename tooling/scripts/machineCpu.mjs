// How busy the whole machine was during a run, from the kernel's counters (/proc/stat, Linux).
// The CPU printed per job (lanes.mjs, the shell's `times`) counts only the processes each job
// waited for: the journeys' web servers and browsers that are killed rather than reaped escape it,
// so the jobs' sum says less than the machine spent. This says whether the run was CPU-bound (no
// idle left: only less work makes it faster) or waited (idle cores: a better schedule would).
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { TICKS_PER_SECOND } from './procfs.mjs';
import { formatSeconds } from './workspace.mjs';

/** The machine's CPU ticks so far, busy and all; null where /proc/stat is not there. */
export function machineCpuSample() {
  try {
    const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
    // cpu user nice system idle iowait irq softirq steal …
    const ticks = cpu.trim().split(/\s+/).slice(1, 9).map(Number);
    const total = ticks.reduce((sum, value) => sum + value, 0);
    const idle = ticks[3] + ticks[4];
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/** One line on how busy the machine was between two samples, or null without both. */
export function describeMachineCpu(before, after) {
  if (!before || !after || after.total <= before.total) return null;
  const busy = (after.busy - before.busy) / TICKS_PER_SECOND;
  const total = (after.total - before.total) / TICKS_PER_SECOND;
  const share = Math.round((100 * busy) / total);
  return `Machine CPU over the run: ${formatSeconds(busy)} busy of ${formatSeconds(total)} on ${availableParallelism()} cores (${share}%)`;
}

/** The load average of the last minute, as the run begins (a busy machine's runs take longer). */
export function loadNow() {
  return loadavg()[0].toFixed(2);
}
