// Users the agent adds (POST /api/dl/add): a player or sub-agent directly under the agent, with
// the register rules of spec §5 for the account and password and a rebate within the agent's
// range; no registration bonus (that is for players who sign themselves up). Each added user
// costs a password hash, so the adds are limited per agent.
import { type AgentAddUserBody, type AgentSubUser, ErrorCode } from '@jinli/contract';
import { isValidAccount, LEDGER_CODE, REGISTER_MESSAGES, USER_TYPES } from '@jinli/domain';
import { and, eq, sql } from 'drizzle-orm';
import { userAccount, type UserRow } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { hashPassword } from '../accounts/passwords';
import { newPasswordProblem } from '../accounts/passwordChange';
import {
  checkLimit,
  type LimitRule,
  RATE_LIMIT_TEXT,
  recordAttempt,
  userSubject,
} from '../accounts/rateLimits';
import { insertUser } from '../accounts/register';
import { ACCOUNT_TEXT } from '../accounts/texts';
import { freshCode, teamPrefixOf } from './codes';
import { isUniqueViolation } from '../../db/errors';
import { checkedRebate } from './links';
import type { MemberDeps } from './memberDeps';
import { subUser } from './subUsers';

/** Users one agent may add (each costs a password hash): 30 an hour. */
export const AGENT_ADD_LIMITS: LimitRule[] = [{ max: 30, windowMs: 60 * 60_000 }];

const bad = (msg: string) => new AppError(ErrorCode.BAD_REQUEST, msg);

export async function addMember(
  { db, limiter, now }: MemberDeps,
  agent: UserRow,
  body: AgentAddUserBody,
  address: string,
): Promise<AgentSubUser> {
  const account = body.account.trim();
  if (account === '') throw bad(REGISTER_MESSAGES.account.requiredError);
  if (!isValidAccount(account)) throw bad(REGISTER_MESSAGES.account.error);
  const problem = newPasswordProblem(account, body.password, body.password);
  if (problem) throw bad(problem);
  const rebate = checkedRebate(agent, Number(body.rebate));
  await checkLimit(
    limiter,
    'register',
    userSubject(agent.id),
    AGENT_ADD_LIMITS,
    RATE_LIMIT_TEXT.register,
  );
  const [taken] = await db
    .select({ id: userAccount.id })
    .from(userAccount)
    .where(
      and(
        eq(userAccount.companyId, agent.companyId),
        sql`lower(${userAccount.account}) = ${account.toLowerCase()}`,
      ),
    );
  if (taken) throw bad(ACCOUNT_TEXT.accountTaken);
  const isDl = body.accountType === 'agent';
  const passwordHash = await hashPassword(body.password);
  const promoCode = isDl ? await freshCode(db, agent.companyId) : null;
  let created: UserRow;
  try {
    created = await db.transaction((tx) =>
      insertUser(
        tx,
        {
          companyId: agent.companyId,
          account,
          passwordHash,
          type: USER_TYPES.OFFICIAL,
          isDl,
          promoCode,
          parentId: agent.id,
          agentPath: teamPrefixOf(agent),
          rebate,
          registerIp: address,
        },
        0n,
        LEDGER_CODE.registrationBonus,
        '',
      ),
    );
  } catch (error) {
    // Two adds of one account at once: the second loses on the unique index.
    if (isUniqueViolation(error)) throw bad(ACCOUNT_TEXT.accountTaken);
    throw error;
  }
  await recordAttempt(limiter, 'register', userSubject(agent.id), AGENT_ADD_LIMITS);
  return subUser(db, agent, created.id, now());
}
