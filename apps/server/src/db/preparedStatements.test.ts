// Drizzle's queries on PostgreSQL run as prepared statements (one round trip, parsed once per
// connection), in and out of transactions; statements of a growing family (many parameters) do not.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, onPostgres, openTestDatabase } from '../../test/testDatabase';
import type { Database, Tx } from './client';
import { MAX_PREPARED_PARAMETERS, shouldPrepare } from './preparedStatements';
import { betOrder, lotteryGame } from './schema';

describe('which statements are prepared', () => {
  it('those of up to MAX_PREPARED_PARAMETERS parameters', () => {
    expect(shouldPrepare(undefined)).toBe(true);
    expect(shouldPrepare([1, 'a'])).toBe(true);
    expect(shouldPrepare(Array.from({ length: MAX_PREPARED_PARAMETERS }))).toBe(true);
    expect(shouldPrepare(Array.from({ length: MAX_PREPARED_PARAMETERS + 1 }))).toBe(false);
  });
});

/** The statements prepared on the transaction's connection, with how often each ran. */
async function preparedHere(tx: Tx): Promise<{ statement: string; runs: number }[]> {
  const rows = (await tx.execute(
    sql`select statement, (generic_plans + custom_plans)::int as runs from pg_prepared_statements`,
  )) as unknown as { statement: string; runs: number }[];
  return [...rows];
}

describe.runIf(onPostgres)('on PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(await createTestDatabase());
  });
  afterAll(async () => database?.close());

  const gameById = (tx: Tx, id: number) =>
    tx.select({ id: lotteryGame.id }).from(lotteryGame).where(eq(lotteryGame.id, id));

  it('a query run three times in a transaction is prepared once and run from it', async () => {
    await database.db.transaction(async (tx) => {
      for (const id of [71, 42, 46]) await gameById(tx, id); // the test database holds no games: the plan is what counts
      const mine = (await preparedHere(tx)).filter((row) =>
        row.statement.startsWith('select "id" from "lottery_game" where "lottery_game"."id" = $1'),
      );
      expect(mine).toHaveLength(1);
      expect(mine[0]!.runs).toBeGreaterThanOrEqual(3);
    });
  });

  it('so is one in a savepoint', async () => {
    await database.db.transaction(async (tx) => {
      await tx.transaction(async (inner) => {
        await inner
          .select({ name: lotteryGame.name })
          .from(lotteryGame)
          .where(eq(lotteryGame.id, 7));
      });
      const statements = (await preparedHere(tx)).map((row) => row.statement);
      expect(statements).toContainEqual(
        expect.stringContaining('select "name" from "lottery_game"'),
      );
    });
  });

  it('a lookup of pending bets keeps the partial index: PostgreSQL never takes a generic plan for it', async () => {
    // Drizzle sends the constant 0 as `$3`: a generic plan could not use `bet_order_pending_idx`
    // (`where status = 0`), costs more, and PostgreSQL keeps planning for the values. A primary-key
    // lookup beside it shows a generic plan is taken from the sixth run where it costs no more.
    await database.db.transaction(async (tx) => {
      for (let run = 0; run < 8; run++) {
        await tx
          .select({ id: betOrder.id })
          .from(betOrder)
          .where(
            and(eq(betOrder.gameId, 71), eq(betOrder.turnNum, `T${run}`), eq(betOrder.status, 0)),
          );
        await tx
          .select({ sort: lotteryGame.sort })
          .from(lotteryGame)
          .where(eq(lotteryGame.id, run));
      }
      const plans = async (start: string) => [
        ...((await tx.execute(
          sql`select generic_plans::int as generic, custom_plans::int as custom
                from pg_prepared_statements where starts_with(statement, ${start})`,
        )) as unknown as { generic: number; custom: number }[]),
      ];
      expect(await plans('select "id" from "bet_order"')).toEqual([{ generic: 0, custom: 8 }]);
      expect((await plans('select "sort" from "lottery_game"'))[0]!.generic).toBeGreaterThan(0);
    });
  });

  it('a statement with more parameters than the bound is not', async () => {
    const ids = Array.from({ length: MAX_PREPARED_PARAMETERS + 8 }, (_, i) => i + 1);
    await database.db.transaction(async (tx) => {
      await tx
        .select({ code: lotteryGame.code })
        .from(lotteryGame)
        .where(inArray(lotteryGame.id, ids));
      const statements = (await preparedHere(tx)).map((row) => row.statement);
      // (Statements outlive a transaction on its pooled connection: this one is selected by its column.)
      expect(statements.some((s) => s.startsWith('select "code" from "lottery_game"'))).toBe(false);
    });
  });
});
