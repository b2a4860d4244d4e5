import { ErrorCode, VIP_BONUS_STATUS, vipBonusSchema } from '@jinli/contract';
import { LEDGER_CODE, TRIAL_ACCOUNT_REFUSED } from '@jinli/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testCompanyId, type TestApp } from '../../../test/testApp';
import { tableCounts } from '../../../test/testDatabase';
import { call, dataOf, expectError, registerUser } from '../../../test/users';
import { balanceAndLedger, userIdOf } from '../../../test/wallet';
import { ledger, turnoverRequirement } from '../../db/schema';
import { addCycleBetAmount } from '../wallet/progress';
import { VIP_BONUS_TEXT } from './vipBonus';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const YUAN = 1000;

/** A new player whose cycle bets reach `yuan` (what settled bets do in the betting module). */
async function playerWithBets(yuan: number) {
  const user = await registerUser(t.app);
  const userId = await userIdOf(t.database.db, user.account);
  const companyId = await testCompanyId(t.database);
  await t.database.db.transaction((tx) =>
    addCycleBetAmount(tx, userId, companyId, BigInt(yuan * YUAN)),
  );
  return { ...user, userId };
}

const overview = async (token: string) =>
  vipBonusSchema.parse(dataOf(await call(t.app, 'vipBonus', { token })));

describe('GET /api/v2/uservip/bonus', () => {
  it('lists every level with a bonus; none is claimable at VIP1', async () => {
    const user = await registerUser(t.app);
    const data = await overview(user.token);
    expect(data.vipLevel).toBe(1);
    expect(data.claimable).toBe(0);
    expect(data.levels.map((l) => l.vipLevel)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(data.levels.every((l) => l.status === VIP_BONUS_STATUS.locked)).toBe(true);
    expect(data.levels[0]).toMatchObject({ betMoney: 1_000 * YUAN, bonus: 8 * YUAN });
  });

  it('makes reached levels claimable', async () => {
    const user = await playerWithBets(5_000);
    const data = await overview(user.token);
    expect(data.vipLevel).toBe(3);
    expect(data.levels.filter((l) => l.status === VIP_BONUS_STATUS.claimable)).toHaveLength(2);
    expect(data.claimable).toBe((8 + 28) * YUAN);
  });

  it('needs a token', async () => {
    expectError(await call(t.app, 'vipBonus'), 401, ErrorCode.UNAUTHORIZED);
  });
});

describe('POST /api/v2/uservip/bonus/claim', () => {
  it('pays a reached level once, through the ledger, with a turnover requirement', async () => {
    const user = await playerWithBets(1_000);
    const paid = dataOf(
      await call(t.app, 'claimVipBonus', { token: user.token, body: { vipLevel: 2 } }),
    );
    expect(paid).toEqual({ vipLevel: 2, bonus: 8 * YUAN, money: 8 * YUAN });
    expect(await balanceAndLedger(t.database.db, user.userId)).toEqual({
      balance: 8_000n,
      ledgerSum: 8_000n,
      rows: 1,
    });
    const [row] = await t.database.db.select().from(ledger).where(eq(ledger.userId, user.userId));
    expect(row).toMatchObject({ type: LEDGER_CODE.systemReward, amount: 8_000n });
    const [requirement] = await t.database.db
      .select()
      .from(turnoverRequirement)
      .where(eq(turnoverRequirement.userId, user.userId));
    expect(requirement).toMatchObject({ ledgerId: row!.id, requiredAmount: 8_000n });

    const before = await tableCounts(t.database.db);
    expectError(
      await call(t.app, 'claimVipBonus', { token: user.token, body: { vipLevel: 2 } }),
      400,
      ErrorCode.BAD_REQUEST,
      VIP_BONUS_TEXT.alreadyClaimed,
    );
    expect(await tableCounts(t.database.db)).toEqual(before);
    const after = await overview(user.token);
    expect(after.levels[0]).toMatchObject({ status: VIP_BONUS_STATUS.claimed });
    expect(after.levels[0]!.claimedAt).toBeGreaterThan(0);
    expect(after.claimable).toBe(0);
  });

  it('pays once when the same claim races ten times', async () => {
    const user = await playerWithBets(1_000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(t.app, 'claimVipBonus', { token: user.token, body: { vipLevel: 2 } }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200))
      expectError(refused, 400, ErrorCode.BAD_REQUEST, VIP_BONUS_TEXT.alreadyClaimed);
    expect(await balanceAndLedger(t.database.db, user.userId)).toEqual({
      balance: 8_000n,
      ledgerSum: 8_000n,
      rows: 1,
    });
  });

  it('refuses a level not reached, a level without a bonus and bad input, changing nothing', async () => {
    const user = await playerWithBets(1_000);
    const before = await tableCounts(t.database.db);
    expectError(
      await call(t.app, 'claimVipBonus', { token: user.token, body: { vipLevel: 3 } }),
      400,
      ErrorCode.BAD_REQUEST,
      VIP_BONUS_TEXT.notReached,
    );
    expectError(
      await call(t.app, 'claimVipBonus', { token: user.token, body: { vipLevel: 1 } }),
      400,
      ErrorCode.BAD_REQUEST,
      VIP_BONUS_TEXT.noBonus,
    );
    for (const vipLevel of [0, 10, 'x', 2.5, null])
      expectError(
        await call(t.app, 'claimVipBonus', { token: user.token, body: { vipLevel } }),
        400,
        ErrorCode.BAD_REQUEST,
      );
    expectError(
      await call(t.app, 'claimVipBonus', { token: user.token, body: {} }),
      400,
      ErrorCode.BAD_REQUEST,
    );
    expect(await tableCounts(t.database.db)).toEqual(before);
  });

  it('refuses trial accounts and strangers', async () => {
    const trial = dataOf<{ token: string }>(await call(t.app, 'registerTrial'));
    expectError(
      await call(t.app, 'claimVipBonus', { token: trial.token, body: { vipLevel: 2 } }),
      403,
      ErrorCode.FORBIDDEN,
      TRIAL_ACCOUNT_REFUSED,
    );
    expectError(
      await call(t.app, 'claimVipBonus', { body: { vipLevel: 2 } }),
      401,
      ErrorCode.UNAUTHORIZED,
    );
  });

  it("another user's claim does not count as mine", async () => {
    const first = await playerWithBets(1_000);
    const second = await playerWithBets(1_000);
    dataOf(await call(t.app, 'claimVipBonus', { token: first.token, body: { vipLevel: 2 } }));
    dataOf(await call(t.app, 'claimVipBonus', { token: second.token, body: { vipLevel: 2 } }));
    const rows = await t.database.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.refType, 'vipBonus'), eq(ledger.userId, second.userId)));
    expect(rows).toHaveLength(1);
  });
});
