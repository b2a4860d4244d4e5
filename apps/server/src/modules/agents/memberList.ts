// The user list (GET /api/dl/querySubUsers): the direct members of the agent or of one of its
// sub-agents, filtered, newest first, a page at a time, with the whole selection's money and
// online count.
import type { AgentSubUsers, AgentSubUsersQuery } from '@jinli/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { userAccount, type UserRow, wallet } from '../../db/schema';
import { teamPrefixOf } from './codes';
import type { MemberDeps } from './memberDeps';
import { moneySql, onlineSql, subUserColumns, subUserOf, type SubUserRow } from './subUsers';
import { teamAgent } from './team';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listMembers(
  { db, now }: MemberDeps,
  viewer: UserRow,
  query: AgentSubUsersQuery & { page: number; rows: number },
  joined?: { fromMs: number; toMs: number },
): Promise<AgentSubUsers> {
  const parent =
    query.parentId === undefined ? viewer : await teamAgent(db, viewer, query.parentId);
  const at = now();
  const conditions: (SQL | undefined)[] = [
    eq(userAccount.companyId, viewer.companyId),
    eq(userAccount.agentPath, teamPrefixOf(parent)),
  ];
  if (query.account)
    conditions.push(sql`${userAccount.account} ilike ${`%${escapeLike(query.account)}%`}`);
  if (query.vipLevel !== undefined) conditions.push(eq(userAccount.vipLevel, query.vipLevel));
  if (query.accountType) conditions.push(eq(userAccount.isDl, query.accountType === 'agent'));
  if (joined) {
    conditions.push(
      sql`${userAccount.createdAt} >= ${new Date(joined.fromMs).toISOString()}::timestamptz`,
      sql`${userAccount.createdAt} < ${new Date(joined.toMs).toISOString()}::timestamptz`,
    );
  }
  if (query.online !== undefined)
    conditions.push(query.online === '1' ? onlineSql(at) : sql`not ${onlineSql(at)}`);
  const where = and(...conditions);
  const [sums] = await db
    .select({
      n: sql<number>`count(*)::int`,
      money: sql<string>`coalesce(sum(${moneySql}), 0)`,
      online: sql<number>`count(*) filter (where ${onlineSql(at)})::int`,
    })
    .from(userAccount)
    .leftJoin(wallet, eq(wallet.userId, userAccount.id))
    .where(where);
  const rows = await db
    .select(subUserColumns(viewer, at))
    .from(userAccount)
    .leftJoin(wallet, eq(wallet.userId, userAccount.id))
    .where(where)
    .orderBy(desc(userAccount.createdAt), desc(userAccount.id))
    .limit(query.rows)
    .offset((query.page - 1) * query.rows);
  return {
    data: rows.map((row) => subUserOf(row as SubUserRow)),
    totalCount: Number(sums?.n ?? 0),
    otherData: { totalMoney: Number(sums?.money ?? 0), onlineCount: Number(sums?.online ?? 0) },
  };
}
