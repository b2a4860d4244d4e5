// The dashboard (issue 32 仪表盘): known rows added on known local days (Asia/Shanghai, the seed's
// time zone) move exactly the figures of those days, of the range's totals and of their games —
// an instant one millisecond before local midnight counts for the day before. Every role reads it.
import {
  CONSOLE_DASHBOARD_PATH,
  type ConsoleDashboard,
  type ConsoleDayFigures,
  consoleDashboardSchema,
  consoleRechargeConfirmPath,
  consoleWithdrawalApprovePath,
} from '@jinli/contract/console';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/testApp';
import { betOrder, casinoBet, hongbaoPacket, lotteryGame } from '../../../db/schema';
import { addLocalDays, dateText, localDateOf, zonedEpochMs, zoneOf } from '../../../time/zones';
import { OPERATOR_ROLES, ROLES_ANY } from '../../operators/roles';
import { TOTP_PERIOD_S } from '../../operators/totp';
import {
  companyIdOf,
  consoleData,
  expectRefusal,
  expectRolesRefused,
  pendingRecharge,
  pendingWithdrawal,
  playerWith,
  signInStaff,
  type Staff,
} from '../playerMoneyTestKit';
import { consoleOf, consoleRequest, testClock } from '../testKit';

// The console's days follow this clock, while the rows the app adds itself (sign-ups, orders) carry
// the wall clock's time: the two must name the same local day. signInStaff moves the clock a TOTP
// step per role ahead, so it starts that far behind the wall clock and the counting test sets it to
// the wall clock (2 min ahead, it named tomorrow for the sign-ups of the 2 min before midnight).
const clock = testClock(Date.now() - OPERATOR_ROLES.length * TOTP_PERIOD_S * 1000);
let t: TestApp;
let staff: Staff;
beforeAll(async () => {
  t = await createTestApp({ console: { now: clock.now } });
  staff = await signInStaff(t, clock);
});
afterAll(async () => {
  await t?.close();
});

const dashboard = async (query = '', role: keyof Staff = 'ops'): Promise<ConsoleDashboard> =>
  consoleDashboardSchema.parse(
    consoleData(
      await consoleRequest(consoleOf(t), staff[role], 'GET', `${CONSOLE_DASHBOARD_PATH}${query}`),
    ),
  );

/** Figures of `after` minus those of `before`. */
function diff(after: ConsoleDayFigures, before: ConsoleDayFigures): Partial<ConsoleDayFigures> {
  const changed: Partial<ConsoleDayFigures> = {};
  for (const key of Object.keys(after) as (keyof ConsoleDayFigures)[])
    if (after[key] !== before[key]) changed[key] = after[key] - before[key];
  return changed;
}

/** A copy of a seeded bet of game `gameId` with the given money and times (a bet as settled). */
async function addBet(
  gameId: number,
  values: {
    amount: bigint;
    reward: bigint;
    status: number;
    createdAt: Date;
    settledAt: Date | null;
  },
) {
  const { db } = t.database;
  const [template] = await db.select().from(betOrder).where(eq(betOrder.gameId, gameId)).limit(1);
  if (!template) throw new Error(`no seeded bet of game ${gameId}`);
  const { id: _id, ...rest } = template;
  await db.insert(betOrder).values({
    ...rest,
    ...values,
    orderNo: `DASH${Date.now()}${Math.floor(Math.random() * 1e9)}`,
    result: values.reward > 0n ? 1 : 0,
  });
}

