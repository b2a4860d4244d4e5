// The agent's team as lists and figures: the user list (GET /api/dl/querySubUsers), one member's
// detail (GET /api/dl/subUserDetail), users the agent adds (POST /api/dl/add, with the register
// rules of spec §5) and the agent centre's summary (GET /api/agent/memberInformation).
//
// Online: a member with an access token (not revoked, not expired) used in the last 10 minutes.
// The session check touches access_token.last_used_at at most once a minute
// (TOKEN_TOUCH_INTERVAL_MS), so the signal is at most a minute late; no better one exists (chat
// presence counts only chat screens).
import {
  type AgentAddUserBody,
  type AgentInformation,
  type AgentSubUser,
  type AgentSubUserDetail,
  type AgentSubUsers,
  type AgentSubUsersQuery,
  ErrorCode,
} from '@jinli/contract';
import {
  isValidAccount,
  LEDGER_CODE,
  ledgerTypeLabel,
  REGISTER_MESSAGES,
  USER_TYPES,
} from '@jinli/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { betOrder, ledger, lotteryGame, userAccount, type UserRow, wallet } from '../../db/schema';
import { AppError } from '../../http/AppError';
import type { Zone } from '../../time/zones';
import { hashPassword } from '../accounts/passwords';
import {
  checkLimit,
  type LimitRule,
  RATE_LIMIT_TEXT,
  type RateLimiter,
  recordAttempt,
  userSubject,
} from '../accounts/rateLimits';
import { newPasswordProblem } from '../accounts/passwordChange';
import { insertUser } from '../accounts/register';
import { ACCOUNT_TEXT } from '../accounts/texts';
import { freshCode, teamPrefixOf, tenthRebate } from './codes';
import { checkedRebate, isUniqueViolation } from './links';
import { todayAndMonth } from './period';
import { AGENT_REBATE_REVERSE_REF } from './rebateChain';
import { inTeam, teamAgent, teamMember } from './team';

/** A member counts as online this long after its token was last used (ms). */
export const ONLINE_WINDOW_MS = 10 * 60_000;
/** Users one agent may add (each costs a password hash): 30 an hour. */
export const AGENT_ADD_LIMITS: LimitRule[] = [{ max: 30, windowMs: 60 * 60_000 }];

// The outer user is named in full ("user_account"."id"): drizzle leaves columns unqualified in a
// query without joins, and a bare "id" inside these subqueries would be the subquery's own.
const onlineSql = (now: number) =>
  sql<boolean>`exists (select 1 from access_token t where t.user_id = "user_account"."id"
    and t.revoked_at is null and t.expires_at > ${new Date(now).toISOString()}::timestamptz
    and t.last_used_at > ${new Date(now - ONLINE_WINDOW_MS).toISOString()}::timestamptz)`;

/** Members below a member (its team, when it is an agent). */
const teamCountSql = sql<number>`case when "user_account"."is_dl" then (select count(*)::int
  from user_account m where m.company_id = "user_account"."company_id"
    and m.agent_path like "user_account"."agent_path" || "user_account"."id" || '/%') else 0 end`;

const moneySql = sql<string>`coalesce(${wallet.balance}, 0) + coalesce(${wallet.liveMoney}, 0)`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface MemberDeps {
  db: Db;
  limiter: RateLimiter;
  zone: () => Promise<Zone>;
  now: () => number;
}

// eslint-disable-next-line max-lines-per-function -- over 150 lines; to split into one file per operation (issue 35)
export function createMemberService({ db, limiter, zone, now }: MemberDeps) {
  const subUserColumns = (viewer: UserRow, at: number) => ({
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
  type SubUserRow = {
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
  const subUserOf = (row: SubUserRow): AgentSubUser => ({
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

  async function subUser(viewer: UserRow, userId: number): Promise<AgentSubUser> {
    const [row] = await db
      .select(subUserColumns(viewer, now()))
      .from(userAccount)
      .leftJoin(wallet, eq(wallet.userId, userAccount.id))
      .where(eq(userAccount.id, userId));
    return subUserOf(row as SubUserRow);
  }

  /** Members of `agent`'s team registered in [fromMs, toMs). */
  async function registered(agent: UserRow, fromMs: number, toMs: number): Promise<number> {
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
  async function rebateEarned(agent: UserRow, fromMs: number, toMs: number): Promise<number> {
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
  async function teamBetting(agent: UserRow, fromMs: number, toMs: number): Promise<number> {
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

  return {
    subUser,

    async list(
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
    },

    async detail(viewer: UserRow, userId: number): Promise<AgentSubUserDetail> {
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
        user: await subUser(viewer, member.id),
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
    },

    /**
     * Adds a player or sub-agent directly under `agent`: the register rules of spec §5 for the
     * account and password, a rebate within the agent's range; no registration bonus (that is for
     * players who sign themselves up). Limited per agent.
     */
    async add(agent: UserRow, body: AgentAddUserBody, address: string): Promise<AgentSubUser> {
      const account = body.account.trim();
      const bad = (msg: string) => new AppError(ErrorCode.BAD_REQUEST, msg);
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
        if (isUniqueViolation(error)) throw bad(ACCOUNT_TEXT.accountTaken);
        throw error;
      }
      await recordAttempt(limiter, 'register', userSubject(agent.id), AGENT_ADD_LIMITS);
      return subUser(agent, created.id);
    },

    async information(agent: UserRow): Promise<AgentInformation> {
      let promoCode = agent.promoCode;
      if (!promoCode) {
        // An agent made by an operator has no code yet: it gets one on first look.
        promoCode = await freshCode(db, agent.companyId);
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
      }
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
        todayRegistCount: await registered(agent, today.fromMs, today.toMs),
        monthRegistCount: await registered(agent, month.fromMs, month.toMs),
        todayRebate: await rebateEarned(agent, today.fromMs, today.toMs),
        monthRebate: await rebateEarned(agent, month.fromMs, month.toMs),
        todayBetting: await teamBetting(agent, today.fromMs, today.toMs),
        monthBetting: await teamBetting(agent, month.fromMs, month.toMs),
        onlineCount: Number(counts?.online ?? 0),
      };
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
