// The money queues (issue 32 充值 / 提现): lists of withdrawal and recharge orders with their filters,
// a withdrawal paid or rejected through the wallet's settle path, a bank-transfer recharge confirmed
// by hand and credited once; each decision audited once, a second one 409. Roles, CSRF and hostile
// input change nothing.
import {
  CONSOLE_RECHARGES_PATH,
  CONSOLE_WITHDRAWALS_PATH,
  type ConsoleRechargeRow,
  type ConsoleWithdrawalRow,
  consoleRechargeConfirmPath,
  consoleRechargesResponseSchema,
  consoleWithdrawalApprovePath,
  consoleWithdrawalRejectPath,
  consoleWithdrawalsResponseSchema,
} from '@jinli/contract/console';
import { LEDGER_CODE } from '@jinli/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/testApp';
import { balanceAndLedger } from '../../../../test/wallet';
import { ledger, rechargeOrder, withdrawOrder } from '../../../db/schema';
import { checkLedger } from '../../ledgerCheck/check';
import { ROLES_FINANCE, ROLES_MONEY_READ } from '../../operators/roles';
import { PLAYER_MONEY_TEXT } from '../moneyTexts';
import {
  consoleData,
  expectRefusal,
  expectRolesRefused,
  pendingRecharge,
  pendingWithdrawal,
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

const post = (url: string, body: unknown = {}, role: keyof Staff = 'finance') =>
  consoleRequest(consoleOf(t), staff[role], 'POST', url, body);
const get = (url: string, role: keyof Staff = 'support') =>
  consoleRequest(consoleOf(t), staff[role], 'GET', url);

describe('GET /console-api/withdrawals', () => {
  it('lists orders by status, player and time, newest first, with the sum of what matched', async () => {
    const { player, order } = await pendingWithdrawal(t, 300);
    const second = await pendingWithdrawal(t, 200);
    const list = consoleWithdrawalsResponseSchema.parse(
      consoleData(
        await get(
          `${CONSOLE_WITHDRAWALS_PATH}?status=pending&account=${player.account.toUpperCase()}`,
        ),
      ),
    );
    expect(list).toMatchObject({ totalCount: 1, totalAmount: 300_000 });
    expect(list.data[0]).toMatchObject({
      orderNo: order.orderNo,
      account: player.account,
      amount: 300_000,
      status: 'pending',
      realName: '张三',
    });
    const all = consoleWithdrawalsResponseSchema.parse(
      consoleData(await get(`${CONSOLE_WITHDRAWALS_PATH}?status=pending&pageSize=1`)),
    );
    expect(all.data[0]?.orderNo).toBe(second.order.orderNo);
    expect(all.totalCount).toBeGreaterThanOrEqual(2);
    const later = Date.now() + 60_000;
    expect(
      consoleWithdrawalsResponseSchema.parse(
        consoleData(await get(`${CONSOLE_WITHDRAWALS_PATH}?from=${later}`)),
      ).totalCount,
    ).toBe(0);
    for (const query of ['status=done', 'page=0', 'pageSize=101', 'from=x', 'from=5&to=4', 'to=-1'])
      expectRefusal(await get(`${CONSOLE_WITHDRAWALS_PATH}?${query}`), 400);
    await expectRolesRefused(t, staff, 'GET', CONSOLE_WITHDRAWALS_PATH, ROLES_MONEY_READ);
  });
});

describe('POST /console-api/withdrawals/:orderNo/approve|reject', () => {
  it('pays a withdrawal once through the settle path, audited once; a second decision is 409', async () => {
    const { player, order } = await pendingWithdrawal(t, 300);
    const paid = consoleData<ConsoleWithdrawalRow>(
      await post(consoleWithdrawalApprovePath(order.orderNo), { note: '已出款' }),
    );
    expect(paid).toMatchObject({ status: 'paid', orderNo: order.orderNo });
    expect(paid.finishTime).not.toBeNull();
    expectRefusal(
      await post(consoleWithdrawalApprovePath(order.orderNo)),
      409,
      PLAYER_MONEY_TEXT.orderSettled,
    );
    expectRefusal(await post(consoleWithdrawalRejectPath(order.orderNo), {}, 'admin'), 409);
    const entries = (await consoleAudit(t, 'wallet.withdraw')).filter(
      (e) => (e.params as { orderNo: string }).orderNo === order.orderNo,
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      role: 'finance',
      params: { outcome: 'paid', note: '已出款' },
      before: { status: 'pending' },
      after: { status: 'paid' },
    });
    expect(await balanceAndLedger(t.database.db, player.userId)).toMatchObject({
      balance: 700_000n,
      ledgerSum: 700_000n,
    });
  });

  it('rejects a withdrawal, refunding it once (提现失败)', async () => {
    const { player, order } = await pendingWithdrawal(t, 400);
    expect(
      consoleData<ConsoleWithdrawalRow>(
        await post(consoleWithdrawalRejectPath(order.orderNo), {}, 'admin'),
      ).status,
    ).toBe('rejected');
    expectRefusal(await post(consoleWithdrawalRejectPath(order.orderNo)), 409);
    const refunds = await t.database.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, player.userId), eq(ledger.type, LEDGER_CODE.withdrawalFailed)));
    expect(refunds).toHaveLength(1);
    expect(await balanceAndLedger(t.database.db, player.userId)).toMatchObject({
      balance: 1_000_000n,
    });
    expect((await checkLedger(t.database.db)).drift).toEqual([]);
  });

  it('refuses other roles, a missing CSRF header, unknown and malformed orders, changing nothing', async () => {
    const { order } = await pendingWithdrawal(t, 100);
    await expectRolesRefused(
      t,
      staff,
      'POST',
      consoleWithdrawalApprovePath(order.orderNo),
      ROLES_FINANCE,
    );
    await expectRolesRefused(
      t,
      staff,
      'POST',
      consoleWithdrawalRejectPath(order.orderNo),
      ROLES_FINANCE,
    );
    expectRefusal(
      await post(consoleWithdrawalApprovePath('W20200101000000000001')),
      404,
      PLAYER_MONEY_TEXT.orderNotFound,
    );
    for (const orderNo of [
      'x',
      'W1',
      `W${'9'.repeat(21)}`,
      'R20200101000000000001',
      "W2020' or 1=1",
    ])
      expectRefusal(await post(consoleWithdrawalApprovePath(orderNo)), 400);
    expectRefusal(
      await post(consoleWithdrawalApprovePath(order.orderNo), { note: 'x'.repeat(201) }),
      400,
    );
    const [row] = await t.database.db
      .select()
      .from(withdrawOrder)
      .where(eq(withdrawOrder.orderNo, order.orderNo));
    expect(row?.status).toBe('pending');
  });
});

