// The external payment adapter against a fake provider (a real local HTTP server started here): the
// player is sent to the provider's cashier, and only the provider's signed server-to-server callback
// credits the order — once. Bad signature, stale timestamp, replayed callback, wrong amount and
// unknown order are each refused with a `{code,msg}` and change nothing.
import { ErrorCode, paymentChannelsSchema, rechargeOrderSchema } from '@jinli/contract';
import { LEDGER_CODE } from '@jinli/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProvider, type FakeProvider } from '../../../test/fakePaymentProvider';
import { createTestApp, testCompanyId, type TestApp } from '../../../test/testApp';
import { call, dataOf, registerUser } from '../../../test/users';
import { balanceAndLedger, userIdOf } from '../../../test/wallet';
import {
  ledger,
  operatorAudit,
  paymentCallback,
  paymentChannel,
  rechargeOrder,
} from '../../db/schema';
import { OPERATOR_TOKEN_HEADER } from '../operators/accounts';
import { CALLBACK_WINDOW_SECONDS } from './externalProvider';
import { OPERATOR_CHANNEL_PATH } from './operator';
import { WALLET_TEXT } from './texts';

const OPERATOR = { name: 'carol', token: 'carol-operator-token-0123456789' };
let t: TestApp;
let provider: FakeProvider;
let channelId: number;

beforeAll(async () => {
  // The sandbox stays off: the external adapter works on its own.
  t = await createTestApp({ operators: [OPERATOR] });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  const companyId = await testCompanyId(t.database);
  const [online] = await t.database.db
    .select()
    .from(paymentChannel)
    .where(and(eq(paymentChannel.companyId, companyId), eq(paymentChannel.route, 'online')));
  channelId = online!.id;
  provider = await startFakeProvider({ appOrigin: `http://127.0.0.1:${address.port}`, channelId });
});
afterAll(async () => {
  await provider?.close();
  await t?.close();
});

function setChannel(body: Record<string, unknown>, token = OPERATOR.token) {
  return t.app.inject({
    method: 'POST',
    url: OPERATOR_CHANNEL_PATH,
    headers: { 'content-type': 'application/json', [OPERATOR_TOKEN_HEADER]: token },
    payload: JSON.stringify(body),
  });
}

async function pendingOrder(amount = '120.5') {
  const user = await registerUser(t.app);
  const userId = await userIdOf(t.database.db, user.account);
  const order = rechargeOrderSchema.parse(
    dataOf(await call(t.app, 'rechargeCreate', { token: user.token, body: { channelId, amount } })),
  );
  return { user, userId, order };
}

/** Everything a callback could change for `userId` and `orderNo`. */
async function state(userId: number, orderNo: string) {
  const [order] = await t.database.db
    .select({ status: rechargeOrder.status })
    .from(rechargeOrder)
    .where(eq(rechargeOrder.orderNo, orderNo));
  const [callbacks] = await t.database.db.select({ n: count() }).from(paymentCallback);
  return {
    ...(await balanceAndLedger(t.database.db, userId)),
    status: order?.status,
    callbacks: callbacks?.n,
  };
}

describe('choosing the adapter (operator)', () => {
  it('moves a channel to the external provider, audited without its secret', async () => {
    const refused = await setChannel({
      channelId,
      adapter: 'external',
      gatewayUrl: provider.gatewayUrl,
      merchantId: 'x',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: ErrorCode.BAD_REQUEST,
      msg: WALLET_TEXT.channelSecretRequired,
    });
    expect(
      (await setChannel({ channelId, adapter: 'sandbox' }, 'wrong-token-wrong-token')).statusCode,
    ).toBe(403);
    const response = await setChannel({
      channelId,
      adapter: 'external',
      gatewayUrl: provider.gatewayUrl,
      merchantId: provider.merchantId,
      secret: provider.secret,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ adapter: 'external', secretSet: true });
    expect(response.body).not.toContain(provider.secret);
    const audit = await t.database.db.select().from(operatorAudit);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      operator: 'carol',
      action: 'wallet.channel',
      before: { adapter: 'sandbox', secretSet: false },
      after: { adapter: 'external', merchantId: provider.merchantId, secretSet: true },
    });
    expect(JSON.stringify(audit[0])).not.toContain(provider.secret);
    // Only that channel is offered now (the sandbox is off).
    const user = await registerUser(t.app);
    const list = paymentChannelsSchema.parse(
      dataOf(await call(t.app, 'paymentChannels', { token: user.token })),
    );
    expect(
      Object.values(list)
        .flat()
        .map((c) => c.id),
    ).toEqual([channelId]);
  });
});

