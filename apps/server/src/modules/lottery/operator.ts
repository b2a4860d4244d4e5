// The lottery operator endpoints, mounted only when operators are configured (JINLI_OPERATORS):
// POST /operator/lottery/schedule draws a game's next turn at a chosen moment instead of its slot
// (e.g. the daily live game a minute from now), shortens the live reveal, or changes a daily
// game's draw time; POST /operator/lottery/draw draws the turn on sale right now with chosen
// numbers, finished at once, as the engine would store it (settlement follows on the engine's next
// tick). Both choose when or what a game draws, so both are allowed only for games whose results
// come from outside (EXTERNALLY_DRAWN_GAME_IDS: an operator enters the official numbers) or when the
// deployment enables test draws (--operator-test-draws, for end-to-end tests and demos).
// Requests carry a named operator's token in `X-Operator-Token`; a wrong or missing token is 403
// and changes nothing; every action is written to the operator audit log in its transaction.
import { ErrorCode } from '@jinli/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { lotteryDraw, lotteryGame } from '../../db/schema';
import { JobLock, runExclusive } from '../../jobs/exclusive';
import { AppError } from '../../http/AppError';
import { ok } from '../../http/endpoints';
import { parseInput } from '../../http/parseInput';
import { zoneOf } from '../../time/zones';
import { OPERATOR_TEXT, type OperatorAuth } from '../operators/accounts';
import { recordAudit } from '../operators/audit';
import { cadenceOf, type DrawEvent } from './engine';
import { replayUrl } from '../../web/mediaUrls';
import { scheduleOf, slotAfterTurn } from './schedule';
import type { LotteryService } from './service';
import { ROLES_OPS } from '../operators/roles';

/** Path of the schedule operation. */
export const OPERATOR_SCHEDULE_PATH = '/operator/lottery/schedule';
export { OPERATOR_TOKEN_HEADER } from '../operators/accounts';

/**
 * Games whose results come from outside this server (香港六合彩, game 70: the official Hong Kong
 * draw), so an operator enters them by hand. Every other game is drawn by the engine's RNG and
 * may be drawn by hand only in test mode.
 */
export const EXTERNALLY_DRAWN_GAME_IDS: readonly number[] = [70];

/** Body of POST /operator/lottery/schedule. */
export const operatorScheduleSchema = z
  .object({
    gameId: z.number().int().min(1),
    /** Draw the next turn this many seconds from now (1 s to 1 day). */
    delaySeconds: z.number().int().min(1).max(86_400).optional(),
    /** Seconds between revealed numbers of its live draw (1-600); unchanged when absent. */
    revealIntervalSeconds: z.number().int().min(1).max(600).optional(),
    /** New daily draw time 'HH:mm' of a daily game (from its next turn on). */
    dailyTime: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
      .optional(),
  })
  .refine(
    (b) =>
      b.delaySeconds !== undefined ||
      b.revealIntervalSeconds !== undefined ||
      b.dailyTime !== undefined,
    { message: 'nothing to change' },
  );

/** Path of the draw operation. */
export const OPERATOR_DRAW_PATH = '/operator/lottery/draw';

/** Body of POST /operator/lottery/draw: 7 distinct numbers 1-49, the last the special number. */
export const operatorDrawSchema = z.object({
  gameId: z.number().int().min(1),
  numbers: z
    .array(z.number().int().min(1).max(49))
    .length(7)
    .refine((numbers) => new Set(numbers).size === 7, { message: 'numbers must differ' }),
});

/** Message when the draw engine holds its lock for too long. */
export const ENGINE_BUSY_MSG = '开奖进行中，请稍后重试';

/** What the operator endpoints need. */
export interface OperatorRouteDeps {
  operators: OperatorAuth;
  /** Allow manual schedules and draws of every game (--operator-test-draws); default false. */
  testDraws?: boolean;
}

/** What the draw operation needs besides the schedule one. */
export interface OperatorDrawDeps {
  /** The system time zone. */
  timeZone: () => Promise<string>;
  /** Pushes draw events to the sockets (after the commit). */
  publish?: (events: DrawEvent[]) => Promise<void>;
  /** Called after a schedule change was written (drops cached answers built from the schedule). */
  scheduleChanged?: () => Promise<void>;
  /** Called with a hand draw's events once stored and published (its bets are settled). */
  drawStored?: (events: DrawEvent[]) => void;
}

/** Message when a daily time is given for an interval game. */
export const NOT_DAILY_MSG = '该彩种不是每日开奖';

