// A recharge's outcome, from its channel's callback: pending → paid (the wallet credited once, with
// the recharge total, the chat level, the turnover it requires and a message) or failed. Only the
// request that moves the order out of 'pending' credits.
import type { RechargeOrder } from '@jinli/contract';
import { LEDGER_CODE } from '@jinli/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { pushMessage, rechargeOrder, turnoverRequirement, wallet } from '../../db/schema';
import { readSystemConfig } from '../config/queries';
import { notFound, WalletConfigKey, type WalletContext } from './context';
import { postLedger } from './ledger';
import { syncChatLevel } from './progress';
import { rechargeWithChannel, toRechargeOrder } from './recharge';
import { WALLET_TEXT } from './texts';

/** Turnover a recharge requires, percent of its amount (system_config; default 100). */
async function turnoverPercent(ctx: WalletContext, companyId: number): Promise<bigint> {
  const settings = await readSystemConfig(ctx.db, companyId);
  const percent = Number.parseInt(settings.get(WalletConfigKey.RECHARGE_DML_PERCENT) ?? '100', 10);
  return BigInt(Number.isSafeInteger(percent) && percent >= 0 ? percent : 100);
}

/**
 * Settles order `orderNo` as `outcome`; `changed` false when it was settled already.
 * `inTransaction` runs first in the settling transaction (e.g. recording the provider's callback
 * id, whose unique key then guards the credit); its throw changes nothing.
 */
export async function settleRecharge(
  ctx: WalletContext,
  orderNo: string,
  outcome: 'paid' | 'failed',
  inTransaction?: (tx: Tx) => Promise<void>,
): Promise<{ order: RechargeOrder; changed: boolean }> {
  const { id: companyId } = await ctx.company.current();
  const dmlPercent = await turnoverPercent(ctx, companyId);
  await ctx.faults.reached('recharge:callback-verified', { ref: orderNo });
  const result = await ctx.db.transaction(async (tx) => {
    await inTransaction?.(tx);
    // Only the request that moves the order out of 'pending' credits: a replayed or racing
    // confirmation finds it settled (the ledger's unique reference is the second guard).
    const [updated] = await tx
      .update(rechargeOrder)
      .set({ status: outcome, finishedAt: new Date(ctx.now()) })
      .where(and(eq(rechargeOrder.orderNo, orderNo), eq(rechargeOrder.status, 'pending')))
      .returning();
    if (!updated) return { order: undefined, changed: false };
    if (outcome === 'paid') await creditRecharge(tx, updated, companyId, dmlPercent);
    return { order: updated, changed: true };
  });
  const row = await rechargeWithChannel(ctx, eq(rechargeOrder.orderNo, orderNo));
  if (!row) throw notFound();
  return { order: await toRechargeOrder(ctx, row.order, row.channel), changed: result.changed };
}

/** A paid order's credit and what follows it, in the settling transaction. */
async function creditRecharge(
  tx: Tx,
  order: typeof rechargeOrder.$inferSelect,
  companyId: number,
  dmlPercent: bigint,
): Promise<void> {
  const posted = await postLedger(tx, {
    userId: order.userId,
    type: order.route === 'bank' ? LEDGER_CODE.transferRecharge : LEDGER_CODE.onlinePayment,
    amount: order.amount,
    refType: 'recharge',
    refId: order.orderNo,
  });
  await tx
    .update(wallet)
    .set({ rechargeTotal: sql`${wallet.rechargeTotal} + ${order.amount}` })
    .where(eq(wallet.userId, order.userId));
  await syncChatLevel(tx, order.userId, companyId);
  await tx.insert(turnoverRequirement).values({
    userId: order.userId,
    ledgerId: posted.ledgerId,
    creditAmount: order.amount,
    requiredAmount: (order.amount * dmlPercent) / 100n,
  });
  await tx.insert(pushMessage).values({
    userId: order.userId,
    title: WALLET_TEXT.rechargeArrived,
    content: `您的充值订单（${order.orderNo}）已到账，金额${Number(order.amount) / 1000}元。`,
  });
}
