// The audit log for operators (issue 32 审计): every operator action with its before and after,
// filterable by operator, action and time, newest first. 管理员 (admin) only, as on the
// X-Operator-Token path (GET /operator/audit, which takes the same filters).
import { z } from 'zod';
import { pageSchema } from '../envelope';
import {
  CONSOLE_API_PREFIX,
  consolePagingSchema,
  consoleSearchSchema,
  consoleTimeRangeSchema,
} from './paging';

/** GET: the audit log. */
export const CONSOLE_AUDIT_PATH = `${CONSOLE_API_PREFIX}/audit`;

/**
 * Query: `operator` an operator's name (exact, case-insensitive); `action` a prefix of the action
 * ('player.' every player action, 'wallet.withdraw' one kind); `from`/`to` epoch ms.
 */
export const consoleAuditQuerySchema = consolePagingSchema
  .extend({
    operator: consoleSearchSchema.optional(),
    action: consoleSearchSchema.optional(),
  })
  .extend(consoleTimeRangeSchema.shape);
export type ConsoleAuditQuery = z.infer<typeof consoleAuditQuerySchema>;

/** One entry: who (name, role then, address), what (action, params) and the state it changed. */
export const consoleAuditRowSchema = z.object({
  id: z.number().int(),
  operator: z.string(),
  /** 'admin' | 'finance' | 'ops' | 'support'; null for entries before roles existed. */
  role: z.string().nullable(),
  action: z.string(),
  params: z.unknown(),
  before: z.unknown(),
  after: z.unknown(),
  clientAddress: z.string(),
  createTime: z.number().int(),
});
export type ConsoleAuditRow = z.infer<typeof consoleAuditRowSchema>;
export const consoleAuditResponseSchema = pageSchema(consoleAuditRowSchema);
