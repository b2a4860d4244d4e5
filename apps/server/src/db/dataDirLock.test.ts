// The data-folder lock after a crash: a holder that is a zombie (killed, not yet reaped) or whose
// pid now belongs to another program does not hold the lock; a running holder does.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  DataDirLockedError,
  formatLockOwner,
  lockDataDir,
  parseLockOwner,
  PGLITE_LOCK_FILE,
  readProcStat,
} from './dataDirLock';

const dir = mkdtempSync(join(tmpdir(), 'jinli-lock-unit-'));
const children: ChildProcess[] = [];
afterEach(() => rmSync(join(dir, PGLITE_LOCK_FILE), { force: true }));
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Runs `script` in sh; resolves with the child and the first line it prints. */
function shell(script: string): Promise<{ child: ChildProcess; line: string }> {
  const child = spawn('sh', ['-c', script], { stdio: ['ignore', 'pipe', 'ignore'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const newline = out.indexOf('\n');
      if (newline >= 0) resolve({ child, line: out.slice(0, newline) });
    });
    child.once('error', reject);
  });
}

/** Polls /proc until `pid` is in `state` (the kernel marks a dead, unreaped child 'Z'). */
async function untilState(pid: number, state: string): Promise<void> {
  for (;;) {
    const stat = readProcStat(pid);
    if (stat?.state === state) return;
    if (!stat) throw new Error(`process ${pid} is gone before reaching state ${state}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

function writeLock(pid: number, startTime: string | undefined): void {
  writeFileSync(join(dir, PGLITE_LOCK_FILE), formatLockOwner({ pid, startTime }));
}

function takeAndRelease(): void {
  const release = lockDataDir(dir);
  expect(parseLockOwner(readFileSync(join(dir, PGLITE_LOCK_FILE), 'utf8'))?.pid).toBe(process.pid);
  release();
  expect(existsSync(join(dir, PGLITE_LOCK_FILE))).toBe(false);
}

describe.skipIf(!existsSync('/proc/self/stat'))('the data-folder lock on Linux', () => {
  it('is taken over from a zombie holder (killed, not yet reaped by its parent)', async () => {
    // The background `sleep 2` exits after its parent became `sleep 30`, which never reaps it.
    // (With `sleep 0` the shell could reap it before its exec on a loaded machine: no zombie ever.)
    const { line } = await shell('sleep 2 & echo $!; exec sleep 30');
    const zombie = Number(line);
    await untilState(zombie, 'Z');
    writeLock(zombie, readProcStat(zombie)!.startTime);
    takeAndRelease();
  });

  it('is taken over when the pid now belongs to another program (other start time)', async () => {
    const { child } = await shell('echo up; exec sleep 30');
    const stat = readProcStat(child.pid!)!;
    writeLock(child.pid!, String(Number(stat.startTime) + 1));
    takeAndRelease();
  });

  it('is refused while its holder runs, and taken once the holder is gone', async () => {
    const { child } = await shell('echo up; exec sleep 30');
    writeLock(child.pid!, readProcStat(child.pid!)!.startTime);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    // An old lock file (pid only) of a running process is still respected.
    writeLock(child.pid!, undefined);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    await new Promise((resolve) => child.once('exit', resolve).kill('SIGKILL'));
    takeAndRelease();
  });
});
