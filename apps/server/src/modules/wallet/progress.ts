// Levels that follow money: the VIP level follows the cycle's bet amount (vip_rule), the chat level
// follows the total recharged (chat_level, config_chat rech_level). Both only go up here, inside
// the caller's money transaction.
import { CHAT_MODERATOR_LEVEL } from '@jinli/contract';
import { and, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { chatLevel, userAccount, vipRule, wallet } from '../../db/schema';
import { intArray, jsonRows } from '../../db/sql';

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

/**
 * addCycleBetAmount for many users at once (settlement): the user rows are locked in id order, the
 * amounts added in one statement, and the VIP levels raised in one more when any rule was reached.
 * `amounts` maps user id to { companyId, amount > 0 }.
 */
export async function addCycleBetAmounts(
  tx: Tx,
  amounts: ReadonlyMap<number, { companyId: number; amount: bigint }>,
): Promise<void> {
  if (amounts.size === 0) return;
  const userIds = [...amounts.keys()].sort((a, b) => a - b);
  // FOR NO KEY UPDATE, as the update itself takes (it changes no key): a plain FOR UPDATE would
  // also wait for the KEY SHARE locks that rows referencing a user take (agent_rebate's agent_id,
  // written by another settlement run that already holds its wallets), and the two runs deadlocked.
  await rowsOf(
    tx,
    sql`select id from user_account where id = any(${intArray(userIds)})
        order by id for no key update`,
  );
  const updated = await rowsOf<{ id: number; cycle: string | bigint; level: number }>(
    tx,
    sql`update user_account as u
        set cycle_bet_amount = u.cycle_bet_amount + v.amount
        from ${jsonRows(
          userIds.map((id) => ({ id, amount: amounts.get(id)!.amount })),
          'id int, amount bigint',
        )}
        where u.id = v.id
        returning u.id, u.cycle_bet_amount as cycle, u.vip_level as level`,
  );
  const companyIds = [...new Set([...amounts.values()].map((entry) => entry.companyId))];
  const rules = await tx
    .select({ companyId: vipRule.companyId, level: vipRule.vipLevel, betMoney: vipRule.betMoney })
    .from(vipRule)
    .where(inArray(vipRule.companyId, companyIds));
  const raised: { id: number; level: number }[] = [];
  for (const row of updated) {
    const id = Number(row.id);
    const companyId = amounts.get(id)?.companyId;
    const cycle = BigInt(row.cycle);
    let level = Number(row.level);
    for (const rule of rules)
      if (rule.companyId === companyId && rule.betMoney <= cycle)
        level = Math.max(level, rule.level);
    if (level !== Number(row.level)) raised.push({ id, level });
  }
  if (raised.length === 0) return;
  await tx.execute(
    sql`update user_account as u set vip_level = v.level
        from ${jsonRows(raised, 'id int, level smallint')}
        where u.id = v.id`,
  );
}

/**
 * Raises the user's chat level to the highest one their total recharge reaches. The moderator's
 * level (CHAT_MODERATOR_LEVEL, 2: delete, invite, private-message anyone) is given by the
 * operator, never earned with money nor lost by a recharge: a ladder row of that level is skipped
 * and a moderator's level stays.
 */
export async function syncChatLevel(tx: Tx, userId: number, companyId: number): Promise<number> {
  const [row] = await tx
    .select({ level: userAccount.chatLevel, total: wallet.rechargeTotal })
    .from(userAccount)
    .innerJoin(wallet, eq(wallet.userId, userAccount.id))
    .where(eq(userAccount.id, userId));
  if (!row) throw new Error(`syncChatLevel: no user ${userId}`);
  if (row.level === CHAT_MODERATOR_LEVEL) return row.level;
  const [reached] = await tx
    .select({ level: chatLevel.level })
    .from(chatLevel)
    .where(
      and(
        eq(chatLevel.companyId, companyId),
        lte(chatLevel.rechMoney, row.total),
        ne(chatLevel.level, CHAT_MODERATOR_LEVEL),
      ),
    )
    .orderBy(desc(chatLevel.level))
    .limit(1);
  const level = Math.max(row.level, reached?.level ?? row.level);
  if (level !== row.level) {
    await tx.update(userAccount).set({ chatLevel: level }).where(eq(userAccount.id, userId));
  }
  return level;
}
