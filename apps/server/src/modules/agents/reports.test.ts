// The team report against sums computed here, independently, from the rows the members' own
// screens read: on the seeded team (agent01) and on random data from a seeded PRNG (property
// style: random teams, rows spread in and out of random ranges). The system time zone is the
// seeded Asia/Shanghai (UTC+8 all year), so a day here is [Date.UTC(y, m, d) − 8 h, + 24 h).
import { type AgentTeamOverview, agentTeamOverviewSchema, authTokenSchema } from '@jinli/contract';
import { BET_STATUS, LEDGER_CODE } from '@jinli/domain';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../../test/testApp';
import { call, dataOf, registerUser } from '../../../test/users';
import { balanceAndLedger } from '../../../test/wallet';
import {
  agentRebate,
  betOrder,
  betPlay,
  casinoBet,
  ledger,
  lobbyGame,
  paymentChannel,
  rechargeOrder,
  userAccount,
  wallet,
  withdrawOrder,
} from '../../db/schema';
import { DEMO_AGENT } from '../../seed/accountsSeed';
import { DEMO_TEAM } from '../../seed/agentTeamSeed';
import { joinByLink, makeAgent, type TestUser } from './agentTestKit';

const file = testAppPerFile();
const db = () => file.t.database.db;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const OFFSET = 8 * HOUR;
const dayText = (ms: number) => new Date(ms + OFFSET).toISOString().slice(0, 10);
const dayStart = (text: string) => Date.parse(`${text}T00:00:00Z`) - OFFSET;

interface Rows {
  bets: (typeof betOrder.$inferSelect)[];
  ledger: (typeof ledger.$inferSelect)[];
  recharges: (typeof rechargeOrder.$inferSelect)[];
  withdrawals: (typeof withdrawOrder.$inferSelect)[];
  casino: {
    stake: bigint;
    payout: bigint;
    status: string;
    settledAt: Date | null;
    category: string;
  }[];
  members: (typeof userAccount.$inferSelect)[];
  wallets: (typeof wallet.$inferSelect)[];
}

/** Every row of the team below `agentId` (whose own path is `agentPath`). */
async function teamRows(agentId: number, agentPath: string): Promise<Rows> {
  const members = await db()
    .select()
    .from(userAccount)
    .where(like(userAccount.agentPath, `${agentPath}${agentId}/%`));
  const ids = members.map((m) => m.id);
  const none = ids.length === 0;
  const of = <T>(rows: Promise<T[]>) => (none ? Promise.resolve([] as T[]) : rows);
  return {
    members,
    bets: await of(db().select().from(betOrder).where(inArray(betOrder.userId, ids))),
    ledger: await db()
      .select()
      .from(ledger)
      .where(inArray(ledger.userId, [...ids, agentId])),
    recharges: await of(
      db().select().from(rechargeOrder).where(inArray(rechargeOrder.userId, ids)),
    ),
    withdrawals: await of(
      db().select().from(withdrawOrder).where(inArray(withdrawOrder.userId, ids)),
    ),
    casino: await of(
      db()
        .select({
          stake: casinoBet.stake,
          payout: casinoBet.payout,
          status: casinoBet.status,
          settledAt: casinoBet.settledAt,
          category: sql<string>`coalesce(${lobbyGame.category}, '')`,
        })
        .from(casinoBet)
        .leftJoin(lobbyGame, eq(lobbyGame.gameCode, casinoBet.gameCode))
        .where(inArray(casinoBet.userId, ids)),
    ),
    wallets: await of(db().select().from(wallet).where(inArray(wallet.userId, ids))),
  };
}

