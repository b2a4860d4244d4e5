// Who this database is: one row, made the first time a server starts on it. Every instance on the
// same database reads the same identity; another database (another brand, a test server) has its
// own. The Redis namespace is derived from it (src/realtime/namespace.ts).
import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const deploymentIdentity = pgTable(
  'deployment_identity',
  {
    /** Always true: the primary key that allows one row only. */
    singleton: boolean('singleton').primaryKey().default(true),
    /** Random, made by the database when the row is first inserted. */
    id: uuid('id').notNull().defaultRandom(),
    createdAt,
  },
  (t) => [check('deployment_identity_singleton', sql`${t.singleton}`)],
);
