// GET /console-api/dashboard for every signed-in operator: the figures of dashboardQueries.ts laid
// out per day (every day of the range present, zeros included), summed over the range and per game,
// with who is online now: players whose sign-in was used in the last minutes (every instance
// writes it to the database) and the chat's sockets in rooms (its presence counts every instance).
import {
  CONSOLE_DASHBOARD_PATH,
  type ConsoleDashboard,
  type ConsoleDashboardGame,
  type ConsoleDayFigures,
  consoleDashboardQuerySchema,
} from '@jinli/contract/console';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/endpoints';
import { parseInput } from '../../../http/parseInput';
import { zoneOf } from '../../../time/zones';
import { ROLES_ANY } from '../../operators/roles';
import type { ConsoleAuth } from '../consoleAuth';
import type { PlayerMoneyDeps } from '../playerMoneyDeps';
import { type DayBuckets, dayBucketsOf } from './dayBuckets';
import {
  chatRoomIds,
  dashboardRows,
  type DayRow,
  gameNames,
  recentPlayers,
} from './dashboardQueries';

/** "Online": a sign-in used within this many minutes (a token's use is written once a minute). */
export const ONLINE_WINDOW_MINUTES = 5;

const zero = (): ConsoleDayFigures => ({
  registrations: 0,
  firstRecharges: 0,
  rechargeCount: 0,
  rechargeAmount: 0,
  withdrawalCount: 0,
  withdrawalAmount: 0,
  betCount: 0,
  betAmount: 0,
  payoutAmount: 0,
  ggr: 0,
  hongbaoCount: 0,
  hongbaoAmount: 0,
});

type Rows = Awaited<ReturnType<typeof dashboardRows>>;

/** Adds each row of `rows` to its day's figures through `add`. */
function addTo(
  days: ConsoleDayFigures[],
  rows: DayRow[],
  add: (f: ConsoleDayFigures, r: DayRow) => void,
) {
  for (const row of rows) {
    const figures = days[row.day];
    if (figures) add(figures, row);
  }
}

function perDay(rows: Rows, count: number): ConsoleDayFigures[] {
  const days = Array.from({ length: count }, zero);
  addTo(days, rows.registrations, (f, r) => (f.registrations += r.n));
  addTo(days, rows.firstRecharges, (f, r) => (f.firstRecharges += r.n));
  addTo(days, rows.recharges, (f, r) => {
    f.rechargeCount += r.n;
    f.rechargeAmount += Number(r.total);
  });
  addTo(days, rows.withdrawals, (f, r) => {
    f.withdrawalCount += r.n;
    f.withdrawalAmount += Number(r.total);
  });
  addTo(days, [...rows.bets, ...rows.rounds], (f, r) => {
    f.betCount += r.n;
    f.betAmount += Number(r.total);
  });
  addTo(
    days,
    [...rows.payouts, ...rows.roundPayouts],
    (f, r) => (f.payoutAmount += Number(r.total)),
  );
  addTo(days, rows.hongbao, (f, r) => {
    f.hongbaoCount += r.n;
    f.hongbaoAmount += Number(r.total);
  });
  for (const figures of days) figures.ggr = figures.betAmount - figures.payoutAmount;
  return days;
}

function sumOf(days: ConsoleDayFigures[]): ConsoleDayFigures {
  const total = zero();
  for (const day of days)
    for (const key of Object.keys(total) as (keyof ConsoleDayFigures)[]) total[key] += day[key];
  return total;
}

function perGame(rows: Rows, names: Awaited<ReturnType<typeof gameNames>>): ConsoleDashboardGame[] {
  const games = new Map<string, ConsoleDashboardGame>();
  const gameOf = (kind: 'lottery' | 'casino', key: string) => {
    const id = `${kind}:${key}`;
    let game = games.get(id);
    if (!game) {
      const name = (kind === 'lottery' ? names.lottery : names.casino).get(key) ?? key;
      game = {
        kind,
        gameId: key,
        gameName: name,
        betCount: 0,
        betAmount: 0,
        payoutAmount: 0,
        ggr: 0,
      };
      games.set(id, game);
    }
    return game;
  };
  const bet = (kind: 'lottery' | 'casino') => (row: DayRow) => {
    const game = gameOf(kind, row.key);
    game.betCount += row.n;
    game.betAmount += Number(row.total);
  };
  const paid = (kind: 'lottery' | 'casino') => (row: DayRow) => {
    gameOf(kind, row.key).payoutAmount += Number(row.total);
  };
  rows.bets.forEach(bet('lottery'));
  rows.rounds.forEach(bet('casino'));
  rows.payouts.forEach(paid('lottery'));
  rows.roundPayouts.forEach(paid('casino'));
  const list = [...games.values()];
  for (const game of list) game.ggr = game.betAmount - game.payoutAmount;
  return list.sort((a, b) => b.betAmount - a.betAmount || a.gameName.localeCompare(b.gameName));
}

export async function readDashboard(
  deps: PlayerMoneyDeps,
  days: number,
): Promise<ConsoleDashboard> {
  const { db } = deps;
  const now = deps.now();
  const zone = zoneOf(await deps.timeZone());
  const { id: companyId } = await deps.company.current();
  const buckets: DayBuckets = dayBucketsOf(zone, now, days);
  const [rows, names, players, rooms] = await Promise.all([
    dashboardRows(db, companyId, buckets),
    gameNames(db, companyId),
    recentPlayers(db, companyId, now, ONLINE_WINDOW_MINUTES * 60_000),
    chatRoomIds(db, companyId),
  ]);
  const counts = rooms.length === 0 ? new Map<string, number>() : await deps.presence.totals(rooms);
  const daily = perDay(rows, buckets.dates.length);
  return {
    timeZone: zone.name,
    from: buckets.dates[0] ?? '',
    to: buckets.dates[buckets.dates.length - 1] ?? '',
    generatedAt: now,
    online: {
      players,
      windowMinutes: ONLINE_WINDOW_MINUTES,
      chatSockets: [...counts.values()].reduce((sum, n) => sum + n, 0),
    },
    days: daily.map((figures, i) => ({ date: buckets.dates[i] ?? '', ...figures })),
    totals: sumOf(daily),
    games: perGame(rows, names),
  };
}

export function registerDashboardRoute(
  app: FastifyInstance,
  auth: { signedIn: ConsoleAuth['signedIn'] },
  deps: PlayerMoneyDeps,
): void {
  app.get(CONSOLE_DASHBOARD_PATH, async (request) => {
    await auth.signedIn(request, { allowed: ROLES_ANY });
    const { days } = parseInput(consoleDashboardQuerySchema, request.query);
    return ok(await readDashboard(deps, days));
  });
}
