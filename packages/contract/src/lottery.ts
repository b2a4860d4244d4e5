// Lottery draws (spec §3 "Lottery info", §4 draw panel, §7 Lottery calls): the open info of a game
// (current turn on sale, previous result, next plan), its draw history and the play categories.
// Times are wall-clock texts 'YYYY-MM-DD HH:mm:ss' in the system time zone (sys_config.time_zone),
// so `planTime - serverTime` is the countdown whatever the zone.
import { z } from 'zod';
import { endpoint } from './endpointDef';
import { pageSchema } from './envelope';
import { LIVE_LOTTERY_TYPE } from './routes/requestConstants';

/** Wall time 'YYYY-MM-DD HH:mm:ss' in the system time zone. */
export const wallTimeTextSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'YYYY-MM-DD HH:mm:ss');

/** Numbers drawn per turn (the last one is the special number). */
export const DRAW_NUMBER_COUNT = 7;
/** Draw numbers run from 1 to this. */
export const DRAW_NUMBER_MAX = 49;

/** The game a lottery call is about when it names none (spec §9: default gameId 110). */
export const DEFAULT_LOTTERY_GAME_ID = 110;

/** A game id in a query: a positive integer, default 110. */
const gameIdParam = z.coerce
  .number<number>()
  .int()
  .min(1)
  .max(1_000_000)
  .default(DEFAULT_LOTTERY_GAME_ID);

/** The turn on sale now. */
export const currentTurnSchema = z.object({
  /** Turn (period) number, e.g. '202611210931' (interval games) or '2026325' (daily games). */
  turnNum: z.string(),
  /** Betting on this turn closes at this wall time. */
  closeTime: wallTimeTextSchema,
  /** Live stream URL of this turn (live games, '' otherwise); relative to the API origin. */
  liveUrl: z.string(),
});
export type CurrentTurn = z.infer<typeof currentTurnSchema>;

/** The latest drawn (or being drawn) turn. */
export const previousTurnSchema = z.object({
  turnNum: z.string(),
  /**
   * Comma list of two-digit numbers ('03,17,22,31,40,45,09'), the last the special number. While
   * `isStreaming` is 1 it holds only the numbers revealed so far (0 to 7).
   */
  openNum: z.string(),
  /** When the turn was drawn. */
  openTime: wallTimeTextSchema,
  /** 1 while the live draw reveals the numbers one by one, else 0. */
  isStreaming: z.union([z.literal(0), z.literal(1)]),
  /** While streaming: the live stream; after: the replay ('' when the game has no video). */
  liveUrl: z.string(),
});
export type PreviousTurn = z.infer<typeof previousTurnSchema>;

/** The next planned draw. */
export const planTurnSchema = z.object({
  turnNum: z.string(),
  /** When it is drawn; the countdown is planTime − serverTime. */
  planTime: wallTimeTextSchema,
});
export type PlanTurn = z.infer<typeof planTurnSchema>;

/** GET /v/lottery/openInfo data (also the content of a socket RESULT message). */
export const lotteryOpenInfoSchema = z.object({
  gameId: z.number().int(),
  gameName: z.string(),
  cur: currentTurnSchema,
  /** Null before the game's first draw. */
  pre: previousTurnSchema.nullable(),
  plan: planTurnSchema,
  /** The server's wall time when the answer was made. */
  serverTime: wallTimeTextSchema,
});
export type LotteryOpenInfo = z.infer<typeof lotteryOpenInfoSchema>;

/** Query of GET /v/lottery/openInfo. */
export const lotteryOpenInfoQuerySchema = z.object({
  gameId: gameIdParam,
  /** Cache buster, ignored. */
  _t: z.string().max(32).optional(),
});
export type LotteryOpenInfoQuery = z.infer<typeof lotteryOpenInfoQuerySchema>;

/** Query of GET /app-api/lottery/openInfo: the open info of several games (all when absent). */
export const lotteryOpenInfoListQuerySchema = z.object({
  /** Comma list of game ids, e.g. '110,70,71'; absent: every lottery game. */
  gameIds: z
    .string()
    .max(400)
    .regex(/^\d{1,7}(,\d{1,7})*$/, '以逗号分隔的彩种编号')
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .optional(),
  _t: z.string().max(32).optional(),
});
export type LotteryOpenInfoListQuery = z.infer<typeof lotteryOpenInfoListQuerySchema>;

/** One finished draw. */
export const lotteryHistoryRowSchema = z.object({
  gameId: z.number().int(),
  turnNum: z.string(),
  /** All 7 numbers, comma list, the last the special number. */
  openNum: z.string(),
  openTime: wallTimeTextSchema,
  /** Replay of the live draw ('' when the turn had none). */
  liveUrl: z.string(),
});
export type LotteryHistoryRow = z.infer<typeof lotteryHistoryRowSchema>;

/** Calendar date 'YYYY-MM-DD' in the system time zone. */
const dateParam = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

