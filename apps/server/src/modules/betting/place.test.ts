import { betRecordSchema, ErrorCode, pageSchema } from '@jinli/contract';
import { LEDGER_CODE, MONEY_PARSE_MESSAGES, SELECTION_TEXT } from '@jinli/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { tableCounts } from '../../../test/testDatabase';
import { call, dataOf, expectError } from '../../../test/users';
import { balanceAndLedger } from '../../../test/wallet';
import { betOrder, ledger } from '../../db/schema';
import { INSUFFICIENT_BALANCE } from '../wallet/ledger';
import { bet, categories, FAST_GAME, openTurnIn, player, playIdOf, YUAN } from './bettingTestKit';
import { BETTING_TEXT, turnClosedText } from './texts';

let t: TestApp;
let turnNum: string;
beforeAll(async () => {
  t = await createTestApp();
  turnNum = await openTurnIn(t.database.db, FAST_GAME);
});
afterAll(async () => {
  await t?.close();
});

const BAD = ErrorCode.BAD_REQUEST;

describe('GET /game/play-cate with plays', () => {
  it('lists each category with its plays, odds and limits, both models on a fast game', async () => {
    const list = await categories(t.app);
    const tema = list.find((c) => c.playCateName === '特码')!;
    expect(tema.plays.filter((p) => p.model === 1).map((p) => p.code)).toEqual([
      'tema',
      'temaSides',
    ]);
    expect(tema.plays.find((p) => p.code === 'tema' && p.model === 1)).toMatchObject({
      name: '特码',
      odds: [{ key: 'base', name: '赔率', odds: 47.5 }],
      minMoney: 1000,
      maxMoney: 20_000_000,
    });
    const lm = list.find((c) => c.playCateName === '连码')!;
    expect(lm.plays.find((p) => p.code === 'threeOfTwo' && p.model === 1)!.odds).toEqual([
      { key: 'hit3', name: '中三', odds: 100 },
      { key: 'hit2', name: '中二', odds: 20 },
    ]);
    expect(list.find((c) => c.playCateName === '五行')!.plays).toEqual([]);
    expect(tema.plays.some((p) => p.model === 2)).toBe(true);
    // A daily game offers the credit model only.
    const daily = await categories(t.app, 110);
    expect(daily.flatMap((c) => c.plays).every((p) => p.model === 1)).toBe(true);
  });
});

describe('POST /api/bet/save', () => {
  it('places single and 连码 bets: one order per bet, one ledger row, balance down', async () => {
    const p = await player(t, 100 * YUAN);
    const tema = await playIdOf(t.app, 'tema');
    const twoAll = await playIdOf(t.app, 'twoAll');
    const result = await bet(t.app, p.token, {
      gameId: FAST_GAME,
      turnNum,
      bets: [
        { playId: tema, selection: ['7', '12'], unitMoney: 2 * YUAN },
        { playId: twoAll, selection: ['01', '02', '03'], unitMoney: 5 * YUAN },
      ],
    });
    expect(result).toMatchObject({
      count: 5,
      totalMoney: 19 * YUAN,
      balance: 81 * YUAN,
      trackOrderNo: null,
    });
    expect(result.orderNos).toHaveLength(5);
    const state = await balanceAndLedger(t.database.db, p.userId);
    expect(state.balance).toBe(81_000n);
    expect(state.ledgerSum).toBe(state.balance);
    const rows = await t.database.db.select().from(ledger).where(eq(ledger.userId, p.userId));
    expect(rows.filter((r) => r.type === LEDGER_CODE.lotteryBet)).toHaveLength(1);

    const page = pageSchema(betRecordSchema).parse(
      dataOf(await call(t.app, 'betTodayList', { token: p.token, query: { status: 0 } })),
    );
    expect(page.totalCount).toBe(5);
    expect(page.data.map((r) => r.betInfo).sort()).toEqual(['01,02', '01,03', '02,03', '07', '12']);
    expect(page.data[0]).toMatchObject({
      gameId: FAST_GAME,
      turnNum,
      status: 0,
      result: null,
      model: 1,
      openNum: '',
      account: p.account,
    });
    // Placed bets count as turnover for the withdraw requirement (wallet sumAllDml).
    const valid = dataOf<{ sumAllDml: number }>(
      await call(t.app, 'validWithdraw', { token: p.token }),
    );
    expect(valid.sumAllDml).toBe(19 * YUAN);
  });
});

