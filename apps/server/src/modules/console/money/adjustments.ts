// Balance adjustments (DESIGN.md §5: audited operator adjustments are one of the three ways money
// enters or leaves the books). An adjustment is its own row (operator_adjustment) and, once
// applied, one ledger row of type 人工调整 referencing it, written in the same transaction as the
// wallet update and the audit entry; a debit never takes the balance below zero (postLedger's
// conditional update). Above the company's threshold it waits: a second, different operator
// approves it (applied once: the row is locked and must still be pending) or rejects it.
import { ErrorCode } from '@jinli/contract';
import type { ConsoleAdjustment } from '@jinli/contract/console';
import { LEDGER_CODE } from '@jinli/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import {
  operatorAdjustment,
  type OperatorAdjustmentRow,
  userAccount,
  wallet,
} from '../../../db/schema';
import { AppError } from '../../../http/AppError';
import type { OperatorActor } from '../../operators/accounts';
import { recordAudit } from '../../operators/audit';
import { INSUFFICIENT_BALANCE, postLedger } from '../../wallet/ledger';
import { PLAYER_MONEY_TEXT } from '../moneyTexts';
import { adjustmentOf, findAdjustment } from './adjustmentRows';
import { readApprovalThreshold } from './adjustmentSettings';

/** The ledger reference of adjustment `id` (ledger_reference_idx: at most one row per id). */
const REF_TYPE = 'adjust';

const sameOperator = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The wallet's balance in `tx`, locked (FOR UPDATE) so the check and the debit see one value. */
async function lockedBalance(tx: Tx, userId: number): Promise<bigint> {
  const [row] = await tx
    .select({ balance: wallet.balance })
    .from(wallet)
    .where(eq(wallet.userId, userId))
    .for('update');
  return row?.balance ?? 0n;
}

/** Posts the adjustment's ledger row; a debit beyond the balance is a 400 naming the balance. */
async function applyToLedger(tx: Tx, row: OperatorAdjustmentRow) {
  const balance = await lockedBalance(tx, row.userId);
  if (balance + row.amount < 0n)
    throw new AppError(ErrorCode.BAD_REQUEST, PLAYER_MONEY_TEXT.adjustBelowZero(balance));
  try {
    return await postLedger(tx, {
      userId: row.userId,
      type: LEDGER_CODE.adjust,
      amount: row.amount,
      refType: REF_TYPE,
      refId: String(row.id),
      remark: row.reason,
    });
  } catch (error) {
    // The conditional debit is the last guard (the lock above makes it unreachable in practice).
    if (error instanceof AppError && error.message === INSUFFICIENT_BALANCE)
      throw new AppError(ErrorCode.BAD_REQUEST, PLAYER_MONEY_TEXT.adjustBelowZero(balance));
    throw error;
  }
}

/**
 * A new adjustment of player `userId` by `actor`: applied at once when |amount| is within the
 * company's threshold, else pending. `amount` non-zero signed thousandths, `reason` trimmed.
 */
export async function createAdjustment(
  db: Db,
  actor: OperatorActor,
  companyId: number,
  userId: number,
  amount: bigint,
  reason: string,
): Promise<ConsoleAdjustment> {
  const threshold = BigInt(await readApprovalThreshold(db, companyId));
  const pending = (amount < 0n ? -amount : amount) > threshold;
  return db.transaction(async (tx) => {
    const [player] = await tx
      .select({ id: userAccount.id, account: userAccount.account })
      .from(userAccount)
      .where(and(eq(userAccount.id, userId), eq(userAccount.companyId, companyId)));
    if (!player) throw new AppError(ErrorCode.NOT_FOUND, PLAYER_MONEY_TEXT.playerNotFound);
    const balance = await lockedBalance(tx, userId);
    // A pending debit is refused now too when it could not apply today (it is checked again then).
    if (balance + amount < 0n)
      throw new AppError(ErrorCode.BAD_REQUEST, PLAYER_MONEY_TEXT.adjustBelowZero(balance));
    const [inserted] = await tx
      .insert(operatorAdjustment)
      .values({
        companyId,
        userId,
        amount,
        reason,
        status: pending ? 'pending' : 'applied',
        requestedBy: actor.name,
      })
      .returning();
    if (!inserted) throw new Error('adjustment: insert returned nothing');
    let row = inserted;
    if (!pending) row = await markApplied(tx, inserted, actor, '');
    await recordAudit(tx, actor, {
      action: 'player.adjust',
      params: { id: row.id, userId, account: player.account, amount: Number(amount), reason },
      before: { balance: Number(balance) },
      after: {
        status: row.status,
        balance: Number(row.balanceAfter ?? balance),
        ...(pending ? { threshold: Number(threshold) } : {}),
      },
    });
    return adjustmentOf(row, player.account);
  });
}

/** Applies `row` (pending or just inserted) in `tx` and records who decided. */
async function markApplied(
  tx: Tx,
  row: OperatorAdjustmentRow,
  actor: OperatorActor,
  note: string,
): Promise<OperatorAdjustmentRow> {
  const posted = await applyToLedger(tx, row);
  const [updated] = await tx
    .update(operatorAdjustment)
    .set({
      status: 'applied',
      decidedBy: actor.name,
      decidedAt: new Date(),
      decisionNote: note,
      ledgerId: posted.ledgerId,
      balanceAfter: posted.balanceAfter,
    })
    .where(eq(operatorAdjustment.id, row.id))
    .returning();
  if (!updated) throw new Error('adjustment: update returned nothing');
  return updated;
}

/**
 * A second operator's decision on pending adjustment `id`: 'approve' applies it, 'reject' leaves
 * the balance alone. 409 when it is not pending any more, 403 for the operator who asked for it.
 */
export async function decideAdjustment(
  db: Db,
  actor: OperatorActor,
  companyId: number,
  id: number,
  decision: 'approve' | 'reject',
  note: string,
): Promise<ConsoleAdjustment> {
  return db.transaction(async (tx) => {
    // Locked: of any number of racing approvals, one finds it pending; the rest wait, then see it decided.
    const found = await findAdjustment(tx, companyId, id, true);
    if (!found) throw new AppError(ErrorCode.NOT_FOUND, PLAYER_MONEY_TEXT.adjustmentNotFound);
    const { adjustment } = found;
    if (adjustment.status !== 'pending')
      throw new AppError(ErrorCode.CONFLICT, PLAYER_MONEY_TEXT.adjustmentDecided);
    if (sameOperator(adjustment.requestedBy, actor.name))
      throw new AppError(ErrorCode.FORBIDDEN, PLAYER_MONEY_TEXT.adjustmentOwn);
    const balance = await lockedBalance(tx, adjustment.userId);
    let row: OperatorAdjustmentRow;
    if (decision === 'approve') row = await markApplied(tx, adjustment, actor, note);
    else {
      const [updated] = await tx
        .update(operatorAdjustment)
        .set({
          status: 'rejected',
          decidedBy: actor.name,
          decidedAt: new Date(),
          decisionNote: note,
        })
        .where(eq(operatorAdjustment.id, id))
        .returning();
      if (!updated) throw new Error('adjustment: update returned nothing');
      row = updated;
    }
    await recordAudit(tx, actor, {
      action: `adjustment.${decision}`,
      params: {
        id,
        userId: adjustment.userId,
        account: found.account,
        amount: Number(adjustment.amount),
        ...(note ? { note } : {}),
      },
      before: { status: 'pending', balance: Number(balance) },
      after: { status: row.status, balance: Number(row.balanceAfter ?? balance) },
    });
    return adjustmentOf(row, found.account);
  });
}
