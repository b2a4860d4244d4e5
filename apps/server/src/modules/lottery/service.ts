// Reads of the lottery module: a game's open info (turn on sale, latest result, next plan), its
// history and history dates, its play categories, and the socket snapshots (video, latest replay).
import {
  ErrorCode,
  type GameLiveReplay,
  type GameVideo,
  LIVE_LOTTERY_TYPE,
  type LotteryHistoryGroup,
  type LotteryHistoryGroupQuery,
  type LotteryHistoryQuery,
  type LotteryHistoryRow,
  type LotteryOpenInfo,
  type Page,
  type PlayCategory,
} from '@jinli/contract';
import { and, asc, count, countDistinct, desc, eq, inArray, max, min, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lotteryDraw, lotteryGame, playCategory } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { dateText, type LocalDate, wallTimeText, type Zone, zoneOf } from '../../time/zones';
import { playsByCategory } from './playOdds';
import { cadenceOf, type DrawRow, type GameRow } from './engine';
import { openNumText } from './drawNumbers';
import { liveStreamUrl } from '../../web/mediaUrls';
import {
  dateOfTurnDateKey,
  scheduleOf,
  slotAfterTurn,
  turnDateKey,
  turnDateKeyLength,
} from './schedule';

/** Message of an unknown or disabled game id. */
export const GAME_NOT_FOUND_MSG = '彩种不存在';

export interface LotteryServiceOptions {
  db: Db;
  /** The system time zone (sys_config.time_zone). */
  timeZone: () => Promise<string>;
  /** Epoch ms; default Date.now. */
  clock?: () => number;
}

export interface LotteryService {
  /** The enabled game `gameId`; 400 彩种不存在 when there is none. */
  game(gameId: number): Promise<GameRow>;
  openInfo(gameId: number): Promise<LotteryOpenInfo>;
  /** Open info of the given games (unknown ids skipped), or of every enabled game, by sort. */
  openInfoList(gameIds?: number[]): Promise<LotteryOpenInfo[]>;
  history(query: LotteryHistoryQuery): Promise<Page<LotteryHistoryRow>>;
  historyGroups(query: LotteryHistoryGroupQuery): Promise<Page<LotteryHistoryGroup>>;
  playCategories(gameId: number): Promise<PlayCategory[]>;
  /** The video state of a game's latest turn. */
  video(gameId: number): Promise<GameVideo>;
  /** The latest finished live draw with a replay, if any. */
  latestReplay(gameId: number): Promise<GameLiveReplay | undefined>;
  /** The latest draw row of a game (streaming or not). */
  latestDrawRow(gameId: number): Promise<DrawRow | undefined>;
  /** A draw by turn (for replays). */
  draw(gameId: number, turnNum: string): Promise<DrawRow | undefined>;
}

/** An enabled game; 400 when there is none. */
async function gameOf(db: Db, gameId: number): Promise<GameRow> {
  const [row] = await db
    .select()
    .from(lotteryGame)
    .where(and(eq(lotteryGame.id, gameId), eq(lotteryGame.enabled, true)));
  if (!row) throw new AppError(ErrorCode.BAD_REQUEST, GAME_NOT_FOUND_MSG);
  return row;
}

/** The game's latest draw, if any. */
async function latestDrawOf(db: Db, gameId: number): Promise<DrawRow | undefined> {
  const [row] = await db
    .select()
    .from(lotteryDraw)
    .where(eq(lotteryDraw.gameId, gameId))
    .orderBy(desc(lotteryDraw.slotAt))
    .limit(1);
  return row;
}

/** A draw as the history lists it, its time in `z`. */
function historyRow(z: Zone, draw: DrawRow): LotteryHistoryRow {
  return {
    gameId: draw.gameId,
    turnNum: draw.turnNum,
    openNum: openNumText(draw.numbers),
    openTime: wallTimeText(z, draw.openAt.getTime()),
    liveUrl: draw.replayUrl,
  };
}

/** A 'YYYY-MM-DD' date; 400 when it is none. */
function parseDate(text: string): LocalDate {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day)
    throw new AppError(ErrorCode.BAD_REQUEST, '日期格式有误');
  return { year, month, day };
}

/** The game's finished draws (only those with a replay when `liveOnly`). */
const finished = (gameId: number, liveOnly: boolean) =>
  and(
    eq(lotteryDraw.gameId, gameId),
    eq(lotteryDraw.streaming, false),
    liveOnly ? ne(lotteryDraw.replayUrl, '') : undefined,
  );

/** A game's open info now: the turn on sale, the last draw and the next. */
async function openInfoAt(
  db: Db,
  clock: () => number,
  row: GameRow,
  z: Zone,
): Promise<LotteryOpenInfo> {
  const now = clock();
  const schedule = scheduleOf(cadenceOf(row), z);
  const pre = await latestDrawOf(db, row.id);
  const plan = pre
    ? slotAfterTurn(schedule, pre.slotAt.getTime(), pre.turnNum)
    : schedule.slotAfter(now);
  const planAt = row.nextDrawAt?.getTime() ?? plan.at;
  return {
    gameId: row.id,
    gameName: row.name,
    cur: {
      turnNum: plan.turnNum,
      closeTime: wallTimeText(z, planAt - row.closeBeforeSeconds * 1000),
      liveUrl: row.live ? liveStreamUrl(row.id) : '',
    },
    pre: pre
      ? {
          turnNum: pre.turnNum,
          openNum: openNumText(pre.numbers, pre.revealed),
          openTime: wallTimeText(z, pre.openAt.getTime()),
          isStreaming: pre.streaming ? 1 : 0,
          liveUrl: pre.streaming ? liveStreamUrl(row.id) : pre.replayUrl,
        }
      : null,
    plan: { turnNum: plan.turnNum, planTime: wallTimeText(z, planAt) },
    serverTime: wallTimeText(z, now),
  };
}

