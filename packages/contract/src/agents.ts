// Agents (issue 17; spec §1, §2 /agent…, §3 Agent, §6, §7 Agent): an agent (userInfo.isDl) manages
// registration links, a team of sub-users (players and sub-agents, and their teams below them),
// team reports, and earns the rebate difference on its team's settled bets (代理返点, ledger 12).
// Every call needs the access token of an agent (others: SYS/FORBIDDEN 仅代理可操作); an agent
// sees only its own team, never another agent's (SYS/NOT_FOUND, as if it did not exist).
//
// Rebates are per mille like userInfo.rebate (8 → 0.8%). Amounts are integer thousandths of a
// yuan; dates 'YYYY-MM-DD' in the system time zone, both ends inclusive.
import { z } from 'zod';
import { endpoint } from './endpointDef';
import { pageSchema } from './envelope';

const intParam = (min: number, max: number) => z.coerce.number<number>().int().min(min).max(max);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式有误');
/** A rebate as typed (per mille, at most one decimal). */
const rebateInput = z.coerce.number<number>().min(0).max(1000);

// The agent terms page's path lives with the zod-free static paths (the client fetches it).
export { AGENT_TERMS_PATH } from './routes/staticPaths';

/** The account type a link or an added user creates. */
export const agentAccountTypeSchema = z.enum(['player', 'agent']);
export type AgentAccountType = z.infer<typeof agentAccountTypeSchema>;

/** A registration link (spec §3 registerLink: code, link; and the link list). */
export const agentLinkSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** The register page with the code: `{origin}/auth/register?code={code}` (the app's own origin). */
  link: z.string(),
  accountType: agentAccountTypeSchema,
  /** Per mille granted to users who register through it. */
  rebate: z.number(),
  remark: z.string(),
  /** Users registered through it. */
  registerCount: z.number().int(),
  /** Epoch ms. */
  createTime: z.number().int(),
});
export type AgentLink = z.infer<typeof agentLinkSchema>;

/** Form of POST /api/spreadInfo/createByAgentId and /updateByAgentId?id=. */
export const agentLinkBodySchema = z.object({
  accountType: agentAccountTypeSchema,
  rebate: rebateInput,
  remark: z.string().trim().max(50).default(''),
});
export type AgentLinkBody = z.input<typeof agentLinkBodySchema>;

export const agentIdQuerySchema = z.object({ id: intParam(1, 2_147_483_647) });
export const agentRemoveLinkBodySchema = z.object({ id: intParam(1, 2_147_483_647) });
export const agentPageQuerySchema = z.object({
  page: intParam(1, 10_000).default(1),
  rows: intParam(1, 100).default(20),
});

/** GET /api/dl/getDlSubRebateRange: [lowest, highest] per mille a link or sub-user may get. */
export const agentRebateRangeSchema = z.tuple([z.number(), z.number()]);
export type AgentRebateRange = z.infer<typeof agentRebateRangeSchema>;

/** One bet report of teamOverview (spec §3: cpBetReport lottery, ftBetReport sport, liveBetReport casino). */
export const agentBetReportSchema = z.object({
  /** The range as 'YYYY-MM-DD ~ YYYY-MM-DD'. */
  statTime: z.string(),
  /** Valid bets (settled, won or lost). */
  bettingMoney: z.number().int(),
  /** Payouts to the team. */
  winMoney: z.number().int(),
  /** Rebates (返水/返点) the team's members were paid. */
  rebateMoney: z.number().int(),
  /** The team's result: winMoney + rebateMoney − bettingMoney (positive: the team is up). */
  winOrcloseMoney: z.number().int(),
});
export type AgentBetReport = z.infer<typeof agentBetReportSchema>;

