// POST /operator/lottery/draw (lottery/operator.ts): draws the turn on sale now with chosen numbers,
// so that a betting end-to-end test can have a known winner; settlement follows the next tick.
import { ErrorCode, lotteryOpenInfoSchema } from '@jinli/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { tableCounts } from '../../../test/testDatabase';
import { call, dataOf, expectError } from '../../../test/users';
import { balanceAndLedger } from '../../../test/wallet';
import { OPERATOR_DRAW_PATH, OPERATOR_TOKEN_HEADER } from '../lottery/operator';
import { bet, FAST_GAME, openTurnIn, player, playIdOf, YUAN } from './bettingTestKit';

const TOKEN = 'operator-token-for-tests';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    operators: [{ name: 'tester', token: TOKEN }],
    operatorTestDraws: true,
  });
});
afterAll(async () => {
  await t?.close();
});

const draw = (body: unknown, token = TOKEN) =>
  t.app.inject({
    method: 'POST',
    url: OPERATOR_DRAW_PATH,
    headers: { 'content-type': 'application/json', [OPERATOR_TOKEN_HEADER]: token },
    payload: JSON.stringify(body),
  });

describe('POST /operator/lottery/draw', () => {
  it('draws the turn on sale with the chosen numbers', async () => {
    const turnNum = await openTurnIn(t.database.db, FAST_GAME);
    const p = await player(t, 10 * YUAN);
    await bet(t.app, p.token, {
      gameId: FAST_GAME,
      turnNum,
      bets: [{ playId: await playIdOf(t.app, 'tema'), selection: ['09'], unitMoney: YUAN }],
    });
    const response = await draw({ gameId: FAST_GAME, numbers: [3, 17, 22, 31, 40, 45, 9] });
    expect(response.statusCode, response.body).toBe(200);
    const info = lotteryOpenInfoSchema.parse((response.json() as { data: unknown }).data);
    expect(info.pre).toMatchObject({ turnNum, openNum: '03,17,22,31,40,45,09', isStreaming: 0 });
    expect(info.cur.turnNum > turnNum).toBe(true);
    const open = lotteryOpenInfoSchema.parse(
      dataOf(await call(t.app, 'lotteryOpenInfo', { query: { gameId: FAST_GAME } })),
    );
    expect(open.pre?.turnNum).toBe(turnNum);
    expect((await balanceAndLedger(t.database.db, p.userId)).balance).toBe(9_000n);
  });

  it('refuses a wrong token and bad numbers, changing nothing', async () => {
    const before = await tableCounts(t.database.db);
    expectError(
      await draw({ gameId: FAST_GAME, numbers: [1, 2, 3, 4, 5, 6, 7] }, 'wrong'),
      403,
      ErrorCode.FORBIDDEN,
    );
    for (const numbers of [
      [1, 2, 3, 4, 5, 6],
      [1, 2, 3, 4, 5, 6, 6],
      [0, 2, 3, 4, 5, 6, 7],
      [1, 2, 3, 4, 5, 6, 50],
    ])
      expectError(await draw({ gameId: FAST_GAME, numbers }), 400, ErrorCode.BAD_REQUEST);
    expectError(
      await draw({ gameId: 12345, numbers: [1, 2, 3, 4, 5, 6, 7] }),
      400,
      ErrorCode.BAD_REQUEST,
      '彩种不存在',
    );
    expect(await tableCounts(t.database.db)).toEqual(before);
  });
});