/** Query of GET /app-api/lottery/history: newest first. */
export const lotteryHistoryQuerySchema = z.object({
  gameId: gameIdParam,
  page: z.coerce.number<number>().int().min(1).max(100_000).default(1),
  /** Rows per page; default 20, at most 200 (enough for the statistics pages). */
  rows: z.coerce.number<number>().int().min(1).max(200).default(20),
  /**
   * Only the turns of this date (system time zone) — those whose turn number starts with it, so the
   * 00:00 draw of an interval game is the last of the day before, as in history/group.
   */
  date: dateParam.optional(),
  /** 'live-lottery': only draws with a replay. */
  type: z.enum([LIVE_LOTTERY_TYPE]).optional(),
});
export type LotteryHistoryQuery = z.infer<typeof lotteryHistoryQuerySchema>;

/** One date of a game's history (by turn number, see `date` above) with how many draws it holds. */
export const lotteryHistoryGroupSchema = z.object({
  date: dateParam,
  count: z.number().int().nonnegative(),
  /** First and last turn of the date. */
  firstTurnNum: z.string(),
  lastTurnNum: z.string(),
});
export type LotteryHistoryGroup = z.infer<typeof lotteryHistoryGroupSchema>;

/** Query of GET /app-api/lottery/history/group: the dates of a game's history, newest first. */
export const lotteryHistoryGroupQuerySchema = z.object({
  gameId: gameIdParam,
  page: z.coerce.number<number>().int().min(1).max(10_000).default(1),
  rows: z.coerce.number<number>().int().min(1).max(100).default(30),
  type: z.enum([LIVE_LOTTERY_TYPE]).optional(),
});
export type LotteryHistoryGroupQuery = z.infer<typeof lotteryHistoryGroupQuerySchema>;

/** One prize level of a play and its odds. */
export const playOddsLevelSchema = z.object({
  /** @jinli/domain OddsKey: 'base', 'yearSign', 'tail0', 'red', 'hit3', … */
  key: z.string(),
  /** Its Chinese name (赔率, 本命肖, 中三, …). */
  name: z.string(),
  /** Multiplier with at most 3 decimals; a win pays stake × odds, the stake included. */
  odds: z.number(),
});
export type PlayOddsLevel = z.infer<typeof playOddsLevelSchema>;

/** A play that can be bet (@jinli/domain PLAYS) with the game's odds and stake limits. */
export const playOddsSchema = z.object({
  /** What POST /api/bet/save names as `playId`. */
  playId: z.number().int(),
  /** @jinli/domain PlayCode: 'tema', 'temaSides', 'colour', 'threeOfTwo', … */
  code: z.string(),
  name: z.string(),
  /** 1 credit, 2 official: a game offering both lists its plays once per model. */
  model: z.union([z.literal(1), z.literal(2)]),
  /** Its prize levels in display order (三中二: 中三 then 中二). */
  odds: z.array(playOddsLevelSchema),
  /** Stake limits of one bet, thousandths. */
  minMoney: z.number().int(),
  maxMoney: z.number().int(),
});
export type PlayOdds = z.infer<typeof playOddsSchema>;

/** A play category (玩法) of a game, in display order. */
export const playCategorySchema = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  playCateName: z.string(),
  /** The plays that can be bet under it, both models ([] for a category without betting). */
  plays: z.array(playOddsSchema).default([]),
});
export type PlayCategory = z.infer<typeof playCategorySchema>;

export const playCategoryQuerySchema = z.object({ gameId: gameIdParam });
export type PlayCategoryQuery = z.infer<typeof playCategoryQuerySchema>;

export const lotteryEndpoints = {
  /** Open info of one game: current turn, previous result, next plan, server time. */
  lotteryOpenInfo: endpoint({
    method: 'GET',
    base: 'v',
    path: '/lottery/openInfo',
    query: lotteryOpenInfoQuerySchema,
    response: lotteryOpenInfoSchema,
  }),
  /** Open info of several (default all) lottery games, in game order (/lottery-record). */
  lotteryOpenInfoList: endpoint({
    method: 'GET',
    base: 'app',
    path: '/lottery/openInfo',
    query: lotteryOpenInfoListQuerySchema,
    response: z.array(lotteryOpenInfoSchema),
  }),
  /** Finished draws of a game, newest first, paged. */
  lotteryHistory: endpoint({
    method: 'GET',
    base: 'app',
    path: '/lottery/history',
    query: lotteryHistoryQuerySchema,
    response: pageSchema(lotteryHistoryRowSchema),
  }),
  /** The dates of a game's history with their draw counts, newest first, paged. */
  lotteryHistoryGroup: endpoint({
    method: 'GET',
    base: 'app',
    path: '/lottery/history/group',
    query: lotteryHistoryGroupQuerySchema,
    response: pageSchema(lotteryHistoryGroupSchema),
  }),
  /** Play categories of a game (home information panel tabs), with the plays and odds to bet. */
  gamePlayCategories: endpoint({
    method: 'GET',
    base: 'app',
    path: '/game/play-cate',
    query: playCategoryQuerySchema,
    response: z.array(playCategorySchema),
  }),
} as const;
