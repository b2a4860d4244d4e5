import { betRecordSchema, pageSchema, type BetRecord } from '@jinli/contract';
import {
  BET_STATUS,
  LEDGER_CODE,
  lunarYearAt,
  zodiacOfLunarYear,
  zodiacOfNumber,
} from '@jinli/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_COMPANY } from '../../../test/testApp';
import { call, dataOf } from '../../../test/users';
import { balanceAndLedger } from '../../../test/wallet';
import { betOrder, ledger, lotteryGame, userAccount } from '../../db/schema';
import { createMemoryPubSub } from '../../realtime/memoryPubSub';
import type { AuthService } from '../accounts/auth';
import { createCompanyService } from '../company/service';
import { createConfigService } from '../config/service';
import { createLotteryModule } from '../lottery/module';
import {
  bet,
  FAST_GAME,
  openTurnIn,
  player,
  type Player,
  storeDraw,
  YUAN,
  bettingTestApp,
} from './bettingTestKit';
import { createBettingModule } from './module';
import { AWARD_NOTICE_TOPIC, type AwardNotice } from './awardNotices';
import { createSettlement } from './settlement';

const kit = bettingTestApp([
  'tema',
  'temaSides',
  'colour',
  'specialZodiac',
  'oneZodiac',
  'regular',
  'tail',
  'twoAll',
  'threeAll',
  'threeOfTwo',
]);
const plays = kit.plays;

const settlement = (
  options: Parameters<typeof createSettlement>[0] extends infer O ? Partial<O> : never = {},
) => createSettlement({ db: kit.t.database.db, pubsub: createMemoryPubSub(), ...options });

async function records(p: Player): Promise<BetRecord[]> {
  return pageSchema(betRecordSchema).parse(
    dataOf(await call(kit.t.app, 'betTodayList', { token: p.token, query: { rows: 100 } })),
  ).data;
}

async function expectBalanced(p: Player) {
  const state = await balanceAndLedger(kit.t.database.db, p.userId);
  expect(state.balance).toBe(state.ledgerSum);
  expect(state.balance >= 0n).toBe(true);
  return state.balance;
}

/** The player's valid turnover of the VIP cycle. */
async function cycleBetAmount(p: Player): Promise<bigint> {
  const [user] = await kit.t.database.db
    .select()
    .from(userAccount)
    .where(eq(userAccount.id, p.userId));
  return user!.cycleBetAmount;
}

/** Ledger rows of `type` per order number. */
async function ledgerRefs(userIds: number[], type: number): Promise<Map<string, number>> {
  const rows = await kit.t.database.db
    .select()
    .from(ledger)
    .where(and(inArray(ledger.userId, userIds), eq(ledger.type, type)));
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.refId ?? '', (counts.get(row.refId ?? '') ?? 0) + 1);
  return counts;
}

// 03 17 22 31 40 45 + special 09: 09 is 小, 单, blue; tails 3 7 2 1 0 5 9.
const DRAW = [3, 17, 22, 31, 40, 45, 9];

