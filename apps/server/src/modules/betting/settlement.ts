// Settlement: every pending bet of a drawn turn is settled exactly once — not won, paid out
// (派奖: stake × odds) or a draw (和局退款: the stake back) — by the domain's win rules, against the
// numbers stored for its turn, in the zodiac year stored with the bet.
//
// Exactly once: bets are taken in batches (FOR UPDATE SKIP LOCKED, so concurrent runs split the work
// instead of waiting), and each bet leaves status 0 only through an update guarded by `status = 0`
// in the same transaction as its ledger row (whose (type, ref) is unique as well). A batch costs a
// handful of statements whatever its size: results are computed in JS, written in one multi-row
// update, credited in one wallet update (summed per user) and one multi-row ledger insert, each
// taking its rows as one JSON parameter. A rerun finds
// nothing pending; a concurrent run skips the locked rows and re-checks the guard; a crash rolls
// back the batch it was in, and the next run does it again. Wallet and user rows are touched in
// user order within a batch, so two runs never deadlock on them.
//
// Settled valid bets (won or lost) add to the user's cycle bet amount, which raises the VIP level.
// The agents above the player earn 代理返点 on them in the same batch (agents/rebateChain.ts).
// A chase with stopOnWin stops at its first win: its later pending orders become status 4 and their
// stakes come back in one 追号返款 row. A win paying at least the company's award_notice_min (read
// at settlement time, so the operator's change counts at once) is announced on the PubSub topic
// AWARD_NOTICE_TOPIC after its batch committed.
import {
  BET_RESULT,
  BET_STATUS,
  type BetOutcome,
  isPlayCode,
  LEDGER_CODE,
  maskMiddle,
  payoutOf,
  settleUnit,
} from '@jinli/domain';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { betOrder, lotteryDraw, lotteryGame, userAccount } from '../../db/schema';
import { jsonRows } from '../../db/sql';
import type { PubSub } from '../../realtime/pubsub';
import { rowsOf } from '../../db/rows';
import { ConfigKey } from '../config/configKeys';
import { readSettings, yuanSetting } from '../config/settings';
import { addCycleBetAmounts } from '../wallet/progress';
import { type FaultSeam, noFaults } from '../../faults/seam';
import { type LedgerEntry, postCredits } from '../wallet/ledger';
import { agentRebateEntries, linkAgentRebateLedger, type ValidBet } from '../agents/rebateChain';

/** PubSub topic of big-win announcements (JSON AwardNotice), for the chat rooms. */
export const AWARD_NOTICE_TOPIC = 'betting:award-notice';
/** Default smallest payout announced: 10,000 yuan (thousandths; award_notice_min's default). */
export const DEFAULT_BIG_WIN_THRESHOLD = 10_000_000n;
/** Bets settled per transaction. */
export const SETTLEMENT_BATCH = 2_000;

/** What AWARD_NOTICE_TOPIC carries. */
export interface AwardNotice {
  type: 'award';
  /** The winning bet (one notice per bet: instances relaying it claim it by this). */
  orderNo: string;
  /** The winner (chat shows their nickname). */
  userId: number;
  gameId: number;
  gameName: string;
  turnNum: string;
  /** Masked account ('ab***yz'). */
  account: string;
  cateName: string;
  betInfo: string;
  /** Thousandths. */
  reward: number;
}

