import { LEDGER_CODE, rebateOf } from '@jinli/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceAndLedger, credit } from '../../../test/wallet';
import { agentRebate, betOrder, ledger } from '../../db/schema';
import { createMemoryPubSub } from '../../realtime/memoryPubSub';
import {
  bet,
  bettingTestApp,
  FAST_GAME,
  openTurnIn,
  storeDraw,
  YUAN,
} from '../betting/bettingTestKit';
import { createSettlement } from '../betting/settlement';
import { postLedger } from '../wallet/ledger';
import { joinByLink, makeAgent, type TestUser } from './agentTestKit';
import {
  AGENT_REBATE_REF,
  AGENT_REBATE_REVERSE_REF,
  agentShares,
  reverseAgentRebates,
} from './rebateChain';

describe('agentShares (the chain rule)', () => {
  const users = new Map([
    [1, { rebate: 8, isDl: true, agentPath: '/' }],
    [2, { rebate: 7, isDl: true, agentPath: '/1/' }],
    [3, { rebate: 6, isDl: false, agentPath: '/1/2/' }],
    [4, { rebate: 8.5, isDl: true, agentPath: '/1/' }],
    [5, { rebate: 6, isDl: false, agentPath: '/1/4/' }],
    [6, { rebate: 0.8, isDl: false, agentPath: '/1/' }],
  ]);
  const share = (userId: number, amount: bigint) =>
    agentShares([{ betId: 1, orderNo: 'B1', userId, amount }], users).map((s) => [
      s.agentId,
      s.rate,
      s.amount,
    ]);

  it('pays each agent its rebate minus the one below: 6 under 7 under 8 → 1‰ each', () => {
    expect(share(3, 1_000_000n)).toEqual([
      [2, 1, 1_000n],
      [1, 1, 1_000n],
    ]);
  });

  it('a sub-agent above its parent leaves the parent nothing; the total is top minus member', () => {
    // 6 under 8.5 under 8: the sub-agent 2.5‰, its parent nothing (never negative).
    expect(share(5, 1_000_000n)).toEqual([[4, 2.5, 2_500n]]);
  });

  it('rounds down to a thousandth per (bet, agent), with rates kept to a tenth (reals read 0.8000000119)', () => {
    // 7.2‰ of 1.234 yuan = 8.8848 thousandths → 8.
    expect(share(6, 1_234n)).toEqual([[1, 7.2, 8n]]);
    expect(share(3, 999n)).toEqual([]);
  });

  it('pays nothing to an ancestor that is not an agent, nor on a user without a chain', () => {
    const map = new Map(users);
    map.set(2, { rebate: 7, isDl: false, agentPath: '/1/' });
    expect(
      agentShares([{ betId: 1, orderNo: 'B1', userId: 3, amount: 1_000_000n }], map).map((s) => [
        s.agentId,
        s.amount,
      ]),
    ).toEqual([[1, 2_000n]]);
    expect(share(1, 1_000_000n)).toEqual([]);
  });
});

