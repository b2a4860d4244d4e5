// Transactions begun while every connection is busy (porsager/postgres#823, #1189): postgres.js
// 3.4.9 could write BEGIN to a connection without reserving it — when BEGIN filled a connection's
// pipeline, or the socket pushed back — and the transaction then failed with UNSAFE_TRANSACTION,
// or, worse, its connection went back to the pool with the transaction open and other requests'
// statements ran inside it. A red-packet test of 200 parallel sends met it on PostgreSQL. The
// package is patched (patches/postgres@3.4.9.patch: BEGIN always reserves the connection it was
// written to, and a drained socket does not hand a reserved connection back); this holds it.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../../test/testDatabase';

describe.runIf(onPostgres)('transactions begun while every connection is busy', () => {
  let sql: postgres.Sql;
  beforeAll(async () => {
    // A small pool with a short pipeline, so that BEGIN lands on busy connections at the
    // pipeline's boundary (the default pipeline of 100 meets it only under heavy load).
    // max_pipeline is an option of postgres.js its types do not list.
    const options = { max: 3, max_pipeline: 2, onnotice: () => {} } as postgres.Options<
      Record<string, never>
    >;
    sql = postgres(process.env.DATABASE_URL!, options);
  });
  afterAll(async () => sql?.end({ timeout: 5 }));

  it('each runs on a connection of its own, and none fails', async () => {
    const failures: string[] = [];
    for (let round = 0; round < 10; round++) {
      // Sent now, not on the next tick as postgres.js's queries are: every connection busy, one more
      // query pipelined on each, then the transactions' BEGINs each the second in a pipeline.
      const busy = Array.from({ length: 3 }, () => sql`select pg_sleep(0.2)`.execute());
      const plain = Array.from({ length: 3 }, (_, i) => sql`select ${i}::int as n`.execute());
      const transactions = Array.from({ length: 5 }, (_, i) =>
        sql.begin(async (tx) => {
          const [state] =
            await tx`select txid_current_if_assigned() is null as fresh, ${i}::int as i`;
          // Inside its own transaction: the backend sees a transaction block (now() is fixed).
          const [first] = await tx`select now() as at`;
          await tx`select pg_sleep(0.01)`;
          const [second] = await tx`select now() as at`;
          return { same: first!.at.getTime() === second!.at.getTime(), i: state!.i };
        }),
      );
      const settled = await Promise.allSettled([...busy, ...plain, ...transactions]);
      for (const outcome of settled)
        if (outcome.status === 'rejected') failures.push(String(outcome.reason));
      for (const outcome of settled.slice(busy.length + plain.length))
        if (outcome.status === 'fulfilled' && !(outcome.value as { same: boolean }).same)
          failures.push('a transaction saw two different now(): its statements ran outside it');
    }
    expect(failures).toEqual([]);
  });
});