/** The overview as this test reads the definitions (README design notes), from the raw rows. */
function expected(rows: Rows, agentId: number, begin: string, end: string): AgentTeamOverview {
  const from = dayStart(begin);
  const to = dayStart(end) + DAY;
  const inRange = (at: Date | null | undefined) =>
    !!at && at.getTime() >= from && at.getTime() < to;
  const sum = <T>(list: T[], f: (row: T) => bigint) => list.reduce((s, row) => s + f(row), 0n);
  const memberIds = new Set(rows.members.map((m) => m.id));
  const valid = rows.bets.filter(
    (b) =>
      b.status === BET_STATUS.SETTLED && (b.result === 0 || b.result === 1) && inRange(b.settledAt),
  );
  const memberLedger = rows.ledger.filter((l) => memberIds.has(l.userId) && inRange(l.createdAt));
  const ownLedger = rows.ledger.filter((l) => l.userId === agentId && inRange(l.createdAt));
  const ofTypes = (list: typeof memberLedger, types: number[]) =>
    sum(
      list.filter((l) => types.includes(l.type)),
      (l) => l.amount,
    );
  const rebate = ofTypes(memberLedger, [LEDGER_CODE.rebate, LEDGER_CODE.waterRebate]);
  const rechDiscount = ofTypes(memberLedger, [LEDGER_CODE.activityOffer]);
  const otherDiscount = ofTypes(memberLedger, [
    LEDGER_CODE.registrationBonus,
    LEDGER_CODE.systemReward,
  ]);
  const settledCasino = rows.casino.filter((c) => c.status === 'settled' && inRange(c.settledAt));
  const sport = settledCasino.filter((c) => c.category === 'sport');
  const live = settledCasino.filter((c) => c.category !== 'sport');
  const paid = rows.recharges.filter((r) => r.status === 'paid' && inRange(r.finishedAt));
  const firsts = new Map<number, number>();
  for (const r of rows.recharges.filter((r) => r.status === 'paid' && r.finishedAt))
    firsts.set(r.userId, Math.min(firsts.get(r.userId) ?? Infinity, r.finishedAt!.getTime()));
  const report = (bet: bigint, win: bigint, reb: bigint) => ({
    statTime: `${begin} ~ ${end}`,
    bettingMoney: Number(bet),
    winMoney: Number(win),
    rebateMoney: Number(reb),
    winOrcloseMoney: Number(win + reb - bet),
  });
  const days: string[] = [];
  for (let at = from; at < to; at += DAY) days.push(dayText(at));
  const onDay = (day: string) => (at: Date | null | undefined) =>
    !!at && at.getTime() >= dayStart(day) && at.getTime() < dayStart(day) + DAY;
  return {
    cpBetReport: report(
      sum(valid, (b) => b.amount),
      sum(valid, (b) => b.reward),
      rebate,
    ),
    ftBetReport: report(
      sum(sport, (c) => c.stake),
      sum(sport, (c) => c.payout),
      0n,
    ),
    liveBetReport: report(
      sum(live, (c) => c.stake),
      sum(live, (c) => c.payout),
      0n,
    ),
    dlBonuus: Number(ofTypes(ownLedger, [LEDGER_CODE.agentSupport])),
    dlDayWage: Number(ofTypes(ownLedger, [LEDGER_CODE.agentDailyWage])),
    dlRebate: Number(
      ofTypes(ownLedger, [LEDGER_CODE.agentRebate]) +
        sum(
          ownLedger.filter(
            (l) => l.type === LEDGER_CODE.reverseRebate && l.refType === 'agentRebateReverse',
          ),
          (l) => l.amount,
        ),
    ),
    firstRechargeCount: [...firsts.values()].filter((at) => at >= from && at < to).length,
    money: Number(sum(rows.wallets, (w) => w.balance + w.liveMoney)),
    rechargeCount: paid.length,
    registCount: rows.members.filter((m) => inRange(m.createdAt)).length,
    rwReport: {
      rechMoney: Number(sum(paid, (r) => r.amount)),
      rechUserCount: new Set(paid.map((r) => r.userId)).size,
      discountMoney: Number(rechDiscount + otherDiscount),
      rechDiscount: Number(rechDiscount),
      otherDiscount: Number(otherDiscount),
      withdrawMoney: Number(
        sum(
          rows.withdrawals.filter((w) => w.status === 'paid' && inRange(w.finishedAt)),
          (w) => w.amount,
        ),
      ),
    },
    teamCount: rows.members.length,
    daily: days.map((day) => {
      const at = onDay(day);
      const dayValid = valid.filter((b) => at(b.settledAt));
      const dayCasino = settledCasino.filter((c) => at(c.settledAt));
      const bet = sum(dayValid, (b) => b.amount) + sum(dayCasino, (c) => c.stake);
      const win =
        sum(dayValid, (b) => b.reward) +
        sum(dayCasino, (c) => c.payout) +
        ofTypes(
          memberLedger.filter((l) => at(l.createdAt)),
          [LEDGER_CODE.rebate, LEDGER_CODE.waterRebate],
        );
      return {
        date: day,
        bettingMoney: Number(bet),
        winOrcloseMoney: Number(win - bet),
        rechMoney: Number(
          sum(
            paid.filter((r) => at(r.finishedAt)),
            (r) => r.amount,
          ),
        ),
      };
    }),
  };
}

