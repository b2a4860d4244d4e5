// Pieces the content tables share: a page of rows under a condition with its total, the search
// condition (ILIKE with the pattern's own wildcards escaped) and the sort values of a reorder.
import { and, count, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';

/** `text` as an ILIKE pattern matching it anywhere ('%' and '_' in it match themselves). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Rows whose `columns` contain `q` (case-insensitive); undefined (no condition) without `q`. */
export function searchIn(q: string | undefined, ...columns: PgColumn[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** `conditions` that are set, and-ed. */
export const allOf = (...conditions: (SQL | undefined)[]) =>
  and(...conditions.filter((c): c is SQL => c !== undefined));

/** A page (`page` from 1) of `table`'s rows under `where` in `order`, with the total under `where`. */
export async function pageOf<Row>(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  order: SQL[],
  paging: { page: number; pageSize: number },
): Promise<{ rows: Row[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(...order)
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ n: count() }).from(table).where(where),
  ]);
  return { rows: rows as Row[], total: total?.n ?? 0 };
}

/** Sort values that show `ids` in their order under a "larger sort first" rule: 10 apart. */
export const sortsFor = (ids: readonly number[]) =>
  ids.map((id, index) => ({ id, sort: (ids.length - index) * 10 }));

/** `sql` CASE giving each id its new sort, for one UPDATE of them all. */
export function sortCase(idColumn: PgColumn, ids: readonly number[]): SQL {
  const cases = sortsFor(ids).map(({ id, sort: value }) => sql`when ${id}::int then ${value}::int`);
  return sql`(case ${idColumn} ${sql.join(cases, sql` `)} end)::int`;
}
