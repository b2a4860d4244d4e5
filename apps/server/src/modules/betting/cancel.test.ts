import {
  betCancelResultSchema,
  betDayReportSchema,
  betRecordSchema,
  ErrorCode,
  pageSchema,
} from '@jinli/contract';
import { BET_CANCEL_TEXT, LEDGER_CODE } from '@jinli/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { testCompanyId } from '../../../test/testApp';
import { tableCounts } from '../../../test/testDatabase';
import { call, dataOf, expectError } from '../../../test/users';
import { balanceAndLedger } from '../../../test/wallet';
import { betOrder, ledger, systemConfig } from '../../db/schema';
import { ConfigKey } from '../config/configKeys';
import {
  bet,
  FAST_GAME,
  openTurnIn,
  player,
  type Player,
  playIdOf,
  storeDraw,
  YUAN,
  bettingTestApp,
  settleDue,
} from './bettingTestKit';
import { BETTING_TEXT } from './texts';

const kit = bettingTestApp(['tema']);
let turnNum: string;
beforeAll(async () => {
  turnNum = await openTurnIn(kit.t.database.db, FAST_GAME);
});

const BAD = ErrorCode.BAD_REQUEST;
const recordsPage = pageSchema(betRecordSchema);

async function placeTema(p: Player, numbers: string[], unit = YUAN): Promise<string[]> {
  return (
    await bet(kit.t.app, p.token, {
      gameId: FAST_GAME,
      turnNum,
      bets: [{ playId: kit.plays.tema, selection: numbers, unitMoney: unit }],
    })
  ).orderNos;
}

const cancel = (p: Player, orderNos: string[]) =>
  call(kit.t.app, 'betCancel', { token: p.token, body: { orderNo: orderNos.join(',') } });

async function setCancel(value: string) {
  const companyId = await testCompanyId(kit.t.database);
  await kit.t.database.db
    .update(systemConfig)
    .set({ configValue: value })
    .where(
      and(
        eq(systemConfig.companyId, companyId),
        eq(systemConfig.configKey, ConfigKey.HY_IS_CANCEL),
      ),
    );
}

describe('POST /api/bet/cancel', () => {
  it('cancels own pending bets before betEndTime and refunds each exactly once', async () => {
    const p = await player(kit.t, 10 * YUAN);
    const [a, b] = await placeTema(p, ['01', '02'], 2 * YUAN);
    const before = recordsPage.parse(
      dataOf(await call(kit.t.app, 'betTodayList', { token: p.token })),
    );
    expect(before.data.every((r) => r.isCancle === 1)).toBe(true);

    const result = betCancelResultSchema.parse(dataOf(await cancel(p, [a!])));
    expect(result).toEqual({
      results: [{ orderNo: a, ok: true, msg: '' }],
      cancelled: 1,
      refund: 2_000,
      balance: 8_000,
    });
    // Again, and ten times at once: refused, refunded once.
    expectError(await cancel(p, [a!]), 400, BAD, BET_CANCEL_TEXT.notCancelable);
    const answers = await Promise.all(Array.from({ length: 10 }, () => cancel(p, [b!])));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((r) => r.statusCode !== 200))
      expectError(r, 400, BAD, BET_CANCEL_TEXT.notCancelable);
    const state = await balanceAndLedger(kit.t.database.db, p.userId);
    expect(state.balance).toBe(10_000n);
    expect(state.ledgerSum).toBe(10_000n);
    const refunds = await kit.t.database.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, p.userId), eq(ledger.type, LEDGER_CODE.orderCancelRefund)));
    expect(refunds.map((r) => r.refId).sort()).toEqual([a, b].sort());
    const cancelled = recordsPage.parse(
      dataOf(await call(kit.t.app, 'betTodayList', { token: p.token, query: { status: 2 } })),
    );
    expect(cancelled.data.map((r) => [r.status, r.isCancle])).toEqual([
      [2, 0],
      [2, 0],
    ]);
    // A cancelled bet is no valid turnover.
    expect(
      dataOf<{ sumAllDml: number }>(await call(kit.t.app, 'validWithdraw', { token: p.token }))
        .sumAllDml,
    ).toBe(0);
  });

  it("never cancels or shows another player's order", async () => {
    const owner = await player(kit.t, 10 * YUAN);
    const other = await player(kit.t, 10 * YUAN);
    const [orderNo] = await placeTema(owner, ['05']);
    expectError(await cancel(other, [orderNo!]), 400, BAD, BETTING_TEXT.orderNotFound);
    const seen = recordsPage.parse(
      dataOf(await call(kit.t.app, 'betTodayList', { token: other.token })),
    );
    expect(seen).toEqual({ data: [], totalCount: 0 });
    const [row] = await kit.t.database.db
      .select()
      .from(betOrder)
      .where(eq(betOrder.orderNo, orderNo!));
    expect(row!.status).toBe(0);
    expect((await balanceAndLedger(kit.t.database.db, owner.userId)).balance).toBe(9_000n);
  });

  it('refuses settled bets and bets past betEndTime, answering per order when some succeed', async () => {
    const p = await player(kit.t, 10 * YUAN);
    const [late, fine] = await placeTema(p, ['20', '21']);
    await kit.t.database.db
      .update(betOrder)
      .set({ betEndAt: new Date(Date.now() - 1000) })
      .where(eq(betOrder.orderNo, late!));
    const mixed = betCancelResultSchema.parse(dataOf(await cancel(p, [late!, fine!, 'B0000'])));
    expect(mixed.results).toEqual([
      { orderNo: late, ok: false, msg: BET_CANCEL_TEXT.notCancelable },
      { orderNo: fine, ok: true, msg: '' },
      { orderNo: 'B0000', ok: false, msg: BETTING_TEXT.orderNotFound },
    ]);
    const [settledNo] = await placeTema(p, ['09']);
    const drawn = turnNum;
    await storeDraw(kit.t.database.db, FAST_GAME, drawn, [1, 2, 3, 4, 5, 6, 9]);
    await settleDue(kit.t.database.db);
    expectError(await cancel(p, [settledNo!]), 400, BAD, BET_CANCEL_TEXT.notCancelable);
    turnNum = await openTurnIn(kit.t.database.db, FAST_GAME);
  });
});

