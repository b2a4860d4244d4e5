// 开奖 (issue 32): every lottery game with its cadence, its turn on sale and the engine's next draw
// times; a game's past draws, newest first, with whether settlement is done with them. Every
// signed-in operator reads; entering 香港六合彩's numbers stays on /console-api/operator/lottery/draw.
// Times are epoch ms (the console shows them in the browser's zone).
import { z } from 'zod';
import { pageSchema } from '../envelope';
import { CONSOLE_API_PREFIX, consolePagingSchema } from './paging';

/** GET: the games. */
export const CONSOLE_LOTTERY_GAMES_PATH = `${CONSOLE_API_PREFIX}/lottery/games`;
/** GET: one game's draws (paged). */
export const consoleLotteryDrawsPath = (gameId: number) =>
  `${CONSOLE_LOTTERY_GAMES_PATH}/${gameId}/draws`;

/** How many upcoming draw times a game lists. */
export const CONSOLE_NEXT_DRAWS = 5;

/** `:gameId` of a draws path: a positive int4. */
export const consoleLotteryGameParamsSchema = z.object({
  gameId: z.coerce.number<number>().int().min(1).max(2_147_483_647),
});

/** Query of a game's draws: `page` (from 1) and `pageSize` (1–100). */
export const consoleLotteryDrawsQuerySchema = consolePagingSchema;
export type ConsoleLotteryDrawsQuery = z.infer<typeof consoleLotteryDrawsQuerySchema>;

/** A game's cadence: every `intervalSeconds`, or once a day at `dailyTime` ('HH:mm', system zone). */
export const consoleLotteryCadenceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('interval'), intervalSeconds: z.number().int().positive() }),
  z.object({ kind: z.literal('daily'), dailyTime: z.string() }),
]);
export type ConsoleLotteryCadence = z.infer<typeof consoleLotteryCadenceSchema>;

/** One game: its schedule, the turn on sale and the engine's next draws. */
export const consoleLotteryGameSchema = z.object({
  gameId: z.number().int(),
  name: z.string(),
  code: z.string(),
  cadence: consoleLotteryCadenceSchema,
  /** Betting on a turn closes this many seconds before its draw. */
  closeBeforeSeconds: z.number().int(),
  /** Numbers revealed one by one on a live stream. */
  live: z.boolean(),
  revealIntervalSeconds: z.number().int(),
  /** Results come from outside (香港六合彩): an operator enters the official numbers by hand. */
  operatorDrawn: z.boolean(),
  /** The system time zone the cadence is read in. */
  timeZone: z.string(),
  /** The turn on sale: its number, when betting closes and when it is drawn. */
  current: z.object({
    turnNum: z.string(),
    closeAt: z.number().int(),
    drawAt: z.number().int(),
    /** 'open' betting, 'closed' waiting for its draw (or, for 香港六合彩, for an operator). */
    state: z.enum(['open', 'closed']),
    /** The draw time is an operator's choice (POST …/schedule delaySeconds), not the slot. */
    rescheduled: z.boolean(),
  }),
  /** The next CONSOLE_NEXT_DRAWS draws from the turn on sale on. */
  nextDraws: z.array(z.object({ turnNum: z.string(), drawAt: z.number().int() })),
  /** The latest stored draw, if any. */
  latest: z
    .object({ turnNum: z.string(), numbers: z.array(z.number().int()), drawnAt: z.number().int() })
    .nullable(),
});
export type ConsoleLotteryGame = z.infer<typeof consoleLotteryGameSchema>;
export const consoleLotteryGamesResponseSchema = z.array(consoleLotteryGameSchema);

/** One past draw. */
export const consoleLotteryDrawRowSchema = z.object({
  turnNum: z.string(),
  /** The numbers revealed so far (all 7 once a live draw ended), the last the special number. */
  numbers: z.array(z.number().int()),
  /** When it was drawn (the slot, or the operator's time). */
  drawnAt: z.number().int(),
  /** The live reveal is still on. */
  streaming: z.boolean(),
  /** Bets on this turn still waiting for settlement. */
  pendingBets: z.number().int().nonnegative(),
  /** Finished and no bet pending. */
  settled: z.boolean(),
});
export type ConsoleLotteryDrawRow = z.infer<typeof consoleLotteryDrawRowSchema>;
export const consoleLotteryDrawsResponseSchema = pageSchema(consoleLotteryDrawRowSchema);
