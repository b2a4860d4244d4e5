// SQL fragments that pass many values as one parameter, for the raw statements of bulk work
// (settlement, rebates, the turnover requirement): one parameter however many rows.
import { type SQL, sql } from 'drizzle-orm';

/** `values` as one SQL array parameter list: ARRAY[$1, $2, …]::type[]. */
export function sqlArray(values: readonly unknown[], type: string): SQL {
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;
}

/** Whole numbers as one parameter: '{1,2,3}'::int[] (for `= any(…)`). */
export function intArray(values: readonly number[]): SQL {
  for (const value of values)
    if (!Number.isSafeInteger(value)) throw new Error(`intArray: not a whole number: ${value}`);
  return sql`${`{${values.join(',')}}`}::int[]`;
}

/**
 * Rows as one JSON parameter read back as a table: `json_to_recordset($1::json) as v(columns)`,
 * e.g. columns 'id int, reward bigint'. However many rows, one parameter and no SQL to build per
 * row (a multi-row VALUES list costs a parameter per cell). Bigints travel as JSON strings, which
 * PostgreSQL reads exactly.
 */
export function jsonRows(rows: readonly object[], columns: string): SQL {
  const json = JSON.stringify(rows, (_key, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value,
  );
  return sql`json_to_recordset(${json}::json) as v(${sql.raw(columns)})`;
}
