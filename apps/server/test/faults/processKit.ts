// Real server processes for the crash tests: each started through test/faults/crashingServer.ts
// (the command line with a seam that SIGKILLs the process when a money path reaches a step), on a
// database of the test's own (PGlite files, or a PostgreSQL database of its own), spoken to over
// HTTP as a client would.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { FaultStep } from '../../src/faults/seam';
import { startServer, type ServerProcess } from '../serverProcess';
import {
  createTestDatabase,
  onPostgres,
  openTestDatabase,
  type TestDatabase,
} from '../testDatabase';
import type { Database } from '../../src/db/client';

/** The operator token of every lab server (the ledger check over HTTP). */
export const LAB_OPERATOR_TOKEN = 'crash-lab-operator-token-0123456789';

export interface CrashLab {
  /** Starts a server; with `crashAt`, it kills itself when a path first reaches that step. */
  start(crashAt?: FaultStep, extraArgs?: string[]): Promise<ServerProcess>;
  /** Opens the database (no server may hold PGlite's folder meanwhile). */
  open(): Promise<Database>;
  /** Kills every server started and removes the database. */
  dispose(): Promise<void>;
}

export async function crashLab(name: string): Promise<CrashLab> {
  const dir = mkdtempSync(join(tmpdir(), `jinli-${name}-`));
  const testDatabase: TestDatabase = await createTestDatabase(join(dir, 'db'), { migrated: true });
  const servers: ServerProcess[] = [];
  return {
    async start(crashAt, extraArgs = []) {
      const args = ['--port', '0', '--host', '127.0.0.1', '--app-dir', join(dir, 'no-app')];
      if (!onPostgres) args.push('--data-dir', join(dir, 'db'));
      const server = await startServer(
        [...args, ...extraArgs],
        {
          DATABASE_URL: testDatabase.options.url,
          JINLI_OPERATOR_TOKEN: LAB_OPERATOR_TOKEN,
          ...(crashAt ? { JINLI_FAULT_CRASH_AT: crashAt } : {}),
        },
        'test/faults/crashingServer.ts',
      );
      servers.push(server);
      return server;
    },
    open: () => openTestDatabase(testDatabase),
    async dispose() {
      for (const server of servers) server.dispose();
      await testDatabase.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A JSON call to `server`; answers the status and the parsed body (null when none). */
export async function json(server: ServerProcess, path: string, init?: RequestInit) {
  const response = await fetch(new URL(path.slice(1), server.url), init);
  return { status: response.status, body: (await response.json().catch(() => null)) as never };
}

/** Logs `account` in; answers its access token. */
export async function login(
  server: ServerProcess,
  account = 'demo01',
  password = 'Demo1234',
): Promise<string> {
  const { status, body } = await json(server, '/v/user/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account, password }).toString(),
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return (body as { data: { token: string } }).data.token;
}

export const authHeaders = (token: string) => ({ authorization: token, token });

/** The player's main and game balances (thousandths). */
export async function money(server: ServerProcess, token: string) {
  const { body } = await json(server, '/api/user/money/check', { headers: authHeaders(token) });
  return (body as { data: { money: number; liveMoney: number } }).data;
}

/**
 * The balances once the new instance has finished what the crash left: the sweep takes a pending
 * transfer after its lease (TRANSFER_LEASE_MS), so this waits for `expected`, polling.
 */
export async function moneyOnceSettled(
  server: ServerProcess,
  token: string,
  expected: { money: number; liveMoney: number },
) {
  let seen = await money(server, token);
  for (let i = 0; i < 600 && JSON.stringify(seen) !== JSON.stringify(expected); i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    seen = await money(server, token);
  }
  return seen;
}

/** The request dies with the server (SIGKILL at the crash point): no answer comes. */
export async function expectCrash(request: Promise<unknown>) {
  let answered: unknown;
  await request.then(
    (answer) => (answered = answer ?? 'an answer'),
    (error: unknown) => {
      // A request that reached the server, which died: no answer. Anything else is the test's.
      if (error instanceof Error && /answered: /.test(error.message)) answered = error.message;
    },
  );
  if (answered !== undefined)
    expect.unreachable(`the server answered instead of crashing: ${String(answered)}`);
}