describe('POST /api/bet/cancel: chases, the hy_is_cancel switch and bad input', () => {
  it('cancels one order of a chase: its own stake back, the other turns go on', async () => {
    const p = await player(kit.t, 10 * YUAN);
    const chase = await bet(kit.t.app, p.token, {
      gameId: FAST_GAME,
      turnNum,
      bets: [{ playId: kit.plays.tema, selection: ['08'], unitMoney: YUAN }],
      track: { turns: 3, stopOnWin: true },
    });
    expect((await balanceAndLedger(kit.t.database.db, p.userId)).balance).toBe(7_000n);
    const list = recordsPage.parse(
      dataOf(await call(kit.t.app, 'betTodayList', { token: p.token })),
    );
    expect(list.data.map((r) => [r.trackOrderNo, r.isCancle])).toEqual(
      Array(3).fill([chase.trackOrderNo, 1]),
    );
    const last = chase.orderNos[2]!;
    expect(betCancelResultSchema.parse(dataOf(await cancel(p, [last]))).refund).toBe(1_000);
    const statuses = recordsPage
      .parse(dataOf(await call(kit.t.app, 'betTodayList', { token: p.token })))
      .data.map((r) => [r.orderNo, r.status]);
    expect(statuses).toEqual(
      expect.arrayContaining([
        [chase.orderNos[0], 0],
        [chase.orderNos[1], 0],
        [last, 2],
      ]),
    );
    const state = await balanceAndLedger(kit.t.database.db, p.userId);
    expect(state.balance).toBe(8_000n);
    expect(state.ledgerSum).toBe(8_000n);
  });

  it('refuses everything while hy_is_cancel is off', async () => {
    const p = await player(kit.t, 10 * YUAN);
    const [orderNo] = await placeTema(p, ['30']);
    await setCancel('0');
    try {
      expectError(await cancel(p, [orderNo!]), 400, BAD, BET_CANCEL_TEXT.disabled);
      const list = recordsPage.parse(
        dataOf(await call(kit.t.app, 'betTodayList', { token: p.token })),
      );
      expect(list.data[0]!.isCancle).toBe(0);
    } finally {
      await setCancel('1');
    }
    expect((await balanceAndLedger(kit.t.database.db, p.userId)).balance).toBe(9_000n);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const p = await player(kit.t, 10 * YUAN);
    const before = await tableCounts(kit.t.database.db);
    expectError(await call(kit.t.app, 'betCancel', { token: p.token, body: {} }), 400, BAD);
    expectError(
      await call(kit.t.app, 'betCancel', { token: p.token, body: { orderNo: ' , ' } }),
      400,
      BAD,
      BETTING_TEXT.orderNotFound,
    );
    expectError(
      await call(kit.t.app, 'betCancel', {
        token: p.token,
        body: { orderNo: Array.from({ length: 101 }, (_, i) => `B${i}`).join(',') },
      }),
      400,
      BAD,
      BETTING_TEXT.tooManyOrders,
    );
    expect(await tableCounts(kit.t.database.db)).toEqual(before);
    expect((await call(kit.t.app, 'betCancel', { body: { orderNo: 'B1' } })).statusCode).toBe(401);
  });
});

