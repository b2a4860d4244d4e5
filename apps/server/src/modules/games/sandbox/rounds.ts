// The rounds of the sandbox's games: staking a bet, an instant round, a hi-lo hand opened and
// closed, a table round's clock, result and settlement, and the sweeps of due rounds and idle hands.
import { ErrorCode } from '@jinli/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { casinoBet, liveTableRound } from '../../../db/schema';
import { AppError } from '../../../http/AppError';
import { SANDBOX_LIVE_CODE } from '../catalog';
import {
  cardText,
  dealDragonTiger,
  DRAGON_TIGER_NAMES,
  type DragonTigerSide,
  dragonTigerPayout,
  hiloPotAfterWin,
  hiloWinningRanks,
  isStake,
} from './engines';

import {
  GAME_LEDGER,
  HAND_IDLE_MS,
  type HiloState,
  newBetNo,
  postGameLedger,
  SANDBOX_TEXT,
  type SandboxContext,
  type SandboxSession,
  tableTiming,
} from './context';

export const stakeOf = (stake: number) => {
  if (!Number.isSafeInteger(stake) || !isStake(stake))
    throw new AppError(ErrorCode.BAD_REQUEST, SANDBOX_TEXT.badStake);
  return BigInt(stake);
};
/**
 * Takes a bet's stake from the game wallet and records the bet, in `tx`; resolves to the game
 * wallet's balance after. The bet row's other fields (round, state, an instant outcome) are given.
 */
