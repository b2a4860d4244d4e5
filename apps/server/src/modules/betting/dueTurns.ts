// The turns settlement has work in: pending bets whose draw is stored and finished. A live draw
// settles when its reveal ended, so that no bet shows its result before the player saw the numbers.
import { BET_STATUS } from '@jinli/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { betOrder, lotteryDraw, lotteryGame } from '../../db/schema';
import type { DueTurn } from './settleBatch';

export async function dueTurns(db: Db): Promise<DueTurn[]> {
  return db
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
}