describe('settlement: payouts by the domain rules and draw refunds', () => {
  it('settles every play by the domain rules, pays once through the ledger, counts valid bets for VIP', async () => {
    const turnNum = await openTurnIn(kit.t.database.db, FAST_GAME);
    const year = lunarYearAt(Date.now() + 3600_000);
    const sign = zodiacOfNumber(9, year);
    const p = await player(kit.t, 1000 * YUAN);
    await bet(kit.t.app, p.token, {
      gameId: FAST_GAME,
      turnNum,
      bets: [
        { playId: plays.tema, selection: ['09', '08'], unitMoney: 2 * YUAN },
        { playId: plays.temaSides, selection: ['小', '大'], unitMoney: 10 * YUAN },
        { playId: plays.colour, selection: ['blue'], unitMoney: 10 * YUAN },
        { playId: plays.regular, selection: ['45'], unitMoney: 10 * YUAN },
        { playId: plays.tail, selection: ['0'], unitMoney: 10 * YUAN },
        { playId: plays.threeOfTwo, selection: ['03', '17', '09'], unitMoney: 10 * YUAN },
        { playId: plays.twoAll, selection: ['03', '09'], unitMoney: 10 * YUAN },
        { playId: plays.specialZodiac, selection: [sign], unitMoney: 10 * YUAN },
      ],
    });
    expect(await expectBalanced(p)).toBe(916_000n); // 84 yuan staked
    await storeDraw(kit.t.database.db, FAST_GAME, turnNum, DRAW);

    expect((await settlement().settleDue()).settled).toBe(10);
    expect((await settlement().settleDue()).settled).toBe(0);

    const zodiacOdds = sign === zodiacOfLunarYear(year) ? 9.5 : 11.5;
    const byInfo = new Map((await records(p)).map((r) => [`${r.playCode}:${r.betInfo}`, r]));
    const expectations: [string, number, number][] = [
      ['tema:09', 1, 95_000],
      ['tema:08', 0, 0],
      ['temaSides:小', 1, 19_800],
      ['temaSides:大', 0, 0],
      ['colour:蓝波', 1, 29_000],
      ['regular:45', 1, 75_000],
      ['tail:0尾', 1, 21_000],
      ['threeOfTwo:03,09,17', 1, 200_000], // 中二
      ['twoAll:03,09', 0, 0],
      [`specialZodiac:${sign}`, 1, zodiacOdds * 10_000],
    ];
    for (const [key, result, reward] of expectations) {
      expect(byInfo.get(key), key).toMatchObject({
        status: 1,
        result,
        reward,
        openNum: '03,17,22,31,40,45,09',
        isCancle: 0,
      });
    }
    const paid = expectations.reduce((sum, [, , reward]) => sum + reward, 0);
    expect(await expectBalanced(p)).toBe(BigInt(916_000 + paid));
    const payouts = await ledgerRefs([p.userId], LEDGER_CODE.payout);
    expect([...payouts.values()]).toEqual(Array(7).fill(1));
    expect(await cycleBetAmount(p)).toBe(84_000n);
  });

  it('a special 49 makes 两面 bets a draw: the stake comes back (和局退款), not valid turnover', async () => {
    const turnNum = await openTurnIn(kit.t.database.db, FAST_GAME);
    const p = await player(kit.t, 100 * YUAN);
    await bet(kit.t.app, p.token, {
      gameId: FAST_GAME,
      turnNum,
      bets: [
        { playId: plays.temaSides, selection: ['单', '大'], unitMoney: 10 * YUAN },
        { playId: plays.tema, selection: ['49'], unitMoney: YUAN },
      ],
    });
    await storeDraw(kit.t.database.db, FAST_GAME, turnNum, [1, 2, 3, 4, 5, 6, 49]);
    await settlement().settleDue();
    const list = await records(p);
    expect(list.filter((r) => r.playCode === 'temaSides').map((r) => [r.result, r.reward])).toEqual(
      [
        [2, 10_000],
        [2, 10_000],
      ],
    );
    expect(await expectBalanced(p)).toBe(100_000n - 21_000n + 20_000n + 47_500n);
    expect([...(await ledgerRefs([p.userId], LEDGER_CODE.drawRefund)).values()]).toEqual([1, 1]);
    expect(await cycleBetAmount(p)).toBe(1_000n);
  });
});

describe('settlement: concurrent and interrupted runs', () => {
  it('concurrent runs settle every bet once', async () => {
    const turnNum = await openTurnIn(kit.t.database.db, FAST_GAME);
    const players = await Promise.all(Array.from({ length: 4 }, () => player(kit.t, 100 * YUAN)));
    for (const p of players)
      await bet(kit.t.app, p.token, {
        gameId: FAST_GAME,
        turnNum,
        bets: [{ playId: plays.tema, selection: ['09', '10', '11', '12', '13'], unitMoney: YUAN }],
      });
    await storeDraw(kit.t.database.db, FAST_GAME, turnNum, DRAW);
    const reports = await Promise.all(
      Array.from({ length: 4 }, () => settlement({ batchSize: 3 }).settleDue()),
    );
    expect(reports.reduce((sum, r) => sum + r.settled, 0)).toBe(20);
    const ids = players.map((p) => p.userId);
    expect([...(await ledgerRefs(ids, LEDGER_CODE.payout)).values()]).toEqual([1, 1, 1, 1]);
    for (const p of players) expect(await expectBalanced(p)).toBe(100_000n - 5_000n + 47_500n);
    const pending = await kit.t.database.db
      .select()
      .from(betOrder)
      .where(and(eq(betOrder.turnNum, turnNum), eq(betOrder.status, BET_STATUS.PENDING)));
    expect(pending).toEqual([]);
  });

  it('a run killed half-way writes its finished batches only; the rerun completes, paying once', async () => {
    const turnNum = await openTurnIn(kit.t.database.db, FAST_GAME);
    const p = await player(kit.t, 100 * YUAN);
    await bet(kit.t.app, p.token, {
      gameId: FAST_GAME,
      turnNum,
      bets: [
        {
          playId: plays.regular,
          selection: ['03', '17', '22', '31', '40', '45', '09'],
          unitMoney: YUAN,
        },
      ],
    });
    await storeDraw(kit.t.database.db, FAST_GAME, turnNum, DRAW);
    let seen = 0;
    const crashing = settlement({
      batchSize: 2,
      onBetSettled: () => {
        seen++;
        if (seen === 3) throw new Error('killed');
      },
    });
    await expect(crashing.settleDue()).rejects.toThrow('killed');
    const orders = await kit.t.database.db
      .select()
      .from(betOrder)
      .where(eq(betOrder.userId, p.userId));
    expect(orders.filter((o) => o.status === BET_STATUS.SETTLED)).toHaveLength(2);
    // The first batch (03 won, 09 the special lost) committed; the second rolled back.
    expect(await expectBalanced(p)).toBe(93_000n + 7_500n);

    expect((await settlement().settleDue()).settled).toBe(5);
    expect((await settlement().settleDue()).settled).toBe(0);
    // Six regular numbers win (7.5 each), the special does not.
    expect(await expectBalanced(p)).toBe(93_000n + 6n * 7_500n);
    expect([...(await ledgerRefs([p.userId], LEDGER_CODE.payout)).values()]).toEqual(
      Array(6).fill(1),
    );
  });
});

