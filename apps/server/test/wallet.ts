// Test helpers for the wallet: credit a user as an operator would (manual deposit through the
// ledger), read balances and check the ledger invariant.
import { LEDGER_CODE } from '@jinli/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { ledger, userAccount, wallet } from '../src/db/schema';
import { postLedger } from '../src/modules/wallet/ledger';

export async function userIdOf(db: Db, account: string): Promise<number> {
  const [row] = await db
    .select({ id: userAccount.id })
    .from(userAccount)
    .where(eq(userAccount.account, account));
  if (!row) throw new Error(`no user ${account}`);
  return row.id;
}

/** Credits `amount` thousandths as a manual deposit (no turnover requirement). */
export async function credit(db: Db, userId: number, amount: bigint): Promise<void> {
  await db.transaction((tx) =>
    postLedger(tx, { userId, type: LEDGER_CODE.manualDeposit, amount, remark: 'test' }),
  );
}

/** Balance (thousandths) and the sum of the user's ledger. */
export async function balanceAndLedger(
  db: Db,
  userId: number,
): Promise<{ balance: bigint; ledgerSum: bigint; rows: number }> {
  const [purse] = await db.select().from(wallet).where(eq(wallet.userId, userId));
  const [sum] = await db
    .select({
      total: sql<string>`coalesce(sum(${ledger.amount}), 0)`,
      rows: sql<number>`count(*)::int`,
    })
    .from(ledger)
    .where(eq(ledger.userId, userId));
  return {
    balance: purse?.balance ?? 0n,
    ledgerSum: BigInt(sum?.total ?? 0),
    rows: Number(sum?.rows ?? 0),
  };
}
