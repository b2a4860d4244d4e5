// Registration codes of agents: a live agent_link's code (the link's account type and rebate) or an
// agent's own promotion code (user_account.promo_code: a player at the default rebate, never above
// the agent's). Registration (accounts/service.ts) asks `placementOfCode` where a new user goes;
// links and new sub-agents get their codes from `freshCode`, unique per company across both.
import { randomInt } from 'node:crypto';
import { DEFAULT_REBATE_PER_MILLE } from '@jinli/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { agentLink, userAccount } from '../../db/schema';
import type { AgentPlacement } from '../accounts/context';

/** Characters of generated codes (no 0/O, 1/I/L: read aloud and typed by hand). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Length of generated codes. */
export const CODE_LENGTH = 8;

/** The team prefix of an agent: its members' agent_path starts with it. */
export const teamPrefixOf = (agent: { id: number; agentPath: string }) =>
  `${agent.agentPath}${agent.id}/`;

/** A rebate rounded to the tenth a per mille is kept to. */
export const tenthRebate = (rate: number) => Math.round(rate * 10) / 10;

/**
 * Where a user registering with `code` goes, or undefined when no live link or agent has it
 * (推广码不存在). Codes compare case-insensitively; a removed link's code no longer registers, nor
 * does the link or code of a user who is no longer an agent.
 */
export async function placementOfCode(
  db: Db | Tx,
  companyId: number,
  code: string,
): Promise<AgentPlacement | undefined> {
  const wanted = code.trim().toUpperCase();
  if (!wanted) return undefined;
  const [link] = await db
    .select({ link: agentLink, agent: userAccount })
    .from(agentLink)
    .innerJoin(userAccount, eq(userAccount.id, agentLink.agentId))
    .where(
      and(
        eq(agentLink.companyId, companyId),
        sql`upper(${agentLink.code}) = ${wanted}`,
        isNull(agentLink.removedAt),
        eq(userAccount.isDl, true),
      ),
    )
    .limit(1);
  if (link) {
    return {
      parentId: link.agent.id,
      agentPath: teamPrefixOf(link.agent),
      agentLinkId: link.link.id,
      // Never above the agent's rebate as it is now (it may have been lowered since).
      rebate: tenthRebate(Math.min(link.link.rebate, link.agent.rebate)),
      isDl: link.link.accountType === 'agent',
    };
  }
  const [agent] = await db
    .select()
    .from(userAccount)
    .where(
      and(
        eq(userAccount.companyId, companyId),
        sql`upper(${userAccount.promoCode}) = ${wanted}`,
        eq(userAccount.isDl, true),
      ),
    )
    .limit(1);
  if (!agent) return undefined;
  return {
    parentId: agent.id,
    agentPath: teamPrefixOf(agent),
    agentLinkId: null,
    rebate: tenthRebate(Math.min(DEFAULT_REBATE_PER_MILLE, agent.rebate)),
    isDl: false,
  };
}

/** Whether `code` is taken in the company, by a link (removed ones too) or a promotion code. */
async function codeTaken(db: Db | Tx, companyId: number, code: string): Promise<boolean> {
  const upper = code.toUpperCase();
  const [link] = await db
    .select({ id: agentLink.id })
    .from(agentLink)
    .where(and(eq(agentLink.companyId, companyId), sql`upper(${agentLink.code}) = ${upper}`))
    .limit(1);
  if (link) return true;
  const [user] = await db
    .select({ id: userAccount.id })
    .from(userAccount)
    .where(
      and(eq(userAccount.companyId, companyId), sql`upper(${userAccount.promoCode}) = ${upper}`),
    )
    .limit(1);
  return user !== undefined;
}

/**
 * A random code free in the company (31^8 ≈ 8.5·10^11 codes: a clash is rare, and the unique
 * indexes still refuse one that two requests draw at once).
 */
export async function freshCode(db: Db | Tx, companyId: number): Promise<string> {
  for (;;) {
    let code = '';
    for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
    if (!(await codeTaken(db, companyId, code))) return code;
  }
}
