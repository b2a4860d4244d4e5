// The operator endpoint, mounted only when JINLI_OPERATOR_TOKEN is set: it lets an end-to-end test
// (or a demo) draw a game's next turn at a chosen moment instead of its slot, e.g. the daily live
// game a minute from now, shorten the live reveal, or change a daily game's draw time. Requests carry the token in
// `X-Operator-Token`; a wrong or missing token is 403 and changes nothing.
// POST /operator/lottery/draw draws the turn on sale right now with chosen numbers (betting e2e
// tests: a known winner), finished at once, as the engine would store it; settlement follows on
// the engine's next tick.
import { timingSafeEqual, createHash } from 'node:crypto';
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
import { cadenceOf, type DrawEvent } from './engine';
import { replayUrl } from './liveUrls';
import { scheduleOf, slotAfterTurn, zoneOf } from './schedule';
import type { LotteryService } from './service';

/** Path of the schedule operation. */
export const OPERATOR_SCHEDULE_PATH = '/operator/lottery/schedule';
/** Header carrying the operator token. */
export const OPERATOR_TOKEN_HEADER = 'x-operator-token';

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

/** What the draw operation needs besides the schedule one. */
export interface OperatorDrawDeps {
  /** The system time zone. */
  timeZone: () => Promise<string>;
  /** Pushes draw events to the sockets (after the commit). */
  publish?: (events: DrawEvent[]) => Promise<void>;
}

/** Message when a daily time is given for an interval game. */
export const NOT_DAILY_MSG = '该彩种不是每日开奖';

const digest = (text: string) => createHash('sha256').update(text).digest();

export function registerOperatorRoutes(
  app: FastifyInstance,
  db: Db,
  lottery: LotteryService,
  token: string,
  clock: () => number = Date.now,
  drawDeps?: OperatorDrawDeps,
): void {
  const expected = digest(token);
  const checkToken = (given: unknown) => {
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected))
      throw new AppError(ErrorCode.FORBIDDEN);
  };
  app.post(OPERATOR_SCHEDULE_PATH, async (request) => {
    checkToken(request.headers[OPERATOR_TOKEN_HEADER]);
    const body = parseInput(operatorScheduleSchema, request.body);
    const game = await lottery.game(body.gameId);
    if (body.dailyTime !== undefined && game.dailyTime === null)
      throw new AppError(ErrorCode.BAD_REQUEST, NOT_DAILY_MSG);
    await db
      .update(lotteryGame)
      .set({
        ...(body.delaySeconds !== undefined
          ? { nextDrawAt: new Date(clock() + body.delaySeconds * 1000) }
          : {}),
        ...(body.revealIntervalSeconds !== undefined
          ? { revealIntervalSeconds: body.revealIntervalSeconds }
          : {}),
        ...(body.dailyTime !== undefined ? { dailyTime: body.dailyTime } : {}),
      })
      .where(eq(lotteryGame.id, body.gameId));
    return ok(await lottery.openInfo(body.gameId));
  });
  if (!drawDeps) return;
  app.post(OPERATOR_DRAW_PATH, async (request) => {
    checkToken(request.headers[OPERATOR_TOKEN_HEADER]);
    const body = parseInput(operatorDrawSchema, request.body);
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
        return slot.turnNum;
      });
      if (result.ran) {
        await drawDeps.publish?.([{ type: 'result', gameId: game.id, turnNum: result.value }]);
        return ok(await lottery.openInfo(body.gameId));
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new AppError(ErrorCode.CONFLICT, ENGINE_BUSY_MSG);
  });
}