describe('settlement: chases that stop on a win', () => {
  it('a chase stops at its first win when asked: later orders status 4, their stakes back once', async () => {
    const turnNum = await openTurnIn(kit.t.database.db, FAST_GAME);
    const p = await player(kit.t, 100 * YUAN);
    const keep = await player(kit.t, 100 * YUAN);
    const line = { playId: plays.tema, selection: ['09'], unitMoney: YUAN };
    const stopping = await bet(kit.t.app, p.token, {
      gameId: FAST_GAME,
      turnNum,
      bets: [line],
      track: { turns: 3, stopOnWin: true },
    });
    expect(stopping.trackOrderNo).toMatch(/^T\d{20}$/);
    expect(stopping.count).toBe(3);
    await bet(kit.t.app, keep.token, {
      gameId: FAST_GAME,
      turnNum,
      bets: [line],
      track: { turns: 3, stopOnWin: false },
    });
    const deductions = await ledgerRefs([p.userId], LEDGER_CODE.chaseDeduction);
    expect([...deductions.values()]).toEqual([1]);
    await storeDraw(kit.t.database.db, FAST_GAME, turnNum, DRAW);
    expect(await settlement().settleDue()).toEqual({ settled: 2, stopped: 2 });
    await settlement().settleDue();

    const list = await records(p);
    expect(list.map((r) => r.status).sort()).toEqual([1, 4, 4]);
    expect(list.every((r) => r.trackOrderNo === stopping.trackOrderNo)).toBe(true);
    expect(await expectBalanced(p)).toBe(100_000n - 3_000n + 47_500n + 2_000n);
    expect([...(await ledgerRefs([p.userId], LEDGER_CODE.chaseRefund)).values()]).toEqual([1]);
    // Without stopOnWin the chase goes on.
    expect((await records(keep)).map((r) => r.status).sort()).toEqual([0, 0, 1]);
  });
});

describe('settlement: big-win notices and the draw-engine tick', () => {
  it('announces a big win on the award topic after it committed', async () => {
    const turnNum = await openTurnIn(kit.t.database.db, FAST_GAME);
    const p = await player(kit.t, 100 * YUAN);
    await bet(kit.t.app, p.token, {
      gameId: FAST_GAME,
      turnNum,
      bets: [{ playId: plays.tema, selection: ['09', '01'], unitMoney: 2 * YUAN }],
    });
    await storeDraw(kit.t.database.db, FAST_GAME, turnNum, DRAW);
    const pubsub = createMemoryPubSub();
    const heard: AwardNotice[] = [];
    await pubsub.subscribe(AWARD_NOTICE_TOPIC, (message) =>
      heard.push(JSON.parse(message) as AwardNotice),
    );
    await createSettlement({ db: kit.t.database.db, pubsub, bigWinThreshold: 50_000n }).settleDue();
    expect(heard).toEqual([
      expect.objectContaining({
        type: 'award',
        gameId: FAST_GAME,
        turnNum,
        cateName: '特码',
        betInfo: '09',
        reward: 95_000,
      }),
    ]);
    expect(heard[0]!.account).not.toBe(p.account);
    await pubsub.close();
  });

  it('runs after every draw-engine tick: a stored draw settles its bets', async () => {
    const db = kit.t.database.db;
    const pubsub = createMemoryPubSub();
    const company = createCompanyService(db, TEST_COMPANY);
    const lottery = createLotteryModule(db, TEST_COMPANY, {}, pubsub);
    createBettingModule({
      db,
      company,
      config: createConfigService(db, company),
      auth: {} as AuthService,
      lottery,
      pubsub,
    });
    const turnNum = await openTurnIn(db, FAST_GAME);
    const p = await player(kit.t, 100 * YUAN);
    await bet(kit.t.app, p.token, {
      gameId: FAST_GAME,
      turnNum,
      bets: [{ playId: plays.oneZodiac, selection: ['鼠', '牛', '虎'], unitMoney: YUAN }],
    });
    // Draw the turn now (as the operator endpoint would): the tick stores it, then settles.
    await db
      .update(lotteryGame)
      .set({ nextDrawAt: new Date(Date.now() - 1000) })
      .where(eq(lotteryGame.id, FAST_GAME));
    const report = await lottery.engine.tick();
    expect(report.drawn.map((d) => d.turnNum)).toContain(turnNum);
    const list = await records(p);
    expect(list.map((r) => r.status)).toEqual([1, 1, 1]);
    expect(list.every((r) => /^\d{2}(,\d{2}){6}$/.test(r.openNum))).toBe(true);
    await expectBalanced(p);
    await pubsub.close();
  });
});
