// A pending bet's result: computed by the domain's win rules against its turn's numbers, in the
// zodiac year stored with the bet, and written for a whole batch in one statement guarded by
// `status = 0`.
import {
  BET_RESULT,
  BET_STATUS,
  type BetOutcome,
  isPlayCode,
  payoutOf,
  settleUnit,
} from '@jinli/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { betOrder } from '../../db/schema';
import { jsonRows } from '../../db/sql';

/** The columns of a bet that settling it reads. */
export const settledColumns = {
  id: betOrder.id,
  orderNo: betOrder.orderNo,
  userId: betOrder.userId,
  companyId: betOrder.companyId,
  turnNum: betOrder.turnNum,
  playCode: betOrder.playCode,
  playName: betOrder.playName,
  selection: betOrder.selection,
  betInfo: betOrder.betInfo,
  lunarYear: betOrder.lunarYear,
  odds: betOrder.odds,
  amount: betOrder.amount,
  trackOrderNo: betOrder.trackOrderNo,
  stopOnWin: betOrder.stopOnWin,
};

/** A pending bet as settlement reads it. */
export type BetRow = Pick<typeof betOrder.$inferSelect, keyof typeof settledColumns>;

/** A bet as settled (what onBetSettled receives). */
export type SettledBet = BetRow &
  Pick<typeof betOrder.$inferSelect, 'status' | 'result' | 'oddsKey' | 'reward' | 'settledAt'>;

export const RESULT_OF: Record<BetOutcome, number> = {
  lose: BET_RESULT.NOT_WON,
  win: BET_RESULT.PAID_OUT,
  draw: BET_RESULT.DRAW,
};

export interface BetResult {
  bet: BetRow;
  outcome: BetOutcome;
  oddsKey: string | null;
  /** Paid back: stake × odds for a win, the stake for a draw, 0 when not won. */
  reward: bigint;
}

/** The result of `bet` for the drawn `numbers` (a play code no longer known is a draw). */
export function resultOf(bet: BetRow, numbers: number[]): BetResult {
  const { outcome, oddsKey } = isPlayCode(bet.playCode)
    ? settleUnit(bet.playCode, bet.selection, numbers, bet.lunarYear)
    : { outcome: 'draw' as const, oddsKey: null };
  const odds = oddsKey ? (bet.odds[oddsKey] ?? 0) / 1000 : 0;
  const reward = BigInt(payoutOf(outcome, Number(bet.amount), odds));
  return { bet, outcome, oddsKey, reward };
}

/**
 * Writes the results of a batch in one statement, each row guarded by `status = 0` (a row another
 * run settled meanwhile is left alone). Returns the ids it settled.
 */
export async function markSettled(
  tx: Tx,
  results: BetResult[],
  settledAt: Date,
): Promise<Set<number>> {
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`update bet_order as b
        set status = ${BET_STATUS.SETTLED}, result = v.result, odds_key = v.odds_key,
            reward = v.reward, settled_at = ${settledAt.toISOString()}::timestamptz
        from ${jsonRows(
          results.map((r) => ({
            id: r.bet.id,
            result: RESULT_OF[r.outcome],
            odds_key: r.oddsKey,
            reward: r.reward,
          })),
          'id int, result smallint, odds_key text, reward bigint',
        )}
        where b.id = v.id and b.status = ${BET_STATUS.PENDING}
        returning b.id`,
  );
  return new Set(rows.map((row) => Number(row.id)));
}