/** GET /api/dl/queryTeamRws (spec §3 teamOverview), every figure from the ledger, bets and orders. */
export const agentTeamOverviewSchema = z.object({
  cpBetReport: agentBetReportSchema,
  ftBetReport: agentBetReportSchema,
  liveBetReport: agentBetReportSchema,
  /** The agent's own earnings in the range: bonus (代理扶持), day wage (代理日工资), rebate (代理返点). */
  dlBonuus: z.number().int(),
  dlDayWage: z.number().int(),
  dlRebate: z.number().int(),
  /** Members whose first recharge fell in the range. */
  firstRechargeCount: z.number().int(),
  /** The team's balances now (main + game wallets). */
  money: z.number().int(),
  /** Paid recharge orders in the range. */
  rechargeCount: z.number().int(),
  /** Members registered in the range. */
  registCount: z.number().int(),
  rwReport: z.object({
    rechMoney: z.number().int(),
    rechUserCount: z.number().int(),
    /** rechDiscount + otherDiscount. */
    discountMoney: z.number().int(),
    /** Offers paid with recharges (活动优惠 on a recharge). */
    rechDiscount: z.number().int(),
    /** Other offers (registration bonus, system rewards…). */
    otherDiscount: z.number().int(),
    /** Withdrawals paid out in the range. */
    withdrawMoney: z.number().int(),
  }),
  /** Members of the team now (sub-agents' teams included). */
  teamCount: z.number().int(),
  /**
   * Ours: one point per day of the range (at most 93), for the trend chart: valid bets, the team's
   * result, and recharges.
   */
  daily: z.array(
    z.object({
      date: z.string(),
      bettingMoney: z.number().int(),
      winOrcloseMoney: z.number().int(),
      rechMoney: z.number().int(),
    }),
  ),
});
export type AgentTeamOverview = z.infer<typeof agentTeamOverviewSchema>;

/** Query of queryTeamRws: the range (at most 93 days) and optionally one sub-agent of the team. */
export const agentTeamQuerySchema = z.object({
  beginDate: date,
  endDate: date,
  /** A sub-agent of the viewer's team: its team's figures instead of the viewer's. */
  userId: intParam(1, 2_147_483_647).optional(),
});
export type AgentTeamQuery = z.input<typeof agentTeamQuerySchema>;

/** A member in the user list. */
export const agentSubUserSchema = z.object({
  userId: z.number().int(),
  account: z.string(),
  accountType: agentAccountTypeSchema,
  vipLevel: z.number().int(),
  rebate: z.number(),
  /** Main + game wallets, thousandths. */
  money: z.number().int(),
  /** Members below it (sub-agents). */
  teamCount: z.number().int(),
  /** Whether the member is under the viewer directly (false: under one of its sub-agents). */
  direct: z.boolean(),
  online: z.boolean(),
  /** Epoch ms. */
  registerTime: z.number().int(),
  lastLoginTime: z.number().int().nullable(),
});
export type AgentSubUser = z.infer<typeof agentSubUserSchema>;

/** GET /api/dl/querySubUsers (spec §3 userList: data, otherData, totalCount). */
export const agentSubUsersQuerySchema = z.object({
  /** Part of the account name. */
  account: z.string().trim().max(64).optional(),
  vipLevel: intParam(1, 9).optional(),
  accountType: agentAccountTypeSchema.optional(),
  /** Joined between (inclusive). */
  beginDate: date.optional(),
  endDate: date.optional(),
  online: z.enum(['0', '1']).optional(),
  /** Members directly under this sub-agent of the team (default: directly under the viewer). */
  parentId: intParam(1, 2_147_483_647).optional(),
  page: intParam(1, 10_000).default(1),
  rows: intParam(1, 100).default(20),
});
export type AgentSubUsersQuery = z.input<typeof agentSubUsersQuerySchema>;

export const agentSubUsersSchema = pageSchema(agentSubUserSchema).extend({
  /** Sums over every matching member (not only this page). */
  otherData: z.object({ totalMoney: z.number().int(), onlineCount: z.number().int() }),
});
export type AgentSubUsers = z.infer<typeof agentSubUsersSchema>;

/** Form of POST /api/dl/add: the register rules of spec §5 apply to account and password. */
export const agentAddUserBodySchema = z.object({
  account: z.string().max(64),
  password: z.string().max(128),
  accountType: agentAccountTypeSchema,
  rebate: rebateInput,
});
export type AgentAddUserBody = z.input<typeof agentAddUserBodySchema>;

/** GET /api/agent/memberInformation (spec §3 informationAgent): the agent centre's summary. */
export const agentInformationSchema = z.object({
  account: z.string(),
  /** The agent's own rebate (per mille). */
  rebate: z.number(),
  /** The agent's promotion code (the default link's code). */
  promoCode: z.string(),
  teamCount: z.number().int(),
  directCount: z.number().int(),
  /** Registered today / this month (system time zone). */
  todayRegistCount: z.number().int(),
  monthRegistCount: z.number().int(),
  /** 代理返点 earned today / this month. */
  todayRebate: z.number().int(),
  monthRebate: z.number().int(),
  /** The team's valid bets today / this month. */
  todayBetting: z.number().int(),
  monthBetting: z.number().int(),
  onlineCount: z.number().int(),
});
export type AgentInformation = z.infer<typeof agentInformationSchema>;

