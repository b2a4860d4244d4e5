// One batch of a drawn turn's pending bets, settled in one transaction: the bets are taken
// FOR UPDATE SKIP LOCKED (a concurrent run takes others instead of waiting), their results written
// in one guarded statement, and what each settled bet brings — its payout or draw refund, its valid
// amount (VIP progress, agent rebates), a stopped chase, an award notice — is collected and posted
// together; the notices go out after the commit.
import { BET_STATUS, LEDGER_CODE } from '@jinli/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { betOrder } from '../../db/schema';
import type { FaultSeam } from '../../faults/seam';
import type { PubSub } from '../../realtime/pubsub';
import { agentRebateEntries, linkAgentRebateLedger, type ValidBet } from '../agents/rebateChain';
import { type LedgerEntry, postCredits } from '../wallet/ledger';
import { addCycleBetAmounts } from '../wallet/progress';
import {
  type AwardNotice,
  awardNoticeOf,
  type AwardThreshold,
  publishAwardNotices,
} from './awardNotices';
import {
  type BetResult,
  markSettled,
  RESULT_OF,
  resultOf,
  type SettledBet,
  settledColumns,
} from './betResults';
import { stopChase } from './chaseStop';

export interface SettlementReport {
  /** Bets settled by this run. */
  settled: number;
  /** Chase orders stopped by this run. */
  stopped: number;
}

/** What a batch is given by its run (settlement.ts). */
export interface BatchRun {
  db: Db;
  pubsub: PubSub;
  batchSize: number;
  onBetSettled: ((bet: SettledBet) => void | Promise<void>) | undefined;
  faults: FaultSeam;
  onNoticeError: ((error: unknown) => void) | undefined;
  thresholdOf: AwardThreshold;
  /** Added to as batches commit. */
  report: SettlementReport;
}

/** A drawn turn with pending bets. */
export interface DueTurn {
  gameId: number;
  turnNum: string;
  numbers: number[];
  gameName: string;
}

/** What the settled bets of a batch add up to, posted once the last of them is done. */
interface BatchTotals {
  settled: number;
  stopped: number;
  entries: LedgerEntry[];
  /** Valid (won or lost) stakes per user: the cycle bet amount behind the VIP level. */
  validByUser: Map<number, { companyId: number; amount: bigint }>;
  /** Valid bets settled here: the agents above their players earn 代理返点 on them. */
  validBets: ValidBet[];
  notices: AwardNotice[];
}

/** Takes the consequences of one settled bet into the batch's totals, in the bet's order. */
async function takeSettledBet(
  tx: Tx,
  run: BatchRun,
  turn: DueTurn,
  totals: BatchTotals,
  { bet, outcome, oddsKey, reward }: BetResult,
  settledAt: Date,
): Promise<void> {
  totals.settled++;
  if (reward > 0n) {
    totals.entries.push({
      userId: bet.userId,
      type: outcome === 'win' ? LEDGER_CODE.payout : LEDGER_CODE.drawRefund,
      amount: reward,
      refType: 'bet',
      refId: bet.orderNo,
      remark: `${turn.gameName} 第${turn.turnNum}期 ${bet.playName} ${bet.betInfo}`,
    });
  }
  if (outcome !== 'draw') {
    const entry = totals.validByUser.get(bet.userId) ?? { companyId: bet.companyId, amount: 0n };
    entry.amount += bet.amount;
    totals.validByUser.set(bet.userId, entry);
    totals.validBets.push({
      betId: bet.id,
      orderNo: bet.orderNo,
      userId: bet.userId,
      amount: bet.amount,
    });
  }
  if (outcome === 'win' && bet.trackOrderNo && bet.stopOnWin) {
    const stop = await stopChase(tx, bet);
    totals.stopped += stop.count;
    if (stop.entry) totals.entries.push(stop.entry);
  }
  if (outcome === 'win' && reward >= (await run.thresholdOf(tx, bet.companyId)))
    totals.notices.push(await awardNoticeOf(tx, bet, reward, turn));
  if (run.onBetSettled)
    await run.onBetSettled({
      ...bet,
      status: BET_STATUS.SETTLED,
      result: RESULT_OF[outcome],
      oddsKey,
      reward,
      settledAt,
    });
}

const noTotals = (): BatchTotals => ({
  settled: 0,
  stopped: 0,
  entries: [],
  validByUser: new Map(),
  validBets: [],
  notices: [],
});

/** Settles one batch of a turn in one transaction; returns the bets taken (0: turn done). */
export async function settleBatch(run: BatchRun, turn: DueTurn): Promise<number> {
  const batch = await run.db.transaction(async (tx) => {
    const totals = noTotals();
    const bets = await tx
      .select(settledColumns)
      .from(betOrder)
      .where(
        and(
          eq(betOrder.gameId, turn.gameId),
          eq(betOrder.turnNum, turn.turnNum),
          eq(betOrder.status, BET_STATUS.PENDING),
        ),
      )
      .orderBy(asc(betOrder.userId), asc(betOrder.id))
      .limit(run.batchSize)
      .for('update', { skipLocked: true });
    if (bets.length === 0) return { taken: 0, totals };
    // Results are computed here, then written for the whole batch in one guarded statement.
    const settledAt = new Date();
    const results = bets.map((bet) => resultOf(bet, turn.numbers));
    const updatedIds = await markSettled(tx, results, settledAt);
    for (const result of results)
      if (updatedIds.has(result.bet.id))
        await takeSettledBet(tx, run, turn, totals, result, settledAt);
    // Bet rows first, then wallets and users, each locked in user order: the same lock order as
    // a cancel (bet, then wallet), and the same user order in every run, so runs never deadlock.
    const agentEntries = await agentRebateEntries(tx, totals.validBets);
    totals.entries.push(...agentEntries);
    totals.entries.sort((a, b) => a.userId - b.userId);
    await run.faults.reached('settle:batch');
    await postCredits(tx, totals.entries);
    if (agentEntries.length > 0) await linkAgentRebateLedger(tx, totals.validBets);
    await addCycleBetAmounts(tx, totals.validByUser);
    run.report.stopped += totals.stopped;
    return { taken: bets.length, totals };
  });
  run.report.settled += batch.totals.settled;
  await run.faults.reached('settle:rebates');
  // Announced once its batch committed (a notice of a rolled-back batch would be false).
  await publishAwardNotices(run.pubsub, batch.totals.notices, run.onNoticeError);
  return batch.taken;
}