describe('POST /api/bet/save: refusals', () => {
  it('refuses bad input with 400 and changes nothing', async () => {
    const p = await player(t, 10 * YUAN);
    const tema = await playIdOf(t.app, 'tema');
    const twoAll = await playIdOf(t.app, 'twoAll');
    const officialTema = await playIdOf(t.app, 'tema', 2);
    const before = await tableCounts(t.database.db);
    const refuse = async (body: Record<string, unknown>, msg?: string) =>
      expectError(await call(t.app, 'betSave', { token: p.token, body }), 400, BAD, msg);
    const line = { playId: tema, selection: ['07'], unitMoney: YUAN };
    await refuse(
      { gameId: FAST_GAME, turnNum, bets: [{ ...line, selection: ['50'] }] },
      SELECTION_TEXT.invalid,
    );
    await refuse(
      { gameId: FAST_GAME, turnNum, bets: [{ ...line, selection: ['7', '07'] }] },
      SELECTION_TEXT.duplicate,
    );
    await refuse(
      { gameId: FAST_GAME, turnNum, bets: [{ ...line, playId: twoAll }] },
      '二全中至少选择2个号码',
    );
    await refuse(
      { gameId: FAST_GAME, turnNum, bets: [{ ...line, unitMoney: 990 }] },
      '特码单注金额不能低于1.00元',
    );
    await refuse(
      { gameId: FAST_GAME, turnNum, bets: [{ ...line, unitMoney: 20_000_010 }] },
      '特码单注金额不能高于20,000.00元',
    );
    // A stake of 1.005 yuan: not a whole number of fen.
    await refuse(
      { gameId: FAST_GAME, turnNum, bets: [{ ...line, unitMoney: 1_005 }] },
      MONEY_PARSE_MESSAGES.fen,
    );
    await refuse(
      { gameId: FAST_GAME, turnNum, bets: [{ ...line, playId: 999_999 }] },
      BETTING_TEXT.playNotFound,
    );
    await refuse(
      { gameId: FAST_GAME, turnNum, model: 1, bets: [{ ...line, playId: officialTema }] },
      BETTING_TEXT.playNotFound,
    );
    await refuse({ gameId: 110, turnNum, bets: [line] });
    await refuse({ gameId: 12345, turnNum, bets: [line] }, '彩种不存在');
    await refuse({ gameId: FAST_GAME, turnNum: '19990101', bets: [line] });
    await refuse(
      { gameId: FAST_GAME, turnNum: `${turnNum.slice(0, -1)}9x`, bets: [line] },
      BETTING_TEXT.turnInvalid,
    );
    await refuse(
      { gameId: FAST_GAME, turnNum, bets: [{ ...line, unitMoney: 11 * YUAN }] },
      INSUFFICIENT_BALANCE,
    );
    await refuse({ gameId: FAST_GAME, turnNum, bets: [] });
    await refuse({ gameId: FAST_GAME, turnNum, bets: [{ ...line, unitMoney: 1.5 }] });
    await refuse({ gameId: FAST_GAME, turnNum, bets: [{ ...line, selection: 'x' }] });
    await refuse({ gameId: '71', turnNum, bets: [line] });
    await refuse({ gameId: FAST_GAME, turnNum, bets: [line], track: { turns: 1 } });
    await refuse({ gameId: FAST_GAME, turnNum, bets: [line], track: { turns: 31 } });
    // 二全中 of 10 numbers is 45 bets; chased over 12 turns it is 540 > 500.
    const ten = Array.from({ length: 10 }, (_, i) => String(i + 1));
    await refuse(
      {
        gameId: FAST_GAME,
        turnNum,
        bets: [{ playId: twoAll, selection: ten, unitMoney: YUAN }],
        track: { turns: 12, stopOnWin: true },
      },
      '单次最多投注500注',
    );
    expect(await tableCounts(t.database.db)).toEqual(before);
    // Not logged in.
    const anonymous = await call(t.app, 'betSave', {
      body: { gameId: FAST_GAME, turnNum, bets: [line] },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a bet after the turn closed', async () => {
    const p = await player(t, 10 * YUAN);
    const tema = await playIdOf(t.app, 'tema');
    // Drawn in 5 s: betting closed 10 s before the draw.
    const closing = await openTurnIn(t.database.db, FAST_GAME, 5);
    expectError(
      await call(t.app, 'betSave', {
        token: p.token,
        body: {
          gameId: FAST_GAME,
          turnNum: closing,
          bets: [{ playId: tema, selection: ['07'], unitMoney: YUAN }],
        },
      }),
      400,
      BAD,
      turnClosedText(closing),
    );
    expect((await balanceAndLedger(t.database.db, p.userId)).balance).toBe(10_000n);
    turnNum = await openTurnIn(t.database.db, FAST_GAME);
  });
});

describe('POST /api/bet/save: concurrent and repeated requests', () => {
  it('takes exactly the bets the balance covers when 100 come at once', async () => {
    const p = await player(t, 10 * YUAN);
    const tema = await playIdOf(t.app, 'tema');
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        call(t.app, 'betSave', {
          token: p.token,
          body: {
            gameId: FAST_GAME,
            turnNum,
            bets: [{ playId: tema, selection: [String((i % 49) + 1)], unitMoney: YUAN }],
          },
        }),
      ),
    );
    const accepted = answers.filter((a) => a.statusCode === 200);
    expect(accepted).toHaveLength(10);
    for (const refused of answers.filter((a) => a.statusCode !== 200))
      expectError(refused, 400, BAD, INSUFFICIENT_BALANCE);
    const state = await balanceAndLedger(t.database.db, p.userId);
    expect(state.balance).toBe(0n);
    expect(state.ledgerSum).toBe(0n);
    const orders = await t.database.db.select().from(betOrder).where(eq(betOrder.userId, p.userId));
    expect(orders).toHaveLength(10);
  });

  it('replays a repeated request with the same idempotency key', async () => {
    const p = await player(t, 10 * YUAN);
    const tema = await playIdOf(t.app, 'tema');
    const body = {
      gameId: FAST_GAME,
      turnNum,
      bets: [{ playId: tema, selection: ['07'], unitMoney: YUAN }],
    };
    const headers = { 'Idempotency-Key': 'bet-key-1' };
    const first = dataOf(await call(t.app, 'betSave', { token: p.token, body, headers }));
    const second = dataOf(await call(t.app, 'betSave', { token: p.token, body, headers }));
    expect(second).toEqual(first);
    expect((await balanceAndLedger(t.database.db, p.userId)).balance).toBe(9_000n);
  });
});
