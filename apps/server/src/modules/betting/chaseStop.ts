// A chase with stopOnWin stops at its first win: its later pending orders become status 4 and
// their stakes come back in one 追号返款 row.
import { BET_STATUS, LEDGER_CODE } from '@jinli/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { betOrder } from '../../db/schema';
import type { LedgerEntry } from '../wallet/ledger';
import type { BetRow } from './betResults';

/**
 * Stops the rest of a chase after a win of `bet`: its later turns' pending orders. Returns how
 * many, and the 追号返款 entry for them (posted with the batch's other ledger rows).
 */
export async function stopChase(
  tx: Tx,
  bet: BetRow,
): Promise<{ count: number; entry?: LedgerEntry }> {
  const stopped = await tx
    .update(betOrder)
    .set({ status: BET_STATUS.TRACK_STOPPED, settledAt: new Date() })
    .where(
      and(
        eq(betOrder.trackOrderNo, bet.trackOrderNo!),
        eq(betOrder.status, BET_STATUS.PENDING),
        // Later turns of the game: turn numbers of one game sort in draw order.
        gt(betOrder.turnNum, bet.turnNum),
      ),
    )
    .returning({ amount: betOrder.amount });
  const refund = stopped.reduce((sum, row) => sum + row.amount, 0n);
  if (refund === 0n) return { count: 0 };
  return {
    count: stopped.length,
    entry: {
      userId: bet.userId,
      type: LEDGER_CODE.chaseRefund,
      amount: refund,
      refType: 'trackStop',
      refId: bet.trackOrderNo!,
      remark: `追号${bet.trackOrderNo}中奖停止，退还${stopped.length}期`,
    },
  };
}
