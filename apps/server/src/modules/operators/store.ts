// Operator accounts in the database: look-ups, creation with a one-time password and a fresh TOTP
// secret, the replay-proof claim of a TOTP step, and the count of enabled admins that guards the last
// one. Shared by the console's routes and the CLI (command.ts).
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { operatorAccount, type OperatorAccountRow } from '../../db/schema';
import { hashPassword } from '../accounts/passwords';
import { oneTimePassword } from './operatorPasswords';
import type { OperatorRole } from './roles';
import { newTotpSecret, totpUrl } from './totp';

/** What an operator is shown of another (never a hash or a secret). */
export interface OperatorView {
  id: number;
  name: string;
  role: OperatorRole;
  disabled: boolean;
  mustChangePassword: boolean;
  createTime: number;
  updateTime: number;
}

export const viewOf = (row: OperatorAccountRow): OperatorView => ({
  id: row.id,
  name: row.name,
  role: row.role as OperatorRole,
  disabled: row.disabled,
  mustChangePassword: row.mustChangePassword,
  createTime: row.createdAt.getTime(),
  updateTime: row.updatedAt.getTime(),
});

/** The secrets handed out once: a one-time password and/or a TOTP enrolment. */
export interface IssuedSecrets {
  password?: string;
  totpSecret?: string;
  totpUrl?: string;
}

/** The company's operator named `name` (case-insensitive). */
export async function findOperatorByName(
  db: Db | Tx,
  companyId: number,
  name: string,
): Promise<OperatorAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(operatorAccount)
    .where(
      and(
        eq(operatorAccount.companyId, companyId),
        sql`lower(${operatorAccount.name}) = ${name.toLowerCase()}`,
      ),
    );
  return row;
}

/** The company's operator `id`, locked for update when in a transaction that asks. */
export async function findOperator(
  db: Db | Tx,
  companyId: number,
  id: number,
  forUpdate = false,
): Promise<OperatorAccountRow | undefined> {
  const query = db
    .select()
    .from(operatorAccount)
    .where(and(eq(operatorAccount.companyId, companyId), eq(operatorAccount.id, id)));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

export async function listOperators(db: Db, companyId: number): Promise<OperatorView[]> {
  const rows = await db
    .select()
    .from(operatorAccount)
    .where(eq(operatorAccount.companyId, companyId))
    .orderBy(asc(operatorAccount.id));
  return rows.map(viewOf);
}

/** The label of an operator's TOTP in an authenticator app. */
export const totpLabel = (companyCode: string, name: string) => `${companyCode}:${name}`;

/** A new password's hash and the one-time password itself (hashed outside any transaction: argon2 is slow). */
export async function newOneTimePassword(): Promise<{ password: string; passwordHash: string }> {
  const password = oneTimePassword();
  return { password, passwordHash: await hashPassword(password) };
}

/** A fresh TOTP secret and its URL for `label`. */
export function newTotp(label: string): { totpSecret: string; totpUrl: string } {
  const totpSecret = newTotpSecret();
  return { totpSecret, totpUrl: totpUrl(totpSecret, label) };
}

/**
 * Inserts an operator with a one-time password (to change at first login) and a fresh TOTP
 * secret; undefined when the name is taken. Answers the row and the secrets to show once.
 */
export async function insertOperator(
  tx: Tx,
  companyId: number,
  companyCode: string,
  input: { name: string; role: OperatorRole },
  issued: { password: string; passwordHash: string },
): Promise<{ row: OperatorAccountRow; secrets: Required<IssuedSecrets> } | undefined> {
  const totp = newTotp(totpLabel(companyCode, input.name));
  const [row] = await tx
    .insert(operatorAccount)
    .values({
      companyId,
      name: input.name,
      role: input.role,
      passwordHash: issued.passwordHash,
      mustChangePassword: true,
      totpSecret: totp.totpSecret,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return undefined;
  return { row, secrets: { password: issued.password, ...totp } };
}

/**
 * Claims TOTP step `step` for operator `id`: true when no step at or after it was used before. One
 * atomic UPDATE, so two logins with the same code at the same moment cannot both pass.
 */
export async function claimTotpStep(db: Db | Tx, id: number, step: number): Promise<boolean> {
  const claimed = await db
    .update(operatorAccount)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(operatorAccount.id, id),
        or(isNull(operatorAccount.totpLastStep), lt(operatorAccount.totpLastStep, step)),
      ),
    )
    .returning({ id: operatorAccount.id });
  return claimed.length > 0;
}

/**
 * The company's enabled admins, locked for update: a change that could leave none (a demotion, a
 * disabling) counts them under the lock, so two admins demoting each other at once cannot both pass.
 */
export async function lockEnabledAdmins(tx: Tx, companyId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: operatorAccount.id })
    .from(operatorAccount)
    .where(
      and(
        eq(operatorAccount.companyId, companyId),
        eq(operatorAccount.role, 'admin'),
        eq(operatorAccount.disabled, false),
      ),
    )
    .orderBy(asc(operatorAccount.id))
    .for('update');
  return rows.map((row) => row.id);
}
