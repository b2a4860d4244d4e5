// A member as the agent's lists show it (AgentSubUser): the columns read for one, the row they
// come back as, and the answer made of it; also the SQL the list filters and sums with.
//
// Online: a member with an access token (not revoked, not expired) used in the last 10 minutes.
// The session check touches access_token.last_used_at at most once a minute
// (TOKEN_TOUCH_INTERVAL_MS), so the signal is at most a minute late; no better one exists (chat
// presence counts only chat screens).
import type { AgentSubUser } from '@jinli/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userAccount, type UserRow, wallet } from '../../db/schema';
import { tenthRebate } from './codes';

/** A member counts as online this long after its token was last used (ms). */
export const ONLINE_WINDOW_MS = 10 * 60_000;

// The outer user is named in full ("user_account"."id"): drizzle leaves columns unqualified in a
// query without joins, and a bare "id" inside these subqueries would be the subquery's own.
export const onlineSql = (now: number) =>
  sql<boolean>`exists (select 1 from access_token t where t.user_id = "user_account"."id"
    and t.revoked_at is null and t.expires_at > ${new Date(now).toISOString()}::timestamptz
    and t.last_used_at > ${new Date(now - ONLINE_WINDOW_MS).toISOString()}::timestamptz)`;

/** Members below a member (its team, when it is an agent). */
const teamCountSql = sql<number>`case when "user_account"."is_dl" then (select count(*)::int
  from user_account m where m.company_id = "user_account"."company_id"
    and m.agent_path like "user_account"."agent_path" || "user_account"."id" || '/%') else 0 end`;

/** A member's money: the main wallet and the game wallet. */
export const moneySql = sql<string>`coalesce(${wallet.balance}, 0) + coalesce(${wallet.liveMoney}, 0)`;

/** The columns of a member as `viewer` sees it at `at` (user_account left-joined to wallet). */
export const subUserColumns = (viewer: UserRow, at: number) => ({
  id: userAccount.id,
  account: userAccount.account,
  isDl: userAccount.isDl,
  vipLevel: userAccount.vipLevel,
  rebate: userAccount.rebate,
  parentId: userAccount.parentId,
  createdAt: userAccount.createdAt,
  lastLoginAt: userAccount.lastLoginAt,
  money: moneySql,
  teamCount: teamCountSql,
  online: onlineSql(at),
  direct: sql<boolean>`${userAccount.parentId} = ${viewer.id}`,
});

/** What subUserColumns come back as (the flags may arrive as Postgres text). */
export type SubUserRow = {
  id: number;
  account: string;
  isDl: boolean;
  vipLevel: number;
  rebate: number;
  createdAt: Date;
  lastLoginAt: Date | null;
  money: string | number | bigint;
  teamCount: number;
  online: boolean | string;
  direct: boolean | string;
};

const truthy = (value: boolean | string | null) =>
  value === true || value === 't' || value === 'true';

export const subUserOf = (row: SubUserRow): AgentSubUser => ({
  userId: row.id,
  account: row.account,
  accountType: row.isDl ? 'agent' : 'player',
  vipLevel: row.vipLevel,
  rebate: tenthRebate(row.rebate),
  money: Number(row.money ?? 0),
  teamCount: Number(row.teamCount ?? 0),
  direct: truthy(row.direct),
  online: truthy(row.online),
  registerTime: row.createdAt.getTime(),
  lastLoginTime: row.lastLoginAt ? row.lastLoginAt.getTime() : null,
});

/** One member as `viewer` sees it now (no team check: the callers have made it). */
export async function subUser(
  db: Db,
  viewer: UserRow,
  userId: number,
  at: number,
): Promise<AgentSubUser> {
  const [row] = await db
    .select(subUserColumns(viewer, at))
    .from(userAccount)
    .leftJoin(wallet, eq(wallet.userId, userAccount.id))
    .where(eq(userAccount.id, userId));
  return subUserOf(row as SubUserRow);
}
