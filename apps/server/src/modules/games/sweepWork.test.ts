// The games sweep's one look at open work (sweepWork.ts): nothing open on a quiet server, a pending
// transfer and an open casino bet each seen; and the sandbox's sweep told nothing is open settles
// nothing, as the sweep that looked first relies on.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../../test/testApp';
import { casinoBet, liveTransfer } from '../../db/schema';
import { createSandboxProvider } from './sandbox/sandbox';
import { sweepWork } from './sweepWork';
import { player, session, TABLE } from './testKit';

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
    const p = await player(app(), db(), 10);
    const s = await session(app(), p.token, TABLE);
    // Bets 1 s into a round of the provider's own clock, then its round is over.
    const roundMs = 20_000;
    let clock = Math.floor(Date.now() / roundMs) * roundMs + 1_000;
    const sandbox = createSandboxProvider(db(), { now: () => clock });
    await sandbox.tableBet(await sandbox.session(s), 1_000, 'dragon');
    expect((await sweepWork(db())).openBets).toBe(true);
    clock += roundMs;
    expect(await sandbox.sweep({ openBets: false })).toBe(0);
    expect((await sweepWork(db())).openBets).toBe(true);
    expect(await sandbox.sweep()).toBe(1);
    expect((await sweepWork(db())).openBets).toBe(false);
    const [bet] = await db().select().from(casinoBet).where(eq(casinoBet.userId, p.userId));
    expect(bet!.status).toBe('settled');
  });
});
