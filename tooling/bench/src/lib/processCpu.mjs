// CPU seconds used by groups of processes over a stretch of a bench, read from /proc (Linux): what
// tells whether the server instances, the database or the load itself ran out of cores.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** User + system CPU seconds of one process so far; 0 once it is gone. */
function cpuSecondsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command (which may hold spaces) start after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Pids of the processes whose command name (/proc/<pid>/comm) is `name`. */
export function pidsNamed(name) {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** Busy CPU seconds of the whole machine so far (/proc/stat: all but idle and iowait). */
function machineBusySeconds() {
  const fields = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  return (total - fields[3] - fields[4]) / TICKS_PER_SECOND;
}

/**
 * Starts counting: `groups` maps a label to a function giving that group's pids now (asked again
 * at the end, so processes started meanwhile count from zero). `stop()` resolves each group's CPU
 * seconds since the start, and the machine's.
 */
export function countCpu(groups) {
  const start = new Map();
  for (const [label, pids] of Object.entries(groups))
    start.set(label, new Map(pids().map((pid) => [pid, cpuSecondsOf(pid)])));
  const machineStart = machineBusySeconds();
  return {
    stop() {
      const used = {};
      for (const [label, pids] of Object.entries(groups)) {
        const before = start.get(label);
        used[label] = pids().reduce(
          (sum, pid) => sum + Math.max(0, cpuSecondsOf(pid) - (before.get(pid) ?? 0)),
          0,
        );
      }
      used.machine = machineBusySeconds() - machineStart;
      return used;
    },
  };
}
