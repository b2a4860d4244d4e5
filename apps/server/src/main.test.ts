// The CLI end to end: start, answer, stop on a signal with the database closed cleanly, start again
// on the same data and find it all there. Runs on PGlite files, or on the test PostgreSQL database.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  onPostgres,
  openTestDatabase,
  tableCounts,
  type TestDatabase,
} from '../test/testDatabase';
import { DataDirLockedError, openDatabase, PGLITE_LOCK_FILE } from './db/client';
import { parseLockOwner } from './db/dataDirLock';
import { packageRoot } from './paths';
import { builtServerCommand } from '../test/serverProcess';
import { longTestTimeout } from '../test/timeouts';

interface Server {
  child: ChildProcess;
  url: string;
  output: () => string;
  exit: Promise<number | null>;
}

let dataDir: string;
let testDatabase: TestDatabase;
/** Servers still running, stopped after the tests whatever happened. */
const running = new Set<ChildProcess>();

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'jinli-main-'));
  testDatabase = await createTestDatabase(dataDir);
});
afterAll(async () => {
  await Promise.all(
    [...running].map(
      (child) => new Promise((resolve) => child.once('exit', resolve).kill('SIGKILL')),
    ),
  );
  await testDatabase?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Runs the built command line (dist/main.js of src/main.ts, test/builtServer.ts) with `args` in a
 * child process. The child sees DATABASE_URL only when given here: the test run's own
 * DATABASE_URL must never reach it (it would use that shared database).
 */
function spawnCli(
  args: string[],
  databaseUrl?: string,
  extraEnv: NodeJS.ProcessEnv = {},
): ChildProcess {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'error', ...extraEnv };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const [node, ...nodeArgs] = builtServerCommand(args);
  const child = spawn(node, nodeArgs, {
    cwd: packageRoot(),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** Collects what a child prints; read it with the returned function. */
function captureOutput(child: ChildProcess): () => string {
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return () => output;
}

/** Exit code of a child and everything it printed. */
function finished(child: ChildProcess): Promise<{ code: number | null; output: string }> {
  const output = captureOutput(child);
  return new Promise((resolve) =>
    child.once('exit', (code) => resolve({ code, output: output() })),
  );
}

/** Starts a server on the test database and resolves once it prints its URL. */
function start(extraArgs: string[] = [], extraEnv: NodeJS.ProcessEnv = {}): Promise<Server> {
  const child = spawnCli(
    [
      ...['--port', '0', '--host', '127.0.0.1', '--data-dir', dataDir],
      ...['--app-dir', join(dataDir, 'no-app-here'), ...extraArgs],
    ],
    testDatabase.options.url,
    extraEnv,
  );
  const output = captureOutput(child);
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /is running: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output());
      if (match) {
        clearInterval(timer);
        resolve({ child, url: match[1]!, output, exit });
      }
    }, 50);
    void exit.then((code) => {
      clearInterval(timer);
      reject(new Error(`server exited (${code}) before it ran:\n${output()}`));
    });
  });
}

async function get(server: Server, path: string): Promise<unknown> {
  const response = await fetch(new URL(path.slice(1), server.url));
  expect(response.status, path).toBe(200);
  return response.json();
}