async function overview(token: string, beginDate: string, endDate: string, userId?: number) {
  return agentTeamOverviewSchema.parse(
    dataOf(
      await call(file.t.app, 'agentTeamOverview', {
        token,
        query: { beginDate, endDate, ...(userId ? { userId } : {}) },
      }),
    ),
  );
}

describe('the seeded team of agent01', () => {
  it('reports its 30 days meaningfully, equal to the sums of the members’ own rows; balances equal ledgers', async () => {
    const login = authTokenSchema.parse(
      dataOf(
        await call(file.t.app, 'login', {
          body: { account: DEMO_AGENT.account, password: DEMO_AGENT.password },
        }),
      ),
    );
    const [agent] = await db()
      .select()
      .from(userAccount)
      .where(eq(userAccount.account, DEMO_AGENT.account));
    const end = dayText(Date.now());
    const begin = dayText(Date.now() - 30 * DAY);
    const answer = await overview(login.token, begin, end);
    const rows = await teamRows(agent!.id, agent!.agentPath);
    expect(answer).toEqual(expected(rows, agent!.id, begin, end));

    // Meaningful at once: bets, wins, recharges, withdrawals, the agent's rebate, registrations.
    expect(answer.teamCount).toBe(DEMO_TEAM.players.length + 2); // agent02, the players, demo01
    expect(answer.cpBetReport.bettingMoney).toBeGreaterThan(0);
    expect(answer.cpBetReport.winMoney).toBeGreaterThan(0);
    expect(answer.rwReport.rechMoney).toBeGreaterThan(0);
    expect(answer.rwReport.withdrawMoney).toBeGreaterThan(0);
    expect(answer.dlRebate).toBeGreaterThan(0);
    expect(answer.registCount).toBe(DEMO_TEAM.players.length + 2);
    expect(answer.daily.filter((d) => d.bettingMoney > 0).length).toBeGreaterThan(10);

    // The members' bills say the same: payouts, recharges, the agent's 代理返点 rows.
    const from = dayStart(begin);
    const inRange = (at: Date) => at.getTime() >= from;
    const memberIds = new Set(rows.members.map((m) => m.id));
    const bills = (type: number, who: (id: number) => boolean) =>
      rows.ledger
        .filter((l) => l.type === type && who(l.userId) && inRange(l.createdAt))
        .reduce((s, l) => s + Number(l.amount), 0);
    expect(bills(LEDGER_CODE.payout, (id) => memberIds.has(id))).toBe(answer.cpBetReport.winMoney);
    expect(bills(LEDGER_CODE.onlinePayment, (id) => memberIds.has(id))).toBe(
      answer.rwReport.rechMoney,
    );
    expect(-bills(LEDGER_CODE.withdrawal, (id) => memberIds.has(id))).toBe(
      answer.rwReport.withdrawMoney,
    );
    expect(bills(LEDGER_CODE.agentRebate, (id) => id === agent!.id)).toBe(answer.dlRebate);

    // The sub-agent's own team and its rebate.
    const [sub] = await db()
      .select()
      .from(userAccount)
      .where(eq(userAccount.account, DEMO_TEAM.subAgent.account));
    const subAnswer = await overview(login.token, begin, end, sub!.id);
    expect(subAnswer).toEqual(
      expected(await teamRows(sub!.id, sub!.agentPath), sub!.id, begin, end),
    );
    expect(subAnswer.teamCount).toBe(DEMO_TEAM.players.filter((p) => p.parent === 2).length);
    expect(subAnswer.dlRebate).toBeGreaterThan(0);

    // Every seeded balance is the sum of its ledger; every agent rebate row has its ledger row.
    for (const user of [agent!, sub!, ...rows.members]) {
      const money = await balanceAndLedger(db(), user.id);
      expect(money.balance, user.account).toBe(money.ledgerSum);
    }
    const unlinked = await db()
      .select()
      .from(agentRebate)
      .where(sql`${agentRebate.ledgerId} is null`);
    expect(unlinked).toEqual([]);

    // The team signs in with the documented password; agent02's code puts players under it.
    for (const account of [DEMO_TEAM.subAgent.account, DEMO_TEAM.players[0].account])
      authTokenSchema.parse(
        dataOf(
          await call(file.t.app, 'login', { body: { account, password: DEMO_TEAM.password } }),
        ),
      );
    const joined = await registerUser(file.t.app, { intrCode: DEMO_TEAM.subAgent.promoCode });
    const [row] = await db()
      .select()
      .from(userAccount)
      .where(eq(userAccount.account, joined.account));
    expect(row).toMatchObject({ parentId: sub!.id, agentPath: `${sub!.agentPath}${sub!.id}/` });
  });
});