export async function stakeBet(
  tx: Tx,
  s: SandboxSession,
  bet: Omit<typeof casinoBet.$inferInsert, 'userId' | 'liveCode' | 'gameCode'> & {
    betNo: string;
    stake: bigint;
  },
): Promise<bigint> {
  const after = await postGameLedger(tx, {
    userId: s.userId,
    type: GAME_LEDGER.bet,
    amount: -bet.stake,
    refId: bet.betNo,
    remark: s.gameCode,
  });
  await tx.insert(casinoBet).values({
    ...bet,
    userId: s.userId,
    liveCode: SANDBOX_LIVE_CODE,
    gameCode: s.gameCode,
  });
  return after;
}
/** One instant round: stake, outcome and payout in one transaction. */
export async function instantRound(
  ctx: SandboxContext,
  s: SandboxSession,
  stake: bigint,
  outcome: { payout: bigint; detail: string; state: Record<string, unknown> },
) {
  const { db, now } = ctx;
  const betNo = newBetNo();
  const balance = await db.transaction(async (tx) => {
    let after = await stakeBet(tx, s, {
      betNo,
      stake,
      payout: outcome.payout,
      status: 'settled',
      state: outcome.state,
      detail: outcome.detail,
      settledAt: new Date(now()),
    });
    if (outcome.payout > 0n)
      after = await postGameLedger(tx, {
        userId: s.userId,
        type: GAME_LEDGER.payout,
        amount: outcome.payout,
        refId: betNo,
        remark: s.gameCode,
      });
    return after;
  });
  return { betNo, payout: Number(outcome.payout), balance: Number(balance) };
}
export async function openHand(ctx: SandboxContext, userId: number) {
  const { db } = ctx;
  const [row] = await db
    .select()
    .from(casinoBet)
    .where(
      and(
        eq(casinoBet.userId, userId),
        eq(casinoBet.status, 'open'),
        sql`${casinoBet.roundNo} is null`,
      ),
    )
    .limit(1);
  return row;
}
export function handView(row: { betNo: string; stake: bigint; state: Record<string, unknown> }) {
  const state = row.state as HiloState;
  const card = state.cards[state.cards.length - 1]!;
  return {
    open: true,
    betNo: row.betNo,
    stake: Number(row.stake),
    pot: Number(state.pot),
    cards: state.cards.map(cardText),
    rank: card.rank,
    guesses: state.guesses.length,
    highWins: hiloWinningRanks(card.rank, 'high'),
    lowWins: hiloWinningRanks(card.rank, 'low'),
    potIfHigh: Number(hiloPotAfterWin(BigInt(state.pot), card.rank, 'high')),
    potIfLow: Number(hiloPotAfterWin(BigInt(state.pot), card.rank, 'low')),
  };
}
/** Closes an open hand paying `payout` (guarded: once). */
export async function closeHand(
  ctx: SandboxContext,
  tx: Tx,
  row: { betNo: string; userId: number; gameCode: string },
  payout: bigint,
  state: HiloState,
  detail: string,
): Promise<boolean> {
  const { now } = ctx;
  const closed = await tx
    .update(casinoBet)
    .set({ status: 'settled', payout, state, detail, settledAt: new Date(now()) })
    .where(and(eq(casinoBet.betNo, row.betNo), eq(casinoBet.status, 'open')))
    .returning({ id: casinoBet.id });
  if (closed.length === 0) return false;
  if (payout > 0n)
    await postGameLedger(tx, {
      userId: row.userId,
      type: GAME_LEDGER.payout,
      amount: payout,
      refId: row.betNo,
      remark: row.gameCode,
    });
  return true;
}
export const hiloDetail = (state: HiloState, end: string) => {
  const steps = state.cards.map((card, i) =>
    i === 0
      ? `起始${cardText(card)}`
      : `猜${state.guesses[i - 1] === 'high' ? '大' : '小'}${cardText(card)}`,
  );
  return `${steps.join(' → ')} · ${end}`;
};
/** The round number and phase of a table at `at`. */
export function tableClock(gameCode: string, at: number) {
  const timing = tableTiming(gameCode);
  const roundNo = Math.floor(at / timing.roundMs);
  const into = at - roundNo * timing.roundMs;
  return {
    timing,
    roundNo,
    open: into < timing.betMs,
    closesAt: roundNo * timing.roundMs + timing.betMs,
    nextAt: (roundNo + 1) * timing.roundMs,
  };
}
/** The result of a closed round, drawn once (the primary key keeps the first). */
export async function roundResult(ctx: SandboxContext, gameCode: string, roundNo: number) {
  const { db, random } = ctx;
  const dealt = dealDragonTiger(random);
  await db
    .insert(liveTableRound)
    .values({ gameCode, roundNo, result: dealt })
    .onConflictDoNothing();
  const [row] = await db
    .select({ result: liveTableRound.result })
    .from(liveTableRound)
    .where(and(eq(liveTableRound.gameCode, gameCode), eq(liveTableRound.roundNo, roundNo)));
  return row!.result as ReturnType<typeof dealDragonTiger>;
}
export async function settleTableRound(
  ctx: SandboxContext,
  gameCode: string,
  roundNo: number,
): Promise<number> {
  const { db, now } = ctx;
  const result = await roundResult(ctx, gameCode, roundNo);
  const open = await db
    .select()
    .from(casinoBet)
    .where(
      and(
        eq(casinoBet.gameCode, gameCode),
        eq(casinoBet.roundNo, roundNo),
        eq(casinoBet.status, 'open'),
      ),
    );
  let settled = 0;
  for (const bet of open) {
    const side = (bet.state as { side: DragonTigerSide }).side;
    const payout = dragonTigerPayout(bet.stake, side, result.winner);
    const detail = `第${roundNo}局 押${DRAGON_TIGER_NAMES[side]} · 龙${cardText(result.dragon)} 虎${cardText(result.tiger)} · ${DRAGON_TIGER_NAMES[result.winner]}${result.winner === 'tie' ? '' : '赢'}`;
    const done = await db.transaction(async (tx) => {
      const rows = await tx
        .update(casinoBet)
        .set({ status: 'settled', payout, detail, settledAt: new Date(now()) })
        .where(and(eq(casinoBet.id, bet.id), eq(casinoBet.status, 'open')))
        .returning({ id: casinoBet.id });
      if (rows.length === 0) return false;
      if (payout > 0n)
        await postGameLedger(tx, {
          userId: bet.userId,
          type: GAME_LEDGER.payout,
          amount: payout,
          refId: bet.betNo,
          remark: gameCode,
        });
      return true;
    });
    if (done) settled++;
  }
  return settled;
}
export async function settleDueTables(ctx: SandboxContext, gameCode?: string): Promise<number> {
  const { db, now } = ctx;
  const at = now();
  const rows = await rowsOf<{ game_code: string; round_no: string | number }>(
    db,
    sql`select distinct game_code, round_no from casino_bet
        where status = 'open' and round_no is not null
        ${gameCode ? sql`and game_code = ${gameCode}` : sql``}`,
  );
  let settled = 0;
  for (const row of rows) {
    const roundNo = Number(row.round_no);
    const timing = tableTiming(row.game_code);
    if (at >= roundNo * timing.roundMs + timing.betMs)
      settled += await settleTableRound(ctx, row.game_code, roundNo);
  }
  return settled;
}
export async function cashOutIdleHands(ctx: SandboxContext): Promise<number> {
  const { db, now } = ctx;
  const idle = await db
    .select()
    .from(casinoBet)
    .where(
      and(
        eq(casinoBet.status, 'open'),
        sql`${casinoBet.roundNo} is null`,
        lt(casinoBet.createdAt, new Date(now() - HAND_IDLE_MS)),
      ),
    );
  let settled = 0;
  for (const row of idle) {
    const state = row.state as HiloState;
    if (now() - state.lastActionAt < HAND_IDLE_MS) continue;
    const ok = await db.transaction((tx) =>
      closeHand(ctx, tx, row, BigInt(state.pot), state, hiloDetail(state, '超时自动收手')),
    );
    if (ok) settled++;
  }
  return settled;
}

/** The game wallet's balance (thousandths). */
export async function gameBalance(ctx: SandboxContext, userId: number): Promise<bigint> {
  const [row] = await rowsOf<{ live_money: string | bigint }>(
    ctx.db,
    sql`select live_money from wallet where user_id = ${userId}`,
  );
  return BigInt(row?.live_money ?? 0);
}
