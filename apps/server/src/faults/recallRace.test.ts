// Part of the fault suite (moneyPaths.test.ts): the one interleaving it names by hand.
// The recall race of issue 30: a recall's debit of the game wallet waits on the player's wallet
// row (another transaction holds it), and meanwhile another instance's sweep looks at the pending
// transfer. Before the fix the sweep read "not applied", waited for the row and then marked the
// transfer failed after the debit had committed: the game wallet was debited, the main wallet
// never credited, each still equal to its own ledger. Now the outcome is decided under the row's
// lock from the provider's ledger, and the money arrives once, whoever decides.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  controlledSeam,
  holdLock,
  type HeldLock,
  lockWaiters,
  until,
} from '../../test/faults/harness';
import { testAppPerFile } from '../../test/testApp';
import { call, dataOf } from '../../test/users';
import { checkLedger } from '../modules/ledgerCheck/check';
import { createSandboxProvider } from '../modules/games/sandbox/sandbox';
import { balances, expectBalancedBooks, player, session } from '../modules/games/testKit';
import { createTransferWallet } from '../modules/games/transfers';

const seam = controlledSeam();
const per = testAppPerFile({ faults: seam, games: { runSweeps: false } });

/** Another instance's transfer wallet on the same database (its sweep). */
function secondInstance() {
  const { db } = per.t.database;
  const sandbox = createSandboxProvider(db, { origin: '' });
  return createTransferWallet(db, new Map([[sandbox.code, sandbox]]));
}

describe('a recall whose debit waits on a held wallet row while another instance sweeps', () => {
  it('moves the game wallet back to the main wallet once, with no drift', async () => {
    const { app, database, testDatabase } = per.t;
    const { db } = database;
    const p = await player(app, db, 356);
    await session(app, p.token);
    expect(await balances(app, p.token)).toEqual({ money: 0, liveMoney: 356_000 });

    let hold: HeldLock | undefined;
    seam.at('transfer-out:pending', async () => {
      hold = await holdLock(
        database,
        testDatabase,
        sql`select 1 from wallet where user_id = ${p.userId} for update`,
      );
    });
    const recall = call(app, 'liveRecall', { token: p.token });
    await until(() => hold !== undefined, 'the held wallet row');
    // The recall's debit waits for the wallet row; then the other instance's sweep (its lease
    // run out: a start-up sweep took every pending row before the fix) waits on the transfer.
    await lockWaiters(db, 1);
    const sweep = secondInstance().reconcile(0);
    await lockWaiters(db, 2);
    await hold!.release();
    const [answer] = await Promise.all([recall, sweep]);

    expect(answer.statusCode).toBe(200);
    expect(dataOf<{ money: number; liveMoney: number }>(answer)).toMatchObject({ liveMoney: 0 });
    expect(await balances(app, p.token)).toEqual({ money: 356_000, liveMoney: 0 });
    await expectBalancedBooks(db, p.userId);
    expect((await checkLedger(db)).drift).toEqual([]);
  });

  it('leaves a transfer within its lease to its request, also at a second instance start', async () => {
    const { app, database } = per.t;
    const { db } = database;
    const p = await player(app, db, 120);
    await session(app, p.token);
    let settledMeanwhile: number | undefined;
    seam.at('transfer-out:pending', async () => {
      settledMeanwhile = await secondInstance().reconcile();
    });
    const answer = await call(app, 'liveRecall', { token: p.token });
    expect(answer.statusCode).toBe(200);
    expect(settledMeanwhile).toBe(0);
    expect(await balances(app, p.token)).toEqual({ money: 120_000, liveMoney: 0 });
    expect((await checkLedger(db)).drift).toEqual([]);
  });
});
