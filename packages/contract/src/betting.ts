// Betting (spec §3 "Lottery bet record", §7 "Bets"): placing bets, bet records, cancel and the
// rebate (洗码). The plays and their odds travel in GET /game/play-cate (lottery.ts, `plays`).
// The rules (play codes, selections, win rules, payouts) are @jinli/domain's betting rules.
//
// Money is integer thousandths of a yuan, in requests and answers alike. One bet (注) is one order:
// a bet line {playId, selection, unitMoney} becomes one order per picked option, or for 连码 one
// per combination of the picked numbers, each costing unitMoney.
import { z } from 'zod';
import { endpoint } from './endpointDef';
import { pageSchema } from './envelope';
import { wallTimeTextSchema } from './lottery';

const intParam = (min: number, max: number) => z.coerce.number<number>().int().min(min).max(max);
const thousandths = z.number().int();

/** Bet models: 1 credit (信用), 2 official (官方) — where the game offers both (see play-cate `model`). */
export const BET_MODELS = { CREDIT: 1, OFFICIAL: 2 } as const;
export const betModelSchema = z.union([z.literal(1), z.literal(2)]);
export type BetModel = z.infer<typeof betModelSchema>;

/** Most bets (orders) one POST /api/bet/save may make, over all lines and chased turns. */
export const MAX_BETS_PER_REQUEST = 500;
/** Most turns a chase (追号) may cover, the first one included. */
export const MAX_TRACK_TURNS = 30;

/** One bet line of a slip. */
export const betLineSchema = z.object({
  /** `playId` of a play in GET /game/play-cate of this game and model. */
  playId: z.number().int().min(1).max(2_147_483_647),
  /**
   * Option keys of the play (@jinli/domain playOptions): '07', '大', 'red', '鼠', '3'. Zodiac
   * options are those of the lunar year of the turn's draw (lunarYearAt of openInfo plan.planTime).
   */
  selection: z.array(z.string().min(1).max(8)).min(1).max(49),
  /** Stake of each bet the line makes, thousandths; a whole number of fen (a multiple of 10). */
  unitMoney: z.number().int().min(1).max(1_000_000_000),
});
export type BetLine = z.infer<typeof betLineSchema>;

/** POST /api/bet/save (JSON). */
export const betSaveBodySchema = z.object({
  gameId: z.number().int().min(1).max(1_000_000),
  /** The turn on sale (openInfo `cur.turnNum`); refused once it closed. */
  turnNum: z.string().min(1).max(32),
  /** Default 1 (credit). */
  model: betModelSchema.default(1),
  bets: z.array(betLineSchema).min(1).max(50),
  /**
   * Chase (追号): the same bets on `turns` consecutive turns starting with `turnNum`, paid at once
   * (ledger 追号扣款). With `stopOnWin`, the first win stops the chase: the later turns' orders
   * become status 4 and their money comes back (追号返款).
   */
  track: z
    .object({
      turns: z.number().int().min(2).max(MAX_TRACK_TURNS),
      stopOnWin: z.boolean().default(true),
    })
    .optional(),
});
export type BetSaveBody = z.input<typeof betSaveBodySchema>;

/** Answer of POST /api/bet/save. */
export const betSaveResultSchema = z.object({
  /** One per bet (and per chased turn), in slip order then turn order. */
  orderNos: z.array(z.string()),
  /** The chase's number, null without `track`. */
  trackOrderNo: z.string().nullable(),
  /** Number of bets (orders) made. */
  count: z.number().int(),
  /** Money taken from the balance, thousandths. */
  totalMoney: thousandths,
  /** Balance after the bet, thousandths. */
  balance: thousandths,
});
export type BetSaveResult = z.infer<typeof betSaveResultSchema>;

/** One bet record (spec §3). */
export const betRecordSchema = z.object({
  orderNo: z.string(),
  gameId: z.number().int(),
  gameName: z.string(),
  /** 0 pending, 1 settled, 2 cancelled, 3 deleted, 4 chase stopped (@jinli/domain BET_STATUS). */
  status: z.number().int(),
  /** Once settled: 0 not won, 1 paid out, 2 draw (stake refunded); null before. */
  result: z.number().int().nullable(),
  /** Betting on the turn closed (and cancelling ends) at this wall time (system time zone). */
  betEndTime: wallTimeTextSchema,
  /** The chase the order belongs to, null when none. */
  trackOrderNo: z.string().nullable(),
  turnNum: z.string(),
  /** Stake, thousandths. */
  totalMoney: thousandths,
  /** Paid back when settled (win: stake × odds; draw: the stake), thousandths; 0 otherwise. */
  reward: thousandths,
  /** Play name, e.g. '特码', '三中二'. */
  cateName: z.string(),
  /** @jinli/domain PlayCode of the play. */
  playCode: z.string(),
  account: z.string(),
  /** The turn's numbers once drawn ('' before). */
  openNum: z.string(),
  /** What was bet, e.g. '07', '红波', '03,07,12'. */
  betInfo: z.string(),
  /** Odds at bet time, e.g. '47.5' or '中三 100 / 中二 20'. */
  odds: z.string(),
  /** When the bet was made (wall time, system time zone). */
  addTime: wallTimeTextSchema,
  model: betModelSchema,
  /** 1 when the player may cancel it now (pending, before betEndTime, hy_is_cancel on). */
  isCancle: z.union([z.literal(0), z.literal(1)]),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

/** Record list filter: which statuses (the bet list tabs); absent: all. */
export const betRecordStatusSchema = intParam(0, 4);

/**
 * GET /api/cp/records/todayList: the player's bets made today (system time zone) plus every bet
 * still pending, newest first.
 */
export const betTodayListQuerySchema = z.object({
  status: betRecordStatusSchema.optional(),
  page: intParam(1, 10_000).default(1),
  rows: intParam(1, 100).default(20),
  gameId: intParam(1, 1_000_000).optional(),
  model: z.coerce.number<number>().pipe(betModelSchema).optional(),
});
export type BetTodayListQuery = z.input<typeof betTodayListQuerySchema>;

/**
 * GET /api/cp/records/historyList: the player's bets made on `date` (system time zone), newest
 * first; only one game's with `gameId` (the bet list's game filter).
 */
export const betHistoryListQuerySchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD'),
  gameId: intParam(1, 1_000_000).optional(),
  page: intParam(1, 10_000).default(1),
  rows: intParam(1, 100).default(20),
});
export type BetHistoryListQuery = z.input<typeof betHistoryListQuerySchema>;

