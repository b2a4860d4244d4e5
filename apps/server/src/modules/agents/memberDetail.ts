// One member's detail (GET /api/dl/subUserDetail): the member as the list shows it, its agent's
// account, both wallets, and its ten latest bets and bills.
import type { AgentSubUserDetail } from '@jinli/contract';
import { ledgerTypeLabel } from '@jinli/domain';
import { desc, eq } from 'drizzle-orm';
import { betOrder, ledger, lotteryGame, userAccount, type UserRow, wallet } from '../../db/schema';
import type { MemberDeps } from './memberDeps';
import { subUser } from './subUsers';
import { teamMember } from './team';

export async function memberDetail(
  { db, now }: MemberDeps,
  viewer: UserRow,
  userId: number,
): Promise<AgentSubUserDetail> {
  const member = await teamMember(db, viewer, userId);
  const [parent] = await db
    .select({ account: userAccount.account })
    .from(userAccount)
    .where(eq(userAccount.id, member.parentId ?? 0));
  const [purse] = await db.select().from(wallet).where(eq(wallet.userId, member.id));
  const bets = await db
    .select({ bet: betOrder, gameName: lotteryGame.name })
    .from(betOrder)
    .innerJoin(lotteryGame, eq(lotteryGame.id, betOrder.gameId))
    .where(eq(betOrder.userId, member.id))
    .orderBy(desc(betOrder.createdAt), desc(betOrder.id))
    .limit(10);
  const bills = await db
    .select()
    .from(ledger)
    .where(eq(ledger.userId, member.id))
    .orderBy(desc(ledger.createdAt), desc(ledger.id))
    .limit(10);
  return {
    user: await subUser(db, viewer, member.id, now()),
    parentAccount: parent?.account ?? '',
    mainMoney: Number(purse?.balance ?? 0n),
    gameMoney: Number(purse?.liveMoney ?? 0n),
    recentBets: bets.map(({ bet, gameName }) => ({
      orderNo: bet.orderNo,
      gameName,
      turnNum: bet.turnNum,
      playName: bet.playName,
      betInfo: bet.betInfo,
      amount: Number(bet.amount),
      reward: Number(bet.reward),
      status: bet.status,
      addTime: bet.createdAt.getTime(),
    })),
    recentBills: bills.map((row) => ({
      id: row.id,
      type: row.type,
      typeName: ledgerTypeLabel(row.type),
      amount: Number(row.amount),
      balanceAfter: Number(row.balanceAfter),
      remark: row.remark,
      time: row.createdAt.getTime(),
    })),
  };
}
