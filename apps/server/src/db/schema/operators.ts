// Operators: the accounts of the people who run a brand (name, argon2id password, TOTP secret, role),
// their console sessions, and the audit log. The log is append-only — the code has no update or
// delete path, and the migration adds a trigger that refuses UPDATE, DELETE and TRUNCATE on it.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, timestamps } from './columns';
import { company } from './company';

/** Who did what, when, from where, with the state before and after. */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The operator's name (JINLI_OPERATORS or an operator account), never a token or password. */
    operator: text('operator').notNull(),
    /** The operator's role then ('admin', 'finance', 'ops', 'support'); null before roles existed and for unknown names. */
    role: text('role'),
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

/** An operator who signs in to the console (operators/store.ts). */
export const operatorAccount = pgTable(
  'operator_account',
  {
    id: serial('id').primaryKey(),
    companyId: cascadeRef('company_id', () => company.id),
    /** Unique per company, case-insensitively: letters, digits, '.', '_' and '-'. */
    name: text('name').notNull(),
    /** argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    /** Set for a generated password: every console route but the password change refuses until changed. */
    mustChangePassword: boolean('must_change_password').notNull().default(true),
    /** RFC 6238 secret, base32. */
    totpSecret: text('totp_secret').notNull(),
    /** The last TOTP time step accepted: a code of that step or an earlier one is a replay. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** 'admin' | 'finance' | 'ops' | 'support' (operators/roles.ts). */
    role: text('role').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('operator_account_company_name_idx').on(t.companyId, sql`lower(${t.name})`)],
);

export type OperatorAccountRow = typeof operatorAccount.$inferSelect;

/** A console session: only the SHA-256 of its cookie token is kept. */
export const operatorSession = pgTable(
  'operator_session',
  {
    id: serial('id').primaryKey(),
    operatorId: cascadeRef('operator_id', () => operatorAccount.id),
    tokenHash: text('token_hash').notNull(),
    /** Last request (the idle timeout runs from here). */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
    /** The absolute end, whatever the activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    clientAddress: text('client_address').notNull(),
    createdAt,
  },
  (t) => [
    uniqueIndex('operator_session_token_idx').on(t.tokenHash),
    index('operator_session_operator_idx').on(t.operatorId),
  ],
);
