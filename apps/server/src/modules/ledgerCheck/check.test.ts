// The ledger check finds what balance = ledger cannot: money taken from one wallet and never given
// to the other (both wallets still equal their ledgers), a packet paying out more than was sent,
// an order credited twice or not at all, and a balance changed without its row. Each drift names
// its rows; the operator endpoint is audited; the command exits non-zero on drift.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LEDGER_CODE } from '@jinli/domain';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { onPostgres } from '../../../test/testDatabase';
import { registerUser } from '../../../test/users';
import { credit, userIdOf } from '../../../test/wallet';
import { openDatabase } from '../../db/client';
import {
  company,
  liveLedger,
  liveTransfer,
  operatorAdjustment,
  operatorAudit,
  rechargeOrder,
  wallet,
} from '../../db/schema';
import { seed } from '../../seed/seed';
import { postLedger } from '../wallet/ledger';
import { checkLedger } from './check';
import { runLedgerCheckCommand } from './command';
import { OPERATOR_LEDGER_CHECK_PATH } from './module';

const TOKEN = 'ledger-check-operator-token';
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function playerWith(app: TestApp, yuan: number) {
  const user = await registerUser(app.app);
  const userId = await userIdOf(app.database.db, user.account);
  await credit(app.database.db, userId, BigInt(yuan * 1000));
  return userId;
}

describe('checkLedger: whole books and a transfer never credited', () => {
  it('finds the seeded books whole: every wallet, order, packet and the sum', async () => {
    t = await createTestApp();
    const report = await checkLedger(t.database.db);
    expect(report.drift).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.wallets).toBeGreaterThan(0);
    expect(BigInt(report.totals.paidRecharges)).toBeGreaterThan(0n);
    expect(report.conservation.held).toBe(report.conservation.accounted);
  });

  it('finds a game-wallet debit whose main-wallet credit never came, with both wallets equal to their ledgers', async () => {
    t = await createTestApp();
    const { db } = t.database;
    const userId = await playerWith(t, 356);
    // What the recall race left: the game side written, the transfer marked failed, no main credit.
    await db.transaction(async (tx) => {
      await postLedger(tx, {
        userId,
        type: LEDGER_CODE.quotaOut,
        amount: -356_000n,
        refType: 'live_transfer',
        refId: 'LTIN1',
      });
      await tx.insert(liveTransfer).values({
        transferNo: 'LTIN1',
        userId,
        liveCode: 'SANDBOX',
        direction: 'in',
        amount: 356_000n,
        status: 'done',
      });
      await tx.insert(liveLedger).values({
        userId,
        liveCode: 'SANDBOX',
        type: LEDGER_CODE.quotaIn,
        amount: 356_000n,
        balanceAfter: 356_000n,
        refId: 'LTIN1',
      });
      await tx.insert(liveTransfer).values({
        transferNo: 'LTOUT1',
        userId,
        liveCode: 'SANDBOX',
        direction: 'out',
        amount: 356_000n,
        status: 'failed',
      });
      await tx.insert(liveLedger).values({
        userId,
        liveCode: 'SANDBOX',
        type: LEDGER_CODE.quotaOut,
        amount: -356_000n,
        balanceAfter: 0n,
        refId: 'LTOUT1',
      });
    });
    const report = await checkLedger(db);
    expect(report.ok).toBe(false);
    // Balance = ledger held for both wallets: only the transfer and the sum tell.
    expect(report.drift.map((d) => [d.kind, d.ref])).toEqual([
      ['transfer', 'LTOUT1'],
      ['conservation', 'all'],
    ]);
    expect(report.drift[0]!.rows).toEqual([
      expect.objectContaining({ side: 'game', type: LEDGER_CODE.quotaOut, amount: '-356000' }),
    ]);
    expect(report.conservation.drift).toBe('-356000');
  });
});

