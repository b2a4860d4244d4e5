// A withdrawal's outcome, from the operator: pending → paid, or → rejected with the amount refunded
// once (提现失败). Only the request that moves the order out of 'pending' changes anything.
import type { WithdrawOrder } from '@jinli/contract';
import { LEDGER_CODE } from '@jinli/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { pushMessage, withdrawOrder } from '../../db/schema';
import { notFound, type WalletContext } from './context';
import { postLedger } from './ledger';
import { WALLET_TEXT } from './texts';
import { toWithdrawOrder, withdrawBalanceAfter } from './withdraw';

/**
 * Settles order `orderNo` as `outcome`; `changed` false when it was settled already.
 * `inTransaction` runs in the settling transaction, told whether this call changed the order.
 */
export async function settleWithdrawal(
  ctx: WalletContext,
  orderNo: string,
  outcome: 'paid' | 'rejected',
  inTransaction?: (tx: Tx, changed: boolean) => Promise<void>,
): Promise<{ order: WithdrawOrder; changed: boolean }> {
  const { db } = ctx;
  await ctx.faults.reached('withdraw:settling', { ref: orderNo });
  const changed = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(withdrawOrder)
      .set({ status: outcome, finishedAt: new Date(ctx.now()) })
      .where(and(eq(withdrawOrder.orderNo, orderNo), eq(withdrawOrder.status, 'pending')))
      .returning();
    if (!updated) {
      const [existing] = await tx
        .select({ id: withdrawOrder.id })
        .from(withdrawOrder)
        .where(eq(withdrawOrder.orderNo, orderNo));
      if (!existing) throw notFound();
    }
    await inTransaction?.(tx, updated !== undefined);
    if (!updated) return false;
    if (outcome === 'rejected') {
      await postLedger(tx, {
        userId: updated.userId,
        type: LEDGER_CODE.withdrawalFailed,
        amount: updated.amount,
        refType: 'withdraw',
        refId: updated.orderNo,
      });
    }
    await tx.insert(pushMessage).values({
      userId: updated.userId,
      title: outcome === 'paid' ? WALLET_TEXT.withdrawPaid : WALLET_TEXT.withdrawRejected,
      content:
        outcome === 'paid'
          ? `您的提现（${updated.orderNo}）已出款，请注意查收。`
          : `您的提现（${updated.orderNo}）未能完成，款项已退回您的账户。`,
    });
    return true;
  });
  const [row] = await db.select().from(withdrawOrder).where(eq(withdrawOrder.orderNo, orderNo));
  if (!row) throw notFound();
  return { order: toWithdrawOrder(row, await withdrawBalanceAfter(ctx, orderNo)), changed };
}
