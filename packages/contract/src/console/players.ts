// The console's players (issue 32 玩家): find players by account, phone or agent; read one
// player's profile, ledger, bets, orders and sessions; and act on the account (mute or unmute chat,
// ban or unban, clear the login lockout, make the next login reset the password). Every signed-in
// operator may read; 客服 (support) and 管理员 (admin) may act. Each action is audited.
import { z } from 'zod';
import { pageSchema } from '../envelope';
import {
  CONSOLE_API_PREFIX,
  consoleMoneySchema,
  consoleNoteSchema,
  consolePagingSchema,
  consoleQueryFlagSchema,
  consoleSearchSchema,
  consoleTimeRangeSchema,
} from './paging';

/** GET: the player list. */
export const CONSOLE_PLAYERS_PATH = `${CONSOLE_API_PREFIX}/players`;
/** GET: one player's profile. */
export const consolePlayerPath = (id: number) => `${CONSOLE_PLAYERS_PATH}/${id}`;
/** GET: a player's ledger, newest first. */
export const consolePlayerLedgerPath = (id: number) => `${consolePlayerPath(id)}/ledger`;
/** GET: a player's lottery bets, newest first. */
export const consolePlayerBetsPath = (id: number) => `${consolePlayerPath(id)}/bets`;
/** GET: a player's recharge or withdrawal orders (`kind`), newest first. */
export const consolePlayerOrdersPath = (id: number) => `${consolePlayerPath(id)}/orders`;
/** GET: a player's sign-ins (access tokens), newest first. */
export const consolePlayerSessionsPath = (id: number) => `${consolePlayerPath(id)}/sessions`;

/**
 * Actions on a player, each `POST /console-api/players/:id/<action>` with `consolePlayerActionBody`:
 * mute / unmute chat (the player's enableChat: a muted player is told 您已被禁言 when sending),
 * ban / unban (a banned account's sign-ins are ended and its logins refused with 账户已被冻结，请联系客服),
 * unlock (clears the failed-login and password counters that slow down or refuse its logins),
 * must-reset (the next login is refused until the player resets the password).
 */
export const CONSOLE_PLAYER_ACTIONS = [
  'mute',
  'unmute',
  'ban',
  'unban',
  'unlock',
  'must-reset',
] as const;
export type ConsolePlayerAction = (typeof CONSOLE_PLAYER_ACTIONS)[number];
export const consolePlayerActionPath = (id: number, action: ConsolePlayerAction) =>
  `${consolePlayerPath(id)}/${action}`;

/** The actions' names as operators know them. */
export const CONSOLE_PLAYER_ACTION_LABELS: Record<ConsolePlayerAction, string> = {
  mute: '禁言',
  unmute: '解除禁言',
  ban: '封禁',
  unban: '解封',
  unlock: '解除登录锁定',
  'must-reset': '强制重置密码',
};

/**
 * Query of GET /console-api/players. `account` and `phone` match anywhere in the value
 * (case-insensitive); `agent` is an agent's account: its whole team (direct players and those of
 * its sub-agents); `banned` / `muted` filter by state; `type` HY official or TEST trial.
 */
export const consolePlayersQuerySchema = consolePagingSchema.extend({
  account: consoleSearchSchema.optional(),
  phone: consoleSearchSchema.optional(),
  agent: consoleSearchSchema.optional(),
  banned: consoleQueryFlagSchema.optional(),
  muted: consoleQueryFlagSchema.optional(),
  type: z.enum(['HY', 'TEST']).optional(),
});
export type ConsolePlayersQuery = z.infer<typeof consolePlayersQuerySchema>;

/** A player as the list shows it. Operators see the full phone (they search by it). */
export const consolePlayerRowSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  type: z.enum(['HY', 'TEST']),
  /** An agent (isDl). */
  isAgent: z.boolean(),
  fullName: z.string(),
  phone: z.string(),
  /** The account of the agent the player registered under; '' for none. */
  agentAccount: z.string(),
  vipLevel: z.number().int(),
  /** Main wallet, thousandths. */
  balance: consoleMoneySchema,
  /** Frozen: logins refused. */
  banned: z.boolean(),
  /** Chat sends refused (您已被禁言). */
  muted: z.boolean(),
  mustResetPassword: z.boolean(),
  registerIp: z.string(),
  createTime: z.number().int(),
  lastLoginTime: z.number().int().nullable(),
});
export type ConsolePlayerRow = z.infer<typeof consolePlayerRowSchema>;
export const consolePlayersResponseSchema = pageSchema(consolePlayerRowSchema);

