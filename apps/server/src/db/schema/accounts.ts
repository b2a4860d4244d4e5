// Accounts: users, their access tokens, rate-limit counters, image captchas,
// bound withdraw accounts, push messages and VIP rules. Money columns are bigint thousandths.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, money } from './columns';
import { company } from './company';

/** A player, trial player or agent of a company. `account` is unique per company (case-insensitive). */
export const userAccount = pgTable(
  'user_account',
  {
    id: serial('id').primaryKey(),
    companyId: cascadeRef('company_id', () => company.id),
    account: text('account').notNull(),
    /** argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    /** argon2id PHC string of the 4-digit fund password; null until set. */
    fundPasswordHash: text('fund_password_hash'),
    /** 'HY' official or 'TEST' trial. */
    type: text('type').notNull().default('HY'),
    isDl: boolean('is_dl').notNull().default(false),
    /** Promotion code of an agent (registration links), unique per company; null for players. */
    promoCode: text('promo_code'),
    /** The agent whose promotion code the user registered with. */
    parentId: integer('parent_id'),
    /**
     * The agents above the user, top first, as '/12/34/' (the direct parent last); '/' for a user
     * under no agent. Agent A's team (its sub-agents' teams included) is every user whose path
     * starts with A's own path followed by 'A/' (issue 17).
     */
    agentPath: text('agent_path').notNull().default('/'),
    /** The agent registration link the user registered through (agent_link.id), if any. */
    agentLinkId: integer('agent_link_id'),
    fullName: text('full_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    qq: text('qq').notNull().default(''),
    weixin: text('weixin').notNull().default(''),
    birthday: text('birthday').notNull().default(''),
    avatarId: smallint('avatar_id').notNull().default(1),
    vipLevel: smallint('vip_level').notNull().default(1),
    cycleBetAmount: money('cycle_bet_amount')
      .notNull()
      .default(sql`0`),
    hyLevel: smallint('hy_level').notNull().default(1),
    enableChat: boolean('enable_chat').notNull().default(true),
    chatLevel: smallint('chat_level').notNull().default(1),
    rebate: real('rebate').notNull().default(8),
    chatThemeColor: smallint('chat_theme_color').notNull().default(1),
    /** False: frozen (login refused with UC/ACCOUNT_STATE_ERROR). */
    enabled: boolean('enabled').notNull().default(true),
    /** Login refused with UC/RESET_PASSWORD until the password is changed. */
    mustResetPassword: boolean('must_reset_password').notNull().default(false),
    registerIp: text('register_ip').notNull().default(''),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [
    uniqueIndex('user_account_company_account_idx').on(t.companyId, sql`lower(${t.account})`),
    uniqueIndex('user_account_company_promo_code_idx').on(t.companyId, t.promoCode),
    index('user_account_parent_idx').on(t.parentId),
    // Prefix scans: agent A's team is every path starting with A's own path + 'A/'.
    index('user_account_agent_path_idx').on(t.companyId, t.agentPath.op('text_pattern_ops')),
    check('user_account_type_check', sql`${t.type} in ('HY', 'TEST')`),
  ],
);

/** A user's row as the services read it. */
export type UserRow = typeof userAccount.$inferSelect;

/** Access tokens: only the SHA-256 of the token is stored. */
export const accessToken = pgTable(
  'access_token',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: cascadeRef('user_id', () => userAccount.id),
    /** hex SHA-256 of the token. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt,
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute expiry. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('access_token_user_idx').on(t.userId)],
);

/**
 * Rate-limit counters: how many attempts of `kind` (login_fail, fund_password_fail, …) `subject`
 * ('account:<name>', 'ip:<address>', 'user:<id>', …) made in the fixed window number `bucket` of
 * `windowMs` (bucket = floor(epoch ms / windowMs)). One row per window, bumped by an atomic upsert
 * (see rateLimits.ts), so that parallel requests each see a different count; `pending` holds the
 * attempts under way, so that a burst cannot start more checks than the limit leaves.
 */
export const authCounter = pgTable(
  'auth_counter',
  {
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    windowMs: integer('window_ms').notNull(),
    bucket: bigint('bucket', { mode: 'number' }).notNull(),
    /** Attempts that failed (or were counted outright). */
    hits: integer('hits').notNull().default(0),
    /** Attempts under way: begun, their password not yet checked. */
    pending: integer('pending').notNull().default(0),
    /** After this the row is of no use to any window (two windows after the bucket's start). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.subject, t.windowMs, t.bucket] }),
    index('auth_counter_expires_idx').on(t.expiresAt),
  ],
);

/** Image captchas: the answer's hash, single use, short-lived. */
export const captcha = pgTable(
  'captcha',
  {
    id: text('id').primaryKey(),
    /** 'login' or 'reg'. */
    purpose: text('purpose').notNull(),
    /** The `t` query the image was fetched with ('' when none). */
    clientKey: text('client_key').notNull().default(''),
    answerHash: text('answer_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [index('captcha_client_key_idx').on(t.clientKey, t.createdAt)],
);

/** Withdraw accounts bound by a user (bank card, USDT address, e-wallet). */
export const userBank = pgTable(
  'user_bank',
  {
    id: serial('id').primaryKey(),
    userId: cascadeRef('user_id', () => userAccount.id),
    kind: text('kind').notNull().default('bank'),
    bankName: text('bank_name').notNull(),
    cardNo: text('card_no').notNull(),
    realName: text('real_name').notNull(),
    bankAddress: text('bank_address').notNull().default(''),
    createdAt,
  },
  (t) => [index('user_bank_user_idx').on(t.userId)],
);

/** Push messages of a user (notifications screen); removed ones are deleted. */
export const pushMessage = pgTable(
  'push_message',
  {
    id: serial('id').primaryKey(),
    userId: cascadeRef('user_id', () => userAccount.id),
    title: text('title').notNull(),
    content: text('content').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt,
  },
  (t) => [index('push_message_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Bet amount (thousandths) needed to reach each VIP level, and the one-time bonus a player claims
 * in the welfare centre (/bonus-center) once they reach it (0: none).
 */
export const vipRule = pgTable(
  'vip_rule',
  {
    companyId: cascadeRef('company_id', () => company.id),
    vipLevel: smallint('vip_level').notNull(),
    betMoney: money('bet_money').notNull(),
    upgradeBonus: money('upgrade_bonus')
      .notNull()
      .default(sql`0`),
    /** Whether players of this level may send chat messages (spec §6: the VIP level's enableChat). */
    enableChat: boolean('enable_chat').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.vipLevel] })],
);

/** VIP upgrade bonuses claimed: one row per user and level, so each is paid at most once. */
export const vipBonusClaim = pgTable(
  'vip_bonus_claim',
  {
    userId: cascadeRef('user_id', () => userAccount.id),
    vipLevel: smallint('vip_level').notNull(),
    amount: money('amount').notNull(),
    /** The ledger row that paid it. */
    ledgerId: bigint('ledger_id', { mode: 'number' }).notNull(),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.userId, t.vipLevel] })],
);

/**
 * Slider captchas (the register form's own puzzle when registerLimit.thirdCaptcha is on): the gap's
 * x position, checked with a tolerance and a human-speed timing; a pass hands out a one-use ticket.
 */
export const sliderCaptcha = pgTable('slider_captcha', {
  id: text('id').primaryKey(),
  /** Left edge of the gap in px. */
  targetX: integer('target_x').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Set by the one verification attempt (passed or not). */
  triedAt: timestamp('tried_at', { withTimezone: true }),
  /** SHA-256 of the ticket a pass handed out. */
  ticketHash: text('ticket_hash').unique(),
  ticketUsedAt: timestamp('ticket_used_at', { withTimezone: true }),
  createdAt,
});
