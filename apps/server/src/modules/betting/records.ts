// The bet records of a player (spec §3 "Lottery bet record"): today's list (bets made today in the
// system time zone plus every pending one), a day's list, and the daily totals of the last 30 days.
// A record shows the turn's numbers once its draw finished.
import {
  BET_DAY_REPORT_DAYS,
  type BetDayReport,
  type BetRecord,
  ErrorCode,
  type Page,
} from '@jinli/contract';
import {
  BET_STATUS,
  ODDS_KEY_NAMES,
  type OddsKey,
  isBetCancelable,
  isCalendarDate,
  isPlayCode,
  PLAYS,
} from '@jinli/domain';
import { and, count, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { betHistoryListQuerySchema, betTodayListQuerySchema } from '@jinli/contract';
import type { Db } from '../../db/client';
import { betOrder, type UserRow } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { createReadCache, type ReadCache } from '../../db/readCache';
import { jsonRows } from '../../db/sql';
import { AppError } from '../../http/AppError';
import {
  addLocalDays,
  type LocalDate,
  localDateOf,
  wallTimeText,
  type Zone,
  zonedEpochMs,
} from '../../time/zones';
import { openNumText } from '../lottery/drawNumbers';
import { oddsFromMilli } from '../lottery/playOdds';

export interface RecordsDeps {
  db: Db;
  /** The system time zone and whether cancelling is on, read together (one query). */
  settings: (companyId: number) => Promise<{ zone: Zone; cancelEnabled: boolean }>;
  clock: () => number;
  /** Reads kept while the database is unchanged (PGlite); default none. */
  reads?: ReadCache;
}

/** The records' owner: the session's user (its fixed fields are enough). */
type Owner = Pick<UserRow, 'id' | 'companyId' | 'account'>;

type TodayQuery = z.output<typeof betTodayListQuerySchema>;
type HistoryQuery = z.output<typeof betHistoryListQuerySchema>;

/** '47.5', or for several prize levels '中三 100 / 中二 20'. */
export function oddsText(code: string, odds: Record<string, number>): string {
  const keys: readonly string[] = isPlayCode(code) ? PLAYS[code].oddsKeys : Object.keys(odds);
  const texts = keys.map((key) => ({ key, value: String(oddsFromMilli(odds[key] ?? 0)) }));
  if (texts.length === 1) return texts[0]!.value;
  return texts
    .map(({ key, value }) => `${ODDS_KEY_NAMES[key as OddsKey] ?? key} ${value}`)
    .join(' / ');
}

/** A page of the user's bets matching `where`, newest first, with their turns' names and numbers. */
async function page(
  deps: RecordsDeps,
  user: Owner,
  { zone, cancelEnabled }: { zone: Zone; cancelEnabled: boolean },
  where: SQL | undefined,
  pageNo: number,
  rows: number,
): Promise<Page<BetRecord>> {
  const { db } = deps;
  const now = deps.clock();
  const condition = and(eq(betOrder.userId, user.id), where);
  // The bets alone first (an index scan of the user's rows; a join of four tables cost several
  // times as much to plan on every call), then the names and numbers of their turns in one more
  // statement when there are any.
  const list = await db
    .select({
      orderNo: betOrder.orderNo,
      gameId: betOrder.gameId,
      status: betOrder.status,
      result: betOrder.result,
      betEndAt: betOrder.betEndAt,
      trackOrderNo: betOrder.trackOrderNo,
      turnNum: betOrder.turnNum,
      amount: betOrder.amount,
      reward: betOrder.reward,
      playName: betOrder.playName,
      playCode: betOrder.playCode,
      betInfo: betOrder.betInfo,
      odds: betOrder.odds,
      createdAt: betOrder.createdAt,
      model: betOrder.model,
    })
    .from(betOrder)
    .where(condition)
    .orderBy(desc(betOrder.createdAt), desc(betOrder.id))
    .limit(rows)
    .offset((pageNo - 1) * rows);
  const turns = new Map<
    string,
    { gameName: string; numbers: number[] | null; streaming: boolean | null }
  >();
  if (list.length > 0) {
    const keys = [...new Map(list.map((bet) => [`${bet.gameId}|${bet.turnNum}`, bet])).values()];
    const found = await rowsOf<{
      game_id: number;
      turn_num: string;
      name: string;
      numbers: number[] | null;
      streaming: boolean | null;
    }>(
      db,
      sql`select v.game_id, v.turn_num, g.name, d.numbers, d.streaming
          from ${jsonRows(
            keys.map((bet) => ({ game_id: bet.gameId, turn_num: bet.turnNum })),
            'game_id int, turn_num text',
          )}
          join lottery_game g on g.id = v.game_id
          left join lottery_draw d on d.game_id = v.game_id and d.turn_num = v.turn_num`,
    );
    for (const row of found)
      turns.set(`${row.game_id}|${row.turn_num}`, {
        gameName: row.name,
        numbers: row.numbers,
        streaming: row.streaming,
      });
  }
  // A first page shorter than a page is the whole list: no count query.
  const total =
    pageNo === 1 && list.length < rows
      ? list.length
      : ((await db.select({ value: count() }).from(betOrder).where(condition))[0]?.value ?? 0);
  return {
    data: list.map((bet) => {
      const turn = turns.get(`${bet.gameId}|${bet.turnNum}`);
      const numbers = turn?.numbers ?? null;
      const betEnd = bet.betEndAt.getTime();
      const cancelable = isBetCancelable(
        { status: bet.status, betEndTime: betEnd },
        { now, cancelEnabled },
      );
      return {
        orderNo: bet.orderNo,
        gameId: bet.gameId,
        gameName: turn?.gameName ?? '',
        status: bet.status,
        result: bet.result,
        betEndTime: wallTimeText(zone, betEnd),
        trackOrderNo: bet.trackOrderNo,
        turnNum: bet.turnNum,
        totalMoney: Number(bet.amount),
        reward: Number(bet.reward),
        cateName: bet.playName,
        playCode: bet.playCode,
        account: user.account,
        openNum: numbers && turn?.streaming === false ? openNumText(numbers) : '',
        betInfo: bet.betInfo,
        odds: oddsText(bet.playCode, bet.odds),
        addTime: wallTimeText(zone, bet.createdAt.getTime()),
        model: bet.model === 2 ? 2 : 1,
        isCancle: cancelable ? 1 : 0,
      };
    }),
    totalCount: total,
  };
}

export function createRecords(deps: RecordsDeps) {
  const { db } = deps;
  const reads = deps.reads ?? createReadCache(undefined);

  function dayStart(zone: Zone, date: LocalDate): Date {
    return new Date(zonedEpochMs(zone, date));
  }

  async function today(user: Owner, query: TodayQuery): Promise<Page<BetRecord>> {
    const settings = await deps.settings(user.companyId);
    const { zone } = settings;
    const start = dayStart(zone, localDateOf(zone, deps.clock()));
    return page(
      deps,
      user,
      settings,
      and(
        or(gte(betOrder.createdAt, start), eq(betOrder.status, BET_STATUS.PENDING)),
        query.status !== undefined ? eq(betOrder.status, query.status) : undefined,
        query.gameId !== undefined ? eq(betOrder.gameId, query.gameId) : undefined,
        query.model !== undefined ? eq(betOrder.model, query.model) : undefined,
      ),
      query.page,
      query.rows,
    );
  }

  return {
    today(user: Owner, query: TodayQuery): Promise<Page<BetRecord>> {
      // Keyed by the clock's second as well: what is cancelable and what is today move with it.
      const key = `today:${user.id}:${Math.floor(deps.clock() / 1000)}:${JSON.stringify(query)}`;
      return reads.read(key, () => today(user, query));
    },

    async history(user: Owner, query: HistoryQuery): Promise<Page<BetRecord>> {
      if (!isCalendarDate(query.date)) throw new AppError(ErrorCode.BAD_REQUEST, '日期格式有误');
      const [year, month, day] = query.date.split('-').map(Number) as [number, number, number];
      const settings = await deps.settings(user.companyId);
      const { zone } = settings;
      const date = { year, month, day };
      return page(
        deps,
        user,
        settings,
        and(
          gte(betOrder.createdAt, dayStart(zone, date)),
          lt(betOrder.createdAt, dayStart(zone, addLocalDays(date, 1))),
          query.gameId !== undefined ? eq(betOrder.gameId, query.gameId) : undefined,
        ),
        query.page,
        query.rows,
      );
    },

    /** Days of the last BET_DAY_REPORT_DAYS (today included) with bets, newest first. */
    async dayReport(user: Owner): Promise<BetDayReport[]> {
      const { zone } = await deps.settings(user.companyId);
      const now = deps.clock();
      const today = localDateOf(zone, now);
      const from = dayStart(zone, addLocalDays(today, 1 - BET_DAY_REPORT_DAYS));
      // The zone's offset now, in minutes: the report groups by the wall date at that offset. It is
      // written into the SQL (a whole number), so that SELECT and GROUP BY hold the same expression.
      const offset = zone.offsetAt(now);
      const day = sql<string>`to_char((${betOrder.createdAt} at time zone 'UTC') + make_interval(mins => ${sql.raw(String(Math.trunc(offset)))}), 'YYYY-MM-DD')`;
      const live = sql`${betOrder.status} in (${BET_STATUS.PENDING}, ${BET_STATUS.SETTLED})`;
      const rows = await db
        .select({
          day,
          betting: sql<string>`coalesce(sum(case when ${live} then ${betOrder.amount} else 0 end), 0)`,
          net: sql<string>`coalesce(sum(case when ${betOrder.status} = ${BET_STATUS.SETTLED} then ${betOrder.reward} - ${betOrder.amount} else 0 end), 0)`,
        })
        .from(betOrder)
        .where(and(eq(betOrder.userId, user.id), gte(betOrder.createdAt, from)))
        .groupBy(day)
        .orderBy(desc(day));
      return rows.map((row) => ({
        statTime: row.day,
        bettingMoney: Number(row.betting),
        winOrcloseMoney: Number(row.net),
      }));
    },
  };
}