/** mulberry32: the property test's seeded PRNG (a failure names its seed). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The property test's random draws, in the order it makes them, and the members it draws for. */
interface Draws {
  random: () => number;
  pick: <T>(list: readonly T[]) => T;
  money: () => bigint;
  at: () => Date;
  /** Marks the order numbers and ledger references of one run. */
  tag: string;
  members: TestUser[];
}

/** The property test's lottery bets of the members: pending, settled, cancelled. */
async function insertRandomBets(
  draws: Draws,
  play: typeof betPlay.$inferSelect | undefined,
  top: TestUser,
) {
  const { random, pick, money, at, tag, members } = draws;
  const bets = Array.from({ length: 120 }, (_, i) => {
    const placed = at();
    const status = pick([0, 1, 1, 1, 1, 2, 4]);
    const result = status === 1 ? pick([0, 0, 1, 2]) : null;
    const amount = money();
    return {
      orderNo: `BP${tag}${i}`,
      userId: pick(members).userId,
      gameId: 71,
      turnNum: '202601010001',
      drawAt: placed,
      betEndAt: placed,
      model: 1,
      playId: play!.id,
      playCode: play!.code,
      playName: '特码',
      selection: ['01'],
      betInfo: '01',
      lunarYear: 2026,
      odds: play!.odds,
      amount,
      status,
      result,
      reward: result === 1 ? amount * 2n : result === 2 ? amount : 0n,
      slipNo: `SP${tag}${i}`,
      createdAt: placed,
      settledAt: status === 0 ? null : new Date(placed.getTime() + Math.floor(random() * 2 * DAY)),
    };
  });
  const [company] = await db()
    .select({ id: userAccount.companyId })
    .from(userAccount)
    .where(eq(userAccount.id, top.userId));
  await db()
    .insert(betOrder)
    .values(bets.map((b) => ({ ...b, companyId: company!.id })));
}

/** The property test's ledger rows: the members', the agents' own, and reversals. */
async function insertRandomLedger(draws: Draws, top: TestUser, sub: TestUser) {
  const { pick, money, at, tag, members } = draws;
  const types = [
    LEDGER_CODE.rebate,
    LEDGER_CODE.waterRebate,
    LEDGER_CODE.activityOffer,
    LEDGER_CODE.registrationBonus,
    LEDGER_CODE.systemReward,
    LEDGER_CODE.payout,
    LEDGER_CODE.manualDeposit,
  ];
  const ownTypes = [LEDGER_CODE.agentRebate, LEDGER_CODE.agentSupport, LEDGER_CODE.agentDailyWage];
  await db()
    .insert(ledger)
    .values([
      ...Array.from({ length: 80 }, (_, i) => ({
        userId: pick(members).userId,
        type: pick(types),
        amount: money(),
        balanceAfter: 0n,
        refType: 'prop',
        refId: `${tag}m${i}`,
        createdAt: at(),
      })),
      ...Array.from({ length: 40 }, (_, i) => ({
        userId: pick([top, sub]).userId,
        type: pick(ownTypes),
        amount: money(),
        balanceAfter: 0n,
        refType: 'prop',
        refId: `${tag}o${i}`,
        createdAt: at(),
      })),
      ...Array.from({ length: 6 }, (_, i) => ({
        userId: pick([top, sub]).userId,
        type: LEDGER_CODE.reverseRebate,
        amount: -money(),
        balanceAfter: 0n,
        refType: pick(['agentRebateReverse', 'other']),
        refId: `${tag}r${i}`,
        createdAt: at(),
      })),
    ]);
}

