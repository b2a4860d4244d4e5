// The fault suite's tools (DESIGN.md §5): a seam the test steers step by step, a row lock held by
// another transaction, and a wait for the database's lock queue. On PostgreSQL the lock is held
// from a connection of its own, so the app's transactions really wait on it; on PGlite (one
// connection) holding it stalls the whole database, which is that engine's version of the fault.
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import type { Database, Db } from '../../src/db/client';
import { rowsOf } from '../../src/db/rows';
import type { FaultContext, FaultSeam, FaultStep } from '../../src/faults/seam';
import { onPostgres, type TestDatabase } from '../testDatabase';

/** What a step does when reached: resolve to go on, reject to abandon the path there. */
export type FaultAction = (context: FaultContext) => Promise<void>;

/** A request abandoned at a step, as a crash of its instance would leave it. */
export class SimulatedCrash extends Error {
  override name = 'SimulatedCrash';
}

export interface ControlledSeam extends FaultSeam {
  /** Runs `action` the next time `step` is reached (once). */
  at(step: FaultStep, action: FaultAction): void;
  /** The steps reached so far, in order. */
  readonly seen: FaultStep[];
  /** Forgets the actions and the steps seen. */
  reset(): void;
}

export function controlledSeam(): ControlledSeam {
  const actions = new Map<FaultStep, FaultAction>();
  const seen: FaultStep[] = [];
  return {
    seen,
    at(step, action) {
      actions.set(step, action);
    },
    reset() {
      actions.clear();
      seen.length = 0;
    },
    async reached(step, context = {}) {
      seen.push(step);
      const action = actions.get(step);
      if (!action) return;
      actions.delete(step);
      await action(context);
    },
  };
}

export interface HeldLock {
  /** Ends the holding transaction (commits; it wrote nothing). */
  release(): Promise<void>;
}

/**
 * Runs `lockQuery` (a `select … for update`) in a transaction of its own and keeps that
 * transaction open until released.
 */
export async function holdLock(
  database: Database,
  testDatabase: TestDatabase,
  lockQuery: SQL,
): Promise<HeldLock> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  let done: Promise<unknown>;
  if (onPostgres && testDatabase.options.url) {
    const client = postgres(testDatabase.options.url, { max: 1, onnotice: () => {} });
    const query = new PgDialect().sqlToQuery(lockQuery);
    done = client
      .begin(async (tx) => {
        await tx.unsafe(query.sql, query.params as never[]);
        locked();
        await released;
      })
      .finally(() => client.end());
  } else {
    done = database.db.transaction(async (tx) => {
      await tx.execute(lockQuery);
      locked();
      await released;
    });
  }
  await Promise.race([isLocked, done]);
  return {
    async release() {
      release();
      await done;
    },
  };
}

/**
 * Waits until at least `count` statements of this database wait on a lock (PostgreSQL), so the
 * next step starts while they are stuck. On PGlite nothing runs beside a held transaction: the
 * queue is the engine's own, and a short pause lets the statements line up in it.
 */
export async function lockWaiters(
  db: Db,
  count: number,
  options: { timeoutMs?: number; orThrow?: boolean } = {},
): Promise<boolean> {
  if (!onPostgres) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    return true;
  }
  const until = Date.now() + (options.timeoutMs ?? 10_000);
  while (Date.now() < until) {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (Number(row?.n ?? 0) >= count) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  if (options.orThrow ?? true)
    throw new Error(`fewer than ${count} statements ever waited on a lock`);
  return false;
}

/** Polls `predicate` until it holds (a step reached, a promise settled). */
export async function until(predicate: () => boolean, what = 'the condition'): Promise<void> {
  for (let i = 0; i < 2_000 && !predicate(); i++)
    await new Promise((resolve) => setTimeout(resolve, 10));
  if (!predicate()) throw new Error(`${what} never came`);
}
