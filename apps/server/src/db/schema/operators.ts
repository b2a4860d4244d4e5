// The operator audit log: one row per operator action, written in the action's transaction. The
// table is append-only — the code has no update or delete path, and the migration adds a trigger
// that refuses UPDATE, DELETE and TRUNCATE on it.
import { bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Who did what, when, from where, with the state before and after. */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The operator's name (JINLI_OPERATORS), never the token. */
    operator: text('operator').notNull(),
    /** What was done, e.g. 'lottery.draw', 'wallet.withdraw'. */
    action: text('action').notNull(),
    /** The request's parameters (secrets redacted). */
    params: jsonb('params').notNull(),
    /** The state the action changed, before and after it; null when there was none. */
    before: jsonb('before'),
    after: jsonb('after'),
    /** The client address (X-Forwarded-For only through a trusted proxy). */
    clientAddress: text('client_address').notNull(),
    createdAt,
  },
  (t) => [index('operator_audit_created_idx').on(t.createdAt, t.id)],
);
