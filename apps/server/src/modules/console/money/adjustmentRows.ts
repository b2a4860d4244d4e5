// Adjustments as the console reads them: the row with its player's account, and the list.
import type { Page } from '@jinli/contract';
import type { ConsoleAdjustment, ConsoleAdjustmentsQuery } from '@jinli/contract/console';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { operatorAdjustment, type OperatorAdjustmentRow, userAccount } from '../../../db/schema';
import { offsetOf, searched } from '../consoleInput';

export function adjustmentOf(row: OperatorAdjustmentRow, account: string): ConsoleAdjustment {
  return {
    id: row.id,
    userId: row.userId,
    account,
    amount: Number(row.amount),
    reason: row.reason,
    status: row.status as ConsoleAdjustment['status'],
    requestedBy: row.requestedBy,
    requestTime: row.createdAt.getTime(),
    decidedBy: row.decidedBy,
    decideTime: row.decidedAt?.getTime() ?? null,
    decisionNote: row.decisionNote,
    ledgerId: row.ledgerId,
    balanceAfter: row.balanceAfter === null ? null : Number(row.balanceAfter),
  };
}

/** Adjustment `id` of the company with its player's account (locked in `tx` when asked). */
export async function findAdjustment(handle: Db | Tx, companyId: number, id: number, lock = false) {
  const query = handle
    .select({ adjustment: operatorAdjustment, account: userAccount.account })
    .from(operatorAdjustment)
    .innerJoin(userAccount, eq(userAccount.id, operatorAdjustment.userId))
    .where(and(eq(operatorAdjustment.id, id), eq(operatorAdjustment.companyId, companyId)));
  const [row] = lock ? await query.for('update', { of: operatorAdjustment }) : await query;
  return row;
}

export async function listAdjustments(
  db: Db,
  companyId: number,
  query: ConsoleAdjustmentsQuery,
): Promise<Page<ConsoleAdjustment>> {
  const account = searched(query.account);
  const where = and(
    eq(operatorAdjustment.companyId, companyId),
    query.status === undefined ? undefined : eq(operatorAdjustment.status, query.status),
    account === undefined
      ? undefined
      : sql`lower(${userAccount.account}) = ${account.toLowerCase()}`,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ adjustment: operatorAdjustment, account: userAccount.account })
      .from(operatorAdjustment)
      .innerJoin(userAccount, eq(userAccount.id, operatorAdjustment.userId))
      .where(where)
      .orderBy(desc(operatorAdjustment.id))
      .offset(offsetOf(query))
      .limit(query.pageSize),
    db
      .select({ value: count() })
      .from(operatorAdjustment)
      .innerJoin(userAccount, eq(userAccount.id, operatorAdjustment.userId))
      .where(where),
  ]);
  return {
    data: rows.map((row) => adjustmentOf(row.adjustment, row.account)),
    totalCount: total?.value ?? 0,
  };
}
