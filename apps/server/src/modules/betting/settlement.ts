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
//
// Each step is a function of its own file: the turns with work (dueTurns.ts), a batch
// (settleBatch.ts), a bet's result and the guarded write (betResults.ts), a stopped chase
// (chaseStop.ts), the award notices (awardNotices.ts); this factory runs them.
import type { Db } from '../../db/client';
import { type FaultSeam, noFaults } from '../../faults/seam';
import type { PubSub } from '../../realtime/pubsub';
import { awardThresholds } from './awardNotices';
import type { SettledBet } from './betResults';
import { dueTurns } from './dueTurns';
import { type BatchRun, settleBatch, type SettlementReport } from './settleBatch';

/** Bets settled per transaction. */
export const SETTLEMENT_BATCH = 2_000;

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
  /** Seconds each batch took, its transaction and award notices (metrics); default none. */
  onBatch?: (seconds: number) => void;
}

export interface Settlement {
  /** Settles the pending bets of every finished draw. */
  settleDue(): Promise<SettlementReport>;
}

export function createSettlement(options: SettlementOptions): Settlement {
  const { db, batchSize = SETTLEMENT_BATCH } = options;
  return {
    async settleDue() {
      const run: BatchRun = {
        db,
        pubsub: options.pubsub,
        batchSize,
        onBetSettled: options.onBetSettled,
        faults: options.faults ?? noFaults,
        onNoticeError: options.onNoticeError,
        // The award thresholds are read once per run.
        thresholdOf: awardThresholds(options.bigWinThreshold),
        report: { settled: 0, stopped: 0 },
      };
      const batch = options.onBatch ? timedBatch(options.onBatch) : settleBatch;
      for (const turn of await dueTurns(db)) {
        // A full batch may leave more behind; a short one was the turn's last.
        while ((await batch(run, turn)) >= batchSize);
      }
      return run.report;
    },
  };
}

/** settleBatch, telling `onBatch` how long each took (also a batch that failed). */
function timedBatch(onBatch: (seconds: number) => void): typeof settleBatch {
  return async (run, turn) => {
    const started = performance.now();
    try {
      return await settleBatch(run, turn);
    } finally {
      onBatch((performance.now() - started) / 1000);
    }
  };
}
