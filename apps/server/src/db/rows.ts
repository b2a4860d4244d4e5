// Rows of a raw `execute`: postgres-js answers an array of rows, PGlite an object with `rows`.
import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Something that can execute raw SQL: the database or a transaction. */
export interface Executor {
  execute: Db['execute'];
}

/** Runs `query` and returns its rows on either driver. */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}
