// Balance adjustments (issue 32): 财务 and 管理员 credit or debit a player with a reason; the ledger
// row is of its own type (人工调整) in the same transaction as the balance and the audit entry; a
// debit never goes below zero; above the company's threshold a second, different operator approves
// or rejects. Bad input, roles and CSRF change nothing, and the ledger check stays whole.
import {
  CONSOLE_ADJUSTMENT_SETTINGS_PATH,
  CONSOLE_ADJUSTMENTS_PATH,
  CONSOLE_PLAYERS_PATH,
  type ConsoleAdjustment,
  consoleAdjustmentApprovePath,
  consoleAdjustmentRejectPath,
  consoleAdjustmentsResponseSchema,
  consolePlayerAdjustmentsPath,
  DEFAULT_ADJUSTMENT_APPROVAL_THRESHOLD,
} from '@jinli/contract/console';
import { LEDGER_CODE } from '@jinli/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/testApp';
import { balanceAndLedger } from '../../../../test/wallet';
import { ledger, operatorAdjustment, operatorAudit } from '../../../db/schema';
import { checkLedger } from '../../ledgerCheck/check';
import { ROLES_ADMIN, ROLES_FINANCE, ROLES_MONEY_READ } from '../../operators/roles';
import { PLAYER_MONEY_TEXT } from '../moneyTexts';
import {
  consoleData,
  expectRefusal,
  expectRolesRefused,
  playerWith,
  signInStaff,
  type Staff,
} from '../playerMoneyTestKit';
import { consoleAudit, consoleOf, consoleRequest, testClock } from '../testKit';

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

const post = (url: string, body: unknown, role: keyof Staff = 'finance') =>
  consoleRequest(consoleOf(t), staff[role], 'POST', url, body);
const get = (url: string, role: keyof Staff = 'finance') =>
  consoleRequest(consoleOf(t), staff[role], 'GET', url);

async function writtenFor(userId: number) {
  const { db } = t.database;
  const [adjustments] = await db
    .select({ n: count() })
    .from(operatorAdjustment)
    .where(eq(operatorAdjustment.userId, userId));
  return { adjustments: adjustments?.n ?? 0, money: await balanceAndLedger(db, userId) };
}

describe('POST /console-api/players/:id/adjustments', () => {
  it('applies within the threshold: one ledger row of type 人工调整, the balance, the audit entry', async () => {
    const player = await playerWith(t.app, t, 100);
    const credit = consoleData<ConsoleAdjustment>(
      await post(consolePlayerAdjustmentsPath(player.userId), {
        amount: 5_000_000,
        reason: '  活动补偿  ',
      }),
    );
    expect(credit).toMatchObject({
      status: 'applied',
      amount: 5_000_000,
      reason: '活动补偿',
      balanceAfter: 5_100_000,
      account: player.account,
    });
    expect(credit.requestedBy).toBe(credit.decidedBy);
    const debit = consoleData<ConsoleAdjustment>(
      await post(
        consolePlayerAdjustmentsPath(player.userId),
        { amount: -5_100_000, reason: '误充扣回' },
        'admin',
      ),
    );
    expect(debit).toMatchObject({ status: 'applied', balanceAfter: 0 });
    const rows = await t.database.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, player.userId), eq(ledger.type, LEDGER_CODE.adjust)));
    expect(rows.map((r) => [r.amount, r.refType, r.refId, r.remark])).toEqual([
      [5_000_000n, 'adjust', String(credit.id), '活动补偿'],
      [-5_100_000n, 'adjust', String(debit.id), '误充扣回'],
    ]);
    expect(await balanceAndLedger(t.database.db, player.userId)).toMatchObject({
      balance: 0n,
      ledgerSum: 0n,
    });
    const [entry] = await consoleAudit(t, 'player.adjust');
    expect(entry).toMatchObject({
      role: 'admin',
      params: { userId: player.userId, amount: -5_100_000, reason: '误充扣回' },
      before: { balance: 5_100_000 },
      after: { status: 'applied', balance: 0 },
    });
    const report = await checkLedger(t.database.db);
    expect(report.drift).toEqual([]);
  });

  it('refuses a debit below zero with the balance named, writing nothing', async () => {
    const player = await playerWith(t.app, t, 3);
    const before = await writtenFor(player.userId);
    const audits = await t.database.db.select({ n: count() }).from(operatorAudit);
    expectRefusal(
      await post(consolePlayerAdjustmentsPath(player.userId), { amount: -3_001, reason: '扣回' }),
      400,
      PLAYER_MONEY_TEXT.adjustBelowZero(3_000n),
    );
    expect(await writtenFor(player.userId)).toEqual(before);
    expect(await t.database.db.select({ n: count() }).from(operatorAudit)).toEqual(audits);
  });

  it('refuses hostile amounts and reasons with a Chinese message, writing nothing', async () => {
    const player = await playerWith(t.app, t, 10);
    const before = await writtenFor(player.userId);
    const url = consolePlayerAdjustmentsPath(player.userId);
    for (const amount of [0, 1.5, '1000', 1e20, -1e12, 100_000_000_001, null, true, [5], {}])
      expectRefusal(
        await post(url, { amount, reason: '测试' }),
        400,
        PLAYER_MONEY_TEXT.adjustAmount,
      );
    expectRefusal(await post(url, { reason: '测试' }), 400, PLAYER_MONEY_TEXT.adjustAmount);
    for (const reason of ['', '   ', 'x'.repeat(201), 42, null])
      expectRefusal(await post(url, { amount: 1000, reason }), 400, PLAYER_MONEY_TEXT.adjustReason);
    expectRefusal(await post(url, 'not json at all'), 400);
    expectRefusal(
      await post(consolePlayerAdjustmentsPath(2_000_000_000), { amount: 1, reason: '测试' }),
      404,
    );
    expectRefusal(
      await post(`${CONSOLE_PLAYERS_PATH}/x/adjustments`, { amount: 1, reason: '测试' }),
      400,
    );
    expect(await writtenFor(player.userId)).toEqual(before);
  });

  it('is for 财务 and 管理员; the list for money readers; CSRF required', async () => {
    const player = await playerWith(t.app, t, 10);
    await expectRolesRefused(
      t,
      staff,
      'POST',
      consolePlayerAdjustmentsPath(player.userId),
      ROLES_FINANCE,
      { amount: 1000, reason: '测试' },
    );
    await expectRolesRefused(t, staff, 'GET', CONSOLE_ADJUSTMENTS_PATH, ROLES_MONEY_READ);
    expect((await writtenFor(player.userId)).adjustments).toBe(0);
  });
});

