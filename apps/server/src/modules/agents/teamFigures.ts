// The agent centre's figures over a period [fromMs, toMs): members registered, rebate earned and
// the team's valid bets. Each is one aggregate read.
import { LEDGER_CODE } from '@jinli/domain';
import { and, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { userAccount, type UserRow } from '../../db/schema';
import { teamPrefixOf } from './codes';
import { AGENT_REBATE_REVERSE_REF } from './rebateChain';
import { inTeam } from './team';

/** Members of `agent`'s team registered in [fromMs, toMs). */
export async function registered(
  db: Db,
  agent: UserRow,
  fromMs: number,
  toMs: number,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userAccount)
    .where(
      and(
        inTeam(agent),
        sql`${userAccount.createdAt} >= ${new Date(fromMs).toISOString()}::timestamptz`,
        sql`${userAccount.createdAt} < ${new Date(toMs).toISOString()}::timestamptz`,
      ),
    );
  return Number(row?.n ?? 0);
}

/** 代理返点 the agent earned in [fromMs, toMs), net of 撤销返点. */
export async function rebateEarned(
  db: Db,
  agent: UserRow,
  fromMs: number,
  toMs: number,
): Promise<number> {
  const [row] = await rowsOf<{ total: string | null }>(
    db,
    sql`select coalesce(sum(amount), 0) as total from ledger
        where user_id = ${agent.id}
          and (type = ${LEDGER_CODE.agentRebate}
               or (type = ${LEDGER_CODE.reverseRebate} and ref_type = ${AGENT_REBATE_REVERSE_REF}))
          and created_at >= ${new Date(fromMs).toISOString()}::timestamptz
          and created_at < ${new Date(toMs).toISOString()}::timestamptz`,
  );
  return Number(row?.total ?? 0);
}

/** Valid bets (lottery and casino) of the team settled in [fromMs, toMs). */
export async function teamBetting(
  db: Db,
  agent: UserRow,
  fromMs: number,
  toMs: number,
): Promise<number> {
  const from = new Date(fromMs).toISOString();
  const to = new Date(toMs).toISOString();
  const team = sql`(select u.id from user_account u where u.company_id = ${agent.companyId}
    and u.agent_path like ${`${teamPrefixOf(agent)}%`})`;
  const [row] = await rowsOf<{ total: string | null }>(
    db,
    sql`select
          (select coalesce(sum(amount), 0) from bet_order where user_id in ${team}
             and status = 1 and result in (0, 1)
             and settled_at >= ${from}::timestamptz and settled_at < ${to}::timestamptz)
        + (select coalesce(sum(stake), 0) from casino_bet where user_id in ${team}
             and status = 'settled'
             and settled_at >= ${from}::timestamptz and settled_at < ${to}::timestamptz) as total`,
  );
  return Number(row?.total ?? 0);
}
