// The wallet: one balance row per user, the ledger (every balance change is one row written in the
// same transaction, DESIGN.md §5), payment channels, recharge and withdraw orders, turnover
// requirements of withdrawals, and idempotency keys of money-moving requests.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, money, updatedAt } from './columns';
import { userAccount } from './accounts';
import { company } from './company';

/** A user's balances; `balance` never goes below zero. */
export const wallet = pgTable(
  'wallet',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => userAccount.id, { onDelete: 'cascade' }),
    balance: money('balance')
      .notNull()
      .default(sql`0`),
    /** Live-game wallet (moved by the game provider adapters). */
    liveMoney: money('live_money')
      .notNull()
      .default(sql`0`),
    /** Total ever recharged (recharge-locked content, chat levels). */
    rechargeTotal: money('recharge_total')
      .notNull()
      .default(sql`0`),
    updatedAt,
  },
  (t) => [
    check('wallet_balance_check', sql`${t.balance} >= 0`),
    check('wallet_live_money_check', sql`${t.liveMoney} >= 0`),
  ],
);

/**
 * One row per balance change: `type` is a @jinli/domain LEDGER_TYPES code, `amount` signed
 * (+ credits), `balanceAfter` the balance once applied. A (type, refType, refId) reference is
 * unique, so an operation with a reference (an order, a bet) moves money at most once.
 */
export const ledger = pgTable(
  'ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: cascadeRef('user_id', () => userAccount.id),
    type: smallint('type').notNull(),
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    refType: text('ref_type'),
    refId: text('ref_id'),
    remark: text('remark').notNull().default(''),
    createdAt,
  },
  (t) => [
    index('ledger_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('ledger_reference_idx').on(t.type, t.refType, t.refId),
    check('ledger_amount_check', sql`${t.amount} <> 0`),
  ],
);

/**
 * Payment channels of a company. `kind` bank | usdt | eWallet | directCharging; `route` the recharge
 * screen flow: bank (transfer to `payee*`), online, qrVirtual, thirdParty. `adapter` names the
 * channel adapter: 'sandbox' (demo cashier on this server, only when the deployment enables it) or
 * 'external' (a provider's cashier; credited by its signed callback).
 */
export const paymentChannel = pgTable(
  'payment_channel',
  {
    id: serial('id').primaryKey(),
    companyId: cascadeRef('company_id', () => company.id),
    kind: text('kind').notNull(),
    route: text('route').notNull(),
    adapter: text('adapter').notNull().default('sandbox'),
    /** External adapter: the provider's cashier URL the player is redirected to. */
    gatewayUrl: text('gateway_url').notNull().default(''),
    /** External adapter: our merchant id at the provider. */
    merchantId: text('merchant_id').notNull().default(''),
    /** External adapter: the channel's own HMAC secret shared with the provider; never served. */
    adapterSecret: text('adapter_secret').notNull().default(''),
    name: text('name').notNull(),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount').notNull(),
    payeeName: text('payee_name').notNull().default(''),
    payeeAccount: text('payee_account').notNull().default(''),
    payeeBank: text('payee_bank').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt,
  },
  (t) => [index('payment_channel_company_idx').on(t.companyId, t.kind, t.sort)],
);

/** Recharge orders: pending until the channel confirms (paid) or fails them. */
export const rechargeOrder = pgTable(
  'recharge_order',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    userId: cascadeRef('user_id', () => userAccount.id),
    channelId: integer('channel_id')
      .notNull()
      .references(() => paymentChannel.id),
    kind: text('kind').notNull(),
    route: text('route').notNull(),
    amount: money('amount').notNull(),
    /** pending | paid | failed. */
    status: text('status').notNull().default('pending'),
    depositorName: text('depositor_name').notNull().default(''),
    remark: text('remark').notNull().default(''),
    createdAt,
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('recharge_order_user_idx').on(t.userId, t.createdAt),
    check('recharge_order_amount_check', sql`${t.amount} > 0`),
  ],
);

