// The turns a bet can be placed on: the turn on sale (the one after the game's latest stored draw,
// drawn at the operator's time when one is set) and, for a chase, the turns after it. Betting on a
// turn closes `closeBeforeSeconds` before its draw — the same times GET /v/lottery/openInfo shows.
import { lunarYearAt } from '@jinli/domain';
import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { lotteryDraw } from '../../db/schema';
import type { Zone } from '../../time/zones';
import { cadenceOf, type GameRow } from '../lottery/engine';
import { scheduleOf, slotAfterTurn } from '../lottery/schedule';

export interface OpenTurn {
  turnNum: string;
  /** Epoch ms of its draw. */
  drawAt: number;
  /** Epoch ms when betting on it closes (also the cancel deadline, betEndTime). */
  closeAt: number;
  /** The zodiac year its bets are made and settled in (lunar year of the draw day, UTC+8). */
  lunarYear: number;
}

/** The turn on sale and the `count - 1` turns after it. */
export async function openTurns(
  db: Db | Tx,
  game: GameRow,
  zone: Zone,
  now: number,
  count: number,
): Promise<OpenTurn[]> {
  const schedule = scheduleOf(cadenceOf(game), zone);
  const [last] = await db
    .select({ slotAt: lotteryDraw.slotAt, turnNum: lotteryDraw.turnNum })
    .from(lotteryDraw)
    .where(eq(lotteryDraw.gameId, game.id))
    .orderBy(desc(lotteryDraw.slotAt))
    .limit(1);
  let slot = last
    ? slotAfterTurn(schedule, last.slotAt.getTime(), last.turnNum)
    : schedule.slotAfter(now);
  const turns: OpenTurn[] = [];
  for (let i = 0; i < count; i++) {
    // The operator's time moves the first turn; the engine draws in order, so a later turn is
    // never drawn before it.
    const drawAt =
      i === 0 ? (game.nextDrawAt?.getTime() ?? slot.at) : Math.max(slot.at, turns[i - 1]!.drawAt);
    turns.push({
      turnNum: slot.turnNum,
      drawAt,
      closeAt: drawAt - game.closeBeforeSeconds * 1000,
      lunarYear: lunarYearAt(drawAt),
    });
    slot = schedule.next(slot);
  }
  return turns;
}