describe('checkLedger: changed balances, double credits and operator adjustments', () => {
  it('finds a balance changed without its ledger row, and a paid order credited twice', async () => {
    t = await createTestApp();
    const { db } = t.database;
    const userId = await playerWith(t, 50);
    await db
      .update(wallet)
      .set({ balance: sql`${wallet.balance} + 1` })
      .where(sql`${wallet.userId} = ${userId}`);
    const [order] = await db
      .select()
      .from(rechargeOrder)
      .where(sql`status = 'paid'`)
      .limit(1);
    await postLedger(db, {
      userId: order!.userId,
      type: LEDGER_CODE.onlinePayment,
      amount: order!.amount,
      refType: 'recharge',
      refId: `${order!.orderNo}`,
      remark: 'twice',
    }).catch(() => undefined); // the unique reference refuses it: the books stay whole
    await db.execute(
      sql`insert into ledger (user_id, type, amount, balance_after, ref_type, ref_id)
          values (${order!.userId}, ${LEDGER_CODE.transferRecharge}, ${order!.amount}, 0, 'recharge', ${order!.orderNo})`,
    );
    const report = await checkLedger(db);
    const kinds = report.drift.map((d) => `${d.kind}:${d.ref}`);
    expect(kinds).toContain(`wallet:${userId}`);
    expect(kinds).toContain(`recharge:${order!.orderNo}`);
    expect(kinds).toContain('conservation:all');
  });

  it('counts applied operator adjustments (人工调整) as allowed changes, matched against their requests', async () => {
    t = await createTestApp();
    const { db } = t.database;
    const userId = await playerWith(t, 50);
    const [companyRow] = await db.select({ id: company.id }).from(company).limit(1);
    const adjust = async (amount: bigint, status: 'applied' | 'pending') => {
      const [row] = await db
        .insert(operatorAdjustment)
        .values({
          companyId: companyRow!.id,
          userId,
          amount,
          reason: '测试',
          status,
          requestedBy: 'fin',
        })
        .returning();
      return row!;
    };
    const applied = await adjust(-20_000n, 'applied');
    await db.transaction((tx) =>
      postLedger(tx, {
        userId,
        type: LEDGER_CODE.adjust,
        amount: -20_000n,
        refType: 'adjust',
        refId: String(applied.id),
      }),
    );
    const whole = await checkLedger(db);
    expect(whole.drift).toEqual([]);
    expect(BigInt(whole.totals.operatorAdjustments)).toBeGreaterThan(0n);

    // A pending request with money moved, and a row of the type without any request.
    const pending = await adjust(5_000n, 'pending');
    await db.transaction(async (tx) => {
      await postLedger(tx, {
        userId,
        type: LEDGER_CODE.adjust,
        amount: 5_000n,
        refType: 'adjust',
        refId: String(pending.id),
      });
      await postLedger(tx, { userId, type: LEDGER_CODE.adjust, amount: 1_000n, remark: 'stray' });
    });
    const kinds = (await checkLedger(db)).drift.map((d) => `${d.kind}:${d.ref}`);
    expect(kinds).toEqual(expect.arrayContaining([`adjustment:${pending.id}`, 'adjustment:null']));
    // Both wallets still equal their ledgers: only the matching finds them.
    expect(kinds.filter((k) => k.startsWith('wallet:'))).toEqual([]);
  });
});

describe('GET /operator/ledger/check', () => {
  it('answers the report to an operator and records who asked; refuses anyone else', async () => {
    t = await createTestApp({ operatorToken: TOKEN, ledgerCheck: { intervalMs: 0 } });
    const refused = await t.app.inject({ method: 'GET', url: OPERATOR_LEDGER_CHECK_PATH });
    expect(refused.statusCode).toBe(403);
    const answer = await t.app.inject({
      method: 'GET',
      url: OPERATOR_LEDGER_CHECK_PATH,
      headers: { 'x-operator-token': TOKEN },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ code: 0, data: { ok: true, drift: [] } });
    const audit = await t.database.db.select().from(operatorAudit);
    expect(audit.map((row) => row.action)).toEqual(['ledger.check']);
  });

  it('runs on a schedule and logs a drift loudly', async () => {
    t = await createTestApp({ ledgerCheck: { intervalMs: 50 } });
    const userId = await playerWith(t, 10);
    const loud = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await t.database.db
        .update(wallet)
        .set({ balance: sql`${wallet.balance} + 7` })
        .where(sql`${wallet.userId} = ${userId}`);
      await vi.waitFor(
        () => expect(loud).toHaveBeenCalledWith(expect.stringContaining('LEDGER DRIFT')),
        { timeout: 30_000, interval: 50 },
      );
      expect(String(loud.mock.calls[0]![0])).toContain(`wallet ${userId}: balance`);
    } finally {
      loud.mockRestore();
    }
  });
});

describe.skipIf(onPostgres)('jinli-server check-ledger', () => {
  it('exits 0 on whole books and 1 on drift, printing the rows', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jinli-ledger-check-'));
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const database = await openDatabase({ url: undefined, dataDir: dir });
      await database.migrate();
      await seed(database.db, { companyCode: 'jinli' });
      await database.close();
      expect(await runLedgerCheckCommand(['--data-dir', dir])).toBe(0);
      expect(log.mock.calls.at(-1)?.[0]).toContain('OK: no drift.');

      const again = await openDatabase({ url: undefined, dataDir: dir });
      await again.db.execute(sql`update wallet set balance = balance + 5
                                 where user_id = (select min(user_id) from wallet)`);
      await again.close();
      expect(await runLedgerCheckCommand(['--data-dir', dir, '--json'])).toBe(1);
      const printed = JSON.parse(String(log.mock.calls.at(-1)?.[0])) as { ok: boolean };
      expect(printed.ok).toBe(false);
    } finally {
      log.mockRestore();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