describe('adjustments above the threshold', () => {
  it('wait for a second operator: the requester may not approve, another applies it once', async () => {
    const player = await playerWith(t.app, t, 0);
    const amount = DEFAULT_ADJUSTMENT_APPROVAL_THRESHOLD + 1;
    const pending = consoleData<ConsoleAdjustment>(
      await post(consolePlayerAdjustmentsPath(player.userId), { amount, reason: '大额补偿' }),
    );
    expect(pending).toMatchObject({ status: 'pending', decidedBy: null, ledgerId: null });
    expect((await writtenFor(player.userId)).money.balance).toBe(0n);
    const list = consoleAdjustmentsResponseSchema.parse(
      consoleData(await get(`${CONSOLE_ADJUSTMENTS_PATH}?status=pending`, 'support')),
    );
    expect(list.approvalThreshold).toBe(DEFAULT_ADJUSTMENT_APPROVAL_THRESHOLD);
    expect(list.data.map((a) => a.id)).toContain(pending.id);
    expect(list.data.every((a) => a.status === 'pending')).toBe(true);

    expectRefusal(
      await post(consoleAdjustmentApprovePath(pending.id), {}),
      403,
      PLAYER_MONEY_TEXT.adjustmentOwn,
    );
    expectRefusal(await post(consoleAdjustmentRejectPath(pending.id), {}), 403);
    for (const path of [consoleAdjustmentApprovePath, consoleAdjustmentRejectPath])
      await expectRolesRefused(t, staff, 'POST', path(pending.id), ROLES_FINANCE);
    const applied = consoleData<ConsoleAdjustment>(
      await post(consoleAdjustmentApprovePath(pending.id), { note: '已核实' }, 'admin'),
    );
    expect(applied).toMatchObject({
      status: 'applied',
      balanceAfter: amount,
      decisionNote: '已核实',
    });
    expect(applied.decidedBy).not.toBe(applied.requestedBy);
    expect((await writtenFor(player.userId)).money).toMatchObject({ balance: BigInt(amount) });
    expectRefusal(
      await post(consoleAdjustmentApprovePath(pending.id), {}, 'admin'),
      409,
      PLAYER_MONEY_TEXT.adjustmentDecided,
    );
    expectRefusal(await post(consoleAdjustmentRejectPath(pending.id), {}, 'admin'), 409);
    const [entry] = await consoleAudit(t, 'adjustment.approve');
    expect(entry).toMatchObject({
      role: 'admin',
      before: { status: 'pending', balance: 0 },
      after: { status: 'applied', balance: amount },
    });
    expect((await checkLedger(t.database.db)).drift).toEqual([]);
  });

  it('a rejected one moves nothing; a pending debit the balance no longer covers is refused at approval', async () => {
    const player = await playerWith(t.app, t, 20_000);
    const big = DEFAULT_ADJUSTMENT_APPROVAL_THRESHOLD + 5_000_000;
    const credit = consoleData<ConsoleAdjustment>(
      await post(consolePlayerAdjustmentsPath(player.userId), { amount: big, reason: '补发' }),
    );
    const rejected = consoleData<ConsoleAdjustment>(
      await post(consoleAdjustmentRejectPath(credit.id), { note: '无依据' }, 'admin'),
    );
    expect(rejected).toMatchObject({ status: 'rejected', ledgerId: null, decisionNote: '无依据' });
    expect((await writtenFor(player.userId)).money.balance).toBe(20_000_000n);

    const debit = consoleData<ConsoleAdjustment>(
      await post(consolePlayerAdjustmentsPath(player.userId), { amount: -big, reason: '扣回' }),
    );
    expect(debit.status).toBe('pending');
    // The player spends meanwhile (an operator's direct debit here).
    consoleData(
      await post(
        consolePlayerAdjustmentsPath(player.userId),
        { amount: -10_000_000, reason: '扣回一部分' },
        'admin',
      ),
    );
    expectRefusal(await post(consoleAdjustmentApprovePath(debit.id), {}, 'admin'), 400);
    const [still] = await t.database.db
      .select()
      .from(operatorAdjustment)
      .where(eq(operatorAdjustment.id, debit.id));
    expect(still?.status).toBe('pending');
    expectRefusal(await post(consoleAdjustmentApprovePath(2_000_000_000), {}, 'admin'), 404);
    expectRefusal(await post(`${CONSOLE_ADJUSTMENTS_PATH}/0/approve`, {}, 'admin'), 400);
    expectRefusal(
      await post(consoleAdjustmentApprovePath(debit.id), { note: 'x'.repeat(201) }, 'admin'),
      400,
    );
    expect((await checkLedger(t.database.db)).drift).toEqual([]);
  });
});