describe('paying through the provider: credit and failure', () => {
  it('redirects to the provider, credits on its signed callback once', async () => {
    const { userId, order } = await pendingOrder('120.5');
    expect(order.cashierUrl.startsWith(`${provider.gatewayUrl}?`)).toBe(true);
    const cashier = new URL(order.cashierUrl);
    expect(cashier.searchParams.get('orderNo')).toBe(order.orderNo);
    expect(cashier.searchParams.get('amount')).toBe('120.50');
    // The player visits the provider's cashier; the provider calls the app back.
    const visit = await fetch(order.cashierUrl);
    expect(visit.status).toBe(200);
    const answer = (await visit.json()) as { statusCode: number; body: { data: unknown } };
    expect(answer).toMatchObject({
      statusCode: 200,
      body: { data: { status: 'paid', changed: true } },
    });
    expect(provider.visits).toHaveLength(1);
    const after = await state(userId, order.orderNo);
    expect(after).toMatchObject({
      balance: 120_500n,
      ledgerSum: 120_500n,
      rows: 1,
      status: 'paid',
    });
    const [row] = await t.database.db.select().from(ledger).where(eq(ledger.refId, order.orderNo));
    expect(row?.type).toBe(LEDGER_CODE.onlinePayment);
    // Another (differently identified) notification of the same payment: acknowledged, no credit.
    const second = await provider.notify({ orderNo: order.orderNo, amount: '120.50' });
    expect(second.statusCode).toBe(200);
    expect(second.body.data).toMatchObject({ status: 'paid', changed: false });
    expect((await state(userId, order.orderNo)).balance).toBe(120_500n);
  });

  it('a failed payment fails the order without credit', async () => {
    const { userId, order } = await pendingOrder('30');
    const answer = await provider.notify({
      orderNo: order.orderNo,
      amount: '30.00',
      status: 'failed',
    });
    expect(answer.body.data).toMatchObject({ status: 'failed', changed: true });
    expect(await state(userId, order.orderNo)).toMatchObject({
      balance: 0n,
      rows: 0,
      status: 'failed',
    });
  });
});

describe('paying through the provider: refused callbacks', () => {
  it('refuses bad signature, stale timestamp, replay, wrong amount and unknown order, changing nothing', async () => {
    const paid = await pendingOrder('40');
    const first = await provider.notify({ orderNo: paid.order.orderNo, amount: '40.00' });
    expect(first.statusCode).toBe(200);
    const { userId, order } = await pendingOrder('50');
    const before = await state(userId, order.orderNo);
    const paidBefore = await state(paid.userId, paid.order.orderNo);
    const now = Math.floor(Date.now() / 1000);
    const cases: [
      string,
      Promise<Awaited<ReturnType<FakeProvider['notify']>>>,
      number,
      string,
      string,
    ][] = [
      [
        'signed with another secret',
        provider.notify({ orderNo: order.orderNo, amount: '50.00' }, 'not-the-channel-secret-000'),
        403,
        ErrorCode.FORBIDDEN,
        WALLET_TEXT.callbackSignature,
      ],
      [
        'a field changed after signing',
        provider.send({ ...first.sent, orderNo: order.orderNo, amount: '50.00' }),
        403,
        ErrorCode.FORBIDDEN,
        WALLET_TEXT.callbackSignature,
      ],
      [
        'another merchant id',
        provider.notify({ orderNo: order.orderNo, amount: '50.00', merchantId: 'M-OTHER' }),
        403,
        ErrorCode.FORBIDDEN,
        WALLET_TEXT.callbackSignature,
      ],
      [
        'stale timestamp',
        provider.notify({
          orderNo: order.orderNo,
          amount: '50.00',
          timestamp: now - CALLBACK_WINDOW_SECONDS - 60,
        }),
        400,
        ErrorCode.BAD_REQUEST,
        WALLET_TEXT.callbackStale,
      ],
      [
        'timestamp from the future',
        provider.notify({
          orderNo: order.orderNo,
          amount: '50.00',
          // An hour beyond the window: a minute's margin is gone once a loaded machine takes a minute.
          timestamp: now + CALLBACK_WINDOW_SECONDS + 3_600,
        }),
        400,
        ErrorCode.BAD_REQUEST,
        WALLET_TEXT.callbackStale,
      ],
      [
        'the same callback replayed',
        provider.send(first.sent),
        409,
        ErrorCode.CONFLICT,
        WALLET_TEXT.callbackReplayed,
      ],
      [
        'a used callback id on another order',
        provider.notify({
          orderNo: order.orderNo,
          amount: '50.00',
          callbackId: first.sent.callbackId,
        }),
        409,
        ErrorCode.CONFLICT,
        WALLET_TEXT.callbackReplayed,
      ],
      [
        'wrong amount',
        provider.notify({ orderNo: order.orderNo, amount: '5000.00' }),
        400,
        ErrorCode.BAD_REQUEST,
        WALLET_TEXT.callbackAmount,
      ],
      [
        'unknown order',
        provider.notify({ orderNo: 'R20200101000000123456', amount: '50.00' }),
        404,
        ErrorCode.NOT_FOUND,
        WALLET_TEXT.orderNotFound,
      ],
    ];
    for (const [label, answer, status, code, msg] of cases) {
      const { statusCode, body } = await answer;
      expect({ label, statusCode, code: body.code, msg: body.msg }).toEqual({
        label,
        statusCode: status,
        code,
        msg,
      });
    }
    expect(await state(userId, order.orderNo)).toEqual(before);
    expect(await state(paid.userId, paid.order.orderNo)).toEqual(paidBefore);
    // Still payable by a genuine callback.
    const genuine = await provider.notify({ orderNo: order.orderNo, amount: '50.00' });
    expect(genuine.body.data).toMatchObject({ changed: true });
  });
});