describe('GET /console-api/recharges and POST …/:orderNo/confirm', () => {
  it('lists recharge orders by status, route, channel and player', async () => {
    const player = await playerWith(t.app, t, 0);
    const bank = await pendingRecharge(t, player.userId, 500);
    const online = await pendingRecharge(t, player.userId, 50, 'online');
    const mine = consoleRechargesResponseSchema.parse(
      consoleData(await get(`${CONSOLE_RECHARGES_PATH}?account=${player.account}`)),
    );
    expect(mine).toMatchObject({ totalCount: 2, totalAmount: 550_000 });
    expect(mine.data.map((o) => o.orderNo)).toEqual([online.orderNo, bank.orderNo]);
    const banks = consoleRechargesResponseSchema.parse(
      consoleData(
        await get(
          `${CONSOLE_RECHARGES_PATH}?account=${player.account}&route=bank&status=pending&channelId=${bank.channelId}`,
        ),
      ),
    );
    expect(banks.data).toEqual([
      expect.objectContaining({
        orderNo: bank.orderNo,
        channelName: '银行卡转账',
        depositorName: '张三',
      }),
    ]);
    for (const query of [
      'status=ok',
      'route=cash',
      'channelId=0',
      'channelId=abc',
      'pageSize=1000',
    ])
      expectRefusal(await get(`${CONSOLE_RECHARGES_PATH}?${query}`), 400);
    await expectRolesRefused(t, staff, 'GET', CONSOLE_RECHARGES_PATH, ROLES_MONEY_READ);
  });

  it('confirms a bank transfer once: credited through the recharge path, audited; again is 409', async () => {
    const player = await playerWith(t.app, t, 0);
    const order = await pendingRecharge(t, player.userId, 500);
    const paid = consoleData<ConsoleRechargeRow>(
      await post(consoleRechargeConfirmPath(order.orderNo), { note: '银行流水已核对' }),
    );
    expect(paid).toMatchObject({ status: 'paid', amount: 500_000 });
    expectRefusal(
      await post(consoleRechargeConfirmPath(order.orderNo), {}, 'admin'),
      409,
      PLAYER_MONEY_TEXT.orderSettled,
    );
    const credits = await t.database.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, player.userId), eq(ledger.type, LEDGER_CODE.transferRecharge)));
    expect(credits.map((c) => [c.amount, c.refId])).toEqual([[500_000n, order.orderNo]]);
    const entries = (await consoleAudit(t, 'wallet.recharge_confirm')).filter(
      (e) => (e.params as { orderNo: string }).orderNo === order.orderNo,
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ role: 'finance', after: { status: 'paid' } });
    expect((await checkLedger(t.database.db)).drift).toEqual([]);
  });

  it('confirms bank transfers only; refuses other roles, CSRF-less, unknown and malformed orders', async () => {
    const player = await playerWith(t.app, t, 0);
    const online = await pendingRecharge(t, player.userId, 50, 'online');
    expectRefusal(
      await post(consoleRechargeConfirmPath(online.orderNo)),
      400,
      PLAYER_MONEY_TEXT.notBankTransfer,
    );
    const bank = await pendingRecharge(t, player.userId, 100);
    await expectRolesRefused(
      t,
      staff,
      'POST',
      consoleRechargeConfirmPath(bank.orderNo),
      ROLES_FINANCE,
    );
    expectRefusal(await post(consoleRechargeConfirmPath('R20200101000000000001')), 404);
    for (const orderNo of ['R1', 'W20200101000000000001', 'abc'])
      expectRefusal(await post(consoleRechargeConfirmPath(orderNo)), 400);
    const rows = await t.database.db
      .select()
      .from(rechargeOrder)
      .where(eq(rechargeOrder.userId, player.userId));
    expect(rows.every((r) => r.status === 'pending')).toBe(true);
    expect(await balanceAndLedger(t.database.db, player.userId)).toMatchObject({ balance: 0n });
  });
});
