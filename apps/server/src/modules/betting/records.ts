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
import { betOrder, lotteryDraw, lotteryGame, userAccount } from '../../db/schema';
import { AppError } from '../../http/AppError';
import type { UserRow } from '../accounts/auth';
import { openNumText } from '../lottery/drawNumbers';
import {
  addLocalDays,
  type LocalDate,
  localDateOf,
  wallTimeText,
  type Zone,
  zonedEpochMs,
} from '../lottery/schedule';
import { oddsFromMilli } from './playOdds';

export interface RecordsDeps {
  db: Db;
  zone: () => Promise<Zone>;
  clock: () => number;
  cancelEnabled: (companyId: number) => Promise<boolean>;
}

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

export function createRecords(deps: RecordsDeps) {
  const { db } = deps;

  async function page(
    user: UserRow,
    zone: Zone,
    where: SQL | undefined,
    pageNo: number,
    rows: number,
  ): Promise<Page<BetRecord>> {
    const now = deps.clock();
    const cancelEnabled = await deps.cancelEnabled(user.companyId);
    const condition = and(eq(betOrder.userId, user.id), where);
    const [list, [total]] = await Promise.all([
      db
        .select({
          bet: betOrder,
          gameName: lotteryGame.name,
          account: userAccount.account,
          numbers: lotteryDraw.numbers,
          streaming: lotteryDraw.streaming,
        })
        .from(betOrder)
        .innerJoin(lotteryGame, eq(lotteryGame.id, betOrder.gameId))
        .innerJoin(userAccount, eq(userAccount.id, betOrder.userId))
        .leftJoin(
          lotteryDraw,
          and(eq(lotteryDraw.gameId, betOrder.gameId), eq(lotteryDraw.turnNum, betOrder.turnNum)),
        )
        .where(condition)
        .orderBy(desc(betOrder.createdAt), desc(betOrder.id))
        .limit(rows)
        .offset((pageNo - 1) * rows),
      db.select({ value: count() }).from(betOrder).where(condition),
    ]);
    return {
      data: list.map(({ bet, gameName, account, numbers, streaming }) => {
        const betEnd = bet.betEndAt.getTime();
        const cancelable = isBetCancelable(
          { status: bet.status, betEndTime: betEnd },
          { now, cancelEnabled },
        );
        return {
          orderNo: bet.orderNo,
          gameId: bet.gameId,
          gameName,
          status: bet.status,
          result: bet.result,
          betEndTime: wallTimeText(zone, betEnd),
          trackOrderNo: bet.trackOrderNo,
          turnNum: bet.turnNum,
          totalMoney: Number(bet.amount),
          reward: Number(bet.reward),
          cateName: bet.playName,
          playCode: bet.playCode,
          account,
          openNum: numbers && streaming === false ? openNumText(numbers) : '',
          betInfo: bet.betInfo,
          odds: oddsText(bet.playCode, bet.odds),
          addTime: wallTimeText(zone, bet.createdAt.getTime()),
          model: bet.model === 2 ? 2 : 1,
          isCancle: cancelable ? 1 : 0,
        };
      }),
      totalCount: total?.value ?? 0,
    };
  }

  function dayStart(zone: Zone, date: LocalDate): Date {
    return new Date(zonedEpochMs(zone, date));
  }

  return {
    async today(user: UserRow, query: TodayQuery): Promise<Page<BetRecord>> {
      const zone = await deps.zone();
      const start = dayStart(zone, localDateOf(zone, deps.clock()));
      return page(
        user,
        zone,
        and(
          or(gte(betOrder.createdAt, start), eq(betOrder.status, BET_STATUS.PENDING)),
          query.status !== undefined ? eq(betOrder.status, query.status) : undefined,
          query.gameId !== undefined ? eq(betOrder.gameId, query.gameId) : undefined,
          query.model !== undefined ? eq(betOrder.model, query.model) : undefined,
        ),
        query.page,
        query.rows,
      );
    },

    async history(user: UserRow, query: HistoryQuery): Promise<Page<BetRecord>> {
      if (!isCalendarDate(query.date)) throw new AppError(ErrorCode.BAD_REQUEST, '日期格式有误');
      const [year, month, day] = query.date.split('-').map(Number) as [number, number, number];
      const zone = await deps.zone();
      const date = { year, month, day };
      return page(
        user,
        zone,
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
    async dayReport(user: UserRow): Promise<BetDayReport[]> {
      const zone = await deps.zone();
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
