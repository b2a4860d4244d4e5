// The operator audit log (db/schema/operators.ts): append an entry inside the action's transaction,
// read it newest first. There is deliberately no update or delete here; the database refuses them too.
import { and, count, desc, gte, like, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { operatorAudit } from '../../db/schema';
import type { OperatorActor } from './accounts';

/** One operator action as recorded. */
export interface AuditEntry {
  action: string;
  params: unknown;
  before: unknown;
  after: unknown;
}

/** Appends `entry` by `actor` (in `handle`, the action's transaction when there is one). */
export async function recordAudit(
  handle: Db | Tx,
  actor: OperatorActor,
  entry: AuditEntry,
): Promise<void> {
  await handle.insert(operatorAudit).values({
    operator: actor.name,
    role: actor.role,
    clientAddress: actor.clientAddress,
    action: entry.action,
    params: entry.params ?? {},
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** What to show of the audit log; every field optional. */
export interface AuditFilter {
  /** An operator's name, case-insensitive. */
  operator?: string | undefined;
  /** The start of the action ('player.' every player action). */
  actionPrefix?: string | undefined;
  /** Entries at or after `from`, before `to`. */
  from?: Date | undefined;
  to?: Date | undefined;
}

/** `text` for LIKE with its wildcards taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A page of the audit log, newest first. `page` from 1; `rows` per page. */
export async function listAudit(db: Db, page: number, rows: number, filter: AuditFilter = {}) {
  const where = and(
    filter.operator
      ? sql`lower(${operatorAudit.operator}) = ${filter.operator.toLowerCase()}`
      : undefined,
    filter.actionPrefix
      ? like(operatorAudit.action, `${literal(filter.actionPrefix)}%`)
      : undefined,
    filter.from ? gte(operatorAudit.createdAt, filter.from) : undefined,
    filter.to ? lt(operatorAudit.createdAt, filter.to) : undefined,
  );
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(operatorAudit)
      .where(where)
      .orderBy(desc(operatorAudit.createdAt), desc(operatorAudit.id))
      .offset((page - 1) * rows)
      .limit(rows),
    db.select({ value: count() }).from(operatorAudit).where(where),
  ]);
  return {
    data: list.map((row) => ({
      id: row.id,
      operator: row.operator,
      role: row.role,
      action: row.action,
      params: row.params,
      before: row.before,
      after: row.after,
      clientAddress: row.clientAddress,
      createTime: row.createdAt.getTime(),
    })),
    totalCount: total?.value ?? 0,
  };
}
