// Betting tables: the plays each game offers with their odds and stake limits (bet_play), the bets
// (bet_order: one row per bet 注, settled exactly once by a guarded status change) and the rebate
// claims (rebate_claim).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, money } from './columns';
import { userAccount } from './accounts';
import { company } from './company';
import { lotteryGame, playCategory } from './lottery';

/** A play of a game in one model, with its odds per prize level (thousandths of the multiplier). */
export const betPlay = pgTable(
  'bet_play',
  {
    id: serial('id').primaryKey(),
    gameId: cascadeRef('game_id', () => lotteryGame.id),
    /** The play category it is listed under (GET /game/play-cate). */
    categoryId: cascadeRef('category_id', () => playCategory.id),
    /** @jinli/domain PlayCode. */
    code: text('code').notNull(),
    /** 1 credit, 2 official. */
    model: smallint('model').notNull(),
    /** Odds per @jinli/domain OddsKey in thousandths: { "base": 47500 }. */
    odds: jsonb('odds').$type<Record<string, number>>().notNull(),
    /** Stake limits of one bet. */
    minMoney: money('min_money').notNull(),
    maxMoney: money('max_money').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    unique('bet_play_game_model_code_key').on(t.gameId, t.model, t.code),
    check('bet_play_model_check', sql`${t.model} in (1, 2)`),
    check('bet_play_money_check', sql`${t.minMoney} > 0 and ${t.maxMoney} >= ${t.minMoney}`),
  ],
);

/**
 * One bet (注). `status` follows @jinli/domain BET_STATUS (0 pending, 1 settled, 2 cancelled,
 * 4 chase stopped) and only ever leaves 0 through an update guarded by `status = 0`, in the same
 * transaction as the ledger row it causes, so a bet is settled, cancelled or stopped exactly once.
 */
export const betOrder = pgTable(
  'bet_order',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    userId: cascadeRef('user_id', () => userAccount.id),
    companyId: cascadeRef('company_id', () => company.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => lotteryGame.id),
    turnNum: text('turn_num').notNull(),
    /** The turn's planned draw time (orders of a chase settle in this order). */
    drawAt: timestamp('draw_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Betting on the turn closed here; cancelling is allowed before it. */
    betEndAt: timestamp('bet_end_at', { withTimezone: true, mode: 'date' }).notNull(),
    model: smallint('model').notNull(),
    playId: integer('play_id')
      .notNull()
      .references(() => betPlay.id),
    playCode: text('play_code').notNull(),
    /** Play name at bet time (cateName). */
    playName: text('play_name').notNull(),
    /** Option keys of this bet (one, or the combination of a 连码 bet). */
    selection: text('selection').array().notNull(),
    betInfo: text('bet_info').notNull(),
    /** The zodiac year the bet was made and is settled in. */
    lunarYear: integer('lunar_year').notNull(),
    /** The play's odds at bet time, thousandths per OddsKey. */
    odds: jsonb('odds').$type<Record<string, number>>().notNull(),
    amount: money('amount').notNull(),
    status: smallint('status').notNull().default(0),
    /** 0 not won, 1 paid out, 2 draw; null until settled. */
    result: smallint('result'),
    /** The prize level paid. */
    oddsKey: text('odds_key'),
    reward: money('reward')
      .notNull()
      .default(sql`0`),
    /** The request that made it (one ledger row per request). */
    slipNo: text('slip_no').notNull(),
    trackOrderNo: text('track_order_no'),
    stopOnWin: boolean('stop_on_win').notNull().default(false),
    /** The rebate claim that paid on it. */
    rebateClaimId: integer('rebate_claim_id'),
    createdAt,
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('bet_order_user_idx').on(t.userId, t.createdAt),
    index('bet_order_pending_idx')
      .on(t.gameId, t.turnNum)
      .where(sql`${t.status} = 0`),
    index('bet_order_track_idx').on(t.trackOrderNo),
    index('bet_order_rebate_idx')
      .on(t.userId)
      .where(sql`${t.status} = 1 and ${t.rebateClaimId} is null`),
    check('bet_order_amount_check', sql`${t.amount} > 0`),
    check('bet_order_status_check', sql`${t.status} between 0 and 4`),
  ],
);

/** A rebate (洗码) claim: what it paid and on which bets (bet_order.rebate_claim_id). */
export const rebateClaim = pgTable(
  'rebate_claim',
  {
    id: serial('id').primaryKey(),
    userId: cascadeRef('user_id', () => userAccount.id),
    /** ‰ at claim time. */
    rate: real('rate').notNull(),
    betCount: integer('bet_count').notNull(),
    validBetAmount: money('valid_bet_amount').notNull(),
    amount: money('amount').notNull(),
    createdAt,
  },
  (t) => [index('rebate_claim_user_idx').on(t.userId, t.createdAt)],
);
