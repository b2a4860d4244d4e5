// A crash between the two sides of a transfer (DESIGN.md §5): the real server process is killed
// (test/faults/crashingServer.ts, at a step of the fault seam) after one side of a launch or a
// recall is written and before the other, and the next instance must finish the transfer from its
// live_transfer row once its lease has run out — the game wallet credited once for a launch, the
// main wallet once for a recall — with both wallets equal to their ledgers and no drift.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CrashLab,
  crashLab,
  expectCrash,
  login,
  money,
  moneyOnceSettled,
} from '../../../test/faults/processKit';
import { checkLedger } from '../ledgerCheck/check';
import { longTestTimeout } from '../../../test/timeouts';

let lab: CrashLab;
beforeAll(async () => {
  lab = await crashLab('transfer-crash');
});
afterAll(async () => {
  await lab?.dispose();
});
const start = (crashAt?: Parameters<CrashLab['start']>[0]) => lab.start(crashAt);

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

      const database = await lab.open();
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
