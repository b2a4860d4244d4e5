// The transfer wallet (DESIGN.md §5): the player's money is the main wallet (`wallet.balance`,
// ledger) plus the game wallet at a provider (the sandbox keeps it in `wallet.live_money`,
// live_ledger). Launching a game moves the whole main balance in, the recall moves the game wallet
// back; each move is a live_transfer row and one ledger row on each side (额度转出 29 on the side
// that gives, 额度转入 28 on the side that takes), each side written once:
//
//   in  (launch): [main: transfer row 'pending' + ledger 29 −x]  → provider.transferIn(no)  → 'done'
//   out (recall): [transfer row 'pending'] → provider.transferOut(no) → [main: ledger 28 +x + 'done']
//
// A crash or a provider time-out between the sides leaves the row 'pending'; `reconcile` (at start
// and every few seconds) asks the provider whether it applied the number and finishes the move on
// our side (in: credit the provider again, idempotently; out: credit the main wallet, or mark the
// transfer failed when the provider never debited). The ledger's unique references and the
// guarded status updates make every step happen once, also when a retry, a double tap and the
// sweep race each other.
import { randomBytes } from 'node:crypto';
import { LEDGER_CODE } from '@jinli/domain';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { liveTransfer, wallet } from '../../db/schema';
import { postLedger } from '../wallet/ledger';
import type { GameProvider, ProviderRegistry } from './provider';

export const TRANSFER_REF_TYPE = 'live_transfer';

/** Where a test server kills itself (JINLI_TEST_CRASH_POINT), to prove the reconciliation. */
export type CrashPoint = 'transfer-in-debited' | 'transfer-out-provider';

export interface TransferWallet {
  /** Moves the whole main balance into `provider`'s game wallet; answers the amount moved. */
  fund(userId: number, provider: GameProvider): Promise<bigint>;
  /** Moves every game wallet of the player back to the main wallet; answers the amount moved. */
  recall(userId: number): Promise<bigint>;
  /** Finishes the pending transfers older than `minAgeMs`; answers how many were settled. */
  reconcile(minAgeMs: number): Promise<number>;
  balances(userId: number): Promise<{ money: bigint; liveMoney: bigint }>;
}

export function newTransferNo(): string {
  return `LT${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`;
}

export function createTransferWallet(
  db: Db,
  providers: ProviderRegistry,
  options: { crashPoint?: CrashPoint | undefined } = {},
): TransferWallet {
  const crash = (point: CrashPoint) => {
    if (options.crashPoint === point) process.kill(process.pid, 'SIGKILL');
  };

  async function completeIn(transferNo: string): Promise<boolean> {
    const done = await db
      .update(liveTransfer)
      .set({ status: 'done', updatedAt: new Date() })
      .where(and(eq(liveTransfer.transferNo, transferNo), eq(liveTransfer.status, 'pending')))
      .returning({ id: liveTransfer.id });
    return done.length > 0;
  }

  /** The main side of an 'out' transfer: ledger 28 and 'done' in one transaction, once. */
  async function completeOut(transferNo: string, remark: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(liveTransfer)
        .set({ status: 'done', updatedAt: new Date() })
        .where(and(eq(liveTransfer.transferNo, transferNo), eq(liveTransfer.status, 'pending')))
        .returning({ userId: liveTransfer.userId, amount: liveTransfer.amount });
      if (!row) return false;
      await postLedger(tx, {
        userId: row.userId,
        type: LEDGER_CODE.quotaIn,
        amount: row.amount,
        refType: TRANSFER_REF_TYPE,
        refId: transferNo,
        remark,
      });
      return true;
    });
  }

  async function markFailed(transferNo: string): Promise<boolean> {
    const rows = await db
      .update(liveTransfer)
      .set({ status: 'failed', updatedAt: new Date() })
      .where(and(eq(liveTransfer.transferNo, transferNo), eq(liveTransfer.status, 'pending')))
      .returning({ id: liveTransfer.id });
    return rows.length > 0;
  }

  const providerOf = (code: string): GameProvider => {
    const provider = providers.get(code);
    if (!provider) throw new Error(`transfer: no provider ${code}`);
    return provider;
  };

  return {
    async fund(userId, provider) {
      const transferNo = newTransferNo();
      const amount = await db.transaction(async (tx) => {
        const [purse] = await rowsOf<{ balance: string | bigint }>(
          tx,
          sql`select balance from wallet where user_id = ${userId} for update`,
        );
        const balance = BigInt(purse?.balance ?? 0);
        if (balance <= 0n) return 0n;
        await tx.insert(liveTransfer).values({
          transferNo,
          userId,
          liveCode: provider.code,
          direction: 'in',
          amount: balance,
        });
        await postLedger(tx, {
          userId,
          type: LEDGER_CODE.quotaOut,
          amount: -balance,
          refType: TRANSFER_REF_TYPE,
          refId: transferNo,
          remark: `转入游戏钱包 ${provider.code}`,
        });
        return balance;
      });
      if (amount === 0n) return 0n;
      crash('transfer-in-debited');
      await provider.transferIn({ userId, transferNo, amount });
      await completeIn(transferNo);
      return amount;
    },

    async recall(userId) {
      let moved = 0n;
      for (const provider of providers.values()) {
        // A bet between reading the balance and the debit makes the provider refuse: read again.
        for (let attempt = 0; attempt < 5; attempt++) {
          const amount = await provider.balance(userId);
          if (amount <= 0n) break;
          const transferNo = newTransferNo();
          await db.insert(liveTransfer).values({
            transferNo,
            userId,
            liveCode: provider.code,
            direction: 'out',
            amount,
          });
          const result = await provider.transferOut({ userId, transferNo, amount });
          if (result === 'insufficient') {
            await markFailed(transferNo);
            continue;
          }
          crash('transfer-out-provider');
          if (await completeOut(transferNo, `游戏钱包转回 ${provider.code}`)) moved += amount;
          break;
        }
      }
      return moved;
    },

    async reconcile(minAgeMs) {
      const pending = await db
        .select()
        .from(liveTransfer)
        .where(
          and(
            eq(liveTransfer.status, 'pending'),
            lt(liveTransfer.createdAt, new Date(Date.now() - minAgeMs)),
          ),
        )
        .orderBy(asc(liveTransfer.id))
        .limit(500);
      let settled = 0;
      for (const row of pending) {
        const provider = providers.get(row.liveCode);
        if (!provider) continue;
        try {
          const status = await provider.transferStatus(
            row.transferNo,
            row.direction as 'in' | 'out',
          );
          if (row.direction === 'in') {
            // The main wallet gave already: the game wallet must take it (idempotent).
            if (status === 'missing')
              await providerOf(row.liveCode).transferIn({
                userId: row.userId,
                transferNo: row.transferNo,
                amount: row.amount,
              });
            if (await completeIn(row.transferNo)) settled++;
          } else if (status === 'done') {
            if (await completeOut(row.transferNo, `游戏钱包转回 ${row.liveCode}（补单）`))
              settled++;
          } else if (await markFailed(row.transferNo)) {
            settled++;
          }
        } catch {
          // The provider is unreachable: the next sweep tries again.
        }
      }
      return settled;
    },

    async balances(userId) {
      const [row] = await db
        .select({ balance: wallet.balance, liveMoney: wallet.liveMoney })
        .from(wallet)
        .where(eq(wallet.userId, userId));
      return { money: row?.balance ?? 0n, liveMoney: row?.liveMoney ?? 0n };
    },
  };
}
