// Settlement benchmark: a draw with BENCH_BETS (default 10,000) pending bets of 100 players, settled
// by one settlement pass; prints the time and checks exactness (every bet settled once, one ledger
// row per paid bet, wallets credited by exactly the rewards). Prints one `BENCH_RESULT {json}` line.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createTestApp } from '../test/testApp';
import { rowsOf } from '../src/db/rows';
import {
  bet,
  FAST_GAME,
  openTurnIn,
  player,
  playIdOf,
  storeDraw,
  YUAN,
} from '../src/modules/betting/bettingTestKit';
import { createSettlement } from '../src/modules/betting/settlement';
import { createMemoryPubSub } from '../src/realtime/memoryPubSub';

const BETS = Number(process.env.BENCH_BETS ?? 10_000);
const PLAYERS = 20;

it(`settles ${BETS} bets`, async () => {
  const t = await createTestApp();
  try {
    const db = t.database.db;
    const turnNum = await openTurnIn(db, FAST_GAME);
    const tema = await playIdOf(t.app, 'tema');
    for (let i = 0; i < PLAYERS; i++) {
      const p = await player(t, 1_000 * YUAN);
      const number = String((i % 49) + 1).padStart(2, '0');
      await bet(t.app, p.token, {
        gameId: FAST_GAME,
        turnNum,
        bets: [{ playId: tema, selection: [number], unitMoney: YUAN }],
      });
    }
    // Copies of the real bets up to BETS rows (the same players, new order numbers).
    const columns = await rowsOf<{ name: string }>(
      db,
      sql`select column_name as name from information_schema.columns
          where table_name = 'bet_order' and column_name <> 'id' order by ordinal_position`,
    );
    const names = columns.map((c) => `"${c.name}"`).join(', ');
    const values = columns
      .map((c) => (c.name === 'order_no' ? `order_no || '-' || g` : `"${c.name}"`))
      .join(', ');
    const copies = Math.ceil(BETS / PLAYERS) - 1;
    await db.execute(
      sql.raw(
        `insert into bet_order (${names}) select ${values} from bet_order, generate_series(1, ${copies}) as g where turn_num = '${turnNum}'`,
      ),
    );
    const balances = async () =>
      (
        await rowsOf<{ total: string }>(
          db,
          sql`select coalesce(sum(balance), 0)::text as total from wallet`,
        )
      )[0]!.total;
    const before = BigInt(await balances());
    // 09 is the special number: a tema on 09 wins, every other loses.
    await storeDraw(db, FAST_GAME, turnNum, [1, 2, 3, 4, 5, 6, 9]);

    const settlement = createSettlement({ db, pubsub: createMemoryPubSub() });
    const started = performance.now();
    const report = await settlement.settleDue();
    const ms = performance.now() - started;

    const [check] = await rowsOf<{
      pending: number;
      settled: number;
      rewards: string;
      paid: number;
    }>(
      db,
      sql`select count(*) filter (where status = 0)::int as pending,
                 count(*) filter (where status = 1)::int as settled,
                 coalesce(sum(reward), 0)::text as rewards,
                 count(*) filter (where reward > 0)::int as paid
          from bet_order where turn_num = ${turnNum}`,
    );
    // This draw's payouts only: the demo seed has settled bets of its own (the agent team's).
    const [ledger] = await rowsOf<{ rows: number; total: string; refs: number }>(
      db,
      sql`select count(*)::int as rows, coalesce(sum(amount), 0)::text as total,
                 count(distinct ref_id)::int as refs
          from ledger where ref_type = 'bet' and amount > 0
            and ref_id in (select order_no from bet_order where turn_num = ${turnNum})`,
    );
    const credited = BigInt(await balances()) - before;
    const exact =
      check!.pending === 0 &&
      check!.settled === report.settled &&
      ledger!.rows === check!.paid &&
      ledger!.refs === ledger!.rows &&
      BigInt(ledger!.total) === BigInt(check!.rewards) &&
      credited === BigInt(check!.rewards);
    console.log(
      `BENCH_RESULT ${JSON.stringify({
        name: 'settle',
        db: t.database.kind,
        bets: report.settled,
        paid: check!.paid,
        ms: Math.round(ms),
        exact,
      })}`,
    );
    expect(exact).toBe(true);
  } finally {
    await t.close();
  }
});
