// The bills: the user's ledger rows, newest first, by type and by days of the system time zone.
import type { Bill, BillsQuery, Page } from '@jinli/contract';
import { isCalendarDate, ledgerTypeLabel, wallTimeToEpochMs } from '@jinli/domain';
import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import { ledger, type UserRow } from '../../db/schema';
import { bad, type WalletContext } from './context';
import { WALLET_TEXT } from './texts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Epoch ms of 00:00 of a 'YYYY-MM-DD' in the system time zone, or null when malformed. */
function dayStart(date: string): number | null {
  if (!isCalendarDate(date)) return null;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return wallTimeToEpochMs(y, m, d);
}

/** A page of the user's bills; both dates are whole days and inclusive. */
export async function bills(
  ctx: WalletContext,
  user: UserRow,
  query: BillsQuery,
): Promise<Page<Bill>> {
  const start = query.startDate ? dayStart(query.startDate) : null;
  const end = query.endDate ? dayStart(query.endDate) : null;
  if ((query.startDate && start === null) || (query.endDate && end === null))
    throw bad(WALLET_TEXT.badDate);
  if (start !== null && end !== null && start > end) throw bad(WALLET_TEXT.dateOrder);
  const where = and(
    eq(ledger.userId, user.id),
    query.type === undefined ? undefined : eq(ledger.type, query.type),
    start === null ? undefined : gte(ledger.createdAt, new Date(start)),
    end === null ? undefined : lt(ledger.createdAt, new Date(end + DAY_MS)),
  );
  const [list, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(ledger)
      .where(where)
      .orderBy(desc(ledger.createdAt), desc(ledger.id))
      .offset((query.page - 1) * query.rows)
      .limit(query.rows),
    ctx.db.select({ value: count() }).from(ledger).where(where),
  ]);
  return {
    data: list.map((row) => ({
      id: row.id,
      type: row.type,
      typeName: ledgerTypeLabel(row.type),
      amount: Number(row.amount),
      balanceAfter: Number(row.balanceAfter),
      remark: row.remark,
      refId: row.refId ?? '',
      createTime: row.createdAt.getTime(),
    })),
    totalCount: total?.value ?? 0,
  };
}
