// The transfer wallet (DESIGN.md §5): the player's money is the main wallet (`wallet.balance`,
// ledger) plus the game wallet at a provider (the sandbox keeps it in `wallet.live_money`,
// live_ledger). Launching a game moves the whole main balance in, the recall moves the game wallet
// back; each move is a live_transfer row and one ledger row on each side (额度转出 29 on the side
// that gives, 额度转入 28 on the side that takes), each side written once:
//
//   in  (launch): [main: transfer row 'pending' + ledger 29 −x]  → provider.transferIn(no)  → 'done'
//   out (recall): [transfer row 'pending'] → provider.transferOut(no) → resolveOut(no)
//
// An 'out' transfer's outcome is decided once, by `resolveOut`, under the transfer row's lock and
// from what the provider's ledger says at that moment: applied → the main wallet is credited (28)
// and the row 'done'; not applied → 'failed'. Never from a read made before the lock: a debit
// that was slow (a wallet row held by another transaction) commits before the lock is granted, and
// the decision sees it. The sandbox applies a debit only while the row is pending, under the same
// lock, so a late debit cannot follow a 'failed'.
//
// A crash or a provider time-out between the sides leaves the row 'pending'. A pending row belongs
// to the request that wrote it for TRANSFER_LEASE_MS (by the database's clock, the same for every
// instance); after that, `reconcile` (every few seconds, and at start) finishes it: in → credit the
// provider again (idempotent by number) and mark it done; out → resolveOut. A request that finds
// its lease run out before calling the provider leaves the row to the sweep. The ledger's unique
// references and the guarded status updates make every step happen once, also when a retry, a
// double tap, a second instance and the sweep race each other.
import { randomBytes } from 'node:crypto';
import { LEDGER_CODE } from '@jinli/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { liveTransfer, wallet } from '../../db/schema';
import { type FaultSeam, noFaults } from '../../faults/seam';
import { lockWallets, postLedger } from '../wallet/ledger';
import type { GameProvider, ProviderRegistry } from './provider';

export const TRANSFER_REF_TYPE = 'live_transfer';

/**
 * How long a pending transfer belongs to the request that wrote it: the sweep leaves it alone
 * until then, and the request calls no provider once it has passed. Long enough for a slow
 * provider call, short enough that a crash's leftover is finished soon after a restart.
 */
export const TRANSFER_LEASE_MS = 10_000;

/** The final state of a transfer once `resolveOut` has looked at it. */
export type TransferStatus = 'pending' | 'done' | 'failed';

export interface TransferWallet {
  /** Moves the whole main balance into `provider`'s game wallet; answers the amount moved. */
  fund(userId: number, provider: GameProvider): Promise<bigint>;
  /** Moves every game wallet of the player back to the main wallet; answers the amount moved. */
  recall(userId: number): Promise<bigint>;
  /**
   * Finishes the pending transfers whose lease has run out (older than `leaseMs`, default
   * TRANSFER_LEASE_MS, by the database's clock); answers how many were settled.
   */
  reconcile(leaseMs?: number): Promise<number>;
  balances(userId: number): Promise<{ money: bigint; liveMoney: bigint }>;
}

export function newTransferNo(): string {
  return `LT${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`;
}

export interface TransferWalletOptions {
  /** The steps' seam (tests); default none. */
  faults?: FaultSeam;
  /** Default TRANSFER_LEASE_MS. */
  leaseMs?: number;
}

/** The provider of a game code's transfers. */
function providerOf(providers: ProviderRegistry, code: string): GameProvider {
  const provider = providers.get(code);
  if (!provider) throw new Error(`transfer: no provider ${code}`);
  return provider;
}

/** Marks an 'in' transfer done, once; whether this call did. */
async function completeIn(db: Db, transferNo: string): Promise<boolean> {
  const done = await db
    .update(liveTransfer)
    .set({ status: 'done', updatedAt: new Date() })
    .where(and(eq(liveTransfer.transferNo, transferNo), eq(liveTransfer.status, 'pending')))
    .returning({ id: liveTransfer.id });
  return done.length > 0;
}

/**
 * Decides an 'out' transfer once: under its row's lock, asks the provider (in this transaction,
 * for a provider that keeps its wallet in our database) whether it applied the debit; applied →
 * ledger 28 on the main wallet and 'done', not applied → 'failed'. A row decided before is left
 * as it is. Answers the row's status afterwards, and whether this call decided it.
 */
