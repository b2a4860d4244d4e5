// Money invariants under concurrency (DESIGN.md §5). On PGlite the requests serialise; on
// PostgreSQL (JINLI_TEST_DB=postgres) they really race over a connection pool.
import { rechargeOrderSchema, withdrawOrderSchema } from '@jinli/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testCompanyId, type TestApp } from '../../../test/testApp';
import { call, dataOf, registerUser, TEST_PASSWORD } from '../../../test/users';
import { balanceAndLedger, credit, userIdOf } from '../../../test/wallet';
import { ledger, wallet, withdrawLimit } from '../../db/schema';
import { INSUFFICIENT_BALANCE } from './ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sandboxPayments: true });
  const companyId = await testCompanyId(t.database);
  await t.database.db
    .update(withdrawLimit)
    .set({ dailyTimes: 1000 })
    .where(eq(withdrawLimit.companyId, companyId));
});
afterAll(async () => {
  await t?.close();
});

async function fundedUser(balance: bigint) {
  const user = await registerUser(t.app);
  dataOf(
    await call(t.app, 'updateFundPwd', {
      token: user.token,
      body: { password: TEST_PASSWORD, fundPwd: '2468', confirmFundPwd: '2468' },
    }),
  );
  dataOf(
    await call(t.app, 'updateBank', {
      token: user.token,
      body: {
        bankName: '中国银行',
        cardNo: '6222021234567890123',
        realName: '张三',
        cashPassword: '2468',
      },
    }),
  );
  const userId = await userIdOf(t.database.db, user.account);
  await credit(t.database.db, userId, balance);
  return { ...user, userId };
}

describe('money invariants', () => {
  it('50 concurrent withdrawals against a balance covering 10: exactly 10 succeed, never negative, balance = ledger', async () => {
    const user = await fundedUser(1_000_000n);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(t.app, 'withdraw', {
          token: user.token,
          body: { amount: '100', cashPassword: '2468' },
        }),
      ),
    );
    const succeeded = responses.filter((r) => r.statusCode === 200);
    const refused = responses.filter((r) => r.statusCode !== 200);
    expect(succeeded).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused)
      expect(r.json()).toEqual({ code: 'SYS/BAD_REQUEST', msg: INSUFFICIENT_BALANCE });
    const balances = succeeded
      .map((r) => withdrawOrderSchema.parse(r.json().data).balanceAfter)
      .sort((a, b) => a - b);
    expect(balances).toEqual(Array.from({ length: 10 }, (_, i) => i * 100_000));
    const money = await balanceAndLedger(t.database.db, user.userId);
    expect(money).toEqual({ balance: 0n, ledgerSum: 0n, rows: 11 });
    const rows = await t.database.db.select().from(ledger).where(eq(ledger.userId, user.userId));
    expect(rows.every((row) => row.balanceAfter >= 0n)).toBe(true);
  });

  it('a withdrawal retried concurrently with one Idempotency-Key debits once and answers the same', async () => {
    const user = await fundedUser(500_000n);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(t.app, 'withdraw', {
          token: user.token,
          body: { amount: '100', cashPassword: '2468' },
          headers: { 'idempotency-key': 'retry-1' },
        }),
      ),
    );
    const orders = responses.map((r) => withdrawOrderSchema.parse(dataOf(r)).orderNo);
    expect(new Set(orders).size).toBe(1);
    expect(await balanceAndLedger(t.database.db, user.userId)).toEqual({
      balance: 400_000n,
      ledgerSum: 400_000n,
      rows: 2,
    });
  });

  it('a cashier confirmation replayed or raced credits once', async () => {
    const user = await registerUser(t.app);
    const userId = await userIdOf(t.database.db, user.account);
    const channels = dataOf<{ eWallet: { id: number }[] }>(
      await call(t.app, 'paymentChannels', { token: user.token }),
    );
    const order = rechargeOrderSchema.parse(
      dataOf(
        await call(t.app, 'rechargeCreate', {
          token: user.token,
          body: { channelId: channels.eWallet[0]!.id, amount: '100' },
        }),
      ),
    );
    const url = new URL(order.cashierUrl, 'http://x');
    const confirm = () =>
      t.app.inject({
        method: 'POST',
        url: `${url.pathname}/confirm`,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        payload: `sig=${encodeURIComponent(url.searchParams.get('sig') ?? '')}`,
      });
    const raced = await Promise.all(Array.from({ length: 20 }, confirm));
    expect(raced.every((r) => r.statusCode === 200)).toBe(true);
    expect(raced.filter((r) => r.json().data.changed === true)).toHaveLength(1);
    const replayed = await confirm();
    expect(replayed.json().data).toMatchObject({ changed: false, order: { status: 'paid' } });
    expect(await balanceAndLedger(t.database.db, userId)).toEqual({
      balance: 100_000n,
      ledgerSum: 100_000n,
      rows: 1,
    });
    const [purse] = await t.database.db.select().from(wallet).where(eq(wallet.userId, userId));
    expect(purse?.rechargeTotal).toBe(100_000n);
  });
});
