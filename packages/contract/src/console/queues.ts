// The money queues (issue 32 充值 / 提现): recharge and withdrawal orders of every player, filtered
// and paged. A pending withdrawal is paid or rejected (a rejected one refunded once) through the
// wallet's one settle path; a pending bank-transfer recharge is confirmed by hand (credited once,
// through the same path as a paid callback). Each answers 409 once the order is no longer pending,
// so of any number of racing clicks exactly one acts (one ledger effect, one audit row).
// 财务 (finance) and 管理员 (admin) act; 客服 (support) may read.
import { z } from 'zod';
import { pageSchema } from '../envelope';
import { withdrawOrderSchema } from '../wallet';
import {
  CONSOLE_API_PREFIX,
  consoleMoneySchema,
  consoleNoteSchema,
  consolePagingSchema,
  consoleSearchSchema,
  consoleTimeRangeSchema,
} from './paging';

/** GET: withdrawal orders. */
export const CONSOLE_WITHDRAWALS_PATH = `${CONSOLE_API_PREFIX}/withdrawals`;
/** POST (consoleQueueDecisionBodySchema): pays pending withdrawal `orderNo`; 409 once settled. */
export const consoleWithdrawalApprovePath = (orderNo: string) =>
  `${CONSOLE_WITHDRAWALS_PATH}/${encodeURIComponent(orderNo)}/approve`;
/** POST (consoleQueueDecisionBodySchema): rejects pending withdrawal `orderNo`, refunded once. */
export const consoleWithdrawalRejectPath = (orderNo: string) =>
  `${CONSOLE_WITHDRAWALS_PATH}/${encodeURIComponent(orderNo)}/reject`;
/**
 * The same settlement on the operator endpoint shared with the X-Operator-Token path (body
 * `consoleWithdrawSettleBodySchema`): settling a settled order there answers 200 `changed: false`.
 */
export const CONSOLE_WITHDRAW_SETTLE_PATH = `${CONSOLE_API_PREFIX}/operator/wallet/withdraw`;
/** GET: recharge orders. */
export const CONSOLE_RECHARGES_PATH = `${CONSOLE_API_PREFIX}/recharges`;
/** POST: confirms pending bank-transfer recharge `orderNo` as paid (once; a settled one is 409). */
export const consoleRechargeConfirmPath = (orderNo: string) =>
  `${CONSOLE_RECHARGES_PATH}/${encodeURIComponent(orderNo)}/confirm`;

export const WITHDRAW_STATUSES = ['pending', 'paid', 'rejected'] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];
export const WITHDRAW_STATUS_LABELS: Record<WithdrawStatus, string> = {
  pending: '待审核',
  paid: '已出款',
  rejected: '已拒绝',
};
export const RECHARGE_STATUSES = ['pending', 'paid', 'failed'] as const;
export type RechargeStatus = (typeof RECHARGE_STATUSES)[number];
export const RECHARGE_STATUS_LABELS: Record<RechargeStatus, string> = {
  pending: '待支付',
  paid: '已到账',
  failed: '失败',
};
/** Recharge flows: bank (transfer to the channel's payee), online, qrVirtual, thirdParty. */
export const RECHARGE_ROUTES = ['bank', 'online', 'qrVirtual', 'thirdParty'] as const;

/**
 * Query of GET /console-api/withdrawals: `account` the player's (exact, case-insensitive);
 * `from`/`to` bound the order's creation time.
 */
export const consoleWithdrawalsQuerySchema = consolePagingSchema
  .extend({
    status: z.enum(WITHDRAW_STATUSES).optional(),
    account: consoleSearchSchema.optional(),
  })
  .extend(consoleTimeRangeSchema.shape);
export type ConsoleWithdrawalsQuery = z.infer<typeof consoleWithdrawalsQuerySchema>;