/** The columns of a bet that settling it reads. */
const settledColumns = {
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

export interface SettlementOptions {
  db: Db;
  pubsub: PubSub;
  /** Smallest payout announced; default the company's award_notice_min, read per run. */
  bigWinThreshold?: bigint;
  /** Bets per transaction; default SETTLEMENT_BATCH. */
  batchSize?: number;
  /**
   * Called inside the transaction after each bet's settlement was written; a throw rolls back its
   * batch (tests use it to stop a run half-way, as a crash would).
   */
  onBetSettled?: (bet: SettledBet) => void | Promise<void>;
  /** The money paths' steps (the fault suite); default none. */
  faults?: FaultSeam | undefined;
  /**
   * Where an award notice that could not be published goes (Redis away); default stderr. The
   * batch is settled and stays so: a notice is an announcement, never a reason to stop settling.
   */
  onNoticeError?: (error: unknown) => void;
}

export interface SettlementReport {
  /** Bets settled by this run. */
  settled: number;
  /** Chase orders stopped by this run. */
  stopped: number;
}

export interface Settlement {
  /** Settles the pending bets of every finished draw. */
  settleDue(): Promise<SettlementReport>;
}

const RESULT_OF: Record<BetOutcome, number> = {
  lose: BET_RESULT.NOT_WON,
  win: BET_RESULT.PAID_OUT,
  draw: BET_RESULT.DRAW,
};

// eslint-disable-next-line max-lines-per-function -- over 150 lines; to split into one file per operation (issue 35)
export function createSettlement(options: SettlementOptions): Settlement {
  const { db, pubsub, batchSize = SETTLEMENT_BATCH } = options;

  /**
   * The announcing threshold of each company, read once per settleDue run (in the batch's
   * transaction: PGlite has one connection).
   */
  let thresholds = new Map<number, Promise<bigint>>();
  function thresholdOf(tx: Tx, companyId: number): Promise<bigint> {
    if (options.bigWinThreshold !== undefined) return Promise.resolve(options.bigWinThreshold);
    let threshold = thresholds.get(companyId);
    if (!threshold) {
      threshold = readSettings(tx, companyId, [ConfigKey.AWARD_NOTICE_MIN]).then((values) =>
        yuanSetting(ConfigKey.AWARD_NOTICE_MIN, values[ConfigKey.AWARD_NOTICE_MIN]),
      );
      thresholds.set(companyId, threshold);
      // A failed read (its batch rolls back) is read again by the next batch.
      threshold.catch(() => thresholds.delete(companyId));
    }
    return threshold;
  }

  /**
   * Stops the rest of a chase after a win of `bet`: its later turns' pending orders. Returns how
   * many, and the 追号返款 entry for them (posted with the batch's other ledger rows).
   */
  async function stopChase(tx: Tx, bet: BetRow): Promise<{ count: number; entry?: LedgerEntry }> {
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

  /**
   * Writes the results of a batch in one statement, each row guarded by `status = 0` (a row another
   * run settled meanwhile is left alone). Returns the ids it settled.
   */
  async function markSettled(
    tx: Tx,
    results: { bet: BetRow; outcome: BetOutcome; oddsKey: string | null; reward: bigint }[],
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

  /** Settles one batch of a turn in one transaction; returns the bets settled (0: turn done). */
  async function settleBatch(
    gameId: number,
    turnNum: string,
    numbers: number[],
    report: SettlementReport,
    gameName: string,
  ): Promise<number> {
    const batchNotices: AwardNotice[] = [];
    const count = await db.transaction(async (tx) => {
      const bets = await tx
        .select(settledColumns)
        .from(betOrder)
        .where(
          and(
            eq(betOrder.gameId, gameId),
            eq(betOrder.turnNum, turnNum),
            eq(betOrder.status, BET_STATUS.PENDING),
          ),
        )
        .orderBy(asc(betOrder.userId), asc(betOrder.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      const validByUser = new Map<number, { companyId: number; amount: bigint }>();
      const entries: LedgerEntry[] = [];
      // Valid bets settled here: the agents above their players earn 代理返点 on them.
      const validBets: ValidBet[] = [];
      let settled = 0;
      let stopped = 0;
      if (bets.length === 0) return { bets: 0, settled: 0 };
      // Results are computed here, then written for the whole batch in one guarded statement.
      const settledAt = new Date();
      const results = bets.map((bet) => {
        const { outcome, oddsKey } = isPlayCode(bet.playCode)
          ? settleUnit(bet.playCode, bet.selection, numbers, bet.lunarYear)
          : { outcome: 'draw' as const, oddsKey: null };
        const odds = oddsKey ? (bet.odds[oddsKey] ?? 0) / 1000 : 0;
        const reward = BigInt(payoutOf(outcome, Number(bet.amount), odds));
        return { bet, outcome, oddsKey, reward };
      });
      const updatedIds = await markSettled(tx, results, settledAt);
      for (const { bet, outcome, oddsKey, reward } of results) {
        if (!updatedIds.has(bet.id)) continue;
        settled++;
        if (reward > 0n) {
          entries.push({
            userId: bet.userId,
            type: outcome === 'win' ? LEDGER_CODE.payout : LEDGER_CODE.drawRefund,
            amount: reward,
            refType: 'bet',
            refId: bet.orderNo,
            remark: `${gameName} 第${turnNum}期 ${bet.playName} ${bet.betInfo}`,
          });
        }
        if (outcome !== 'draw') {
          const entry = validByUser.get(bet.userId) ?? { companyId: bet.companyId, amount: 0n };
          entry.amount += bet.amount;
          validByUser.set(bet.userId, entry);
          validBets.push({
            betId: bet.id,
            orderNo: bet.orderNo,
            userId: bet.userId,
            amount: bet.amount,
          });
        }
        if (outcome === 'win' && bet.trackOrderNo && bet.stopOnWin) {
          const stop = await stopChase(tx, bet);
          stopped += stop.count;
          if (stop.entry) entries.push(stop.entry);
        }
        if (outcome === 'win' && reward >= (await thresholdOf(tx, bet.companyId))) {
          const [owner] = await tx
            .select({ account: userAccount.account })
            .from(userAccount)
            .where(eq(userAccount.id, bet.userId));
          batchNotices.push({
            type: 'award',
            orderNo: bet.orderNo,
            userId: bet.userId,
            gameId,
            gameName,
            turnNum,
            account: maskMiddle(owner?.account ?? ''),
            cateName: bet.playName,
            betInfo: bet.betInfo,
            reward: Number(reward),
          });
        }
        if (options.onBetSettled)
          await options.onBetSettled({
            ...bet,
            status: BET_STATUS.SETTLED,
            result: RESULT_OF[outcome],
            oddsKey,
            reward,
            settledAt,
          });
      }
      // Bet rows first, then wallets and users, each locked in user order: the same lock order as
      // a cancel (bet, then wallet), and the same user order in every run, so runs never deadlock.
      const agentEntries = await agentRebateEntries(tx, validBets);
      entries.push(...agentEntries);
      entries.sort((a, b) => a.userId - b.userId);
      await (options.faults ?? noFaults).reached('settle:batch');
      await postCredits(tx, entries);
      if (agentEntries.length > 0) await linkAgentRebateLedger(tx, validBets);
      await addCycleBetAmounts(tx, validByUser);
      report.stopped += stopped;
      return { bets: bets.length, settled };
    });
    report.settled += count.settled;
    await (options.faults ?? noFaults).reached('settle:rebates');
    // Announced once its batch committed (a notice of a rolled-back batch would be false).
    for (const notice of batchNotices)
      await pubsub
        .publish(AWARD_NOTICE_TOPIC, JSON.stringify(notice))
        .catch(
          options.onNoticeError ??
            ((error: unknown) =>
              console.error('settlement: an award notice was not published', error)),
        );
    return count.bets;
  }

  return {
    async settleDue() {
      const report: SettlementReport = { settled: 0, stopped: 0 };
      thresholds = new Map();
      // Turns with pending bets whose draw is stored and finished (a live draw settles when its
      // reveal ended, so that no bet shows its result before the player saw the numbers).
      const due = await db
        .selectDistinct({
          gameId: betOrder.gameId,
          turnNum: betOrder.turnNum,
          numbers: lotteryDraw.numbers,
          gameName: lotteryGame.name,
        })
        .from(betOrder)
        .innerJoin(
          lotteryDraw,
          and(eq(lotteryDraw.gameId, betOrder.gameId), eq(lotteryDraw.turnNum, betOrder.turnNum)),
        )
        .innerJoin(lotteryGame, eq(lotteryGame.id, betOrder.gameId))
        .where(
          and(
            eq(betOrder.status, BET_STATUS.PENDING),
            eq(lotteryDraw.streaming, false),
            sql`${lotteryDraw.revealed} = 7`,
          ),
        );
      for (const turn of due) {
        while (
          (await settleBatch(turn.gameId, turn.turnNum, turn.numbers, report, turn.gameName)) >=
          batchSize
        );
      }
      return report;
    },
  };
}
