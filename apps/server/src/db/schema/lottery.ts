// The lottery tables: the games with their cadence, their play categories, and the draws. Games and
// draws are global (every brand of a deployment sees the same results); `lottery_draw` has one row
// per (game, turn), which is what keeps racing draw engines from storing two results for a turn.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt } from './columns';

/** A lottery game and its schedule. */
export const lotteryGame = pgTable(
  'lottery_game',
  {
    /** The game id clients use (70, 71, 110, …). */
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    /** Short code, e.g. 'amlhc'. */
    code: text('code').notNull(),
    /** 'LHC' daily Mark Six, 'JSLHC' fast (interval) Mark Six. */
    kind: text('kind').notNull(),
    /** Seconds between draws for interval games (divides a day); null for daily games. */
    intervalSeconds: integer('interval_seconds'),
    /** Daily draw time 'HH:mm' (system time zone) for daily games; null for interval games. */
    dailyTime: text('daily_time'),
    /** Betting on a turn closes this many seconds before its draw. */
    closeBeforeSeconds: integer('close_before_seconds').notNull(),
    /** Daily live games reveal their numbers one by one on a live stream. */
    live: boolean('live').notNull().default(false),
    /** Seconds between two revealed numbers of a live draw. */
    revealIntervalSeconds: integer('reveal_interval_seconds').notNull().default(10),
    /** Set by the operator endpoint: the next turn is drawn at this time instead of its slot. */
    nextDrawAt: timestamp('next_draw_at', { withTimezone: true, mode: 'date' }),
    imageUrl: text('image_url').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt,
  },
  (t) => [
    check(
      'lottery_game_cadence_check',
      sql`(${t.intervalSeconds} is null) <> (${t.dailyTime} is null)`,
    ),
    check(
      'lottery_game_interval_check',
      sql`${t.intervalSeconds} is null or (${t.intervalSeconds} > 0 and 86400 % ${t.intervalSeconds} = 0)`,
    ),
    check('lottery_game_reveal_check', sql`${t.revealIntervalSeconds} between 1 and 600`),
  ],
);

/** Play categories (玩法) of a game, in `sort` order. */
export const playCategory = pgTable(
  'play_category',
  {
    id: serial('id').primaryKey(),
    gameId: cascadeRef('game_id', () => lotteryGame.id),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [unique('play_category_game_name_key').on(t.gameId, t.name)],
);

/**
 * One draw of a game. `numbers` holds all 7 from the start; while `revealed` < 7 the live draw is
 * still showing them and the API sends only the first `revealed`.
 */
export const lotteryDraw = pgTable(
  'lottery_draw',
  {
    id: serial('id').primaryKey(),
    gameId: cascadeRef('game_id', () => lotteryGame.id),
    turnNum: text('turn_num').notNull(),
    /** The regular schedule slot of this turn (catch-up continues from it). */
    slotAt: timestamp('slot_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When it was drawn: the slot, or the operator's time when one was set. */
    openAt: timestamp('open_at', { withTimezone: true, mode: 'date' }).notNull(),
    numbers: integer('numbers').array().notNull(),
    /** How many numbers are public (7 once the live phase is over). */
    revealed: smallint('revealed').notNull(),
    /** True while the live draw is on. */
    streaming: boolean('streaming').notNull().default(false),
    /** Replay URL after a live draw ('' for games without video). */
    replayUrl: text('replay_url').notNull().default(''),
    createdAt,
  },
  (t) => [
    unique('lottery_draw_game_turn_key').on(t.gameId, t.turnNum),
    index('lottery_draw_game_slot_idx').on(t.gameId, t.slotAt),
    index('lottery_draw_streaming_idx').on(t.streaming),
    check('lottery_draw_revealed_check', sql`${t.revealed} between 0 and 7`),
  ],
);