/** Days back (today included) the day report covers. */
export const BET_DAY_REPORT_DAYS = 30;

/** One day of GET /api/cp/records/historyDayReport (days with bets in the last 30, newest first). */
export const betDayReportSchema = z.object({
  /** 'YYYY-MM-DD' (system time zone). */
  statTime: z.string(),
  /** Stakes of the day's bets that were not cancelled or stopped, thousandths. */
  bettingMoney: thousandths,
  /** Player's net result of the day's settled bets (reward − stake; + won), thousandths. */
  winOrcloseMoney: thousandths,
});
export type BetDayReport = z.infer<typeof betDayReportSchema>;

/** POST /api/bet/cancel (form): order numbers, comma-joined. */
export const betCancelBodySchema = z.object({
  orderNo: z
    .string()
    .min(1)
    .max(2000)
    .transform((text) => [...new Set(text.split(',').map((no) => no.trim()))].filter(Boolean)),
});
export type BetCancelBody = z.input<typeof betCancelBodySchema>;

/**
 * Answer of POST /api/bet/cancel when at least one order was cancelled: each order's result
 * (msg is the refusal, '' when cancelled). When none could be, the answer is a 400 whose msg is
 * the first refusal; with hy_is_cancel off it is 400 注单状态不可撤单，请刷新页面.
 */
export const betCancelResultSchema = z.object({
  results: z.array(z.object({ orderNo: z.string(), ok: z.boolean(), msg: z.string() })),
  cancelled: z.number().int(),
  /** Refunded in all, thousandths. */
  refund: thousandths,
  balance: thousandths,
});
export type BetCancelResult = z.infer<typeof betCancelResultSchema>;

/**
 * GET /api/user/betting-bonus: the rebate (洗码) not yet claimed. `rate` is the profile's
 * userInfo.rebate read as per mille (‰): the default 8 pays 0.8% of the valid bet amount. Valid
 * bets are settled bets won or lost (draws, cancels and stopped chases gave the stake back).
 */
export const bettingBonusSchema = z.object({
  /** ‰. */
  rate: z.number(),
  /** Valid bets not yet claimed on: their number and stakes (thousandths). */
  betCount: z.number().int(),
  validBetAmount: thousandths,
  /** What a claim pays now, thousandths (floor of validBetAmount × rate / 1000). */
  amount: thousandths,
  /** Epoch ms of the last claim, null when none. */
  lastClaimTime: z.number().int().nullable(),
});
export type BettingBonus = z.infer<typeof bettingBonusSchema>;

/** Answer of POST /api/user/betting-bonus/claim (400 暂无可领取的洗码 when nothing is claimable). */
export const bettingBonusClaimSchema = z.object({
  amount: thousandths,
  betCount: z.number().int(),
  validBetAmount: thousandths,
  balance: thousandths,
});
export type BettingBonusClaim = z.infer<typeof bettingBonusClaimSchema>;

export const bettingEndpoints = {
  /** Places bets on the turn on sale (optionally chased over the next turns). */
  betSave: endpoint({
    method: 'POST',
    base: 'api',
    path: '/bet/save',
    body: betSaveBodySchema,
    response: betSaveResultSchema,
    auth: true,
  }),
  betTodayList: endpoint({
    method: 'GET',
    base: 'api',
    path: '/cp/records/todayList',
    query: betTodayListQuerySchema,
    response: pageSchema(betRecordSchema),
    auth: true,
  }),
  betHistoryList: endpoint({
    method: 'GET',
    base: 'api',
    path: '/cp/records/historyList',
    query: betHistoryListQuerySchema,
    response: pageSchema(betRecordSchema),
    auth: true,
  }),
  betHistoryDayReport: endpoint({
    method: 'GET',
    base: 'api',
    path: '/cp/records/historyDayReport',
    response: z.array(betDayReportSchema),
    auth: true,
  }),
  betCancel: endpoint({
    method: 'POST',
    base: 'api',
    path: '/bet/cancel',
    body: betCancelBodySchema,
    response: betCancelResultSchema,
    form: true,
    auth: true,
  }),
  bettingBonus: endpoint({
    method: 'GET',
    base: 'api',
    path: '/user/betting-bonus',
    response: bettingBonusSchema,
    auth: true,
  }),
  bettingBonusClaim: endpoint({
    method: 'POST',
    base: 'api',
    path: '/user/betting-bonus/claim',
    response: bettingBonusClaimSchema,
    auth: true,
  }),
} as const;
