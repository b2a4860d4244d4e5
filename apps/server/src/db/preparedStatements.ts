// Prepared statements for Drizzle's queries on PostgreSQL. Drizzle's postgres-js driver runs every
// query that was not given a name through `client.unsafe(query, params, { prepare: false })`, and
// postgres.js answers an unprepared query with parameters in two round trips: Parse + Describe to
// learn the parameter types, then Bind + Execute — and PostgreSQL parses and plans it every time.
// A prepared one (postgres.js's own default for its tagged queries) is parsed once per connection
// and then costs one round trip. A bet is nine statements: on the two-core bench this was a third of
// the instance's CPU in socket writes (bench:bets; docs/performance-history.md "The write path").
// Known upstream: drizzle-team/drizzle-orm#6096 (the driver ignores the client's `prepare`), fixed
// in Drizzle's 1.0 line; drop this adapter when the server moves to it.
//
// PostgreSQL plans a prepared statement for its values for its first five runs and then keeps a
// generic plan only where that costs no more than theirs. Drizzle sends constants as parameters
// too, and the pending-bets index (`where status = 0`) cannot serve `status = $3` in a generic plan,
// which therefore costs more and is not taken (preparedStatements.test.ts holds that). Forcing a
// plan at every run (plan_cache_mode force_custom_plan) cost PostgreSQL 0.5 ms more CPU a bet in
// bench:bets, 6% of the bets a second.
//
// Only statements of a bounded shape are prepared. A statement's SQL text grows with a multi-row
// insert's rows or an `in (…)` list's length; each length would be one more statement held by the
// connection until it is recycled (postgres.js renews connections every 30–60 minutes), so
// statements with more than MAX_PREPARED_PARAMETERS parameters stay unnamed.
import type { Sql, TransactionSql } from 'postgres';

/** Above this many parameters a statement is taken as one of a growing family and not prepared. */
export const MAX_PREPARED_PARAMETERS = 32;

type UnsafeOptions = Parameters<Sql['unsafe']>[2];

/** Whether a statement with these parameters is prepared (see the file comment). */
export function shouldPrepare(parameters: readonly unknown[] | undefined): boolean {
  return (parameters?.length ?? 0) <= MAX_PREPARED_PARAMETERS;
}

/**
 * `client` whose `unsafe` prepares statements of a bounded shape, and whose transactions and
 * savepoints hand out clients that do the same. Everything else is the client itself.
 */
export function preparingClient<T extends Sql | TransactionSql>(client: T): T {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'unsafe') {
        return (query: string, parameters?: unknown[], options?: UnsafeOptions) =>
          target.unsafe(query, parameters as never, {
            ...options,
            prepare: options?.prepare === true || shouldPrepare(parameters),
          });
      }
      if (property === 'begin' || property === 'savepoint') {
        const open = Reflect.get(target, property, receiver) as (...args: unknown[]) => unknown;
        return (...args: unknown[]) =>
          open.apply(
            target,
            args.map((argument) =>
              typeof argument === 'function'
                ? (inner: TransactionSql) =>
                    (argument as (sql: TransactionSql) => unknown)(preparingClient(inner))
                : argument,
            ),
          );
      }
      return Reflect.get(target, property, receiver);
    },
  });
}