/** Withdraw orders: the amount leaves the balance when the order is made. */
export const withdrawOrder = pgTable(
  'withdraw_order',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    userId: cascadeRef('user_id', () => userAccount.id),
    amount: money('amount').notNull(),
    kind: text('kind').notNull(),
    /** Free-bank withdrawals name their target in the order; bound ones copy the card. */
    freeBank: boolean('free_bank').notNull().default(false),
    bankName: text('bank_name').notNull(),
    cardNo: text('card_no').notNull(),
    realName: text('real_name').notNull(),
    /** pending | paid | rejected. */
    status: text('status').notNull().default('pending'),
    remark: text('remark').notNull().default(''),
    createdAt,
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('withdraw_order_user_idx').on(t.userId, t.createdAt),
    check('withdraw_order_amount_check', sql`${t.amount} > 0`),
  ],
);

/** Valid-turnover (打码量) a credit requires before a withdrawal; counted since the last withdrawal. */
export const turnoverRequirement = pgTable(
  'turnover_requirement',
  {
    id: serial('id').primaryKey(),
    userId: cascadeRef('user_id', () => userAccount.id),
    /** The ledger row of the credit. */
    ledgerId: bigint('ledger_id', { mode: 'number' }).notNull(),
    creditAmount: money('credit_amount').notNull(),
    requiredAmount: money('required_amount').notNull(),
    createdAt,
  },
  (t) => [index('turnover_requirement_user_idx').on(t.userId, t.createdAt)],
);

/** Idempotency keys of money-moving requests: the first answer, replayed for the same key and body. */
export const idempotencyKey = pgTable(
  'idempotency_key',
  {
    userId: cascadeRef('user_id', () => userAccount.id),
    key: text('key').notNull(),
    /** The endpoint the key was used on. */
    scope: text('scope').notNull(),
    /** SHA-256 of the canonical request body. */
    requestHash: text('request_hash').notNull(),
    response: jsonb('response').notNull(),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * Callbacks of external payment providers, one row per (channel, callback id): the unique key is
 * the replay guard, and the row is written in the transaction that settles the order.
 */
export const paymentCallback = pgTable(
  'payment_callback',
  {
    id: serial('id').primaryKey(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => paymentChannel.id),
    /** The provider's id (nonce) of this notification. */
    callbackId: text('callback_id').notNull(),
    orderNo: text('order_no').notNull(),
    /** paid | failed, as the provider reported it. */
    status: text('status').notNull(),
    amount: money('amount').notNull(),
    createdAt,
  },
  (t) => [uniqueIndex('payment_callback_id_idx').on(t.channelId, t.callbackId)],
);

/**
 * Balance adjustments by operators (the console, issue 32): up to the company's approval threshold
 * one applies at once; above it, it stays 'pending' until a second operator approves ('applied')
 * or rejects it ('rejected'). An applied one has exactly one ledger row (type 36 人工调整, reference
 * 'adjust' + id), which the ledger check matches against it.
 */
export const operatorAdjustment = pgTable(
  'operator_adjustment',
  {
    id: serial('id').primaryKey(),
    companyId: cascadeRef('company_id', () => company.id),
    userId: cascadeRef('user_id', () => userAccount.id),
    /** Signed thousandths: + credits, − debits. */
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    /** pending | applied | rejected. */
    status: text('status').notNull(),
    /** Operator names (never changed afterwards). */
    requestedBy: text('requested_by').notNull(),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note').notNull().default(''),
    /** The ledger row and the balance after it, once applied. */
    ledgerId: bigint('ledger_id', { mode: 'number' }),
    balanceAfter: money('balance_after'),
    createdAt,
  },
  (t) => [
    index('operator_adjustment_company_idx').on(t.companyId, t.status, t.id),
    index('operator_adjustment_user_idx').on(t.userId, t.id),
    check('operator_adjustment_amount_check', sql`${t.amount} <> 0`),
    check(
      'operator_adjustment_status_check',
      sql`${t.status} in ('pending', 'applied', 'rejected')`,
    ),
  ],
);

export type OperatorAdjustmentRow = typeof operatorAdjustment.$inferSelect;
