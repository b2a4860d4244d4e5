import { ErrorCode, withdrawOrderSchema } from '@jinli/contract';
import { LEDGER_CODE } from '@jinli/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { call, dataOf, registerUser, TEST_PASSWORD } from '../../../test/users';
import { balanceAndLedger, credit, userIdOf } from '../../../test/wallet';
import { ledger } from '../../db/schema';
import { OPERATOR_WITHDRAW_PATH } from './operator';

const TOKEN = 'operator-secret';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ operatorToken: TOKEN });
});
afterAll(async () => {
  await t?.close();
});

async function withdrawal(amount: string) {
  const user = await registerUser(t.app);
  dataOf(
    await call(t.app, 'updateFundPwd', {
      token: user.token,
      body: { password: TEST_PASSWORD, fundPwd: '2468', confirmFundPwd: '2468' },
    }),
  );
  const userId = await userIdOf(t.database.db, user.account);
  await credit(t.database.db, userId, 1_000_000n);
  const order = withdrawOrderSchema.parse(
    dataOf(
      await call(t.app, 'withdrawFreeBank', {
        token: user.token,
        body: {
          amount,
          cashPassword: '2468',
          bankName: '中国银行',
          cardNo: '6222021234567890123',
          realName: '张三',
        },
      }),
    ),
  );
  return { user, userId, order };
}

const settle = (body: Record<string, string>, token: string | null = TOKEN) =>
  t.app.inject({
    method: 'POST',
    url: OPERATOR_WITHDRAW_PATH,
    headers: token === null ? {} : { 'x-operator-token': token },
    payload: body,
  });

describe('POST /operator/wallet/withdraw', () => {
  it('marks a withdrawal paid once', async () => {
    const { user, userId, order } = await withdrawal('300');
    const first = await settle({ orderNo: order.orderNo, outcome: 'paid' });
    expect(first.json().data).toMatchObject({ changed: true, order: { status: 'paid' } });
    expect(
      (await settle({ orderNo: order.orderNo, outcome: 'rejected' })).json().data.changed,
    ).toBe(false);
    expect(await balanceAndLedger(t.database.db, userId)).toMatchObject({
      balance: 700_000n,
      ledgerSum: 700_000n,
    });
    const detail = withdrawOrderSchema.parse(
      dataOf(
        await call(t.app, 'withdrawDetail', {
          token: user.token,
          query: { orderNo: order.orderNo },
        }),
      ),
    );
    expect(detail.finishTime).not.toBeNull();
  });

  it('refunds a rejected withdrawal exactly once (提现失败), also when replayed or raced', async () => {
    const { userId, order } = await withdrawal('400');
    const results = await Promise.all(
      Array.from({ length: 5 }, () => settle({ orderNo: order.orderNo, outcome: 'rejected' })),
    );
    expect(results.filter((r) => r.json().data.changed === true)).toHaveLength(1);
    expect(await balanceAndLedger(t.database.db, userId)).toEqual({
      balance: 1_000_000n,
      ledgerSum: 1_000_000n,
      rows: 3,
    });
    const refunds = await t.database.db
      .select()
      .from(ledger)
      .where(eq(ledger.type, LEDGER_CODE.withdrawalFailed));
    expect(refunds.filter((r) => r.userId === userId)).toHaveLength(1);
  });

  it('refuses without the operator token and bad bodies, and is absent when no token is configured', async () => {
    const { order } = await withdrawal('100');
    expect((await settle({ orderNo: order.orderNo, outcome: 'paid' }, null)).statusCode).toBe(403);
    expect((await settle({ orderNo: order.orderNo, outcome: 'paid' }, 'wrong')).json().code).toBe(
      ErrorCode.FORBIDDEN,
    );
    expect((await settle({ orderNo: 'x', outcome: 'paid' })).statusCode).toBe(400);
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({
        method: 'POST',
        url: OPERATOR_WITHDRAW_PATH,
        payload: {},
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