describe('bet records', () => {
  it('filters today by status, game and model; lists a day; totals the days', async () => {
    const p = await player(kit.t, 100 * YUAN);
    await placeTema(p, ['01', '02', '03'], 2 * YUAN);
    const official = await playIdOf(kit.t.app, 'tema', 2);
    await bet(kit.t.app, p.token, {
      gameId: FAST_GAME,
      turnNum,
      model: 2,
      bets: [{ playId: official, selection: ['04'], unitMoney: 500 }],
    });
    const all = recordsPage.parse(
      dataOf(await call(kit.t.app, 'betTodayList', { token: p.token })),
    );
    expect(all.totalCount).toBe(4);
    expect(all.data[0]).toMatchObject({
      model: 2,
      totalMoney: 500,
      cateName: '特码',
      odds: '46.55',
    });
    const credit = recordsPage.parse(
      dataOf(await call(kit.t.app, 'betTodayList', { token: p.token, query: { model: 1 } })),
    );
    expect(credit.totalCount).toBe(3);
    const paged = recordsPage.parse(
      dataOf(
        await call(kit.t.app, 'betTodayList', { token: p.token, query: { rows: 2, page: 2 } }),
      ),
    );
    expect(paged).toMatchObject({ totalCount: 4 });
    expect(paged.data).toHaveLength(2);
    const otherGame = recordsPage.parse(
      dataOf(await call(kit.t.app, 'betTodayList', { token: p.token, query: { gameId: 110 } })),
    );
    expect(otherGame.totalCount).toBe(0);

    const today = all.data[0]!.addTime.slice(0, 10);
    const day = recordsPage.parse(
      dataOf(await call(kit.t.app, 'betHistoryList', { token: p.token, query: { date: today } })),
    );
    expect(day.totalCount).toBe(4);
    const dayOfGame = (gameId: number) =>
      call(kit.t.app, 'betHistoryList', { token: p.token, query: { date: today, gameId } });
    expect(recordsPage.parse(dataOf(await dayOfGame(FAST_GAME))).totalCount).toBe(4);
    expect(recordsPage.parse(dataOf(await dayOfGame(110))).totalCount).toBe(0);
    const empty = recordsPage.parse(
      dataOf(
        await call(kit.t.app, 'betHistoryList', { token: p.token, query: { date: '2020-01-01' } }),
      ),
    );
    expect(empty.totalCount).toBe(0);
    const report = z
      .array(betDayReportSchema)
      .parse(dataOf(await call(kit.t.app, 'betHistoryDayReport', { token: p.token })));
    expect(report).toEqual([{ statTime: today, bettingMoney: 6_500, winOrcloseMoney: 0 }]);

    for (const query of [
      { status: 9 },
      { rows: 0 },
      { page: 0 },
      { model: 3 },
      { gameId: 'x' },
    ] as Record<string, string | number>[])
      expectError(await call(kit.t.app, 'betTodayList', { token: p.token, query }), 400, BAD);
    expectError(
      await call(kit.t.app, 'betHistoryList', {
        token: p.token,
        query: { date: today, gameId: 'x' },
      }),
      400,
      BAD,
    );
    for (const date of ['2026-13-01', '2026-02-30', 'today'])
      expectError(
        await call(kit.t.app, 'betHistoryList', { token: p.token, query: { date } }),
        400,
        BAD,
      );
    expect((await call(kit.t.app, 'betHistoryDayReport', {})).statusCode).toBe(401);
  });
});
