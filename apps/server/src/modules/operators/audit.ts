// The operator audit log (db/schema/operators.ts): append an entry inside the action's transaction,
// read it newest first. There is deliberately no update or delete here; the database refuses them too.
import { count, desc } from 'drizzle-orm';
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

/** A page of the audit log, newest first. `page` from 1; `rows` per page. */
export async function listAudit(db: Db, page: number, rows: number) {
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(operatorAudit)
      .orderBy(desc(operatorAudit.createdAt), desc(operatorAudit.id))
      .offset((page - 1) * rows)
      .limit(rows),
    db.select({ value: count() }).from(operatorAudit),
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
