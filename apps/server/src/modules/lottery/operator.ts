// The operator endpoint, mounted only when JINLI_OPERATOR_TOKEN is set: it lets an end-to-end test
// (or a demo) draw a game's next turn at a chosen moment instead of its slot, e.g. the daily live
// game a minute from now, shorten the live reveal, or change a daily game's draw time. Requests carry the token in
// `X-Operator-Token`; a wrong or missing token is 403 and changes nothing.
import { timingSafeEqual, createHash } from 'node:crypto';
import { ErrorCode } from '@jinli/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { lotteryGame } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { ok } from '../../http/endpoints';
import { parseInput } from '../../http/parseInput';
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

/** Message when a daily time is given for an interval game. */
export const NOT_DAILY_MSG = '该彩种不是每日开奖';

const digest = (text: string) => createHash('sha256').update(text).digest();

export function registerOperatorRoutes(
  app: FastifyInstance,
  db: Db,
  lottery: LotteryService,
  token: string,
  clock: () => number = Date.now,
): void {
  const expected = digest(token);
  app.post(OPERATOR_SCHEDULE_PATH, async (request) => {
    const given = request.headers[OPERATOR_TOKEN_HEADER];
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected))
      throw new AppError(ErrorCode.FORBIDDEN);
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
}
