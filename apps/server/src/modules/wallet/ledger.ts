// The one way money moves (DESIGN.md §5): `postLedger` changes a wallet balance and writes its
// ledger row in the caller's transaction. A debit is a conditional update (balance >= amount), so
// concurrent debits can never take a balance below zero; the ledger row records the balance after.
// Other modules (bets, payouts, games) use it too.
import { ErrorCode } from '@jinli/contract';
import { isLedgerAmountAllowed } from '@jinli/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { intArray, jsonRows } from '../../db/sql';
import { wallet } from '../../db/schema';
import { AppError } from '../../http/AppError';

/** Refusal when a debit exceeds the balance. */
export const INSUFFICIENT_BALANCE = '余额不足';

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
  // One statement, not an update and an insert: a bet or a payout is a few statements long, and
  // each is a round trip to the database (bench:bets). The insert reads the update's row, so a
  // debit the balance does not cover writes neither.
  const enough = entry.amount < 0n ? sql` and balance >= ${-entry.amount}` : sql``;
  const [row] = await rowsOf<{ id: number | string; balance_after: bigint | string }>(
    tx,
    sql`with changed as (
          update wallet set balance = balance + ${entry.amount}, updated_at = now()
          where user_id = ${entry.userId}${enough}
          returning balance
        )
        insert into ledger (user_id, type, amount, balance_after, ref_type, ref_id, remark)
        select ${entry.userId}, ${entry.type}, ${entry.amount}, balance,
               ${entry.refType ?? null}, ${entry.refId ?? null}, ${entry.remark ?? ''}
        from changed
        returning id, balance_after`,
  );
  if (!row) throw new AppError(ErrorCode.BAD_REQUEST, INSUFFICIENT_BALANCE);
  return { ledgerId: Number(row.id), balanceAfter: BigInt(row.balance_after) };
}

/** Opens the wallet of a user just created (balances 0), inside the caller's transaction. */
export async function openWallet(tx: Tx, userId: number): Promise<void> {
  await tx.insert(wallet).values({ userId });
}

/**
 * Changes the game wallet (`wallet.live_money`, where the sandbox provider keeps a player's game
 * balance) by `amount`, a debit only while it holds enough, inside `tx`. Answers the balance after,
 * or null when a debit exceeds it (nothing written). Its ledger rows are the provider's
 * (live_ledger), written by the caller in the same transaction.
 */
export async function changeGameWallet(
  tx: Tx,
  userId: number,
  amount: bigint,
): Promise<bigint | null> {
  const debit = amount < 0n;
  const [row] = await rowsOf<{ live_money: string | bigint }>(
    tx,
    sql`update wallet set live_money = live_money + ${amount}, updated_at = now()
        where user_id = ${userId}${debit ? sql` and live_money >= ${-amount}` : sql``}
        returning live_money`,
  );
  return row ? BigInt(row.live_money) : null;
}

export interface LockedWallet {
  userId: number;
  /** The main balance, thousandths. */
  balance: bigint;
  /** The game wallet (`live_money`), thousandths. */
  liveMoney: bigint;
}

/**
 * Locks the wallet rows of `userIds` (FOR UPDATE, until `tx` ends) in user order, the lock order
 * every writer uses, and returns what they hold. A user without a wallet has no row in the answer.
 * Other modules take a wallet lock through here: to queue one user's operations behind each other
 * (a red packet's daily sum, a game's open hand) or to read a balance they are about to move.
 */
export async function lockWallets(tx: Tx, userIds: readonly number[]): Promise<LockedWallet[]> {
  if (userIds.length === 0) return [];
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  const rows = await rowsOf<{
    user_id: number;
    balance: string | bigint;
    live_money: string | bigint;
  }>(
    tx,
    sql`select user_id, balance, live_money from wallet where user_id = any(${intArray(ids)})
        order by user_id for update`,
  );
  return rows.map((row) => ({
    userId: Number(row.user_id),
    balance: BigInt(row.balance),
    liveMoney: BigInt(row.live_money),
  }));
}

/**
 * Posts many credits (amount > 0) in a few statements instead of two per entry: the wallets are
 * locked in user order (the lock order every writer uses), updated once per user by the sum of
 * that user's entries, and the ledger rows are inserted in one statement, each with the balance
 * after it (entries of one user apply in the order given). The unique (type, ref) index still
 * refuses a second row for a reference. For settlement, inside its transaction.
 */
export async function postCredits(tx: Tx, entries: readonly LedgerEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const totals = new Map<number, bigint>();
  for (const entry of entries) {
    if (entry.amount <= 0n || !isLedgerAmountAllowed(entry.type, entry.amount))
      throw new Error(`ledger: amount ${entry.amount} is not a credit of type ${entry.type}`);
    totals.set(entry.userId, (totals.get(entry.userId) ?? 0n) + entry.amount);
  }
  const userIds = [...totals.keys()].sort((a, b) => a - b);
  await lockWallets(tx, userIds);
  const updated = await rowsOf<{ user_id: number; balance: string | bigint }>(
    tx,
    sql`update wallet as w
        set balance = w.balance + v.amount, updated_at = now()
        from ${jsonRows(
          userIds.map((id) => ({ user_id: id, amount: totals.get(id) })),
          'user_id int, amount bigint',
        )}
        where w.user_id = v.user_id
        returning w.user_id, w.balance`,
  );
  if (updated.length !== userIds.length) throw new Error('ledger: a credited user has no wallet');
  // Running balance per user: what it was before this batch, then each entry in turn.
  const running = new Map<number, bigint>();
  for (const row of updated) {
    const userId = Number(row.user_id);
    running.set(userId, BigInt(row.balance) - (totals.get(userId) ?? 0n));
  }
  const rows = entries.map((entry) => {
    const balanceAfter = (running.get(entry.userId) ?? 0n) + entry.amount;
    running.set(entry.userId, balanceAfter);
    return {
      user_id: entry.userId,
      type: entry.type,
      amount: entry.amount,
      balance_after: balanceAfter,
      ref_type: entry.refType ?? null,
      ref_id: entry.refId ?? null,
      remark: entry.remark ?? '',
    };
  });
  await tx.execute(
    sql`insert into ledger (user_id, type, amount, balance_after, ref_type, ref_id, remark)
        select user_id, type, amount, balance_after, ref_type, ref_id, remark
        from ${jsonRows(
          rows,
          'user_id int, type smallint, amount bigint, balance_after bigint, ref_type text, ref_id text, remark text',
        )}`,
  );
}
