// Racing decisions (issue 32): 200 parallel approvals of one withdrawal settle it once (one audit
// entry, no second ledger effect), 200 parallel rejections refund once, 200 parallel confirmations
// of a bank transfer credit once, and 200 parallel approvals of a pending adjustment apply it once.
// On PostgreSQL the requests truly overlap (a pool of connections, row locks decide); on PGlite
// they run one after another. The others get 409 and leave nothing behind.
import {
  type ConsoleAdjustment,
  consoleAdjustmentApprovePath,
  consolePlayerAdjustmentsPath,
  consoleRechargeConfirmPath,
  consoleWithdrawalApprovePath,
  consoleWithdrawalRejectPath,
  DEFAULT_ADJUSTMENT_APPROVAL_THRESHOLD,
} from '@jinli/contract/console';
import { LEDGER_CODE } from '@jinli/domain';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/testApp';
import { onPostgres } from '../../../../test/testDatabase';
import { balanceAndLedger } from '../../../../test/wallet';
import { ledger } from '../../../db/schema';
import { checkLedger } from '../../ledgerCheck/check';
import {
  consoleData,
  pendingRecharge,
  pendingWithdrawal,
  playerWith,
  signInStaff,
  type Staff,
} from '../playerMoneyTestKit';
import { consoleAudit, consoleOf, consoleRequest, testClock } from '../testKit';

const PARALLEL = 200;
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

const many = (url: string, role: keyof Staff = 'finance') =>
  Promise.all(
    Array.from({ length: PARALLEL }, () =>
      consoleRequest(consoleOf(t), staff[role], 'POST', url, {}),
    ),
  );
const statuses = (responses: LightMyRequestResponse[]) => {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
};
const entriesOf = async (prefix: string, key: string, value: unknown) =>
  (await consoleAudit(t, prefix)).filter(
    (e) => (e.params as Record<string, unknown>)[key] === value,
  );

describe(`${PARALLEL} racing decisions (${onPostgres ? 'PostgreSQL: overlapping' : 'PGlite: serialized'})`, () => {
  it('approve one withdrawal: paid once, one audit entry, the rest 409', async () => {
    const { player, order } = await pendingWithdrawal(t, 300);
    const responses = await many(consoleWithdrawalApprovePath(order.orderNo));
    expect(statuses(responses)).toEqual({ 200: 1, 409: PARALLEL - 1 });
    expect(await entriesOf('wallet.withdraw', 'orderNo', order.orderNo)).toHaveLength(1);
    expect(await balanceAndLedger(t.database.db, player.userId)).toEqual({
      balance: 700_000n,
      ledgerSum: 700_000n,
      rows: 2,
    });
  });

  it('reject one withdrawal: refunded once', async () => {
    const { player, order } = await pendingWithdrawal(t, 250);
    const responses = await many(consoleWithdrawalRejectPath(order.orderNo), 'admin');
    expect(statuses(responses)).toEqual({ 200: 1, 409: PARALLEL - 1 });
    const refunds = await t.database.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, player.userId), eq(ledger.type, LEDGER_CODE.withdrawalFailed)));
    expect(refunds).toHaveLength(1);
    expect(await entriesOf('wallet.withdraw', 'orderNo', order.orderNo)).toHaveLength(1);
    expect(await balanceAndLedger(t.database.db, player.userId)).toMatchObject({
      balance: 1_000_000n,
    });
  });

  it('confirm one bank transfer: credited once', async () => {
    const player = await playerWith(t.app, t, 0);
    const order = await pendingRecharge(t, player.userId, 800);
    const responses = await many(consoleRechargeConfirmPath(order.orderNo));
    expect(statuses(responses)).toEqual({ 200: 1, 409: PARALLEL - 1 });
    expect(await balanceAndLedger(t.database.db, player.userId)).toEqual({
      balance: 800_000n,
      ledgerSum: 800_000n,
      rows: 1,
    });
    expect(await entriesOf('wallet.recharge_confirm', 'orderNo', order.orderNo)).toHaveLength(1);
  });

  it('approve one pending adjustment: applied once', async () => {
    const player = await playerWith(t.app, t, 0);
    const amount = DEFAULT_ADJUSTMENT_APPROVAL_THRESHOLD * 2;
    const pending = consoleData<ConsoleAdjustment>(
      await consoleRequest(
        consoleOf(t),
        staff.finance,
        'POST',
        consolePlayerAdjustmentsPath(player.userId),
        {
          amount,
          reason: '大额补偿',
        },
      ),
    );
    const responses = await many(consoleAdjustmentApprovePath(pending.id), 'admin');
    expect(statuses(responses)).toEqual({ 200: 1, 409: PARALLEL - 1 });
    expect(await balanceAndLedger(t.database.db, player.userId)).toEqual({
      balance: BigInt(amount),
      ledgerSum: BigInt(amount),
      rows: 1,
    });
    expect(await entriesOf('adjustment.approve', 'id', pending.id)).toHaveLength(1);
    expect((await checkLedger(t.database.db)).drift).toEqual([]);
  });
});
