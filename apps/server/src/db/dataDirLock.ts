// The lock that keeps a second server off a PGlite data folder. PGlite is one embedded Postgres per
// folder with no lock of its own; two servers writing one folder would corrupt it.
//
// The lock file names its holder by pid AND the process's start time (Linux /proc/<pid>/stat field
// 22, clock ticks since boot). A lock is held only while that very process runs: after `kill -9`
// the pid may linger as a zombie until its parent reaps it, or be reused by an unrelated program;
// neither holds the lock, so a restart right after a crash starts. (A staleness-by-mtime lock such
// as proper-lockfile was the alternative: it needs a heartbeat and refuses a restart until the
// stale period has passed, which is exactly the failure to avoid; the pid-and-start-time identity
// is exact and immediate.) Where /proc is missing (macOS, Windows) the start time is unknown and
// liveness falls back to `kill(pid, 0)`.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Name of the lock file inside the data folder. */
export const PGLITE_LOCK_FILE = 'jinli-server.lock';

/** A PGlite folder is already open in a running process (possibly this one). */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another server (process ${pid}); stop it first.`,
    );
  }
}

/** What the kernel says about a process: its state letter and start time, or undefined (no /proc). */
interface ProcStat {
  state: string;
  startTime: string;
}

/** /proc/<pid>/stat of `pid`; null when the process does not exist, undefined when /proc is absent. */
export function readProcStat(pid: number): ProcStat | null | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ESRCH') {
      // No such process — or no /proc at all on this system.
      return isProcMounted() ? null : undefined;
    }
    return undefined;
  }
  // `pid (comm) state ppid …`: comm may hold spaces and parentheses, so split after the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // Fields after comm start at field 3 (state); starttime is field 22.
  const state = fields[0];
  const startTime = fields[19];
  if (!state || !startTime) return undefined;
  return { state, startTime };
}

let procMounted: boolean | undefined;
function isProcMounted(): boolean {
  if (procMounted === undefined) {
    try {
      readFileSync('/proc/self/stat');
      procMounted = true;
    } catch {
      procMounted = false;
    }
  }
  return procMounted;
}

/** The identity written into the lock: pid and, on Linux, the process's start time. */
export interface LockOwner {
  pid: number;
  /** Start time in clock ticks since boot; undefined without /proc or in an old lock file. */
  startTime?: string | undefined;
}

/** The lock file's text for `owner`: the pid on the first line, the start time on the second. */
export function formatLockOwner(owner: LockOwner): string {
  return owner.startTime === undefined ? `${owner.pid}\n` : `${owner.pid}\n${owner.startTime}\n`;
}

/** Reads a lock file's text (this format, or an older one holding only the pid). */
export function parseLockOwner(text: string): LockOwner | undefined {
  const [pidText, startTime] = text.split('\n').map((line) => line.trim());
  const pid = Number.parseInt(pidText ?? '', 10);
  if (!Number.isSafeInteger(pid) || pid <= 0) return undefined;
  return { pid, startTime: startTime || undefined };
}

/** This process's identity. */
export function currentOwner(): LockOwner {
  const stat = readProcStat(process.pid);
  return { pid: process.pid, startTime: stat ? stat.startTime : undefined };
}

/**
 * Whether the process the lock names still runs. A zombie ('Z') or dead ('X') process does not;
 * a process whose start time differs is another program that got the pid again.
 */
export function ownerIsAlive(owner: LockOwner): boolean {
  const stat = readProcStat(owner.pid);
  if (stat === null) return false;
  if (stat === undefined) return signalReaches(owner.pid);
  if (stat.state === 'Z' || stat.state === 'X' || stat.state === 'x') return false;
  return owner.startTime === undefined || owner.startTime === stat.startTime;
}

function signalReaches(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Folders locked by this process: a lock naming our own pid is stale unless listed here. */
const lockedHere = new Set<string>();

/**
 * Takes the folder's lock for this process. A lock whose holder no longer runs (a crash, a zombie,
 * a reused pid) is taken over; so is one naming our own pid that this process did not take (a
 * restarted container where the server is pid 1 again). Returns the release function.
 * @throws DataDirLockedError while a live process holds the lock.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, PGLITE_LOCK_FILE);
  if (lockedHere.has(file)) throw new DataDirLockedError(dataDir, process.pid);
  const me = currentOwner();
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      try {
        writeSync(fd, formatLockOwner(me));
      } finally {
        closeSync(fd);
      }
      lockedHere.add(file);
      return () => {
        lockedHere.delete(file);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = parseLockOwner(readLockText(file));
      if (owner && owner.pid !== process.pid && ownerIsAlive(owner)) {
        throw new DataDirLockedError(dataDir, owner.pid);
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Cannot lock the data folder ${dataDir}.`);
}

/** The lock file's text; '' when it vanished meanwhile (its holder released it). */
function readLockText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  }
}
