// The game center and third-party games: the lobby (categories and games per company), the
// transfer wallet between the main wallet and a provider's game wallet (`wallet.live_money`), its
// own ledger, and the sandbox provider's sessions, bets and live-table rounds.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, money, updatedAt } from './columns';
import { userAccount } from './accounts';
import { company } from './company';

const userRef = () => cascadeRef('user_id', () => userAccount.id);

/** A lobby category of a company (hot, lottery, fish, electronic, card, live, sport). */
export const gameCategory = pgTable(
  'game_category',
  {
    id: serial('id').primaryKey(),
    companyId: cascadeRef('company_id', () => company.id),
    type: text('type').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [unique('game_category_type_key').on(t.companyId, t.type)],
);

/**
 * A game of the lobby. Third-party games (`type` 'live') launch through their provider
 * (`live_code`); a row with `type` 'lottery' only sets hot, maintenance and sort of the draw
 * engine's game `game_id` (every enabled lottery game is listed, with or without a row).
 */
export const lobbyGame = pgTable(
  'lobby_game',
  {
    id: serial('id').primaryKey(),
    companyId: cascadeRef('company_id', () => company.id),
    /** The id clients see (lottery: the lottery game's id). */
    gameId: integer('game_id').notNull(),
    gameName: text('game_name').notNull(),
    /** The provider's game code; unique per company among third-party games. */
    gameCode: text('game_code').notNull().default(''),
    liveCode: text('live_code').notNull().default(''),
    gameKind: integer('game_kind').notNull().default(0),
    type: text('type').notNull(),
    category: text('category').notNull(),
    hot: integer('hot').notNull().default(0),
    /** 'YYYY-MM-DD HH:mm:ss~YYYY-MM-DD HH:mm:ss' (system time zone) or ''. */
    maintain: text('maintain').notNull().default(''),
    appDisplay: smallint('app_display').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    enabled: integer('enabled').notNull().default(1),
    createdAt,
  },
  (t) => [
    unique('lobby_game_id_key').on(t.companyId, t.gameId),
    uniqueIndex('lobby_game_code_idx')
      .on(t.companyId, t.gameCode)
      .where(sql`${t.gameCode} <> ''`),
    index('lobby_game_category_idx').on(t.companyId, t.category, t.sort),
    check('lobby_game_type_check', sql`${t.type} in ('lottery', 'live')`),
  ],
);

/**
 * A refusal of a player at the providers: `live_code` '' for every provider. `code` is the
 * catalogue code answered at launch (USER_IN_BLACKLIST, LIVE/BLACK_USER, UC/ACCOUNT_STATE_ERROR)
 * with `msg`.
 */
export const gamePlayerBlock = pgTable(
  'game_player_block',
  {
    userId: userRef(),
    liveCode: text('live_code').notNull().default(''),
    code: text('code').notNull(),
    msg: text('msg').notNull(),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.userId, t.liveCode] })],
);

/**
 * One move between the main wallet and a provider's game wallet. 'in' (launch): the main side is
 * debited with the row written, then the provider credits; 'out' (recall): the provider debits
 * first, then the main side is credited and the row closed. `pending` rows are reconciled at start
 * and by the sweep (the provider answers whether it applied the transfer number).
 */
export const liveTransfer = pgTable(
  'live_transfer',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferNo: text('transfer_no').notNull().unique(),
    userId: userRef(),
    liveCode: text('live_code').notNull(),
    direction: text('direction').notNull(),
    amount: money('amount').notNull(),
    /** pending | done | failed. */
    status: text('status').notNull().default('pending'),
    createdAt,
    updatedAt,
  },
  (t) => [
    index('live_transfer_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    index('live_transfer_user_idx').on(t.userId, t.createdAt),
    check('live_transfer_amount_check', sql`${t.amount} > 0`),
    check('live_transfer_direction_check', sql`${t.direction} in ('in', 'out')`),
    check('live_transfer_status_check', sql`${t.status} in ('pending', 'done', 'failed')`),
  ],
);

/**
 * The game wallet's ledger (`wallet.live_money`): one row per change, like `ledger` for the main
 * balance. `type` is a @jinli/domain ledger code for transfers (28 额度转入 in, 29 额度转出 out)
 * or GAME_LEDGER codes for rounds (bet, payout); (type, ref_id) is unique, so a reference moves
 * money once.
 */
export const liveLedger = pgTable(
  'live_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    liveCode: text('live_code').notNull(),
    type: smallint('type').notNull(),
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    refId: text('ref_id').notNull(),
    remark: text('remark').notNull().default(''),
    createdAt,
  },
  (t) => [
    uniqueIndex('live_ledger_reference_idx').on(t.type, t.refId),
    index('live_ledger_user_idx').on(t.userId, t.createdAt),
    check('live_ledger_amount_check', sql`${t.amount} <> 0`),
  ],
);

/** A sandbox game session: the launch URL's token (stored as its SHA-256). */
export const sandboxSession = pgTable(
  'sandbox_session',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userRef(),
    gameCode: text('game_code').notNull(),
    createdAt,
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_session_user_idx').on(t.userId)],
);

/**
 * A round played at a provider (the sandbox's own games): the stake left the game wallet when it
 * was written; `status` open until settled (payout credited in the same transaction).
 */
export const casinoBet = pgTable(
  'casino_bet',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    betNo: text('bet_no').notNull().unique(),
    userId: userRef(),
    liveCode: text('live_code').notNull(),
    gameCode: text('game_code').notNull(),
    /** Live tables: the round the bet is on. */
    roundNo: bigint('round_no', { mode: 'number' }),
    stake: money('stake').notNull(),
    payout: money('payout')
      .notNull()
      .default(sql`0`),
    /** open | settled. */
    status: text('status').notNull().default('open'),
    /** What was bet (and, while open, the state of a card hand). */
    state: jsonb('state').$type<Record<string, unknown>>().notNull(),
    detail: text('detail').notNull().default(''),
    createdAt,
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('casino_bet_user_idx').on(t.userId, t.gameCode, t.createdAt),
    index('casino_bet_open_idx')
      .on(t.gameCode, t.roundNo)
      .where(sql`${t.status} = 'open'`),
    check('casino_bet_stake_check', sql`${t.stake} > 0`),
    check('casino_bet_status_check', sql`${t.status} in ('open', 'settled')`),
  ],
);

/** The outcome of a live-table round, written once (primary key) when the round closes. */
export const liveTableRound = pgTable(
  'live_table_round',
  {
    gameCode: text('game_code').notNull(),
    roundNo: bigint('round_no', { mode: 'number' }).notNull(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.gameCode, t.roundNo] })],
);
