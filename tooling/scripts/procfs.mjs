// Reading processes from /proc (Linux): the one parser of /proc/<pid>/stat that the priority
// raise (priority.mjs) and the CPU sampler (processCpu.mjs) share, and the clock ticks they and
// the machine's CPU reading (machineCpu.mjs) count in.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc (USER_HZ, 100 on every Linux Node runs on). */
export const TICKS_PER_SECOND = 100;

/** The pids of every process now; empty where /proc is not there. */
export function processIds() {
  try {
    return readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .map(Number);
  } catch {
    return [];
  }
}

/**
 * One process as /proc shows it now (its CPU in clock ticks, its start time as the kernel writes
 * it), or null when it is gone or unreadable.
 * @returns {{ ppid: number, ticks: number, start: string, comm: string } | null}
 */
export function readProcessStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: the fields start after its last ')'.
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    // Fields 4 (ppid), 14 and 15 (utime, stime) and 22 (starttime), counted from 1 in proc(5).
    return {
      ppid: Number(fields[1]),
      ticks: Number(fields[11]) + Number(fields[12]),
      start: fields[19],
      comm,
    };
  } catch {
    return null;
  }
}

/** A process's command line, its arguments joined by spaces ('' when gone). */
export function readCommandLine(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return '';
  }
}
