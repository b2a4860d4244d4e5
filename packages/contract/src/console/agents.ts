// The operator console's agent tree (issue 32, 代理): an agent (or, without `root`, the top of the
// company's tree) with its direct members, one page at a time, each with its team figures over whole
// days of the system time zone — the same figures the agent's own team report shows (agents module,
// reports.ts). Every role reads. Amounts are integer thousandths of a yuan, as everywhere in the API.
import { z } from 'zod';
import { CONSOLE_API_PREFIX, consolePagingSchema, consoleQueryFlagSchema } from './paging';

export const CONSOLE_AGENT_PATHS = {
  tree: `${CONSOLE_API_PREFIX}/agents/tree`,
} as const;

export const CONSOLE_AGENT_TEXT = {
  notFound: '账号不存在',
  dateRange: '日期范围有误（最多 93 天）',
} as const;

export const consoleAgentTreeQuery = consolePagingSchema.extend({
  /** The account whose members to show; absent: members without an agent above them. */
  root: z.string().trim().min(1).max(64).optional(),
  /** 'YYYY-MM-DD' days of the system time zone, both included; default the last 30 days. */
  beginDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  endDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  /** Members per page (each costs its team's figures): at most 50. */
  pageSize: z.coerce.number<number>().int().min(1).max(50).default(20),
  /** true: agents only; default true without `root` (the top of the tree), false with it. */
  agentsOnly: consoleQueryFlagSchema.optional(),
});

export const consoleAgentNodeSchema = z.object({
  userId: z.number().int(),
  account: z.string(),
  isAgent: z.boolean(),
  /** The agent above (null at the top). */
  parentId: z.number().int().nullable(),
  /** Rebate per mille. */
  rebate: z.number(),
  /** Members below (sub-agents' teams included). */
  teamSize: z.number().int(),
  /** Direct members. */
  directCount: z.number().int(),
  /** Paid recharges of the team in the range. */
  teamRecharge: z.number().int(),
  /** Valid bets of the team in the range (lottery, casino and sport). */
  teamBets: z.number().int(),
  /** The agent's own 代理返点 in the range (net of reversals). */
  commission: z.number().int(),
  /** Members who joined in the range. */
  teamRegistered: z.number().int(),
  /** Epoch ms. */
  registerTime: z.number().int(),
});
export type ConsoleAgentNode = z.infer<typeof consoleAgentNodeSchema>;

export const consoleAgentTreeSchema = z.object({
  /** The root account's node; null without `root`. */
  root: consoleAgentNodeSchema.nullable(),
  /** The agents above the root, top first (for a breadcrumb). */
  path: z.array(z.object({ userId: z.number().int(), account: z.string() })),
  children: z.array(consoleAgentNodeSchema),
  totalChildren: z.number().int(),
  beginDate: z.string(),
  endDate: z.string(),
});
export type ConsoleAgentTree = z.infer<typeof consoleAgentTreeSchema>;
