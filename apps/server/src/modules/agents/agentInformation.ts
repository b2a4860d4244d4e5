// The agent centre's summary (GET /api/agent/memberInformation): the agent's code, its team and
// online counts, and today's and this month's registrations, rebate and team bets (days of the
// system time zone).
import type { AgentInformation } from '@jinli/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userAccount, type UserRow } from '../../db/schema';
import { freshCode, tenthRebate } from './codes';
import type { MemberDeps } from './memberDeps';
import { todayAndMonth } from './period';
import { onlineSql } from './subUsers';
import { inTeam } from './team';
import { rebateEarned, registered, teamBetting } from './teamFigures';

/**
 * The agent's promotion code. An agent made by an operator has no code yet: it gets one on first
 * look; when two looks race, the code the first one stored is kept.
 */
async function promoCodeOf(db: Db, agent: UserRow): Promise<string | null> {
  if (agent.promoCode) return agent.promoCode;
  let promoCode: string | null = await freshCode(db, agent.companyId);
  const [row] = await db
    .update(userAccount)
    .set({ promoCode })
    .where(and(eq(userAccount.id, agent.id), sql`${userAccount.promoCode} is null`))
    .returning({ promoCode: userAccount.promoCode });
  if (!row) {
    const [current] = await db
      .select({ promoCode: userAccount.promoCode })
      .from(userAccount)
      .where(eq(userAccount.id, agent.id));
    promoCode = current?.promoCode ?? promoCode;
  }
  return promoCode;
}

export async function agentInformation(
  { db, zone, now }: MemberDeps,
  agent: UserRow,
): Promise<AgentInformation> {
  const promoCode = await promoCodeOf(db, agent);
  const at = now();
  const { today, month } = todayAndMonth(await zone(), at);
  const [counts] = await db
    .select({
      team: sql<number>`count(*)::int`,
      direct: sql<number>`count(*) filter (where ${userAccount.parentId} = ${agent.id})::int`,
      online: sql<number>`count(*) filter (where ${onlineSql(at)})::int`,
    })
    .from(userAccount)
    .where(inTeam(agent));
  return {
    account: agent.account,
    rebate: tenthRebate(agent.rebate),
    promoCode: promoCode ?? '',
    teamCount: Number(counts?.team ?? 0),
    directCount: Number(counts?.direct ?? 0),
    todayRegistCount: await registered(db, agent, today.fromMs, today.toMs),
    monthRegistCount: await registered(db, agent, month.fromMs, month.toMs),
    todayRebate: await rebateEarned(db, agent, today.fromMs, today.toMs),
    monthRebate: await rebateEarned(db, agent, month.fromMs, month.toMs),
    todayBetting: await teamBetting(db, agent, today.fromMs, today.toMs),
    monthBetting: await teamBetting(db, agent, month.fromMs, month.toMs),
    onlineCount: Number(counts?.online ?? 0),
  };
}
