// The game center and third-party games (spec §2 Game center, §3 Game and game category, §4 Play
// game / Follow, §5 Casino report, §7 Games, §8 Play game): the lobby's categories and games, the
// launch of a third-party game through the transfer wallet, the recall that brings the game wallet
// back, and the casino report. Amounts in answers are integer thousandths of a yuan.
//
// Money: the player's money is the main wallet (`money`) plus the game wallet (`liveMoney`);
// launching a game moves the whole main wallet into the game wallet, the recall moves the game
// wallet back (each move two ledger rows: 额度转出 29 / 额度转入 28).
import { z } from 'zod';
import { endpoint } from './endpointDef';
import { companyCodeParam, zeroOneSchema } from './content/params';

/**
 * Lobby categories in the order the game center shows them (spec §2). `hot` lists the games with
 * hot > 0 (hot descending) from every other category.
 */
export const GAME_CATEGORY_TYPES = [
  'hot',
  'lottery',
  'fish',
  'electronic',
  'card',
  'live',
  'sport',
] as const;
export const gameCategorySchema = z.enum(GAME_CATEGORY_TYPES);
export type GameCategory = z.infer<typeof gameCategorySchema>;

/** Categories shown one column wide with `landscapeUrl` (spec §2: live and sport). */
export const WIDE_GAME_CATEGORIES: readonly GameCategory[] = ['live', 'sport'];

/**
 * How a game opens: `lottery` goes to the app's /game/{gameId} (the draw engine's games);
 * `live` is a third-party game launched with GET /live/play (the URL shown full screen).
 */
export const gameTypeSchema = z.enum(['lottery', 'live']);
export type GameType = z.infer<typeof gameTypeSchema>;

/** A lobby category (spec §3 Game category). */
export const gameCategoryItemSchema = z.object({
  type: gameCategorySchema,
  /** Chinese name (热门, 彩票, 捕鱼, 电子, 棋牌, 真人, 体育). */
  name: z.string(),
  /** Icon (relative to the API origin). */
  imageUrl: z.string(),
});
export type GameCategoryItem = z.infer<typeof gameCategoryItemSchema>;

/** A game of the lobby (spec §3 Game). */
export const gameSchema = z.object({
  /** Lottery games: the draw engine's game id (opens /game/{gameId}); others their own id. */
  gameId: z.number().int(),
  gameName: z.string(),
  /** Unique code of the game at its provider ('' for lottery); the casino report's key. */
  gameCode: z.string(),
  /** Provider code (e.g. 'SANDBOX'; '' for lottery): `liveCode` of GET /live/play. */
  liveCode: z.string(),
  /** Kind code at the provider: `gameKind` of GET /live/play (0 for lottery). */
  gameKind: z.number().int(),
  type: gameTypeSchema,
  /** The game's own category (never `hot`; hot games also appear in the hot category). */
  category: gameCategorySchema,
  /** Square tile (relative to the API origin). */
  imageUrl: z.string(),
  /** Wide picture for the one-column categories (live, sport); '' for the others. */
  landscapeUrl: z.string(),
  /** > 0 puts the game in the hot list, highest first; 0 otherwise. */
  hot: z.number().int(),
  /** 1 when the logged-in viewer follows the game (0 for visitors). */
  isFollow: zeroOneSchema,
  /**
   * Maintenance window 'YYYY-MM-DD HH:mm:ss~YYYY-MM-DD HH:mm:ss' in the system time zone
   * (Asia/Shanghai); '' when none. In maintenance while now is within it (show 维护中).
   */
  maintain: z.string(),
  /** 1: the game is played in landscape (the native shell rotates); 0 portrait. */
  appDisplay: zeroOneSchema,
});
export type Game = z.infer<typeof gameSchema>;

/** One category of GET /game/group with its games (what the lobby renders). */
export const gameGroupSchema = gameCategoryItemSchema.extend({ games: z.array(gameSchema) });
export type GameGroup = z.infer<typeof gameGroupSchema>;

export const gameGroupQuerySchema = z.object({ companyCode: companyCodeParam });

/** Game center page size (spec §9: page 1, rows 30). */
export const GAME_LIST_ROWS = 30;

/** GET /game/list-all: a page of the games of a category (every category when absent). */
export const gameListQuerySchema = z.object({
  groupType: gameCategorySchema.optional(),
  page: z.coerce.number<number>().int().min(1).max(10_000).default(1),
  rows: z.coerce.number<number>().int().min(1).max(100).default(GAME_LIST_ROWS),
  companyCode: companyCodeParam,
});
export type GameListQuery = z.input<typeof gameListQuerySchema>;

export const gameListSchema = z.object({
  data: z.array(gameSchema),
  totalCount: z.number().int().nonnegative(),
  page: z.number().int(),
});
export type GameList = z.infer<typeof gameListSchema>;

const flag01 = z.coerce.number<number>().int().min(0).max(1);

/**
 * GET /live/play: launch a third-party game (spec §4 Play game). Moves the main wallet into the
 * game wallet and answers the game's URL (a signed, short-lived session) in `data`. Refusals:
 * visitors 401 请先登录; trial accounts 试玩账户无法进行该操作，请注册正式账户!; maintenance
 * LIVE/maintenance; a frozen account UC/ACCOUNT_STATE_ERROR; a blacklisted player
 * USER_IN_BLACKLIST or LIVE/BLACK_USER; a card round still open KY/0 您正在牌局中，请稍后再试！;
 * too many launches SYS/TOO_MANY_REQUESTS 操作频繁，请稍后试试.
 */
