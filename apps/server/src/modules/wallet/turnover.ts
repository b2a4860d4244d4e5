// The valid-turnover requirement: each recharge (and credit like it) requires turnover, met by the
// bets placed since the last withdrawal, less their refunds, oldest requirement first; a withdrawal
// is allowed once the shortfall is within the relax quota.
import type { ValidWithdraw, ValidWithdrawRow } from '@jinli/contract';
import { LEDGER_CODE, ledgerTypeLabel, parseYuan } from '@jinli/domain';
import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { ledger, turnoverRequirement, type UserRow, withdrawOrder } from '../../db/schema';
import { readSystemConfig } from '../config/queries';
import { notFound, WalletConfigKey, type WalletContext } from './context';

/** Ledger types that count as valid turnover (bets) and those that undo it (refunds). */
const TURNOVER_TYPES = [LEDGER_CODE.lotteryBet, LEDGER_CODE.chaseDeduction];
const TURNOVER_REFUND_TYPES = [
  LEDGER_CODE.orderCancelRefund,
  LEDGER_CODE.chaseRefund,
  LEDGER_CODE.drawRefund,
  LEDGER_CODE.cancelOrder,
];

/** Turnover state since the last withdrawal (in `tx` when given, e.g. under the wallet lock). */
export async function turnover(
  handle: Db | Tx,
  userId: number,
  companyId: number,
): Promise<ValidWithdraw> {
  const settings = await readSystemConfig(handle, companyId);
  const relax = parseYuan(settings.get(WalletConfigKey.WITHDRAW_RELAX_QUOTA) ?? '0');
  const relaxQuota = relax.ok ? relax.value : 0;
  const [last] = await handle
    .select({ at: sql<Date | null>`max(${withdrawOrder.createdAt})` })
    .from(withdrawOrder)
    .where(and(eq(withdrawOrder.userId, userId), ne(withdrawOrder.status, 'rejected')));
  const since = last?.at ? new Date(last.at) : new Date(0);
  const requirements = await handle
    .select({ req: turnoverRequirement, type: ledger.type })
    .from(turnoverRequirement)
    .innerJoin(ledger, eq(ledger.id, turnoverRequirement.ledgerId))
    .where(and(eq(turnoverRequirement.userId, userId), gt(turnoverRequirement.createdAt, since)))
    .orderBy(asc(turnoverRequirement.createdAt), asc(turnoverRequirement.id));
  const [sums] = await handle
    .select({
      bets: sql<string>`coalesce(sum(case when ${inArray(ledger.type, TURNOVER_TYPES)} then -${ledger.amount} else 0 end), 0)`,
      refunds: sql<string>`coalesce(sum(case when ${inArray(ledger.type, TURNOVER_REFUND_TYPES)} then ${ledger.amount} else 0 end), 0)`,
    })
    .from(ledger)
    .where(and(eq(ledger.userId, userId), gt(ledger.createdAt, since)));
  const sumAllDml = Math.max(0, Number(sums?.bets ?? 0) - Number(sums?.refunds ?? 0));
  let left = sumAllDml;
  const rows: ValidWithdrawRow[] = requirements.map(({ req, type }) => {
    const required = Number(req.requiredAmount);
    const done = Math.min(required, left);
    left -= done;
    return {
      id: req.id,
      type,
      typeName: ledgerTypeLabel(type),
      creditAmount: Number(req.creditAmount),
      requiredAmount: required,
      doneAmount: done,
      finished: done >= required ? 1 : 0,
      createTime: req.createdAt.getTime(),
    };
  });
  const requireDML = rows.reduce((sum, row) => sum + row.requiredAmount, 0);
  const missing = Math.max(0, requireDML - sumAllDml - relaxQuota);
  return {
    relaxQuota,
    requireDML,
    rows,
    sumAllDeduct: missing,
    sumAllDml,
    yetWithdraw: missing === 0 ? 1 : 0,
  };
}

/** The user's turnover state now. */
export async function validWithdraw(ctx: WalletContext, user: UserRow): Promise<ValidWithdraw> {
  return turnover(ctx.db, user.id, (await ctx.company.current()).id);
}

/** One requirement of the user's: a current one as it stands, an older one as met. */
export async function validWithdrawDetail(
  ctx: WalletContext,
  user: UserRow,
  id: number,
): Promise<ValidWithdrawRow> {
  const state = await turnover(ctx.db, user.id, (await ctx.company.current()).id);
  const row = state.rows.find((r) => r.id === id);
  if (row) return row;
  // An older requirement (before the last withdrawal) is still the user's to look at.
  const [old] = await ctx.db
    .select({ req: turnoverRequirement, type: ledger.type })
    .from(turnoverRequirement)
    .innerJoin(ledger, eq(ledger.id, turnoverRequirement.ledgerId))
    .where(and(eq(turnoverRequirement.id, id), eq(turnoverRequirement.userId, user.id)));
  if (!old) throw notFound();
  return {
    id: old.req.id,
    type: old.type,
    typeName: ledgerTypeLabel(old.type),
    creditAmount: Number(old.req.creditAmount),
    requiredAmount: Number(old.req.requiredAmount),
    doneAmount: Number(old.req.requiredAmount),
    finished: 1,
    createTime: old.req.createdAt.getTime(),
  };
}
