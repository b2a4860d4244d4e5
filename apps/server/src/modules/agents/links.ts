// An agent's registration links (spec §7 /api/spreadInfo/…): each carries a code, the account type
// it creates and the rebate it grants, within the agent's range [0, own rebate]. Links are the
// agent's own: another agent's link is answered like one that does not exist. A removed link keeps
// its row (its members keep agent_link_id) but is listed no more and its code no longer registers.
import {
  type AgentLink,
  type AgentLinkBody,
  type AgentRebateRange,
  ErrorCode,
  type Page,
} from '@jinli/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { agentLink, type UserRow } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { freshCode, tenthRebate } from './codes';
import { AGENT_TEXT, fillRange } from './texts';

/** The rebates an agent may give a link or a sub-user: from 0 to its own. */
export function rebateRangeOf(agent: Pick<UserRow, 'rebate'>): AgentRebateRange {
  return [0, Math.max(0, tenthRebate(agent.rebate))];
}

/** `rebate` checked against the agent's range (one decimal at most); the value to store. */
export function checkedRebate(agent: Pick<UserRow, 'rebate'>, rebate: number): number {
  if (Math.abs(rebate * 10 - Math.round(rebate * 10)) > 1e-6)
    throw new AppError(ErrorCode.BAD_REQUEST, AGENT_TEXT.rebateDecimals);
  const [min, max] = rebateRangeOf(agent);
  const value = tenthRebate(rebate);
  if (value < min || value > max)
    throw new AppError(ErrorCode.BAD_REQUEST, fillRange(AGENT_TEXT.rebateRange, min, max));
  return value;
}

/** The app's own origin as the request reached it ('' when its Host header is not a plain host). */
export function originOf(request: FastifyRequest): string {
  const host = request.host;
  if (!/^[A-Za-z0-9.\-[\]:]+$/.test(host)) return '';
  return `${request.protocol}://${host}`;
}

// Spelled out in full: inside a selection drizzle names columns without their table, and a bare
// "id" in the subquery would be user_account's.
const registerCount = sql<number>`(select count(*)::int from user_account as r
  where r.agent_link_id = "agent_link"."id")`;

type LinkRow = typeof agentLink.$inferSelect & { registerCount: number };

function linkOf(row: LinkRow, origin: string): AgentLink {
  return {
    id: row.id,
    code: row.code,
    link: `${origin}/auth/register?code=${encodeURIComponent(row.code)}`,
    accountType: row.accountType === 'agent' ? 'agent' : 'player',
    rebate: tenthRebate(row.rebate),
    remark: row.remark,
    registerCount: Number(row.registerCount),
    createTime: row.createdAt.getTime(),
  };
}

const own = (agent: UserRow, id: number) =>
  and(eq(agentLink.id, id), eq(agentLink.agentId, agent.id), isNull(agentLink.removedAt));

export function createLinkService(db: Db) {
  async function find(agent: UserRow, id: number): Promise<LinkRow> {
    const [row] = await db
      .select({ ...tableColumns, registerCount })
      .from(agentLink)
      .where(own(agent, id));
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, AGENT_TEXT.linkNotFound);
    return row;
  }

  return {
    async create(agent: UserRow, body: AgentLinkBody & { remark: string }, origin: string) {
      const rebate = checkedRebate(agent, Number(body.rebate));
      for (let attempt = 0; ; attempt++) {
        const code = await freshCode(db, agent.companyId);
        try {
          const [row] = await db
            .insert(agentLink)
            .values({
              companyId: agent.companyId,
              agentId: agent.id,
              code,
              accountType: body.accountType,
              rebate,
              remark: body.remark,
            })
            .returning();
          return linkOf({ ...row!, registerCount: 0 }, origin);
        } catch (error) {
          // Two requests drew the same code at once: the unique index let one through.
          if (attempt >= 3 || !isUniqueViolation(error)) throw error;
        }
      }
    },

    async update(
      agent: UserRow,
      id: number,
      body: AgentLinkBody & { remark: string },
      origin: string,
    ) {
      const rebate = checkedRebate(agent, Number(body.rebate));
      const [row] = await db
        .update(agentLink)
        .set({ accountType: body.accountType, rebate, remark: body.remark, updatedAt: new Date() })
        .where(own(agent, id))
        .returning({ id: agentLink.id });
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, AGENT_TEXT.linkNotFound);
      return linkOf(await find(agent, id), origin);
    },

    async remove(agent: UserRow, id: number): Promise<null> {
      const [row] = await db
        .update(agentLink)
        .set({ removedAt: new Date(), updatedAt: new Date() })
        .where(own(agent, id))
        .returning({ id: agentLink.id });
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, AGENT_TEXT.linkNotFound);
      return null;
    },

    async info(agent: UserRow, id: number, origin: string): Promise<AgentLink> {
      return linkOf(await find(agent, id), origin);
    },

    async list(
      agent: UserRow,
      page: { page: number; rows: number },
      origin: string,
    ): Promise<Page<AgentLink>> {
      const where = and(eq(agentLink.agentId, agent.id), isNull(agentLink.removedAt));
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(agentLink)
        .where(where);
      const rows = await db
        .select({ ...tableColumns, registerCount })
        .from(agentLink)
        .where(where)
        .orderBy(desc(agentLink.createdAt), desc(agentLink.id))
        .limit(page.rows)
        .offset((page.page - 1) * page.rows);
      return { data: rows.map((row) => linkOf(row, origin)), totalCount: Number(count?.n ?? 0) };
    },
  };
}

export type LinkService = ReturnType<typeof createLinkService>;

const tableColumns = {
  id: agentLink.id,
  companyId: agentLink.companyId,
  agentId: agentLink.agentId,
  code: agentLink.code,
  accountType: agentLink.accountType,
  rebate: agentLink.rebate,
  remark: agentLink.remark,
  removedAt: agentLink.removedAt,
  createdAt: agentLink.createdAt,
  updatedAt: agentLink.updatedAt,
};