describe('agent rebates at settlement', () => {
  const kit = bettingTestApp(['tema', 'temaSides']);
  let agent: TestUser;
  let sub: TestUser;
  let member: TestUser;
  let turnNum: string;

  beforeAll(async () => {
    agent = await makeAgent(kit.t, 8);
    sub = await joinByLink(kit.t, agent.token, 'agent', 7);
    member = await joinByLink(kit.t, sub.token, 'player', 6);
    await credit(kit.t.database.db, member.userId, BigInt(100_000 * YUAN));
    turnNum = await openTurnIn(kit.t.database.db, FAST_GAME);
  });

  const db = () => kit.t.database.db;

  it('player 6 under sub-agent 7 under agent 8: 1‰ each, exactly once under concurrent runs; balances equal ledgers', async () => {
    // 40 tema bets of 1.01-40.40 yuan (whole fen, as every stake; 1‰ of them is not whole
    // thousandths: rounded) (the special is 49: one wins) and a 两面 bet (a draw: no rebate).
    const stakes = Array.from({ length: 40 }, (_, i) => (i + 1) * 1_010);
    for (const [i, amount] of stakes.entries()) {
      await bet(kit.t.app, member.token, {
        gameId: FAST_GAME,
        turnNum,
        bets: [
          {
            playId: kit.plays.tema,
            selection: [String(i === 0 ? 49 : (i % 48) + 1).padStart(2, '0')],
            unitMoney: amount,
          },
        ],
      });
    }
    await bet(kit.t.app, member.token, {
      gameId: FAST_GAME,
      turnNum,
      bets: [{ playId: kit.plays.temaSides, selection: ['大'], unitMoney: 5_000 }],
    });
    await storeDraw(db(), FAST_GAME, turnNum, [1, 2, 3, 4, 5, 6, 49]);

    // Three runs at once, in batches of 7: they split the bets, none pays twice.
    const run = () =>
      createSettlement({ db: db(), pubsub: createMemoryPubSub(), batchSize: 7 }).settleDue();
    const reports = await Promise.all([run(), run(), run()]);
    expect(reports.reduce((sum, r) => sum + r.settled, 0)).toBe(41);
    expect((await run()).settled).toBe(0);

    const rows = await db()
      .select()
      .from(agentRebate)
      .where(eq(agentRebate.memberId, member.userId));
    expect(rows).toHaveLength(80);
    const expected = stakes.reduce((sum, s) => sum + BigInt(rebateOf(s, 1)), 0n);
    for (const who of [agent, sub]) {
      const own = rows.filter((r) => r.agentId === who.userId);
      expect(own).toHaveLength(40);
      expect(
        own.every((r) => r.rate === 1 && r.amount === BigInt(rebateOf(Number(r.validAmount), 1))),
      ).toBe(true);
      expect(own.every((r) => r.ledgerId !== null)).toBe(true);
      const paid = await db()
        .select()
        .from(ledger)
        .where(and(eq(ledger.userId, who.userId), eq(ledger.type, LEDGER_CODE.agentRebate)));
      expect(paid).toHaveLength(40);
      expect(
        paid.every(
          (row) => row.refType === AGENT_REBATE_REF && row.refId!.endsWith(`:${who.userId}`),
        ),
      ).toBe(true);
      expect(paid.reduce((sum, row) => sum + row.amount, 0n)).toBe(expected);
      const money = await balanceAndLedger(db(), who.userId);
      expect(money.balance).toBe(expected);
      expect(money.balance).toBe(money.ledgerSum);
    }
    const memberMoney = await balanceAndLedger(db(), member.userId);
    expect(memberMoney.balance).toBe(memberMoney.ledgerSum);
  });

  it('reversal takes each rebate back once (撤销返点); an agent without the money refuses it whole', async () => {
    const bets = await db()
      .select({ id: betOrder.id, orderNo: betOrder.orderNo })
      .from(betOrder)
      .where(eq(betOrder.userId, member.userId))
      .orderBy(betOrder.id)
      .limit(3);
    const ids = bets.map((b) => b.id);
    const before = await balanceAndLedger(db(), agent.userId);
    const taken = await db().transaction((tx) => reverseAgentRebates(tx, ids));
    const shares = await db().select().from(agentRebate).where(inArray(agentRebate.betId, ids));
    expect(taken).toBe(shares.reduce((sum, r) => sum + r.amount, 0n));
    expect(shares.every((r) => r.reversedAt !== null)).toBe(true);
    expect(await db().transaction((tx) => reverseAgentRebates(tx, ids))).toBe(0n);
    const reversed = await db()
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, agent.userId), eq(ledger.type, LEDGER_CODE.reverseRebate)));
    expect(reversed).toHaveLength(3);
    expect(reversed.every((r) => r.refType === AGENT_REBATE_REVERSE_REF && r.amount < 0n)).toBe(
      true,
    );
    const after = await balanceAndLedger(db(), agent.userId);
    expect(before.balance - after.balance).toBe(
      shares.filter((r) => r.agentId === agent.userId).reduce((sum, r) => sum + r.amount, 0n),
    );
    expect(after.balance).toBe(after.ledgerSum);

    // The sub-agent spends its money; reversing the next bet cannot take its share back.
    const subMoney = await balanceAndLedger(db(), sub.userId);
    await db().transaction((tx) =>
      postLedger(tx, {
        userId: sub.userId,
        type: LEDGER_CODE.otherDeduction,
        amount: -subMoney.balance,
        remark: 'test',
      }),
    );
    const [next] = await db()
      .select({ id: betOrder.id })
      .from(betOrder)
      .where(and(eq(betOrder.userId, member.userId), sql`${betOrder.id} > ${ids[2]!}`))
      .orderBy(betOrder.id)
      .limit(1);
    await expect(db().transaction((tx) => reverseAgentRebates(tx, [next!.id]))).rejects.toThrow(
      '余额不足',
    );
    const [untouched] = await db()
      .select()
      .from(agentRebate)
      .where(and(eq(agentRebate.betId, next!.id), eq(agentRebate.agentId, agent.userId)));
    expect(untouched?.reversedAt).toBeNull();
    expect((await balanceAndLedger(db(), agent.userId)).balance).toBe(after.balance);
  });
});