/** GET /api/dl/subUserDetail?userId= (ours): one member of the team. */
export const agentSubUserDetailSchema = z.object({
  user: agentSubUserSchema,
  /** Its agent (direct parent). */
  parentAccount: z.string(),
  /** Main wallet and game wallets, thousandths. */
  mainMoney: z.number().int(),
  gameMoney: z.number().int(),
  /** Newest lottery bets (at most 10). */
  recentBets: z.array(
    z.object({
      orderNo: z.string(),
      gameName: z.string(),
      turnNum: z.string(),
      playName: z.string(),
      betInfo: z.string(),
      amount: z.number().int(),
      /** Payout, or 0. */
      reward: z.number().int(),
      /** @jinli/domain BET_STATUS. */
      status: z.number().int(),
      addTime: z.number().int(),
    }),
  ),
  /** Newest ledger rows (at most 10). */
  recentBills: z.array(
    z.object({
      id: z.number().int(),
      type: z.number().int(),
      typeName: z.string(),
      /** Signed thousandths. */
      amount: z.number().int(),
      balanceAfter: z.number().int(),
      remark: z.string(),
      time: z.number().int(),
    }),
  ),
});
export type AgentSubUserDetail = z.infer<typeof agentSubUserDetailSchema>;

export const agentEndpoints = {
  agentCreateLink: endpoint({
    method: 'POST',
    base: 'api',
    path: '/spreadInfo/createByAgentId',
    body: agentLinkBodySchema,
    response: agentLinkSchema,
    form: true,
    auth: true,
  }),
  /** `?id=` in the query, the fields in the form body. */
  agentUpdateLink: endpoint({
    method: 'POST',
    base: 'api',
    path: '/spreadInfo/updateByAgentId',
    query: agentIdQuerySchema,
    body: agentLinkBodySchema,
    response: agentLinkSchema,
    form: true,
    auth: true,
  }),
  agentRemoveLink: endpoint({
    method: 'POST',
    base: 'api',
    path: '/spreadInfo/removeByAgentId',
    body: agentRemoveLinkBodySchema,
    response: z.null(),
    form: true,
    auth: true,
  }),
  agentLinks: endpoint({
    method: 'GET',
    base: 'api',
    path: '/spreadInfo/queryPageByAgentId',
    query: agentPageQuerySchema,
    response: pageSchema(agentLinkSchema),
    auth: true,
  }),
  agentLinkInfo: endpoint({
    method: 'GET',
    base: 'api',
    path: '/spreadInfo/getLinkInfo',
    query: agentIdQuerySchema,
    response: agentLinkSchema,
    auth: true,
  }),
  agentTeamOverview: endpoint({
    method: 'GET',
    base: 'api',
    path: '/dl/queryTeamRws',
    query: agentTeamQuerySchema,
    response: agentTeamOverviewSchema,
    auth: true,
  }),
  agentSubUsers: endpoint({
    method: 'GET',
    base: 'api',
    path: '/dl/querySubUsers',
    query: agentSubUsersQuerySchema,
    response: agentSubUsersSchema,
    auth: true,
  }),
  agentSubUserDetail: endpoint({
    method: 'GET',
    base: 'api',
    path: '/dl/subUserDetail',
    query: z.object({ userId: intParam(1, 2_147_483_647) }),
    response: agentSubUserDetailSchema,
    auth: true,
  }),
  agentRebateRange: endpoint({
    method: 'GET',
    base: 'api',
    path: '/dl/getDlSubRebateRange',
    response: agentRebateRangeSchema,
    auth: true,
  }),
  agentAddUser: endpoint({
    method: 'POST',
    base: 'api',
    path: '/dl/add',
    body: agentAddUserBodySchema,
    response: agentSubUserSchema,
    form: true,
    auth: true,
  }),
  agentInformation: endpoint({
    method: 'GET',
    base: 'api',
    path: '/agent/memberInformation',
    response: agentInformationSchema,
    auth: true,
  }),
} as const;

/** Refusal messages of the agent calls, spelled once for server and client tests. */
export const AGENT_REFUSAL = {
  /** Not an agent (SYS/FORBIDDEN). */
  notAgent: '仅代理可操作',
  /** A rebate outside getDlSubRebateRange; {min}, {max}. */
  rebateRange: '返点范围为{min}-{max}',
  /** A member or link not in the viewer's team (SYS/NOT_FOUND). */
  notInTeam: '用户不存在',
  linkNotFound: '推广链接不存在',
  /** Registering with a removed or unknown code (the spec's text). */
  codeNotFound: '推广码不存在',
  /** Range longer than 93 days, or end before begin. */
  dateRange: '查询日期范围有误，最多可查询93天',
} as const;
