// The games sweep's one look at open work (sweepWork.ts): nothing open on a quiet server, a pending
// transfer and an open casino bet each seen; and the sandbox's sweep told nothing is open settles
// nothing, as the sweep that looked first relies on.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../../test/testApp';
import { casinoBet, liveTransfer } from '../../db/schema';
import { sweepWork } from './sweepWork';
import { atTable, player, TABLE, TABLE_ROUND_MS } from './testKit';

const files = testAppPerFile({ games: { runSweeps: false } });
const app = () => files.t.app;
const db = () => files.t.database.db;

describe('the games sweep’s look at open work', () => {
  it('sees nothing on a quiet server, then a pending transfer, until it is done', async () => {
    expect(await sweepWork(db())).toEqual({ pendingTransfers: false, openBets: false });
    const p = await player(app(), db());
    await db().insert(liveTransfer).values({
      transferNo: 'sweep-work-1',
      userId: p.userId,
      liveCode: TABLE.liveCode,
      direction: 'in',
      amount: 1_000n,
    });
    expect(await sweepWork(db())).toEqual({ pendingTransfers: true, openBets: false });
    await db()
      .update(liveTransfer)
      .set({ status: 'done' })
      .where(eq(liveTransfer.transferNo, 'sweep-work-1'));
    expect(await sweepWork(db())).toEqual({ pendingTransfers: false, openBets: false });
  });

  it('sees an open table bet; the sandbox settles it only when told bets are open', async () => {
    // Bets 1 s into a round of the provider's own clock, then its round is over.
    const { player: p, sandbox, mine, advance } = await atTable(app(), db(), 10);
    await sandbox.tableBet(mine, 1_000, 'dragon');
    expect((await sweepWork(db())).openBets).toBe(true);
    advance(TABLE_ROUND_MS);
    expect(await sandbox.sweep({ openBets: false })).toBe(0);
    expect((await sweepWork(db())).openBets).toBe(true);
    expect(await sandbox.sweep()).toBe(1);
    expect((await sweepWork(db())).openBets).toBe(false);
    const [bet] = await db().select().from(casinoBet).where(eq(casinoBet.userId, p.userId));
    expect(bet!.status).toBe('settled');
  });
});