export function createLotteryService(options: LotteryServiceOptions): LotteryService {
  const { db, clock = Date.now } = options;
  const zone = async (): Promise<Zone> => zoneOf(await options.timeZone());
  const game = (gameId: number) => gameOf(db, gameId);
  const latestDraw = (gameId: number) => latestDrawOf(db, gameId);

  return {
    game,
    async openInfo(gameId) {
      return openInfoAt(db, clock, await game(gameId), await zone());
    },
    async openInfoList(gameIds) {
      const z = await zone();
      const rows = await db
        .select()
        .from(lotteryGame)
        .where(
          and(
            eq(lotteryGame.enabled, true),
            gameIds ? inArray(lotteryGame.id, gameIds) : undefined,
          ),
        )
        .orderBy(desc(lotteryGame.sort), asc(lotteryGame.id));
      return Promise.all(rows.map((row) => openInfoAt(db, clock, row, z)));
    },
    async history(query) {
      const row = await game(query.gameId);
      const z = await zone();
      const cadence = cadenceOf(row);
      const liveOnly = query.type === LIVE_LOTTERY_TYPE;
      // A date selects the turns named after it (the same grouping as historyGroups).
      const dateKey = query.date ? turnDateKey(cadence, parseDate(query.date)) : undefined;
      const where = and(
        finished(query.gameId, liveOnly),
        dateKey
          ? sql`left(${lotteryDraw.turnNum}, ${sql.raw(String(dateKey.length))}) = ${dateKey}`
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(lotteryDraw)
          .where(where)
          .orderBy(desc(lotteryDraw.slotAt))
          .limit(query.rows)
          .offset((query.page - 1) * query.rows),
        db.select({ value: count() }).from(lotteryDraw).where(where),
      ]);
      return { data: rows.map((row) => historyRow(z, row)), totalCount: total?.value ?? 0 };
    },
    async historyGroups(query) {
      const row = await game(query.gameId);
      const cadence = cadenceOf(row);
      // A turn number starts with its date (schedule.ts), so grouping by that prefix groups by
      // date in SQL, whatever the zone, with the midnight draw in the day it closes.
      const key = sql<string>`left(${lotteryDraw.turnNum}, ${sql.raw(String(turnDateKeyLength(cadence)))})`;
      const where = finished(query.gameId, query.type === LIVE_LOTTERY_TYPE);
      const [groups, [total]] = await Promise.all([
        db
          .select({
            key,
            count: count(),
            first: min(lotteryDraw.turnNum),
            last: max(lotteryDraw.turnNum),
          })
          .from(lotteryDraw)
          .where(where)
          .groupBy(key)
          .orderBy(desc(key))
          .limit(query.rows)
          .offset((query.page - 1) * query.rows),
        db
          .select({ value: countDistinct(key) })
          .from(lotteryDraw)
          .where(where),
      ]);
      return {
        data: groups.map((g) => ({
          date: dateText(dateOfTurnDateKey(cadence, g.key)),
          count: g.count,
          firstTurnNum: g.first ?? '',
          lastTurnNum: g.last ?? '',
        })),
        totalCount: total?.value ?? 0,
      };
    },
    async playCategories(gameId) {
      await game(gameId);
      const rows = await db
        .select()
        .from(playCategory)
        .where(eq(playCategory.gameId, gameId))
        .orderBy(asc(playCategory.sort), asc(playCategory.id));
      const plays = await playsByCategory(db, gameId);
      return rows.map((row) => ({
        id: row.id,
        gameId: row.gameId,
        playCateName: row.name,
        plays: plays.get(row.id) ?? [],
      }));
    },
    async video(gameId) {
      const row = await game(gameId);
      const pre = await latestDraw(gameId);
      return {
        gameId,
        turnNum: pre?.turnNum ?? '',
        isStreaming: pre?.streaming ? 1 : 0,
        liveUrl: pre?.streaming ? liveStreamUrl(row.id) : (pre?.replayUrl ?? ''),
      };
    },
    async latestReplay(gameId) {
      await game(gameId);
      const [row] = await db
        .select()
        .from(lotteryDraw)
        .where(finished(gameId, true))
        .orderBy(desc(lotteryDraw.slotAt))
        .limit(1);
      return row ? historyRow(await zone(), row) : undefined;
    },
    latestDrawRow: latestDraw,
    async draw(gameId, turnNum) {
      const [row] = await db
        .select()
        .from(lotteryDraw)
        .where(and(eq(lotteryDraw.gameId, gameId), eq(lotteryDraw.turnNum, turnNum)));
      return row;
    },
  };
}