export const livePlayQuerySchema = z.object({
  /** The game's `liveCode` (provider). */
  liveCode: z.string().trim().min(1).max(32),
  /** The game's `gameCode`. */
  gameType: z.string().trim().min(1).max(64),
  /** 1 mobile (default), 0 desktop. */
  isMobile: flag01.default(1),
  /** The game's `gameKind`. */
  gameKind: z.coerce.number<number>().int().min(0).max(1_000_000).optional(),
});
export type LivePlayQuery = z.input<typeof livePlayQuerySchema>;

/**
 * POST /api/live/recall (the spec names no call; this one is ours): brings the game wallet back
 * to the main wallet. Safe to repeat; answers the balances after it (thousandths).
 */
export const liveRecallSchema = z.object({
  money: z.number().int(),
  liveMoney: z.number().int(),
  /** Thousandths moved back by this call (0 when the game wallet was empty). */
  amount: z.number().int(),
});
export type LiveRecall = z.infer<typeof liveRecallSchema>;

/** One casino game as the report's game picker lists it (GET /api/live/allLiveGames). */
export const liveGameSchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  liveCode: z.string(),
  category: gameCategorySchema,
});
export type LiveGame = z.infer<typeof liveGameSchema>;

/** 'YYYY-MM-DD' (system time zone). */
const dateParam = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式有误');

/**
 * GET /api/live/gameReportList: one row per requested game code (comma-joined `gameCodes`, at
 * least one; unknown codes are left out) over startDate..endDate inclusive. The server applies
 * @jinli/domain's casinoReportQuery (spec §5): no future dates (不能选择未来的日期), start not
 * after end (开始日期不能晚于结束日期), a game code (暂无可查询的游戏); an absent or empty
 * endDate means today. Refusals are 400 SYS/BAD_REQUEST with that message.
 */
export const gameReportQuerySchema = z.object({
  gameCodes: z.string().max(4000).default(''),
  startDate: dateParam,
  endDate: z.union([dateParam, z.literal('')]).optional(),
});
export type GameReportQuery = z.input<typeof gameReportQuerySchema>;

/** A casino report row (spec §3 Casino row). */
export const gameReportRowSchema = z.object({
  gameName: z.string(),
  gameCode: z.string(),
  /** Stakes, thousandths. */
  betAmount: z.number().int(),
  /** Net result for the player (payouts minus stakes), thousandths; green when >= 0. */
  winAmount: z.number().int(),
  betCount: z.number().int(),
});
export type GameReportRow = z.infer<typeof gameReportRowSchema>;

/** GET /api/live/br: a game's bets over the dates (same rules), newest first (the client appends page > 1). */
export const betRecordQuerySchema = z.object({
  gameCode: z.string().trim().min(1).max(64),
  startDate: dateParam,
  endDate: z.union([dateParam, z.literal('')]).optional(),
  page: z.coerce.number<number>().int().min(1).max(10_000).default(1),
  rows: z.coerce.number<number>().int().min(1).max(100).default(20),
});
export type BetRecordQuery = z.input<typeof betRecordQuerySchema>;

/** One round of a casino game. */
export const casinoBetSchema = z.object({
  betNo: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  /** Stake, thousandths. */
  betAmount: z.number().int(),
  /** Paid back, thousandths (0 on a loss). */
  payout: z.number().int(),
  /** payout - betAmount, thousandths. */
  winAmount: z.number().int(),
  /** Chinese description of the round (what was bet and what came out). */
  detail: z.string(),
  /** Epoch ms. */
  betTime: z.number().int(),
});
export type CasinoBet = z.infer<typeof casinoBetSchema>;

export const betRecordPageSchema = z.object({
  data: z.array(casinoBetSchema),
  totalCount: z.number().int().nonnegative(),
  page: z.number().int(),
});
export type BetRecordPage = z.infer<typeof betRecordPageSchema>;

/** The follow call stays POST /app-api/game/toggle-like (`gameToggleFollow` in content). */
export const gameEndpoints = {
  /** Categories with their games (spec §7 GET /game/group); isFollow for a logged-in viewer. */
  gameGroup: endpoint({
    method: 'GET',
    base: 'app',
    path: '/game/group',
    query: gameGroupQuerySchema,
    response: z.array(gameGroupSchema),
  }),
  /** The categories alone, in lobby order. */
  gameGroupType: endpoint({
    method: 'GET',
    base: 'app',
    path: '/game/group-type',
    query: gameGroupQuerySchema,
    response: z.array(gameCategoryItemSchema),
  }),
  gameListAll: endpoint({
    method: 'GET',
    base: 'app',
    path: '/game/list-all',
    query: gameListQuerySchema,
    response: gameListSchema,
  }),
  /** The launch URL in `data` (open it full screen). */
  livePlay: endpoint({
    method: 'GET',
    base: 'app',
    path: '/live/play',
    query: livePlayQuerySchema,
    response: z.string(),
    auth: true,
  }),
  liveRecall: endpoint({
    method: 'POST',
    base: 'api',
    path: '/live/recall',
    response: liveRecallSchema,
    auth: true,
  }),
  allLiveGames: endpoint({
    method: 'GET',
    base: 'api',
    path: '/live/allLiveGames',
    response: z.array(liveGameSchema),
  }),
  gameReportList: endpoint({
    method: 'GET',
    base: 'api',
    path: '/live/gameReportList',
    query: gameReportQuerySchema,
    response: z.array(gameReportRowSchema),
    auth: true,
  }),
  liveBetRecords: endpoint({
    method: 'GET',
    base: 'api',
    path: '/live/br',
    query: betRecordQuerySchema,
    response: betRecordPageSchema,
    auth: true,
  }),
} as const;
