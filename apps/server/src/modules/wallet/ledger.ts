// The one way money moves (DESIGN.md §5): `postLedger` changes a wallet balance and writes its
// ledger row in the caller's transaction. A debit is a conditional update (balance >= amount), so
// concurrent debits can never take a balance below zero; the ledger row records the balance after.
// Other modules (bets, payouts, games) use it too.
import { ErrorCode } from '@jinli/contract';
import { isLedgerAmountAllowed } from '@jinli/domain';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledger, wallet } from '../../db/schema';
import { AppError } from '../../http/AppError';

/** Refusal when a debit exceeds the balance. */
export const INSUFFICIENT_BALANCE = '余额不足';

/** A transaction handle (or the database itself, for a single-statement caller). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface LedgerEntry {
  userId: number;
  /** A @jinli/domain LEDGER_TYPES code (LEDGER_CODE.withdrawal, …). */
  type: number;
  /** Signed thousandths: + credits, - debits; must fit the type's direction. */
  amount: bigint;
  /** Reference making the row unique per type (e.g. 'recharge' + order number). */
  refType?: string;
  refId?: string;
  remark?: string;
}

export interface PostedLedger {
  ledgerId: number;
  balanceAfter: bigint;
}

/**
 * Applies `entry` to the user's wallet and writes its ledger row, inside `tx`. Throws 400 余额不足
 * when a debit exceeds the balance (nothing written). A second row with the same (type, refType,
 * refId) fails on the unique index, so callers with references move money once.
 */
export async function postLedger(tx: Tx | Db, entry: LedgerEntry): Promise<PostedLedger> {
  if (!isLedgerAmountAllowed(entry.type, entry.amount)) {
    throw new Error(`ledger: amount ${entry.amount} does not fit type ${entry.type}`);
  }
  const debit = entry.amount < 0n;
  const [updated] = await tx
    .update(wallet)
    .set({ balance: sql`${wallet.balance} + ${entry.amount}`, updatedAt: new Date() })
    .where(
      debit
        ? and(eq(wallet.userId, entry.userId), gte(wallet.balance, -entry.amount))
        : eq(wallet.userId, entry.userId),
    )
    .returning({ balance: wallet.balance });
  if (!updated) throw new AppError(ErrorCode.BAD_REQUEST, INSUFFICIENT_BALANCE);
  const [row] = await tx
    .insert(ledger)
    .values({
      userId: entry.userId,
      type: entry.type,
      amount: entry.amount,
      balanceAfter: updated.balance,
      refType: entry.refType ?? null,
      refId: entry.refId ?? null,
      remark: entry.remark ?? '',
    })
    .returning({ id: ledger.id });
  if (!row) throw new Error('ledger: insert returned nothing');
  return { ledgerId: row.id, balanceAfter: updated.balance };
}