/** A withdrawal order with its player. */
export const consoleWithdrawalRowSchema = z.object({
  orderNo: z.string(),
  userId: z.number().int(),
  account: z.string(),
  amount: consoleMoneySchema,
  /** bank | usdt | eWallet … (the target's kind). */
  kind: z.string(),
  bankName: z.string(),
  cardNo: z.string(),
  realName: z.string(),
  status: z.enum(WITHDRAW_STATUSES),
  remark: z.string(),
  createTime: z.number().int(),
  finishTime: z.number().int().nullable(),
});
export type ConsoleWithdrawalRow = z.infer<typeof consoleWithdrawalRowSchema>;
/** Newest first; `totalAmount` sums every order the filters match (not only this page). */
export const consoleWithdrawalsResponseSchema = pageSchema(consoleWithdrawalRowSchema).extend({
  totalAmount: consoleMoneySchema,
});

/** Body of approve / reject / confirm: an optional note, kept in the audit log. */
export const consoleQueueDecisionBodySchema = z.object({ note: consoleNoteSchema.optional() });
export type ConsoleQueueDecisionBody = z.infer<typeof consoleQueueDecisionBodySchema>;
/** Answer of a withdrawal's approve / reject: the order as it is now. */
export const consoleWithdrawalDecisionResponseSchema = consoleWithdrawalRowSchema;

/** Body of the withdrawal settlement on the operator endpoint (CONSOLE_WITHDRAW_SETTLE_PATH). */
export const consoleWithdrawSettleBodySchema = z.object({
  orderNo: z.string().regex(/^W\d{20}$/),
  outcome: z.enum(['paid', 'rejected']),
});
export type ConsoleWithdrawSettleBody = z.infer<typeof consoleWithdrawSettleBodySchema>;
/** The order as the player sees it, and whether this request settled it. */
export const consoleWithdrawSettleResponseSchema = z.object({
  order: withdrawOrderSchema,
  changed: z.boolean(),
});

/** Query of GET /console-api/recharges. */
export const consoleRechargesQuerySchema = consolePagingSchema
  .extend({
    status: z.enum(RECHARGE_STATUSES).optional(),
    channelId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    route: z.enum(RECHARGE_ROUTES).optional(),
    account: consoleSearchSchema.optional(),
  })
  .extend(consoleTimeRangeSchema.shape);
export type ConsoleRechargesQuery = z.infer<typeof consoleRechargesQuerySchema>;

/** A recharge order with its player and channel. */
export const consoleRechargeRowSchema = z.object({
  orderNo: z.string(),
  userId: z.number().int(),
  account: z.string(),
  channelId: z.number().int(),
  channelName: z.string(),
  /** bank | usdt | eWallet | directCharging. */
  kind: z.string(),
  route: z.string(),
  amount: consoleMoneySchema,
  status: z.enum(RECHARGE_STATUSES),
  /** The name the player says the transfer comes from (bank transfers). */
  depositorName: z.string(),
  remark: z.string(),
  createTime: z.number().int(),
  finishTime: z.number().int().nullable(),
});
export type ConsoleRechargeRow = z.infer<typeof consoleRechargeRowSchema>;
export const consoleRechargesResponseSchema = pageSchema(consoleRechargeRowSchema).extend({
  totalAmount: consoleMoneySchema,
});

/** Body of the manual confirmation. */
export const consoleRechargeConfirmBodySchema = consoleQueueDecisionBodySchema;
/** The order once paid. */
export const consoleRechargeConfirmResponseSchema = consoleRechargeRowSchema;

/** Query of GET /console-api/players/:id/orders: recharge (default) or withdraw orders. */
export const consolePlayerOrdersQuerySchema = consolePagingSchema.extend({
  kind: z.enum(['recharge', 'withdraw']).default('recharge'),
});
export const consolePlayerOrdersResponseSchema = z.union([
  consoleRechargesResponseSchema,
  consoleWithdrawalsResponseSchema,
]);
