// A crash between the two sides of a transfer (DESIGN.md §5): the real server process is killed
// (test/faults/crashingServer.ts, at a step of the fault seam) after one side of a launch or a
// recall is written and before the other, and the next instance must finish the transfer from its
// live_transfer row once its lease has run out — the game wallet credited once for a launch, the
// main wallet once for a recall — with both wallets equal to their ledgers and no drift.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../../../test/serverProcess';
import {
  createTestDatabase,
  onPostgres,
  openTestDatabase,
  type TestDatabase,
} from '../../../test/testDatabase';
import type { FaultStep } from '../../faults/seam';
import { checkLedger } from '../ledgerCheck/check';
import { longTestTimeout } from '../../../test/timeouts';

let dataDir: string;
let testDatabase: TestDatabase;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'jinli-transfer-crash-'));
  testDatabase = await createTestDatabase(join(dataDir, 'db'));
});
afterAll(async () => {
  for (const server of servers) server.dispose();
  await testDatabase?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(crashAt?: FaultStep): Promise<ServerProcess> {
  const args = ['--port', '0', '--host', '127.0.0.1', '--app-dir', join(dataDir, 'no-app')];
  if (!onPostgres) args.push('--data-dir', join(dataDir, 'db'));
  const server = await startServer(
    args,
    {
      DATABASE_URL: testDatabase.options.url,
      ...(crashAt ? { JINLI_FAULT_CRASH_AT: crashAt } : {}),
    },
    'test/faults/crashingServer.ts',
  );
  servers.push(server);
  return server;
}

async function json(server: ServerProcess, path: string, init?: RequestInit) {
  const response = await fetch(new URL(path.slice(1), server.url), init);
  return { status: response.status, body: (await response.json().catch(() => null)) as never };
}

async function login(server: ServerProcess): Promise<string> {
  const { status, body } = await json(server, '/v/user/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'account=demo01&password=Demo1234',
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return (body as { data: { token: string } }).data.token;
}

/**
 * The balances once the new instance has finished what the crash left: the sweep takes a pending
 * transfer after its lease (TRANSFER_LEASE_MS), so this waits for `expected`, polling.
 */
async function moneyOnceSettled(
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

async function money(server: ServerProcess, token: string) {
  const { body } = await json(server, '/api/user/money/check', {
    headers: { authorization: token, token },
  });
  return (body as { data: { money: number; liveMoney: number } }).data;
}

/** The request dies with the server (SIGKILL at the crash point): no answer comes. */
async function expectCrash(request: Promise<Response>) {
  await request.then(
    () => expect.unreachable('the server answered instead of crashing'),
    () => undefined,
  );
}

describe('a crash between the two sides of a transfer', () => {
  it(
    'is finished at the next start, once, for a launch and for a recall',
    async () => {
      // Launch: the main wallet is debited, then the server dies before the game wallet is credited.
      let server = await start('transfer-in:debited');
      let token = await login(server);
      const before = await money(server, token);
      expect(before.money).toBeGreaterThan(0);
      const total = before.money + before.liveMoney;
      await expectCrash(
        fetch(new URL('app-api/live/play?liveCode=SANDBOX&gameType=sb-slot-caishen', server.url), {
          headers: { authorization: token, token },
        }),
      );
      server.dispose();

      server = await start();
      token = await login(server);
      expect(await moneyOnceSettled(server, token, { money: 0, liveMoney: total })).toEqual({
        money: 0,
        liveMoney: total,
      });

      // Recall: the game wallet is debited, then the server dies before the main wallet is credited.
      await server.stop();
      server.dispose();
      server = await start('transfer-out:provider-applied');
      token = await login(server);
      await expectCrash(
        fetch(new URL('api/live/recall', server.url), {
          method: 'POST',
          headers: { authorization: token, token },
        }),
      );
      server.dispose();

      server = await start();
      token = await login(server);
      expect(await moneyOnceSettled(server, token, { money: total, liveMoney: 0 })).toEqual({
        money: total,
        liveMoney: 0,
      });
      await server.stop();

      const database = await openTestDatabase(testDatabase);
      try {
        const report = await checkLedger(database.db);
        expect(report.drift).toEqual([]);
        const rows = (result: unknown) =>
          (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
            string,
            unknown
          >[];
        expect(
          rows(
            await database.db.execute(sql`
            select w.user_id from wallet w
            where w.balance <> (select coalesce(sum(amount), 0) from ledger l where l.user_id = w.user_id)
               or w.live_money <> (select coalesce(sum(amount), 0) from live_ledger l where l.user_id = w.user_id)`),
          ),
        ).toEqual([]);
        const transfers = rows(
          await database.db.execute(
            sql`select direction, status, amount::text as amount from live_transfer order by id`,
          ),
        );
        expect(transfers).toEqual([
          { direction: 'in', status: 'done', amount: String(total) },
          { direction: 'out', status: 'done', amount: String(total) },
        ]);
        // One row on each side per transfer.
        const sides = rows(
          await database.db.execute(sql`
          select (select count(*)::int from ledger where ref_type = 'live_transfer') as main,
                 (select count(*)::int from live_ledger where type in (28, 29)) as live`),
        );
        expect(sides).toEqual([{ main: 2, live: 2 }]);
      } finally {
        await database.close();
      }
      // Four server starts (migrations, seed, recovery) and two crashes: 240 s ran out on a loaded
      // two-core machine while the other CI lanes ran.
    },
    longTestTimeout(480_000),
  );
});