async function resolveOut(
  db: Db,
  providers: ProviderRegistry,
  transferNo: string,
  remark: string,
): Promise<{ status: TransferStatus; decided: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await rowsOf<{
      user_id: number;
      amount: string | bigint;
      live_code: string;
      status: TransferStatus;
    }>(
      tx,
      sql`select user_id, amount, live_code, status from live_transfer
          where transfer_no = ${transferNo} and direction = 'out' for update`,
    );
    if (!row) throw new Error(`transfer: no out transfer ${transferNo}`);
    if (row.status !== 'pending') return { status: row.status, decided: false };
    const applied = await providerOf(providers, row.live_code).transferStatus(transferNo, 'out', {
      tx,
    });
    const status: TransferStatus = applied === 'done' ? 'done' : 'failed';
    await tx
      .update(liveTransfer)
      .set({ status, updatedAt: new Date() })
      .where(eq(liveTransfer.transferNo, transferNo));
    if (status === 'done')
      await postLedger(tx, {
        userId: Number(row.user_id),
        type: LEDGER_CODE.quotaIn,
        amount: BigInt(row.amount),
        refType: TRANSFER_REF_TYPE,
        refId: transferNo,
        remark,
      });
    return { status, decided: true };
  });
}

export function createTransferWallet(
  db: Db,
  providers: ProviderRegistry,
  options: TransferWalletOptions = {},
): TransferWallet {
  const faults = options.faults ?? noFaults;
  const leaseMs = options.leaseMs ?? TRANSFER_LEASE_MS;

  return {
    async fund(userId, provider) {
      const transferNo = newTransferNo();
      const amount = await db.transaction(async (tx) => {
        const [purse] = await lockWallets(tx, [userId]);
        const balance = purse?.balance ?? 0n;
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
      await faults.reached('transfer-in:debited', { userId, ref: transferNo });
      await provider.transferIn({ userId, transferNo, amount });
      await faults.reached('transfer-in:provider-applied', { userId, ref: transferNo });
      await completeIn(db, transferNo);
      return amount;
    },

    async recall(userId) {
      let moved = 0n;
      for (const provider of providers.values()) {
        const remark = `游戏钱包转回 ${provider.code}`;
        // A bet between reading the balance and the debit makes the provider refuse: read again.
        for (let attempt = 0; attempt < 5; attempt++) {
          const amount = await provider.balance(userId);
          if (amount <= 0n) break;
          const transferNo = newTransferNo();
          const leaseEnds = performance.now() + leaseMs;
          await db.insert(liveTransfer).values({
            transferNo,
            userId,
            liveCode: provider.code,
            direction: 'out',
            amount,
          });
          await faults.reached('transfer-out:pending', { userId, ref: transferNo });
          // Past its lease the row may be the sweep's already: no provider call for it any more.
          if (performance.now() >= leaseEnds) break;
          const result = await provider.transferOut({ userId, transferNo, amount });
          await faults.reached('transfer-out:provider-applied', { userId, ref: transferNo });
          const { status } = await resolveOut(db, providers, transferNo, remark);
          if (status === 'done') moved += amount;
          if (status === 'done' || result === 'done') break;
        }
      }
      return moved;
    },

    async reconcile(minAgeMs = leaseMs) {
      // The database's clock: every instance measures the lease alike.
      const pending = await rowsOf<{
        transfer_no: string;
        user_id: number;
        live_code: string;
        direction: 'in' | 'out';
        amount: string | bigint;
      }>(
        db,
        sql`select transfer_no, user_id, live_code, direction, amount from live_transfer
            where status = 'pending'
              and created_at < now() - make_interval(secs => ${minAgeMs / 1000})
            order by id limit 500`,
      );
      let settled = 0;
      for (const row of pending) {
        const provider = providers.get(row.live_code);
        if (!provider) continue;
        try {
          await faults.reached('reconcile:read', { userId: row.user_id, ref: row.transfer_no });
          if (row.direction === 'in') {
            // The main wallet gave already: the game wallet must take it (idempotent).
            if ((await provider.transferStatus(row.transfer_no, 'in')) === 'missing')
              await provider.transferIn({
                userId: Number(row.user_id),
                transferNo: row.transfer_no,
                amount: BigInt(row.amount),
              });
            if (await completeIn(db, row.transfer_no)) settled++;
          } else {
            const outcome = await resolveOut(
              db,
              providers,
              row.transfer_no,
              `游戏钱包转回 ${row.live_code}（补单）`,
            );
            if (outcome.decided) settled++;
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
