// Balance adjustments (issue 32 调整余额): 财务 (finance) or 管理员 (admin) credits or debits a
// player's main wallet with a reason; the ledger row is of its own type (人工调整). Up to the
// company's approval threshold it applies at once; above it the adjustment waits, and a second,
// different finance or admin operator approves (it applies then, exactly once) or rejects it.
// A debit never takes the balance below zero. Every step is audited.
import { z } from 'zod';
import { pageSchema } from '../envelope';
import {
  CONSOLE_API_PREFIX,
  CONSOLE_REASON_MAX_LENGTH,
  consoleMoneySchema,
  consoleNoteSchema,
  consolePagingSchema,
  consoleSearchSchema,
} from './paging';
import { consolePlayerPath } from './players';

/** GET: adjustments (filter by status, e.g. the pending ones waiting for a second operator). */
export const CONSOLE_ADJUSTMENTS_PATH = `${CONSOLE_API_PREFIX}/adjustments`;
/** POST: a new adjustment of player `id`. */
export const consolePlayerAdjustmentsPath = (id: number) => `${consolePlayerPath(id)}/adjustments`;
/** POST: a second operator applies pending adjustment `id`. */
export const consoleAdjustmentApprovePath = (id: number) =>
  `${CONSOLE_ADJUSTMENTS_PATH}/${id}/approve`;
/** POST: a second operator refuses pending adjustment `id` (nothing moves). */
export const consoleAdjustmentRejectPath = (id: number) =>
  `${CONSOLE_ADJUSTMENTS_PATH}/${id}/reject`;
/** GET (finance, admin) / POST (admin): the approval threshold. */
export const CONSOLE_ADJUSTMENT_SETTINGS_PATH = `${CONSOLE_ADJUSTMENTS_PATH}/settings`;

/** Largest adjustment either way, thousandths (¥100,000,000). */
export const MAX_ADJUSTMENT_AMOUNT = 100_000_000_000;
/** Threshold when the company set none, thousandths (¥10,000): larger adjustments need approval. */
export const DEFAULT_ADJUSTMENT_APPROVAL_THRESHOLD = 10_000_000;
/** Longest reason of an adjustment, characters. */
export const ADJUSTMENT_REASON_MAX_LENGTH = CONSOLE_REASON_MAX_LENGTH;

/** pending (waits for a second operator), applied (in the ledger), rejected (nothing moved). */
export const ADJUSTMENT_STATUSES = ['pending', 'applied', 'rejected'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];
export const ADJUSTMENT_STATUS_LABELS: Record<AdjustmentStatus, string> = {
  pending: '待复核',
  applied: '已生效',
  rejected: '已驳回',
};

/**
 * Body of POST …/players/:id/adjustments: `amount` signed integer thousandths (+ credits, − debits),
 * non-zero, |amount| ≤ MAX_ADJUSTMENT_AMOUNT; `reason` required, trimmed, ≤ 200 characters.
 * Above the threshold (|amount| > approvalThreshold) the answer is a pending adjustment.
 */
export const consoleAdjustmentCreateBodySchema = z.object({
  amount: z
    .number()
    .int()
    .min(-MAX_ADJUSTMENT_AMOUNT)
    .max(MAX_ADJUSTMENT_AMOUNT)
    .refine((amount) => amount !== 0),
  reason: z.string().trim().min(1).max(ADJUSTMENT_REASON_MAX_LENGTH),
});
export type ConsoleAdjustmentCreateBody = z.infer<typeof consoleAdjustmentCreateBodySchema>;

/** Body of approve / reject: an optional note of the second operator. */
export const consoleAdjustmentDecisionBodySchema = z.object({
  note: consoleNoteSchema.optional(),
});
export type ConsoleAdjustmentDecisionBody = z.infer<typeof consoleAdjustmentDecisionBodySchema>;

/** One adjustment. */
export const consoleAdjustmentSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  account: z.string(),
  /** Signed thousandths. */
  amount: consoleMoneySchema,
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  /** The operator who asked for it. */
  requestedBy: z.string(),
  requestTime: z.number().int(),
  /** The operator who approved or rejected it: the requester when it applied at once. */
  decidedBy: z.string().nullable(),
  decideTime: z.number().int().nullable(),
  decisionNote: z.string(),
  /** Its ledger row and the balance after it, once applied. */
  ledgerId: z.number().int().nullable(),
  balanceAfter: consoleMoneySchema.nullable(),
});
export type ConsoleAdjustment = z.infer<typeof consoleAdjustmentSchema>;

/** Query of GET /console-api/adjustments. */
export const consoleAdjustmentsQuerySchema = consolePagingSchema.extend({
  status: z.enum(ADJUSTMENT_STATUSES).optional(),
  /** The player's account (exact, case-insensitive). */
  account: consoleSearchSchema.optional(),
});
export type ConsoleAdjustmentsQuery = z.infer<typeof consoleAdjustmentsQuerySchema>;
/** Newest first, with the threshold in force. */
export const consoleAdjustmentsResponseSchema = pageSchema(consoleAdjustmentSchema).extend({
  approvalThreshold: consoleMoneySchema,
});

/** The company's setting: adjustments with |amount| above it need a second operator (0: all do). */
export const consoleAdjustmentSettingsSchema = z.object({
  approvalThreshold: z.number().int().min(0).max(MAX_ADJUSTMENT_AMOUNT),
});
export type ConsoleAdjustmentSettings = z.infer<typeof consoleAdjustmentSettingsSchema>;