/** A ledger row: `type` a @jinli/domain LEDGER_TYPES code, `typeLabel` its Chinese label. */
export const consoleLedgerRowSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  typeLabel: z.string(),
  /** Signed thousandths: + credits. */
  amount: consoleMoneySchema,
  balanceAfter: consoleMoneySchema,
  refType: z.string().nullable(),
  refId: z.string().nullable(),
  remark: z.string(),
  createTime: z.number().int(),
});
export type ConsoleLedgerRow = z.infer<typeof consoleLedgerRowSchema>;

/** A bound withdrawal account, as the player entered it. */
export const consolePlayerBankSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  bankName: z.string(),
  cardNo: z.string(),
  realName: z.string(),
  createTime: z.number().int(),
});

/** GET /console-api/players/:id. */
export const consolePlayerProfileSchema = consolePlayerRowSchema.extend({
  email: z.string(),
  qq: z.string(),
  weixin: z.string(),
  birthday: z.string(),
  /** An agent's own promotion code; null for players. */
  promoCode: z.string().nullable(),
  /** The agents above the player, top first (accounts). */
  agentChain: z.array(z.string()),
  vip: z.object({
    level: z.number().int(),
    /** Bets counted towards the next level, thousandths. */
    cycleBetAmount: consoleMoneySchema,
    hyLevel: z.number().int(),
    chatLevel: z.number().int(),
  }),
  wallet: z.object({
    balance: consoleMoneySchema,
    /** The game (third-party) wallet. */
    gameBalance: consoleMoneySchema,
    /** Everything ever recharged. */
    rechargeTotal: consoleMoneySchema,
  }),
  login: z.object({
    /** Failed logins of the account in the last hour (every address). */
    failuresLastHour: z.number(),
    /** Beyond the per-account limit: logins need the image code, and may be refused per address. */
    locked: z.boolean(),
    /** Sign-ins not revoked and not expired. */
    activeSessions: z.number().int(),
  }),
  banks: z.array(consolePlayerBankSchema),
  /** The last 10 ledger rows (the full ledger: consolePlayerLedgerPath). */
  recentLedger: z.array(consoleLedgerRowSchema),
});
export type ConsolePlayerProfile = z.infer<typeof consolePlayerProfileSchema>;

/** Query of GET …/ledger: paging, a ledger type code, a time range. */
export const consolePlayerLedgerQuerySchema = consolePagingSchema
  .extend({ type: z.coerce.number().int().min(1).max(32_767).optional() })
  .extend(consoleTimeRangeSchema.shape);
export const consolePlayerLedgerResponseSchema = pageSchema(consoleLedgerRowSchema);

/**
 * A lottery bet. `status` @jinli/domain BET_STATUS (0 pending, 1 settled, 2 cancelled, 4 chase
 * stopped); `result` 0 lost, 1 won, 2 draw, null until settled; `reward` what it paid, thousandths.
 */
export const consoleBetRowSchema = z.object({
  orderNo: z.string(),
  gameId: z.number().int(),
  gameName: z.string(),
  turnNum: z.string(),
  playName: z.string(),
  betInfo: z.string(),
  amount: consoleMoneySchema,
  status: z.number().int(),
  result: z.number().int().nullable(),
  reward: consoleMoneySchema,
  createTime: z.number().int(),
  settleTime: z.number().int().nullable(),
});
export type ConsoleBetRow = z.infer<typeof consoleBetRowSchema>;
export const consolePlayerBetsQuerySchema = consolePagingSchema.extend(
  consoleTimeRangeSchema.shape,
);
export const consolePlayerBetsResponseSchema = pageSchema(consoleBetRowSchema);

/** A sign-in of the player (an access token; only its times are kept, never the token). */
export const consolePlayerSessionRowSchema = z.object({
  id: z.number().int(),
  createTime: z.number().int(),
  lastUsedTime: z.number().int(),
  expireTime: z.number().int(),
  revokedTime: z.number().int().nullable(),
  /** Neither revoked nor expired. */
  active: z.boolean(),
});
export const consolePlayerSessionsResponseSchema = pageSchema(consolePlayerSessionRowSchema);

/** Body of every player action: an optional reason, kept in the audit log. */
export const consolePlayerActionBodySchema = z.object({ reason: consoleNoteSchema.optional() });
export type ConsolePlayerActionBody = z.infer<typeof consolePlayerActionBodySchema>;
/** Answer of a player action: the player as it is now. */
export const consolePlayerActionResponseSchema = consolePlayerRowSchema;
