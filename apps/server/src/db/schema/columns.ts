// Column helpers every schema file shares, so that the same column is declared the same way in
// every table. Builders only: importing a table here would make a cycle with the table files.
import { bigint, integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Money in thousandths of a yuan (DESIGN.md §5), read as JS bigint. */
export const money = (name: string) => bigint(name, { mode: 'bigint' });

/** When the row was written. */
export const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When the row was last changed (set by the writer; starts as the creation time). */
export const updatedAt = timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const timestamps = { createdAt, updatedAt };

/** A required integer reference whose rows are deleted with the row they reference. */
export const cascadeRef = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });
