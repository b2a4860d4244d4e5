// Gives a running process tree back its normal CPU priority (the runner's own niceness, 0 unless
// the whole run was started niced). lanes.mjs starts the
// CPU-bound jobs niced so that the browser journeys, whose steps wait on real time, come first;
// once the journeys are done nothing needs that room, and on a machine others share, a job at
// niceness 10 gets about a ninth of the CPU of each process at 0 beside it: with four `yes`
// burners, a twentieth of a core, and the run's last jobs crawled on long after the journeys.
//
// Linux keeps a niceness per thread (setpriority on a process id sets only its main thread), and a
// new process or thread takes its creator's: every thread of every process in the tree is raised,
// parents before children, so what the tree starts from then on is raised too. Lowering a
// niceness needs CAP_SYS_NICE in the machine's own user namespace (root on the machine has it, root
// in a container may not); without it the tree stays niced, which is slower on a busy machine,
// never wrong.
import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';
import { processIds, readProcessStat } from './procfs.mjs';

/** Every process's parent, read from /proc (Linux); empty where /proc is not there. */
function parentsByPid() {
  const parents = new Map();
  for (const pid of processIds()) {
    // Gone between the listing and the read: passed over.
    const stat = readProcessStat(pid);
    if (stat) parents.set(pid, stat.ppid);
  }
  return parents;
}

/** `root` and its descendants, each parent before its children. */
export function processTree(root) {
  const children = new Map();
  for (const [pid, ppid] of parentsByPid()) {
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(pid);
  }
  const tree = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = /** @type {number} */ (queue.shift());
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** The thread ids of `pid` (its own id alone where /proc cannot list them). */
function threadsOf(pid) {
  try {
    return readdirSync(`/proc/${pid}/task`).map(Number);
  } catch {
    return [pid];
  }
}

/**
 * Sets every thread of `root`'s process tree to `niceness`. Resolves to 'raised', or to
 * 'not-permitted' when this process may not lower a niceness (no CAP_SYS_NICE). Processes and
 * threads that end meanwhile are passed over. Two passes: a child forked by a parent just before
 * the parent was raised is found by the second.
 * @param {number} root
 * @param {number} niceness
 * @returns {'raised' | 'not-permitted'}
 */
export function raiseTreeTo(root, niceness) {
  for (let pass = 0; pass < 2; pass += 1) {
    for (const pid of processTree(root)) {
      for (const tid of threadsOf(pid)) {
        try {
          setPriority(tid, niceness);
        } catch (error) {
          // Node's SystemError: the errno's name is in `info.code` (`code` is ERR_SYSTEM_ERROR).
          const code = /** @type {{ info?: { code?: string } }} */ (error).info?.code;
          if (code === 'EACCES' || code === 'EPERM') return 'not-permitted';
          // ESRCH: it ended meanwhile.
        }
      }
    }
  }
  return 'raised';
}
