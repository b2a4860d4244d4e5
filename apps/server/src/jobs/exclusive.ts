// Periodic jobs (draw engine, later settlement) run on one server instance at a time: each run
// happens inside a transaction holding a PostgreSQL transaction-level advisory lock, taken with
// try-lock so that an instance finding it held skips the run instead of queueing behind it. PGlite
// is one process with one connection, where the lock is always free and runs serialize anyway.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';

/** Advisory lock ids of the periodic jobs (any 64-bit numbers the instances agree on). */
export const JobLock = {
  /** The draw engine ('jldraw'). */
  DRAW_ENGINE: 0x6a6c64726177,
  /** The red-packet refunds ('jlhbex'). */
  HONGBAO_EXPIRY: 0x6a6c6862_6578,
  /** The scheduled ledger check ('jlledg'). */
  LEDGER_CHECK: 0x6a6c6c656467,
} as const;

/** What `runExclusive` did. */
export type ExclusiveResult<T> = { ran: true; value: T } | { ran: false };

/** Runs `job` in a transaction if the advisory lock `lockId` is free; otherwise does nothing. */
export async function runExclusive<T>(
  db: Db,
  lockId: number,
  job: (tx: Tx) => Promise<T>,
): Promise<ExclusiveResult<T>> {
  return db.transaction(async (tx) => {
    const result: unknown = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${lockId}) as locked`,
    );
    // postgres-js answers an array of rows, PGlite an object with `rows`.
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      locked: boolean;
    }[];
    if (rows[0]?.locked !== true) return { ran: false };
    return { ran: true, value: await job(tx) };
  });
}