/** The property test's recharges and withdrawals of the members: paid, refused, pending. */
async function insertRandomOrders(
  draws: Draws,
  channel: typeof paymentChannel.$inferSelect | undefined,
) {
  const { pick, money, at, tag, members } = draws;
  await db()
    .insert(rechargeOrder)
    .values(
      Array.from({ length: 30 }, (_, i) => {
        const created = at();
        const status = pick(['paid', 'paid', 'failed', 'pending']);
        return {
          orderNo: `RP${tag}${i}`,
          userId: pick(members).userId,
          channelId: channel!.id,
          kind: channel!.kind,
          route: channel!.route,
          amount: money(),
          status,
          createdAt: created,
          finishedAt: status === 'pending' ? null : new Date(created.getTime() + HOUR),
        };
      }),
    );
  await db()
    .insert(withdrawOrder)
    .values(
      Array.from({ length: 15 }, (_, i) => {
        const created = at();
        const status = pick(['paid', 'rejected', 'pending']);
        return {
          orderNo: `WP${tag}${i}`,
          userId: pick(members).userId,
          amount: money(),
          kind: 'bank',
          bankName: '银行',
          cardNo: '6222000011112222',
          realName: '张三',
          status,
          createdAt: created,
          finishedAt: status === 'pending' ? null : new Date(created.getTime() + HOUR),
        };
      }),
    );
}

/** The property test's casino bets of the members on the lobby's games, most settled. */
async function insertRandomCasinoBets(draws: Draws, games: { code: string }[]) {
  const { random, pick, money, at, tag, members } = draws;
  await db()
    .insert(casinoBet)
    .values(
      Array.from({ length: 40 }, (_, i) => {
        const created = at();
        const settled = random() < 0.85;
        return {
          betNo: `CP${tag}${i}`,
          userId: pick(members).userId,
          liveCode: 'sandbox',
          gameCode: pick(games).code,
          stake: money(),
          payout: settled ? pick([0n, money()]) : 0n,
          status: settled ? 'settled' : 'open',
          state: {},
          createdAt: created,
          settledAt: settled ? new Date(created.getTime() + 60_000) : null,
        };
      }),
    );
}

describe('random teams (property)', () => {
  let top: TestUser;
  let sub: TestUser;
  let players: TestUser[];

  beforeAll(async () => {
    top = await makeAgent(file.t, 9);
    sub = await joinByLink(file.t, top.token, 'agent', 7.5);
    players = [
      await joinByLink(file.t, top.token, 'player', 6),
      await joinByLink(file.t, sub.token, 'player', 5.5),
      await joinByLink(file.t, sub.token, 'player', 7.5),
    ];
  });

  it.each([1, 2, 3])(
    'seed %i: every figure equals the sums over the generated rows, for random ranges',
    async (seed) => {
      const random = prng(0x5eed0000 + seed);
      const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
      const money = () => BigInt(1 + Math.floor(random() * 500_000));
      const now = Date.now();
      const at = () => new Date(now - Math.floor(random() * 40 * DAY));
      const members = [sub, ...players];
      const [play] = await db().select().from(betPlay).where(eq(betPlay.gameId, 71)).limit(1);
      const [channel] = await db().select().from(paymentChannel).limit(1);
      const games = await db()
        .select({ code: lobbyGame.gameCode, category: lobbyGame.category })
        .from(lobbyGame)
        .where(
          and(
            eq(lobbyGame.type, 'live'),
            inArray(lobbyGame.category, ['sport', 'live', 'electronic', 'fish']),
          ),
        );
      const tag = `${seed}${Math.floor(random() * 1e6)}`;

      const draws: Draws = { random, pick, money, at, tag, members };

      await insertRandomBets(draws, play, top);
      await insertRandomLedger(draws, top, sub);
      await insertRandomOrders(draws, channel);
      await insertRandomCasinoBets(draws, games);
      await db()
        .update(wallet)
        .set({ liveMoney: money() })
        .where(eq(wallet.userId, pick(players).userId));

      for (let k = 0; k < 4; k++) {
        const first = Math.floor(random() * 38);
        const length = 1 + Math.floor(random() * Math.min(20, 39 - first));
        const begin = dayText(now - (first + length - 1) * DAY);
        const end = dayText(now - first * DAY);
        const [topRow] = await db()
          .select()
          .from(userAccount)
          .where(eq(userAccount.id, top.userId));
        expect(await overview(top.token, begin, end), `seed ${seed} ${begin}~${end}`).toEqual(
          expected(await teamRows(top.userId, topRow!.agentPath), top.userId, begin, end),
        );
        const [subRow] = await db()
          .select()
          .from(userAccount)
          .where(eq(userAccount.id, sub.userId));
        expect(
          await overview(top.token, begin, end, sub.userId),
          `seed ${seed} sub ${begin}~${end}`,
        ).toEqual(expected(await teamRows(sub.userId, subRow!.agentPath), sub.userId, begin, end));
      }
    },
  );
});