describe('the approval threshold', () => {
  it('is read by 财务, set by 管理员 only (audited), and bounds which adjustments wait', async () => {
    expect(consoleData(await get(CONSOLE_ADJUSTMENT_SETTINGS_PATH))).toEqual({
      approvalThreshold: DEFAULT_ADJUSTMENT_APPROVAL_THRESHOLD,
    });
    await expectRolesRefused(t, staff, 'GET', CONSOLE_ADJUSTMENT_SETTINGS_PATH, ROLES_FINANCE);
    await expectRolesRefused(t, staff, 'POST', CONSOLE_ADJUSTMENT_SETTINGS_PATH, ROLES_ADMIN, {
      approvalThreshold: 0,
    });
    for (const approvalThreshold of [-1, 1.5, '5', 1e12, null])
      expectRefusal(
        await post(CONSOLE_ADJUSTMENT_SETTINGS_PATH, { approvalThreshold }, 'admin'),
        400,
        PLAYER_MONEY_TEXT.threshold,
      );
    expect(
      consoleData(
        await post(CONSOLE_ADJUSTMENT_SETTINGS_PATH, { approvalThreshold: 1_000 }, 'admin'),
      ),
    ).toEqual({ approvalThreshold: 1_000 });
    const [entry] = await consoleAudit(t, 'adjustment.settings');
    expect(entry).toMatchObject({
      before: { approvalThreshold: DEFAULT_ADJUSTMENT_APPROVAL_THRESHOLD },
      after: { approvalThreshold: 1_000 },
    });
    const player = await playerWith(t.app, t, 5);
    const url = consolePlayerAdjustmentsPath(player.userId);
    expect(
      consoleData<ConsoleAdjustment>(await post(url, { amount: 1_000, reason: 'a' })).status,
    ).toBe('applied');
    expect(
      consoleData<ConsoleAdjustment>(await post(url, { amount: -1_001, reason: 'b' })).status,
    ).toBe('pending');
    consoleData(
      await post(
        CONSOLE_ADJUSTMENT_SETTINGS_PATH,
        { approvalThreshold: DEFAULT_ADJUSTMENT_APPROVAL_THRESHOLD },
        'admin',
      ),
    );
  });
});
