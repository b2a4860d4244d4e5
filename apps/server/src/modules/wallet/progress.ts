// Levels that follow money: the VIP level follows the cycle's bet amount (vip_rule), the chat level
// follows the total recharged (chat_level, config_chat rech_level). Both only go up here, inside
// the caller's money transaction.
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { chatLevel, userAccount, vipRule, wallet } from '../../db/schema';
import type { Tx } from './ledger';

/**
 * Adds `amount` (thousandths, > 0) to the user's cycle bet amount and raises the VIP level to the
 * highest rule it now meets. For the betting module, called in the bet's transaction.
 */
export async function addCycleBetAmount(
  tx: Tx,
  userId: number,
  companyId: number,
  amount: bigint,
): Promise<{ vipLevel: number; cycleBetAmount: bigint }> {
  const [updated] = await tx
    .update(userAccount)
    .set({ cycleBetAmount: sql`${userAccount.cycleBetAmount} + ${amount}` })
    .where(eq(userAccount.id, userId))
    .returning({ cycle: userAccount.cycleBetAmount, level: userAccount.vipLevel });
  if (!updated) throw new Error(`addCycleBetAmount: no user ${userId}`);
  const [rule] = await tx
    .select({ level: vipRule.vipLevel })
    .from(vipRule)
    .where(and(eq(vipRule.companyId, companyId), lte(vipRule.betMoney, updated.cycle)))
    .orderBy(desc(vipRule.vipLevel))
    .limit(1);
  const level = Math.max(updated.level, rule?.level ?? updated.level);
  if (level !== updated.level) {
    await tx.update(userAccount).set({ vipLevel: level }).where(eq(userAccount.id, userId));
  }
  return { vipLevel: level, cycleBetAmount: updated.cycle };
}

/** Raises the user's chat level to the highest one their total recharge reaches. */
export async function syncChatLevel(tx: Tx, userId: number, companyId: number): Promise<number> {
  const [row] = await tx
    .select({ level: userAccount.chatLevel, total: wallet.rechargeTotal })
    .from(userAccount)
    .innerJoin(wallet, eq(wallet.userId, userAccount.id))
    .where(eq(userAccount.id, userId));
  if (!row) throw new Error(`syncChatLevel: no user ${userId}`);
  const [reached] = await tx
    .select({ level: chatLevel.level })
    .from(chatLevel)
    .where(and(eq(chatLevel.companyId, companyId), lte(chatLevel.rechMoney, row.total)))
    .orderBy(desc(chatLevel.level))
    .limit(1);
  const level = Math.max(row.level, reached?.level ?? row.level);
  if (level !== row.level) {
    await tx.update(userAccount).set({ chatLevel: level }).where(eq(userAccount.id, userId));
  }
  return level;
}
