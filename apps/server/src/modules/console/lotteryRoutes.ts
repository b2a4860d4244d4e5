// GET /console-api/lottery/games and /lottery/games/:gameId/draws (issue 32 开奖), for every
// signed-in operator: each game's cadence, its turn on sale and the engine's next draws, and a
// game's past draws with whether settlement is done with them. The turns come from the betting
// module's openTurns (the times players bet against) and the lottery service, so that the console
// shows the very turns the engine and the players' apps use, not a schedule of its own.
import {
  CONSOLE_LOTTERY_GAMES_PATH,
  CONSOLE_NEXT_DRAWS,
  type ConsoleLotteryDrawRow,
  type ConsoleLotteryGame,
  consoleLotteryDrawsQuerySchema,
  consoleLotteryGameParamsSchema,
} from '@jinli/contract/console';
import type { Page } from '@jinli/contract';
import { BET_STATUS } from '@jinli/domain';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { betOrder, lotteryDraw, lotteryGame } from '../../db/schema';
import { ok } from '../../http/endpoints';
import { parseInput } from '../../http/parseInput';
import { zoneOf } from '../../time/zones';
import { openTurns } from '../betting/turns';
import { timeZoneSource } from '../config/timeZone';
import type { GameRow } from '../lottery/engine';
import { EXTERNALLY_DRAWN_GAME_IDS } from '../lottery/operator';
import type { LotteryService } from '../lottery/service';
import { ROLES_ANY } from '../operators/roles';
import type { ConsoleRoutes } from './consoleApp';
import type { ConsoleContext } from './context';
import { offsetOf } from './consoleInput';

export interface ConsoleLotteryServices {
  lottery: LotteryService;
  /** The lottery's clock (epoch ms): the engine's, which tests drive apart from the console's. */
  clock: () => number;
}

const DRAWS_PATH = `${CONSOLE_LOTTERY_GAMES_PATH}/:gameId/draws`;

/** One game as 开奖 lists it, at `now` in zone `zoneName`. */
async function gameView(
  context: ConsoleContext,
  services: ConsoleLotteryServices,
  game: GameRow,
  zoneName: string,
  now: number,
): Promise<ConsoleLotteryGame> {
  const turns = await openTurns(context.db, game, zoneOf(zoneName), now, CONSOLE_NEXT_DRAWS);
  const current = turns[0]!;
  const latest = await services.lottery.latestDrawRow(game.id);
  return {
    gameId: game.id,
    name: game.name,
    code: game.code,
    cadence:
      game.intervalSeconds !== null
        ? { kind: 'interval', intervalSeconds: game.intervalSeconds }
        : { kind: 'daily', dailyTime: game.dailyTime ?? '' },
    closeBeforeSeconds: game.closeBeforeSeconds,
    live: game.live,
    revealIntervalSeconds: game.revealIntervalSeconds,
    operatorDrawn: EXTERNALLY_DRAWN_GAME_IDS.includes(game.id),
    timeZone: zoneName,
    current: {
      turnNum: current.turnNum,
      closeAt: current.closeAt,
      drawAt: current.drawAt,
      state: now < current.closeAt ? 'open' : 'closed',
      rescheduled: game.nextDrawAt !== null,
    },
    nextDraws: turns.map((turn) => ({ turnNum: turn.turnNum, drawAt: turn.drawAt })),
    latest: latest
      ? {
          turnNum: latest.turnNum,
          numbers: latest.numbers.slice(0, latest.revealed),
          drawnAt: latest.openAt.getTime(),
        }
      : null,
  };
}

/** Page `query` of game `gameId`'s draws, newest first, with the company's pending bets per turn. */
async function drawsPage(
  context: ConsoleContext,
  gameId: number,
  query: { page: number; pageSize: number },
): Promise<Page<ConsoleLotteryDrawRow>> {
  const { db } = context;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(lotteryDraw)
      .where(eq(lotteryDraw.gameId, gameId))
      .orderBy(desc(lotteryDraw.slotAt))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ value: count() }).from(lotteryDraw).where(eq(lotteryDraw.gameId, gameId)),
  ]);
  const pending = new Map<string, number>();
  if (rows.length > 0) {
    const { id: companyId } = await context.company.current();
    // On index bet_order_pending_idx (game, turn where pending): only this page's turns.
    const counts = await db
      .select({ turnNum: betOrder.turnNum, value: count() })
      .from(betOrder)
      .where(
        and(
          eq(betOrder.gameId, gameId),
          inArray(
            betOrder.turnNum,
            rows.map((row) => row.turnNum),
          ),
          eq(betOrder.status, BET_STATUS.PENDING),
          eq(betOrder.companyId, companyId),
        ),
      )
      .groupBy(betOrder.turnNum);
    for (const row of counts) pending.set(row.turnNum, row.value);
  }
  return {
    data: rows.map((row) => {
      const pendingBets = pending.get(row.turnNum) ?? 0;
      return {
        turnNum: row.turnNum,
        numbers: row.numbers.slice(0, row.revealed),
        drawnAt: row.openAt.getTime(),
        streaming: row.streaming,
        pendingBets,
        settled: !row.streaming && pendingBets === 0,
      };
    }),
    totalCount: total?.value ?? 0,
  };
}

export function consoleLotteryRoutes(services: ConsoleLotteryServices): ConsoleRoutes {
  return (app: FastifyInstance, auth, context) => {
    const timeZone = timeZoneSource(context.db, context.companyCode);

    app.get(CONSOLE_LOTTERY_GAMES_PATH, async (request) => {
      await auth.signedIn(request, { allowed: ROLES_ANY });
      const zoneName = await timeZone();
      const now = services.clock();
      // The enabled games in the players' menu order (as GET /v/lottery/openInfoList).
      const games = await context.db
        .select()
        .from(lotteryGame)
        .where(eq(lotteryGame.enabled, true))
        .orderBy(desc(lotteryGame.sort), asc(lotteryGame.id));
      return ok(
        await Promise.all(games.map((game) => gameView(context, services, game, zoneName, now))),
      );
    });

    app.get(DRAWS_PATH, async (request) => {
      await auth.signedIn(request, { allowed: ROLES_ANY });
      const { gameId } = parseInput(consoleLotteryGameParamsSchema, request.params);
      const query = parseInput(consoleLotteryDrawsQuerySchema, request.query);
      // 400 彩种不存在 for an unknown or disabled game, as the players' history answers.
      await services.lottery.game(gameId);
      return ok(await drawsPage(context, gameId, query));
    });
  };
}