/** Whether an operator may schedule or draw `gameId` by hand. */
export function manualDrawAllowed(gameId: number, testDraws: boolean): boolean {
  return testDraws || EXTERNALLY_DRAWN_GAME_IDS.includes(gameId);
}

export function registerOperatorRoutes(
  app: FastifyInstance,
  db: Db,
  lottery: LotteryService,
  deps: OperatorRouteDeps,
  clock: () => number = Date.now,
  drawDeps?: OperatorDrawDeps,
): void {
  const testDraws = deps.testDraws ?? false;
  /** 403 unless the game allows manual draws. */
  const refuseUnlessAllowed = (gameId: number): void => {
    if (!manualDrawAllowed(gameId, testDraws))
      throw new AppError(ErrorCode.FORBIDDEN, OPERATOR_TEXT.manualDrawRefused);
  };
  app.post(OPERATOR_SCHEDULE_PATH, async (request) => {
    const actor = await deps.operators.require(request, ROLES_OPS);
    const body = parseInput(operatorScheduleSchema, request.body);
    refuseUnlessAllowed(body.gameId);
    const game = await lottery.game(body.gameId);
    if (body.dailyTime !== undefined && game.dailyTime === null)
      throw new AppError(ErrorCode.BAD_REQUEST, NOT_DAILY_MSG);
    const change = {
      ...(body.delaySeconds !== undefined
        ? { nextDrawAt: new Date(clock() + body.delaySeconds * 1000) }
        : {}),
      ...(body.revealIntervalSeconds !== undefined
        ? { revealIntervalSeconds: body.revealIntervalSeconds }
        : {}),
      ...(body.dailyTime !== undefined ? { dailyTime: body.dailyTime } : {}),
    };
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select({
          nextDrawAt: lotteryGame.nextDrawAt,
          revealIntervalSeconds: lotteryGame.revealIntervalSeconds,
          dailyTime: lotteryGame.dailyTime,
        })
        .from(lotteryGame)
        .where(eq(lotteryGame.id, body.gameId))
        .for('update');
      await tx.update(lotteryGame).set(change).where(eq(lotteryGame.id, body.gameId));
      await recordAudit(tx, actor, {
        action: 'lottery.schedule',
        params: body,
        before: before ?? null,
        after: { ...before, ...change },
      });
    });
    await drawDeps?.scheduleChanged?.();
    return ok(await lottery.openInfo(body.gameId));
  });
  if (!drawDeps) return;
  app.post(OPERATOR_DRAW_PATH, async (request) => {
    const actor = await deps.operators.require(request, ROLES_OPS);
    const body = parseInput(operatorDrawSchema, request.body);
    refuseUnlessAllowed(body.gameId);
    const game = await lottery.game(body.gameId);
    const zone = zoneOf(await drawDeps.timeZone());
    // Under the engine's lock, so that the engine does not draw the same turn meanwhile.
    for (let attempt = 0; attempt < 20; attempt++) {
      const result = await runExclusive(db, JobLock.DRAW_ENGINE, async (tx) => {
        const now = clock();
        const schedule = scheduleOf(cadenceOf(game), zone);
        const [last] = await tx
          .select({ slotAt: lotteryDraw.slotAt, turnNum: lotteryDraw.turnNum })
          .from(lotteryDraw)
          .where(eq(lotteryDraw.gameId, game.id))
          .orderBy(desc(lotteryDraw.slotAt))
          .limit(1);
        const slot = last
          ? slotAfterTurn(schedule, last.slotAt.getTime(), last.turnNum)
          : schedule.slotAfter(now);
        await tx.insert(lotteryDraw).values({
          gameId: game.id,
          turnNum: slot.turnNum,
          slotAt: new Date(slot.at),
          openAt: new Date(now),
          numbers: body.numbers,
          revealed: 7,
          streaming: false,
          replayUrl: game.live ? replayUrl(game.id, slot.turnNum) : '',
        });
        await tx.update(lotteryGame).set({ nextDrawAt: null }).where(eq(lotteryGame.id, game.id));
        await recordAudit(tx, actor, {
          action: 'lottery.draw',
          params: body,
          before: { turnNum: slot.turnNum, drawn: false },
          after: { turnNum: slot.turnNum, numbers: body.numbers, openAt: new Date(now) },
        });
        return slot.turnNum;
      });
      if (result.ran) {
        const events: DrawEvent[] = [{ type: 'result', gameId: game.id, turnNum: result.value }];
        await drawDeps.publish?.(events);
        drawDeps.drawStored?.(events);
        return ok(await lottery.openInfo(body.gameId));
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new AppError(ErrorCode.CONFLICT, ENGINE_BUSY_MSG);
  });
}
