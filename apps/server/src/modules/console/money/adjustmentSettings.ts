// The company's approval threshold of balance adjustments (system_config
// adjust_approval_threshold, integer thousandths): adjustments whose size is above it wait for a
// second operator. Absent or unreadable, DEFAULT_ADJUSTMENT_APPROVAL_THRESHOLD (¥10,000) holds.
import {
  DEFAULT_ADJUSTMENT_APPROVAL_THRESHOLD,
  MAX_ADJUSTMENT_AMOUNT,
} from '@jinli/contract/console';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { systemConfig } from '../../../db/schema';

/** The system_config key (private: not in web_system_config). */
export const ADJUST_THRESHOLD_KEY = 'adjust_approval_threshold';

export async function readApprovalThreshold(handle: Db | Tx, companyId: number): Promise<number> {
  const [row] = await handle
    .select({ value: systemConfig.configValue })
    .from(systemConfig)
    .where(
      and(eq(systemConfig.companyId, companyId), eq(systemConfig.configKey, ADJUST_THRESHOLD_KEY)),
    );
  const value = row ? Number(row.value) : Number.NaN;
  return Number.isSafeInteger(value) && value >= 0 && value <= MAX_ADJUSTMENT_AMOUNT
    ? value
    : DEFAULT_ADJUSTMENT_APPROVAL_THRESHOLD;
}

/** Stores `threshold` in `tx`; answers the value in force before. */
export async function writeApprovalThreshold(
  tx: Tx,
  companyId: number,
  threshold: number,
): Promise<number> {
  const before = await readApprovalThreshold(tx, companyId);
  await tx
    .insert(systemConfig)
    .values({
      companyId,
      configKey: ADJUST_THRESHOLD_KEY,
      configValue: String(threshold),
      isPublic: false,
      remark: '余额调整复核金额（厘）：超过此金额的人工调整需另一位财务或管理员复核',
    })
    .onConflictDoUpdate({
      target: [systemConfig.companyId, systemConfig.configKey],
      set: { configValue: String(threshold), updatedAt: sql`now()` },
    });
  return before;
}