describe('paying through the provider: another channel and racing callbacks', () => {
  it('an order of another channel is unknown to this channel', async () => {
    const companyId = await testCompanyId(t.database);
    const [other] = await t.database.db
      .insert(paymentChannel)
      .values({
        companyId,
        kind: 'eWallet',
        route: 'online',
        adapter: 'external',
        name: '另一个外部通道',
        minAmount: 1000n,
        maxAmount: 100_000_000n,
        gatewayUrl: provider.gatewayUrl,
        merchantId: provider.merchantId,
        adapterSecret: 'another-channel-secret-0000',
        sort: -1,
      })
      .returning();
    const user = await registerUser(t.app);
    const userId = await userIdOf(t.database.db, user.account);
    const order = rechargeOrderSchema.parse(
      dataOf(
        await call(t.app, 'rechargeCreate', {
          token: user.token,
          body: { channelId: other!.id, amount: '10' },
        }),
      ),
    );
    const before = await state(userId, order.orderNo);
    const answer = await provider.notify({ orderNo: order.orderNo, amount: '10.00' });
    expect(answer.statusCode).toBe(404);
    expect(await state(userId, order.orderNo)).toEqual(before);
    await t.database.db
      .update(paymentChannel)
      .set({ enabled: false })
      .where(eq(paymentChannel.id, other!.id));
  });

  it('racing callbacks credit once: the same id accepted once, different ids settle once', async () => {
    const same = await pendingOrder('60');
    const timestamp = Math.floor(Date.now() / 1000);
    const callbackId = `cb-race-${same.order.orderNo}`;
    const sameAnswers = await Promise.all(
      Array.from({ length: 8 }, () =>
        provider.notify({ orderNo: same.order.orderNo, amount: '60.00', callbackId, timestamp }),
      ),
    );
    expect(sameAnswers.map((a) => a.statusCode).sort()).toEqual([
      200, 409, 409, 409, 409, 409, 409, 409,
    ]);
    expect(await state(same.userId, same.order.orderNo)).toMatchObject({
      balance: 60_000n,
      rows: 1,
      status: 'paid',
    });

    const distinct = await pendingOrder('70');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        provider.notify({ orderNo: distinct.order.orderNo, amount: '70.00' }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.filter((a) => a.body.data?.changed)).toHaveLength(1);
    expect(await state(distinct.userId, distinct.order.orderNo)).toMatchObject({
      balance: 70_000n,
      rows: 1,
      status: 'paid',
    });
  });
});