describe('jinli-server (src/main.ts)', () => {
  it(
    'starts, stops cleanly on SIGTERM and SIGINT, and keeps its data across restarts',
    async () => {
      const first = await start();
      try {
        expect(first.output()).toContain(
          onPostgres
            ? 'database: PostgreSQL at postgres://'
            : `database: PGlite (embedded) in ${dataDir}`,
        );
        expect(first.output()).toMatch(/seed: +created company 'jinli'/);
        expect(first.output()).toMatch(/WARNING: .*serving the API only/);
        expect(await get(first, '/healthz')).toEqual({ ok: true });
        expect(await get(first, '/app-api/company/get')).toMatchObject({
          code: 0,
          data: { name: '锦鲤' },
        });
      } finally {
        first.child.kill('SIGTERM');
      }
      // Never two servers on one PGlite folder: the next starts once this one has exited.
      expect(await first.exit).toBe(0);
      expect(first.output()).toContain('SIGTERM: stopping');
      expect(first.output()).toContain('Stopped; database closed.');

      // The secret is random per database: seeing the same one after a restart proves nothing was re-created.
      const second = await start();
      let secret: unknown;
      try {
        expect(second.output()).toMatch(/seed: +company 'jinli' already seeded, nothing changed/);
        secret = await get(second, '/sys-upload/data/json/sk_encrypt.json');
      } finally {
        second.child.kill('SIGINT');
      }
      expect(await second.exit).toBe(0);
      expect(second.output()).toContain('SIGINT: stopping');

      const third = await start(['--no-seed']);
      try {
        expect(third.output()).toContain('seed:     skipped (--no-seed)');
        expect(await get(third, '/sys-upload/data/json/sk_encrypt.json')).toEqual(secret);
      } finally {
        third.child.kill('SIGTERM');
        expect(await third.exit).toBe(0);
      }

      // The data is there for anyone who opens it next.
      const database = await openTestDatabase(testDatabase);
      try {
        expect(await tableCounts(database.db)).toMatchObject({ company: 1, carousel: 4 });
      } finally {
        await database.close();
      }
    },
    longTestTimeout(180_000),
  );

  it('refuses bad flags with the usage text and exit code 2', async () => {
    const { code, output } = await finished(spawnCli(['--theme', 'nope']));
    expect(code).toBe(2);
    expect(output).toContain('Unknown theme: nope');
    expect(output).toContain('Usage: jinli-server');
  });

  it('says in its banner whether the sandbox is on, and names the operators and their endpoints, never the tokens', async () => {
    const tokens = { alice: 'alice-banner-token-0123456789', bob: 'bob-banner-token-0123456789' };
    const plain = await start([], { JINLI_OPERATORS: '', JINLI_OPERATOR_TOKEN: '' });
    plain.child.kill('SIGTERM');
    expect(await plain.exit).toBe(0);
    expect(plain.output()).toContain('payments: sandbox off');
    expect(plain.output()).toContain('operator: off');
    const demo = await start(['--sandbox-payments'], {
      JINLI_OPERATORS: `alice:${tokens.alice},bob:${tokens.bob}`,
      JINLI_OPERATOR_TOKEN: '',
    });
    demo.child.kill('SIGTERM');
    expect(await demo.exit).toBe(0);
    const output = demo.output();
    expect(output).toContain(
      'payments: sandbox on (demo: anyone can confirm their own test recharge',
    );
    expect(output).toContain('operator: alice, bob (audited: GET /operator/audit)');
    expect(output).toContain('/operator/lottery/draw');
    expect(output).toContain('externally drawn games only (70)');
    expect(output).not.toContain(tokens.alice);
    expect(output).not.toContain(tokens.bob);
  });
});

describe.skipIf(onPostgres)('PGlite files', () => {
  it('are opened by one server at a time; a lock left by a dead process is taken over', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jinli-lock-'));
    try {
      const first = await openDatabase({ dataDir: dir });
      try {
        await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirLockedError);
        const { code, output } = await finished(
          spawnCli(['--data-dir', dir, '--host', '127.0.0.1', '--port', '0']),
        );
        expect(code).toBe(1);
        expect(output).toContain(`is in use by another server (process ${process.pid})`);
      } finally {
        await first.close();
      }
      // A crashed server leaves its lock behind; its pid no longer runs, or (a restarted container)
      // is our own pid although this process never took the lock.
      for (const stalePid of ['2147483646', String(process.pid)]) {
        writeFileSync(join(dir, PGLITE_LOCK_FILE), stalePid);
        const again = await openDatabase({ dataDir: dir });
        expect(parseLockOwner(readFileSync(join(dir, PGLITE_LOCK_FILE), 'utf8'))?.pid).toBe(
          process.pid,
        );
        await again.close();
        expect(existsSync(join(dir, PGLITE_LOCK_FILE))).toBe(false);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('survive close and reopen with their data', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jinli-reopen-'));
    try {
      const first = await openDatabase({ dataDir: dir });
      await first.migrate();
      const { seed } = await import('./seed/seed');
      await seed(first.db, { companyCode: 'jinli' });
      const counts = await tableCounts(first.db);
      await first.close();

      const again = await openDatabase({ dataDir: dir });
      try {
        await again.migrate();
        expect(await tableCounts(again.db)).toEqual(counts);
      } finally {
        await again.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