describe('GET /console-api/dashboard', () => {
  it('counts known rows on their local days, in the totals and per game', async () => {
    const zone = zoneOf('Asia/Shanghai');
    clock.at = Math.max(clock.at, Date.now());
    const now = clock.now();
    const today = localDateOf(zone, now);
    const todayStart = zonedEpochMs(zone, today);
    const [bet] = await t.database.db.select({ gameId: betOrder.gameId }).from(betOrder).limit(1);
    if (!bet) throw new Error('no seeded bets');
    const [game] = await t.database.db
      .select()
      .from(lotteryGame)
      .where(eq(lotteryGame.id, bet.gameId));

    const before = await dashboard('?days=2');
    expect(before.days.map((d) => d.date)).toEqual([
      dateText(addLocalDays(today, -1)),
      dateText(today),
    ]);
    expect(before.timeZone).toBe('Asia/Shanghai');

    // Today: a sign-up with a first recharge, a paid withdrawal (its player signs up too), a bet
    // that won, a game-center round, a red packet. Yesterday: a bet one ms before midnight.
    const player = await playerWith(t.app, t, 0);
    const recharge = await pendingRecharge(t, player.userId, 700);
    const confirm = (url: string) => consoleRequest(consoleOf(t), staff.finance, 'POST', url, {});
    consoleData(await confirm(consoleRechargeConfirmPath(recharge.orderNo)));
    const { order } = await pendingWithdrawal(t, 300);
    consoleData(await confirm(consoleWithdrawalApprovePath(order.orderNo)));
    const justNow = new Date(Math.max(todayStart, now - 1000));
    await addBet(bet.gameId, {
      amount: 10_000n,
      reward: 25_000n,
      status: 1,
      createdAt: justNow,
      settledAt: justNow,
    });
    await addBet(bet.gameId, {
      amount: 4_000n,
      reward: 0n,
      status: 2,
      createdAt: justNow,
      settledAt: justNow,
    });
    await addBet(bet.gameId, {
      amount: 3_000n,
      reward: 0n,
      status: 0,
      createdAt: new Date(todayStart - 1),
      settledAt: null,
    });
    await t.database.db.insert(casinoBet).values({
      betNo: `DASHC${Date.now()}`,
      userId: player.userId,
      liveCode: 'SANDBOX',
      gameCode: 'dash-test-game',
      stake: 6_000n,
      payout: 1_000n,
      status: 'settled',
      state: {},
      createdAt: justNow,
      settledAt: justNow,
    });
    await t.database.db.insert(hongbaoPacket).values({
      companyId: await companyIdOf(t),
      senderId: player.userId,
      roomId: 'lobby',
      kind: 'equal',
      totalAmount: 50_000n,
      count: 5,
      greeting: '恭喜发财',
      expiresAt: new Date(now + 86_400_000),
      createdAt: justNow,
    });

    const after = await dashboard('?days=2');
    expect(diff(after.days[1]!, before.days[1]!)).toEqual({
      registrations: 2,
      firstRecharges: 1,
      rechargeCount: 1,
      rechargeAmount: 700_000,
      withdrawalCount: 1,
      withdrawalAmount: 300_000,
      betCount: 2,
      betAmount: 16_000,
      payoutAmount: 26_000,
      ggr: -10_000,
      hongbaoCount: 1,
      hongbaoAmount: 50_000,
    });
    expect(diff(after.days[0]!, before.days[0]!)).toEqual({
      betCount: 1,
      betAmount: 3_000,
      ggr: 3_000,
    });
    expect(diff(after.totals, before.totals)).toMatchObject({ betCount: 3, betAmount: 19_000 });
    expect(after.totals.ggr).toBe(after.totals.betAmount - after.totals.payoutAmount);
    const sum = (key: keyof ConsoleDayFigures) => after.days.reduce((s, d) => s + d[key], 0);
    expect(after.totals.registrations).toBe(sum('registrations'));
    const lottery = (d: ConsoleDashboard) =>
      d.games.find((g) => g.kind === 'lottery' && g.gameId === String(bet.gameId));
    expect(lottery(after)).toMatchObject({ gameName: game?.name });
    expect((lottery(after)?.betAmount ?? 0) - (lottery(before)?.betAmount ?? 0)).toBe(13_000);
    expect(after.games.find((g) => g.gameId === 'dash-test-game')).toEqual({
      kind: 'casino',
      gameId: 'dash-test-game',
      gameName: 'dash-test-game',
      betCount: 1,
      betAmount: 6_000,
      payoutAmount: 1_000,
      ggr: 5_000,
    });
    // The players' sign-ins of just now count as online.
    expect(after.online.players).toBeGreaterThanOrEqual(2);
    expect(after.online.windowMinutes).toBe(5);
  });

  it('answers 30 days by default, at most 90, and 400 for hostile ranges; every role reads it', async () => {
    const month = await dashboard();
    expect(month.days).toHaveLength(30);
    expect(month.from).toBe(month.days[0]?.date);
    expect(month.to).toBe(month.days[29]?.date);
    // The seed's 30 days of bets and recharges show.
    expect(month.totals.betCount).toBeGreaterThan(0);
    expect((await dashboard('?days=90', 'support')).days).toHaveLength(90);
    for (const days of ['0', '91', '-1', 'abc', '1.5', '1e3', ''])
      expectRefusal(
        await consoleRequest(
          consoleOf(t),
          staff.admin,
          'GET',
          `${CONSOLE_DASHBOARD_PATH}?days=${days}`,
        ),
        400,
      );
    await expectRolesRefused(t, staff, 'GET', CONSOLE_DASHBOARD_PATH, ROLES_ANY);
  });
});
