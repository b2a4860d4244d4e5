// Who may use the agent calls and what they may see: the caller must be an agent (is_dl, else
// SYS/FORBIDDEN 仅代理可操作), and an agent sees only its team — the users whose agent_path starts
// with its own path and id ('/12/' + '34/'), its sub-agents' teams included. A member outside it is
// answered like one that does not exist (SYS/NOT_FOUND 用户不存在), whoever it belongs to.
import { ErrorCode } from '@jinli/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { userAccount, type UserRow } from '../../db/schema';
import { AppError } from '../../http/AppError';
import type { AuthService } from '../accounts/auth';
import { teamPrefixOf } from './codes';
import { AGENT_TEXT } from './texts';

/** The signed-in agent (its row as it is now), or 403 仅代理可操作. */
export async function requireAgent(auth: AuthService, request: FastifyRequest): Promise<UserRow> {
  const user = await auth.requireUser(request);
  if (!user.isDl) throw new AppError(ErrorCode.FORBIDDEN, AGENT_TEXT.notAgent);
  return user;
}

/** `agent_path` of every member of `agent`'s team (the path is digits and '/': no LIKE escapes). */
export function inTeam(agent: { id: number; agentPath: string; companyId: number }): SQL {
  return and(
    eq(userAccount.companyId, agent.companyId),
    sql`${userAccount.agentPath} like ${`${teamPrefixOf(agent)}%`}`,
  )!;
}

/** The same condition on a raw alias (`u.agent_path`), for the report's SQL. */
export function inTeamRaw(
  alias: string,
  agent: { id: number; agentPath: string; companyId: number },
): SQL {
  return sql`${sql.raw(alias)}.company_id = ${agent.companyId} and ${sql.raw(alias)}.agent_path like ${`${teamPrefixOf(agent)}%`}`;
}

/** A member of `agent`'s team, or 404 用户不存在. */
export async function teamMember(db: Db, agent: UserRow, userId: number): Promise<UserRow> {
  const [member] = await db
    .select()
    .from(userAccount)
    .where(and(eq(userAccount.id, userId), inTeam(agent)));
  if (!member) throw new AppError(ErrorCode.NOT_FOUND, AGENT_TEXT.notInTeam);
  return member;
}

/** A sub-agent of `agent`'s team (or the agent itself), or 404 用户不存在. */
export async function teamAgent(db: Db, agent: UserRow, userId: number): Promise<UserRow> {
  if (userId === agent.id) return agent;
  const member = await teamMember(db, agent, userId);
  if (!member.isDl) throw new AppError(ErrorCode.NOT_FOUND, AGENT_TEXT.notInTeam);
  return member;
}
