// 开奖's reads (lotteryRoutes.ts): every role sees the seeded games with their schedules, turns on
// sale and next draws; a 香港六合彩 draw entered through the console's operator path shows first in
// the game's draws, unsettled while a bet waits and settled after the settlement pass; unknown
// games and hostile paging are Chinese 4xx, never 500.
import {
  CONSOLE_LOTTERY_GAMES_PATH,
  CONSOLE_NEXT_DRAWS,
  consoleLotteryDrawsPath,
  consoleLotteryDrawsResponseSchema,
  consoleLotteryGamesResponseSchema,
} from '@jinli/contract/console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { bet, openTurnIn, player, playIdOf, settleDue, YUAN } from '../betting/bettingTestKit';
import { GAME_SEEDS } from '../lottery/games';
import { OPERATOR_DRAW_PATH } from '../lottery/operator';
import { OPERATOR_ROLES, ROLES_ANY } from '../operators/roles';
import {
  consoleData,
  expectRefusal,
  expectRolesRefused,
  signInStaff,
  type Staff,
} from './playerMoneyTestKit';
import { consoleOf, consoleRequest, testClock } from './testKit';

const MARK_SIX = 70;
const clock = testClock();
let t: TestApp;
let staff: Staff;
beforeAll(async () => {
  t = await createTestApp({ console: { now: clock.now } });
  staff = await signInStaff(t, clock);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, role: keyof Staff = 'support') =>
  consoleRequest(consoleOf(t), staff[role], 'GET', url);
const games = async (role: keyof Staff = 'support') =>
  consoleLotteryGamesResponseSchema.parse(consoleData(await get(CONSOLE_LOTTERY_GAMES_PATH, role)));
const draws = async (gameId: number, query = '') =>
  consoleLotteryDrawsResponseSchema.parse(
    consoleData(await get(`${consoleLotteryDrawsPath(gameId)}${query}`)),
  );

describe('GET /console-api/lottery/games', () => {
  it('lists every seeded game with its cadence, turn on sale and next draws, for every role', async () => {
    await expectRolesRefused(t, staff, 'GET', CONSOLE_LOTTERY_GAMES_PATH, ROLES_ANY);
    for (const role of OPERATOR_ROLES) expect((await games(role)).length).toBe(GAME_SEEDS.length);
    const list = await games();
    expect(list.map((game) => game.gameId)).toEqual(GAME_SEEDS.map((game) => game.id));
    const markSix = list.find((game) => game.gameId === MARK_SIX)!;
    expect(markSix).toMatchObject({
      name: '香港六合彩',
      cadence: { kind: 'daily', dailyTime: '21:30' },
      operatorDrawn: true,
      live: true,
    });
    const fast = list.find((game) => game.gameId === 42)!;
    expect(fast).toMatchObject({ cadence: { kind: 'interval', intervalSeconds: 60 } });
    expect(fast.operatorDrawn).toBe(false);
    for (const game of list) {
      expect(game.nextDraws).toHaveLength(CONSOLE_NEXT_DRAWS);
      expect(game.nextDraws[0]).toEqual({
        turnNum: game.current.turnNum,
        drawAt: game.current.drawAt,
      });
      const times = game.nextDraws.map((draw) => draw.drawAt);
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(game.current.closeAt).toBe(game.current.drawAt - game.closeBeforeSeconds * 1000);
    }
  });
});

describe('GET /console-api/lottery/games/:gameId/draws', () => {
  it('shows a draw entered for 香港六合彩 first, pending until its bets are settled', async () => {
    const turnNum = await openTurnIn(t.database.db, MARK_SIX);
    const before = (await games()).find((game) => game.gameId === MARK_SIX)!;
    expect(before.current).toMatchObject({ turnNum, state: 'open', rescheduled: true });
    const p = await player(t, 10 * YUAN);
    await bet(t.app, p.token, {
      gameId: MARK_SIX,
      turnNum,
      bets: [
        { playId: await playIdOf(t.app, 'tema', 1, MARK_SIX), selection: ['09'], unitMoney: YUAN },
      ],
    });
    const numbers = [3, 17, 22, 31, 40, 45, 9];
    const drawn = await consoleRequest(
      consoleOf(t),
      staff.ops,
      'POST',
      `/console-api${OPERATOR_DRAW_PATH}`,
      {
        gameId: MARK_SIX,
        numbers,
      },
    );
    expect(drawn.statusCode, drawn.body).toBe(200);

    const page = await draws(MARK_SIX);
    expect(page.totalCount).toBe(2);
    expect(page.data[0]).toMatchObject({
      turnNum,
      numbers,
      streaming: false,
      pendingBets: 1,
      settled: false,
    });
    expect(page.data[1]!.turnNum < turnNum).toBe(true);
    const after = (await games()).find((game) => game.gameId === MARK_SIX)!;
    expect(after.latest).toMatchObject({ turnNum, numbers });
    expect(after.current.turnNum > turnNum).toBe(true);

    await settleDue(t.database.db);
    expect((await draws(MARK_SIX)).data[0]).toMatchObject({
      turnNum,
      pendingBets: 0,
      settled: true,
    });
    const second = await draws(MARK_SIX, '?page=2&pageSize=1');
    expect(second.data.map((row) => row.turnNum)).toEqual([page.data[1]?.turnNum]);
    expect((await draws(MARK_SIX, '?page=9&pageSize=100')).data).toEqual([]);
  });

  it('refuses no session, unknown games and hostile paging with a Chinese 4xx', async () => {
    await expectRolesRefused(t, staff, 'GET', consoleLotteryDrawsPath(MARK_SIX), ROLES_ANY);
    expectRefusal(await get(consoleLotteryDrawsPath(12345)), 400, '彩种不存在');
    for (const path of [
      '/console-api/lottery/games/abc/draws',
      '/console-api/lottery/games/0/draws',
      '/console-api/lottery/games/-1/draws',
      '/console-api/lottery/games/99999999999999999999/draws',
      '/console-api/lottery/games/1e3/draws',
    ])
      expectRefusal(await get(path), 400);
    for (const query of [
      '?page=0',
      '?page=-1',
      '?page=abc',
      '?page=1.5',
      '?page=99999999999999999999',
      '?page=1e400',
      '?pageSize=0',
      '?pageSize=101',
      '?pageSize=NaN',
      '?page=1&page=2',
    ])
      expectRefusal(await get(`${consoleLotteryDrawsPath(MARK_SIX)}${query}`), 400);
  });
});
