// 代理: the agent tree for operators — an account (or the top of the company's tree) with its direct
// members one page at a time, each agent with its team's figures over whole days of the system time
// zone. The figures are the agents module's own team report (agents/reports.ts teamOverview, what
// the agent's 团队总览 shows), so the console and the agent never disagree. Every role reads.
import {
  type ConsoleAgentNode,
  consoleAgentTreeQuery,
  CONSOLE_AGENT_PATHS as PATHS,
  CONSOLE_AGENT_TEXT,
} from '@jinli/contract/console';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { userAccount, type UserRow } from '../../db/schema';
import { ok } from '../../http/endpoints';
import { addLocalDays, dateText, localDateOf } from '../../time/zones';
import { teamPrefixOf, tenthRebate } from '../agents/codes';
import { type Period, periodOf } from '../agents/period';
import { teamOverview } from '../agents/reports';
import { ROLES_ANY } from '../operators/roles';
import { type ConsoleContentKit, notFound, parseConsoleInput } from './contentDeps';

/** Days of the default range, today included. */
const DEFAULT_DAYS = 30;

type Query = z.infer<typeof consoleAgentTreeQuery>;

/** The node of `user`: an agent's team figures over `period`; a player has no team. */
async function nodeOf(
  kit: ConsoleContentKit,
  user: UserRow,
  period: Period,
  statTime: string,
  directCount: number,
): Promise<ConsoleAgentNode> {
  const base = {
    userId: user.id,
    account: user.account,
    isAgent: user.isDl,
    parentId: user.parentId,
    rebate: tenthRebate(user.rebate),
    directCount,
    registerTime: user.createdAt.getTime(),
  };
  if (!user.isDl)
    return { ...base, teamSize: 0, teamRecharge: 0, teamBets: 0, commission: 0, teamRegistered: 0 };
  const team = await teamOverview(kit.db, user, period, statTime);
  return {
    ...base,
    teamSize: team.teamCount,
    teamRecharge: team.rwReport.rechMoney,
    teamBets:
      team.cpBetReport.bettingMoney +
      team.liveBetReport.bettingMoney +
      team.ftBetReport.bettingMoney,
    commission: team.dlRebate,
    teamRegistered: team.registCount,
  };
}

/** Direct members of each of `users` (those whose agent_path ends with it). */
async function directCounts(kit: ConsoleContentKit, companyId: number, users: UserRow[]) {
  const prefixes = users.map((user) => teamPrefixOf(user));
  if (prefixes.length === 0) return new Map<string, number>();
  const rows = await kit.db
    .select({ path: userAccount.agentPath, n: count() })
    .from(userAccount)
    .where(and(eq(userAccount.companyId, companyId), inArray(userAccount.agentPath, prefixes)))
    .groupBy(userAccount.agentPath);
  return new Map(rows.map((row) => [row.path, row.n]));
}

/** The range asked for, or the last DEFAULT_DAYS days. */
async function periodAsked(kit: ConsoleContentKit, query: Query) {
  const zone = await kit.zone();
  const today = localDateOf(zone, kit.now());
  const endDate = query.endDate ?? dateText(today);
  const beginDate = query.beginDate ?? dateText(addLocalDays(today, 1 - DEFAULT_DAYS));
  return { period: periodOf(zone, beginDate, endDate), beginDate, endDate };
}

async function agentTree(kit: ConsoleContentKit, query: Query) {
  const companyId = await kit.companyId();
  const { period, beginDate, endDate } = await periodAsked(kit, query);
  const statTime = `${beginDate} ~ ${endDate}`;
  let root: UserRow | undefined;
  if (query.root !== undefined) {
    [root] = await kit.db
      .select()
      .from(userAccount)
      .where(
        and(
          eq(userAccount.companyId, companyId),
          sql`lower(${userAccount.account}) = lower(${query.root})`,
        ),
      );
    if (!root) throw notFound(CONSOLE_AGENT_TEXT.notFound);
  }
  // Without a root, the top of the tree is its agents unless players are asked for too.
  const agentsOnly = query.agentsOnly ?? root === undefined;
  const where = and(
    eq(userAccount.companyId, companyId),
    eq(userAccount.agentPath, root ? teamPrefixOf(root) : '/'),
    agentsOnly ? eq(userAccount.isDl, true) : undefined,
  );
  const [children, [total]] = await Promise.all([
    kit.db
      .select()
      .from(userAccount)
      .where(where)
      .orderBy(sql`${userAccount.isDl} desc`, asc(userAccount.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    kit.db.select({ n: count() }).from(userAccount).where(where),
  ]);
  const counts = await directCounts(kit, companyId, root ? [root, ...children] : children);
  const direct = (user: UserRow) => counts.get(teamPrefixOf(user)) ?? 0;
  const nodes: ConsoleAgentNode[] = [];
  // One after another: each is several aggregate reads, and PGlite has one connection anyway.
  for (const child of children)
    nodes.push(await nodeOf(kit, child, period, statTime, direct(child)));
  const ancestors = root ? root.agentPath.split('/').filter(Boolean).map(Number) : [];
  const above =
    ancestors.length === 0
      ? []
      : await kit.db
          .select({ userId: userAccount.id, account: userAccount.account })
          .from(userAccount)
          .where(and(eq(userAccount.companyId, companyId), inArray(userAccount.id, ancestors)));
  return {
    root: root ? await nodeOf(kit, root, period, statTime, direct(root)) : null,
    path: ancestors
      .map((id) => above.find((a) => a.userId === id))
      .filter((a): a is { userId: number; account: string } => a !== undefined),
    children: nodes,
    totalChildren: total?.n ?? 0,
    beginDate,
    endDate,
  };
}

export function registerConsoleAgentRoutes(app: FastifyInstance, kit: ConsoleContentKit): void {
  app.get(PATHS.tree, async (request) => {
    await kit.auth.signedIn(request, { allowed: ROLES_ANY });
    return ok(await agentTree(kit, parseConsoleInput(consoleAgentTreeQuery, request.query)));
  });
}
