import {
  billSchema,
  ErrorCode,
  pageSchema,
  paymentChannelsSchema,
  rechargeOrderSchema,
  validWithdrawSchema,
  withdrawOrderSchema,
} from '@jinli/contract';
import { LEDGER_CODE, MONEY_PARSE_MESSAGES, TRIAL_ACCOUNT_REFUSED } from '@jinli/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testCompanyId, type TestApp } from '../../../test/testApp';
import { tableCounts } from '../../../test/testDatabase';
import { call, dataOf, expectError, registerUser, TEST_PASSWORD } from '../../../test/users';
import { balanceAndLedger, credit, userIdOf } from '../../../test/wallet';
import {
  ledger,
  paymentChannel,
  systemConfig,
  turnoverRequirement,
  withdrawLimit,
} from '../../db/schema';
import { ACCOUNT_TEXT } from '../accounts/texts';
import { INSUFFICIENT_BALANCE } from './ledger';
import { IDEMPOTENCY_TEXT } from './idempotency';
import { WalletConfigKey } from './context';
import { WALLET_TEXT } from './texts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sandboxPayments: true });
});
afterAll(async () => {
  await t?.close();
});

const BAD = ErrorCode.BAD_REQUEST;
const YUAN = 1000;
const CARD = { bankName: '中国银行', cardNo: '6222021234567890123', realName: '张三' };

async function channels(token: string) {
  return paymentChannelsSchema.parse(dataOf(await call(t.app, 'paymentChannels', { token })));
}

/** A user with fund password 2468, a bound card and `balance` thousandths (manual deposit). */
async function richUser(balance = 0) {
  const user = await registerUser(t.app);
  dataOf(
    await call(t.app, 'updateFundPwd', {
      token: user.token,
      body: { password: TEST_PASSWORD, fundPwd: '2468', confirmFundPwd: '2468' },
    }),
  );
  dataOf(
    await call(t.app, 'updateBank', { token: user.token, body: { ...CARD, cashPassword: '2468' } }),
  );
  const userId = await userIdOf(t.database.db, user.account);
  if (balance > 0) await credit(t.database.db, userId, BigInt(balance));
  return { ...user, userId };
}

function cashierParts(url: string) {
  const parsed = new URL(url, 'http://x');
  return { path: parsed.pathname, sig: parsed.searchParams.get('sig') ?? '' };
}

async function confirm(
  app: FastifyInstance,
  cashierUrl: string,
  action: 'confirm' | 'fail' = 'confirm',
) {
  const { path, sig } = cashierParts(cashierUrl);
  return app.inject({
    method: 'POST',
    url: `${path}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    payload: `sig=${encodeURIComponent(sig)}`,
  });
}

async function onlineChannelId(token: string) {
  return (await channels(token)).eWallet[0]!.id;
}

describe('GET /api/v2/payment/channels', () => {
  it('groups the enabled channels by kind, maxima capped by the kind maximum', async () => {
    const user = await registerUser(t.app);
    const list = await channels(user.token);
    expect(list.bank[0]).toMatchObject({ route: 'bank', payeeBank: '中国工商银行' });
    expect(list.usdt[0]?.route).toBe('qrVirtual');
    expect(list.eWallet[0]?.route).toBe('online');
    expect(list.directCharging[0]?.route).toBe('thirdParty');
    const companyId = await testCompanyId(t.database);
    await t.database.db
      .update(paymentChannel)
      .set({ maxAmount: 999_999n * 1000n })
      .where(and(eq(paymentChannel.companyId, companyId), eq(paymentChannel.kind, 'eWallet')));
    // max_e_wallet is 20,000 yuan.
    expect((await channels(user.token)).eWallet[0]?.maxAmount).toBe(20_000 * YUAN);
    expectError(await call(t.app, 'paymentChannels'), 401, ErrorCode.UNAUTHORIZED);
  });
});

describe('recharge: paying and failing an order', () => {
  it('creates an order, the cashier confirms it once: balance, ledger, rechMoney, message, turnover', async () => {
    const user = await registerUser(t.app);
    const userId = await userIdOf(t.database.db, user.account);
    const channelId = await onlineChannelId(user.token);
    const order = rechargeOrderSchema.parse(
      dataOf(
        await call(t.app, 'rechargeCreate', {
          token: user.token,
          body: { channelId, amount: '250.5' },
        }),
      ),
    );
    expect(order).toMatchObject({
      status: 'pending',
      amount: 250_500,
      route: 'online',
      kind: 'eWallet',
    });
    expect(order.cashierUrl).toMatch(/^\/sandbox\/cashier\/R\d{20}\?sig=/);

    const pageResponse = await t.app.inject({ method: 'GET', url: order.cashierUrl });
    expect(pageResponse.statusCode).toBe(200);
    expect(pageResponse.headers['content-type']).toMatch(/^text\/html/);
    expect(pageResponse.body).toContain('确认支付');
    expect(pageResponse.body).toContain('250.50');
    const forged = await t.app.inject({
      method: 'GET',
      // Change the signature's first character to a different one (never the same by chance).
      url: order.cashierUrl.replace(/sig=(.)/, (_, first: string) =>
        first === 'x' ? 'sig=y' : 'sig=x',
      ),
    });
    expect(forged.statusCode).toBe(404);

    const first = await confirm(t.app, order.cashierUrl);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      changed: true,
      order: { status: 'paid', cashierUrl: '' },
    });
    const replay = await confirm(t.app, order.cashierUrl);
    expect(replay.json().data).toMatchObject({ changed: false, order: { status: 'paid' } });
    // Failing a paid order changes nothing.
    expect((await confirm(t.app, order.cashierUrl, 'fail')).json().data.changed).toBe(false);

    const money = await balanceAndLedger(t.database.db, userId);
    expect(money).toEqual({ balance: 250_500n, ledgerSum: 250_500n, rows: 1 });
    const [row] = await t.database.db.select().from(ledger).where(eq(ledger.userId, userId));
    expect(row).toMatchObject({ type: LEDGER_CODE.onlinePayment, refId: order.orderNo });
    const profile = dataOf<{ extInfo: { rechMoney: number; money: number }; unReadCount: number }>(
      await call(t.app, 'userInfo', { token: user.token }),
    );
    expect(profile.extInfo).toMatchObject({ rechMoney: 250_500, money: 250_500 });
    expect(profile.unReadCount).toBe(2);
    const requirements = await t.database.db
      .select()
      .from(turnoverRequirement)
      .where(eq(turnoverRequirement.userId, userId));
    expect(requirements).toMatchObject([{ creditAmount: 250_500n, requiredAmount: 250_500n }]);

    const detail = rechargeOrderSchema.parse(
      dataOf(
        await call(t.app, 'rechargeDetail', {
          token: user.token,
          query: { orderNo: order.orderNo },
        }),
      ),
    );
    expect(detail.status).toBe('paid');
    expect(detail.finishTime).not.toBeNull();
    const stranger = await registerUser(t.app);
    expectError(
      await call(t.app, 'rechargeDetail', {
        token: stranger.token,
        query: { orderNo: order.orderNo },
      }),
      404,
      ErrorCode.NOT_FOUND,
    );
    const history = pageSchema(rechargeOrderSchema).parse(
      dataOf(await call(t.app, 'rechargeHistory', { token: user.token })),
    );
    expect(history.data.map((o) => o.orderNo)).toEqual([order.orderNo]);
    expect(
      pageSchema(rechargeOrderSchema).parse(
        dataOf(await call(t.app, 'rechargeHistory', { token: stranger.token })),
      ).totalCount,
    ).toBe(0);
  });

  it('a failed order credits nothing and cannot be paid afterwards', async () => {
    const user = await registerUser(t.app);
    const userId = await userIdOf(t.database.db, user.account);
    const order = rechargeOrderSchema.parse(
      dataOf(
        await call(t.app, 'rechargeCreate', {
          token: user.token,
          body: { channelId: await onlineChannelId(user.token), amount: 100 },
        }),
      ),
    );
    expect((await confirm(t.app, order.cashierUrl, 'fail')).json().data).toMatchObject({
      changed: true,
      order: { status: 'failed' },
    });
    expect((await confirm(t.app, order.cashierUrl)).json().data.changed).toBe(false);
    expect(await balanceAndLedger(t.database.db, userId)).toEqual({
      balance: 0n,
      ledgerSum: 0n,
      rows: 0,
    });
    const failed = pageSchema(rechargeOrderSchema).parse(
      dataOf(
        await call(t.app, 'rechargeHistory', { token: user.token, query: { status: 'failed' } }),
      ),
    );
    expect(failed.totalCount).toBe(1);
  });
});

describe('recharge: refusals', () => {
  it('refuses trial accounts, bad amounts, amounts outside the channel limits and wrong routes, changing nothing', async () => {
    const user = await registerUser(t.app);
    const list = await channels(user.token);
    const online = list.eWallet[0]!;
    const before = await tableCounts(t.database.db);
    const create = (body: Record<string, unknown>, token = user.token) =>
      call(t.app, 'rechargeCreate', { token, body });
    const trial = dataOf<{ token: string }>(await call(t.app, 'registerTrial'));
    const afterTrial = await tableCounts(t.database.db);
    expectError(
      await create({ channelId: online.id, amount: '100' }, trial.token),
      403,
      ErrorCode.FORBIDDEN,
      TRIAL_ACCOUNT_REFUSED,
    );
    expectError(
      await call(t.app, 'tellerMachine', {
        token: trial.token,
        body: { channelId: list.bank[0]!.id, amount: '100', depositorName: '张三' },
      }),
      403,
      ErrorCode.FORBIDDEN,
      TRIAL_ACCOUNT_REFUSED,
    );
    expectError(
      await create({ channelId: online.id, amount: 'abc' }),
      400,
      BAD,
      MONEY_PARSE_MESSAGES.format,
    );
    expectError(
      await create({ channelId: online.id, amount: '1.2345' }),
      400,
      BAD,
      MONEY_PARSE_MESSAGES.fen,
    );
    expectError(
      await create({ channelId: online.id, amount: '-5' }),
      400,
      BAD,
      MONEY_PARSE_MESSAGES.negative,
    );
    expectError(
      await create({ channelId: online.id, amount: '' }),
      400,
      BAD,
      MONEY_PARSE_MESSAGES.empty,
    );
    expectError(
      await create({ channelId: online.id, amount: '9.99' }),
      400,
      BAD,
      WALLET_TEXT.rechargeMin(online.minAmount),
    );
    expectError(
      await create({ channelId: online.id, amount: '20000.01' }),
      400,
      BAD,
      WALLET_TEXT.rechargeMax(online.maxAmount),
    );
    expectError(
      await create({ channelId: list.bank[0]!.id, amount: '200' }),
      400,
      BAD,
      WALLET_TEXT.wrongRoute,
    );
    expectError(
      await create({ channelId: 999_999, amount: '200' }),
      404,
      ErrorCode.NOT_FOUND,
      WALLET_TEXT.channelNotFound,
    );
    expectError(await create({ amount: '200' }), 400, BAD);
    expect(await tableCounts(t.database.db)).toEqual(afterTrial);
    expect(afterTrial.recharge_order).toBe(before.recharge_order);
  });

  it('a channel whose adapter this server lacks takes no orders', async () => {
    const user = await registerUser(t.app);
    const companyId = await testCompanyId(t.database);
    const [odd] = await t.database.db
      .insert(paymentChannel)
      .values({
        companyId,
        kind: 'eWallet',
        route: 'online',
        adapter: 'nosuchpay',
        name: '外部通道',
        minAmount: 1000n,
        maxAmount: 100_000n,
      })
      .returning();
    expectError(
      await call(t.app, 'rechargeCreate', {
        token: user.token,
        body: { channelId: odd!.id, amount: '10' },
      }),
      404,
      ErrorCode.NOT_FOUND,
      WALLET_TEXT.channelNotFound,
    );
    await t.database.db.delete(paymentChannel).where(eq(paymentChannel.id, odd!.id));
  });
});

describe('recharge: bank transfer and Idempotency-Key', () => {
  it('POST /api/v2/user/tellerMachine opens a bank-transfer order with the payee, credited as 转账充值', async () => {
    const user = await registerUser(t.app);
    const userId = await userIdOf(t.database.db, user.account);
    const bank = (await channels(user.token)).bank[0]!;
    expectError(
      await call(t.app, 'tellerMachine', {
        token: user.token,
        body: { channelId: bank.id, amount: '300', depositorName: 'Bob' },
      }),
      400,
      BAD,
      WALLET_TEXT.depositorName,
    );
    const order = rechargeOrderSchema.parse(
      dataOf(
        await call(t.app, 'tellerMachine', {
          token: user.token,
          body: { channelId: bank.id, amount: '300', depositorName: '张三' },
        }),
      ),
    );
    expect(order).toMatchObject({
      route: 'bank',
      payeeAccount: bank.payeeAccount,
      depositorName: '张三',
    });
    await confirm(t.app, order.cashierUrl);
    const [row] = await t.database.db.select().from(ledger).where(eq(ledger.userId, userId));
    expect(row?.type).toBe(LEDGER_CODE.transferRecharge);
  });

  it('an Idempotency-Key replays the first order; another body with the same key is refused', async () => {
    const user = await registerUser(t.app);
    const channelId = await onlineChannelId(user.token);
    const headers = { 'idempotency-key': 'recharge-key-1' };
    const a = dataOf<{ orderNo: string }>(
      await call(t.app, 'rechargeCreate', {
        token: user.token,
        body: { channelId, amount: '100' },
        headers,
      }),
    );
    const b = dataOf<{ orderNo: string }>(
      await call(t.app, 'rechargeCreate', {
        token: user.token,
        body: { channelId, amount: '100' },
        headers,
      }),
    );
    expect(b.orderNo).toBe(a.orderNo);
    expectError(
      await call(t.app, 'rechargeCreate', {
        token: user.token,
        body: { channelId, amount: '101' },
        headers,
      }),
      409,
      ErrorCode.CONFLICT,
      IDEMPOTENCY_TEXT.reused,
    );
    expectError(
      await call(t.app, 'rechargeCreate', {
        token: user.token,
        body: { channelId, amount: '100' },
        headers: { 'idempotency-key': 'bad key' },
      }),
      400,
      BAD,
    );
    const history = pageSchema(rechargeOrderSchema).parse(
      dataOf(await call(t.app, 'rechargeHistory', { token: user.token })),
    );
    expect(history.totalCount).toBe(1);
  });
});

describe('amounts are whole fen (issue 30): more than two decimals are refused everywhere', () => {
  // 100.005 yuan would be an order of 100,005 thousandths that a gateway (sent 100.00 or 100.01)
  // could never match in its callback; a withdrawal of it could never be paid out exactly.
  const FEN_AMOUNTS = ['100.005', 100.005, '100.0001', '1000.999'];

  it('every recharge route: online, QR/virtual, third-party and bank transfer', async () => {
    const user = await registerUser(t.app);
    const list = await channels(user.token);
    const routes = [list.eWallet[0]!, list.usdt[0]!, list.directCharging[0]!];
    expect(routes.map((c) => c.route)).toEqual(['online', 'qrVirtual', 'thirdParty']);
    const before = await tableCounts(t.database.db);
    for (const amount of FEN_AMOUNTS) {
      for (const channel of routes) {
        expectError(
          await call(t.app, 'rechargeCreate', {
            token: user.token,
            body: { channelId: channel.id, amount },
            headers: { 'idempotency-key': `fen-${channel.id}-${String(amount)}` },
          }),
          400,
          BAD,
          MONEY_PARSE_MESSAGES.fen,
        );
      }
      expectError(
        await call(t.app, 'tellerMachine', {
          token: user.token,
          body: { channelId: list.bank[0]!.id, amount, depositorName: '张三' },
        }),
        400,
        BAD,
        MONEY_PARSE_MESSAGES.fen,
      );
    }
    expect(await tableCounts(t.database.db)).toEqual(before);
    // Whole fen, also written with a trailing zero, is an order of exactly that amount.
    const order = rechargeOrderSchema.parse(
      dataOf(
        await call(t.app, 'rechargeCreate', {
          token: user.token,
          body: { channelId: routes[0]!.id, amount: '100.010' },
        }),
      ),
    );
    expect(order.amount).toBe(100_010);
  });

  it('withdrawals to a bound account and to a named one; the balance stays', async () => {
    const user = await richUser(2_000 * YUAN);
    const before = await tableCounts(t.database.db);
    const money = await balanceAndLedger(t.database.db, user.userId);
    for (const amount of FEN_AMOUNTS) {
      expectError(
        await call(t.app, 'withdraw', {
          token: user.token,
          body: { amount, cashPassword: '2468' },
        }),
        400,
        BAD,
        MONEY_PARSE_MESSAGES.fen,
      );
      expectError(
        await call(t.app, 'withdrawFreeBank', {
          token: user.token,
          body: { amount, cashPassword: '2468', ...CARD },
        }),
        400,
        BAD,
        MONEY_PARSE_MESSAGES.fen,
      );
    }
    expect(await tableCounts(t.database.db)).toEqual(before);
    expect(await balanceAndLedger(t.database.db, user.userId)).toEqual(money);
    const order = withdrawOrderSchema.parse(
      dataOf(
        await call(t.app, 'withdraw', {
          token: user.token,
          body: { amount: '100.01', cashPassword: '2468' },
        }),
      ),
    );
    expect(order.amount).toBe(100_010);
  });
});

describe('withdraw: fund password and own orders', () => {
  it('asks for the fund password: UC/CASH_PASSWORD_NULL, UC/CASH_PASSWORD, UC/CASH_PASSWORD_ERROR', async () => {
    const plain = await registerUser(t.app);
    expectError(
      await call(t.app, 'withdraw', { token: plain.token, body: { amount: '100' } }),
      400,
      ErrorCode.CASH_PASSWORD_NULL,
    );
    const user = await richUser(1_000 * YUAN);
    const before = await balanceAndLedger(t.database.db, user.userId);
    expectError(
      await call(t.app, 'withdraw', { token: user.token, body: { amount: '100' } }),
      400,
      ErrorCode.CASH_PASSWORD,
    );
    expectError(
      await call(t.app, 'withdraw', {
        token: user.token,
        body: { amount: '100', cashPassword: '1111' },
      }),
      400,
      ErrorCode.CASH_PASSWORD_ERROR,
      '交易密码输入错误!',
    );
    expect(await balanceAndLedger(t.database.db, user.userId)).toEqual(before);
  });

  it('debits the balance through the ledger, lists and details only own orders', async () => {
    const user = await richUser(1_000 * YUAN);
    const order = withdrawOrderSchema.parse(
      dataOf(
        await call(t.app, 'withdraw', {
          token: user.token,
          body: { amount: '300', cashPassword: '2468' },
        }),
      ),
    );
    expect(order).toMatchObject({
      amount: 300 * YUAN,
      status: 'pending',
      balanceAfter: 700 * YUAN,
      bankName: '中国银行',
      cardNo: '622**************23',
      realName: '张*',
    });
    expect(await balanceAndLedger(t.database.db, user.userId)).toEqual({
      balance: 700_000n,
      ledgerSum: 700_000n,
      rows: 2,
    });
    const history = pageSchema(withdrawOrderSchema).parse(
      dataOf(await call(t.app, 'withdrawHistory', { token: user.token })),
    );
    expect(history.data).toEqual([order]);
    expect(
      dataOf(
        await call(t.app, 'withdrawDetail', {
          token: user.token,
          query: { orderNo: order.orderNo },
        }),
      ),
    ).toEqual(order);
    const stranger = await registerUser(t.app);
    expectError(
      await call(t.app, 'withdrawDetail', {
        token: stranger.token,
        query: { orderNo: order.orderNo },
      }),
      404,
      ErrorCode.NOT_FOUND,
    );
  });
});

describe('withdraw: refusals', () => {
  it('refuses trial accounts, missing cards, amounts outside the limits and beyond the balance, changing nothing', async () => {
    const trial = dataOf<{ token: string }>(await call(t.app, 'registerTrial'));
    expectError(
      await call(t.app, 'withdraw', {
        token: trial.token,
        body: { amount: '100', cashPassword: '1234' },
      }),
      403,
      ErrorCode.FORBIDDEN,
      TRIAL_ACCOUNT_REFUSED,
    );
    expectError(
      await call(t.app, 'withdrawFreeBank', {
        token: trial.token,
        body: { amount: '100', cashPassword: '1234', ...CARD },
      }),
      403,
      ErrorCode.FORBIDDEN,
      TRIAL_ACCOUNT_REFUSED,
    );

    const noCard = await registerUser(t.app);
    dataOf(
      await call(t.app, 'updateFundPwd', {
        token: noCard.token,
        body: { password: TEST_PASSWORD, fundPwd: '2468', confirmFundPwd: '2468' },
      }),
    );
    expectError(
      await call(t.app, 'withdraw', {
        token: noCard.token,
        body: { amount: '100', cashPassword: '2468' },
      }),
      400,
      BAD,
      WALLET_TEXT.noBankCard,
    );

    const user = await richUser(200 * YUAN);
    const before = await tableCounts(t.database.db);
    const money = await balanceAndLedger(t.database.db, user.userId);
    const withdraw = (amount: string) =>
      call(t.app, 'withdraw', { token: user.token, body: { amount, cashPassword: '2468' } });
    expectError(await withdraw('99.99'), 400, BAD, WALLET_TEXT.withdrawMin(100 * YUAN));
    expectError(await withdraw('50000.01'), 400, BAD, WALLET_TEXT.withdrawMax(50_000 * YUAN));
    expectError(await withdraw('x'), 400, BAD, MONEY_PARSE_MESSAGES.format);
    expectError(await withdraw('200.01'), 400, BAD, INSUFFICIENT_BALANCE);
    expectError(
      await call(t.app, 'withdraw', {
        token: user.token,
        body: { amount: '100', cashPassword: '2468', bankId: 999_999 },
      }),
      400,
      BAD,
      WALLET_TEXT.noBankCard,
    );
    expect(await tableCounts(t.database.db)).toEqual(before);
    expect(await balanceAndLedger(t.database.db, user.userId)).toEqual(money);
  });
});

describe('withdraw: free-bank accounts, daily limit and Idempotency-Key', () => {
  it('free-bank withdrawals name their account (checked) and use the kind maximum', async () => {
    const user = await richUser(30_000 * YUAN);
    const free = (body: Record<string, unknown>) =>
      call(t.app, 'withdrawFreeBank', {
        token: user.token,
        body: { amount: '100', cashPassword: '2468', ...CARD, ...body },
      });
    expectError(await free({ cardNo: '12' }), 400, BAD, ACCOUNT_TEXT.cardNoInvalid);
    expectError(await free({ realName: 'Bob' }), 400, BAD, ACCOUNT_TEXT.realNameRequired);
    // max_e_wallet is 20,000 yuan, below maxMoney.
    expectError(
      await free({ kind: 'eWallet', cardNo: 'wallet-account', amount: '20000.01' }),
      400,
      BAD,
      WALLET_TEXT.withdrawMax(20_000 * YUAN),
    );
    const order = withdrawOrderSchema.parse(
      dataOf(await free({ kind: 'eWallet', cardNo: 'wallet-account', amount: '20000' })),
    );
    expect(order).toMatchObject({ freeBank: true, kind: 'eWallet', amount: 20_000 * YUAN });
  });

  it('limits withdrawals per day', async () => {
    const user = await richUser(10_000 * YUAN);
    const companyId = await testCompanyId(t.database);
    await t.database.db
      .update(withdrawLimit)
      .set({ dailyTimes: 2 })
      .where(eq(withdrawLimit.companyId, companyId));
    try {
      for (let i = 0; i < 2; i++) {
        dataOf(
          await call(t.app, 'withdraw', {
            token: user.token,
            body: { amount: '100', cashPassword: '2468' },
          }),
        );
      }
      expectError(
        await call(t.app, 'withdraw', {
          token: user.token,
          body: { amount: '100', cashPassword: '2468' },
        }),
        400,
        BAD,
        WALLET_TEXT.withdrawDailyTimes,
      );
    } finally {
      await t.database.db
        .update(withdrawLimit)
        .set({ dailyTimes: 5 })
        .where(eq(withdrawLimit.companyId, companyId));
    }
  });

  it('Idempotency-Key: the same request replays the first answer and debits once', async () => {
    const user = await richUser(1_000 * YUAN);
    const send = (amount: string) =>
      call(t.app, 'withdraw', {
        token: user.token,
        body: { amount, cashPassword: '2468' },
        headers: { 'idempotency-key': `w-${user.userId}` },
      });
    const first = dataOf<{ orderNo: string }>(await send('100'));
    const second = dataOf<{ orderNo: string }>(await send('100'));
    expect(second).toEqual(first);
    expectError(await send('200'), 409, ErrorCode.CONFLICT);
    expect(await balanceAndLedger(t.database.db, user.userId)).toEqual({
      balance: 900_000n,
      ledgerSum: 900_000n,
      rows: 2,
    });
  });
});

describe('valid turnover (GET /api/userWithdraw/validWithdraw/queryAll)', () => {
  it('a recharge requires its amount in bets before a withdrawal; bets less refunds count; reset by a withdrawal', async () => {
    const user = await richUser();
    const order = rechargeOrderSchema.parse(
      dataOf(
        await call(t.app, 'rechargeCreate', {
          token: user.token,
          body: { channelId: await onlineChannelId(user.token), amount: '500' },
        }),
      ),
    );
    await confirm(t.app, order.cashierUrl);
    const state = () =>
      call(t.app, 'validWithdraw', { token: user.token }).then((r) =>
        validWithdrawSchema.parse(dataOf(r)),
      );
    let s = await state();
    expect(s).toMatchObject({
      requireDML: 500 * YUAN,
      sumAllDml: 0,
      yetWithdraw: 0,
      sumAllDeduct: 500 * YUAN,
      relaxQuota: 0,
    });
    expect(s.rows).toMatchObject([
      {
        type: LEDGER_CODE.onlinePayment,
        typeName: '在线支付',
        creditAmount: 500 * YUAN,
        doneAmount: 0,
        finished: 0,
      },
    ]);
    expectError(
      await call(t.app, 'withdraw', {
        token: user.token,
        body: { amount: '100', cashPassword: '2468' },
      }),
      400,
      BAD,
      WALLET_TEXT.turnoverShort,
    );

    const db = t.database.db;
    await db.transaction(async (tx) => {
      const { postLedger } = await import('./ledger');
      await postLedger(tx, {
        userId: user.userId,
        type: LEDGER_CODE.lotteryBet,
        amount: -400_000n,
      });
      await postLedger(tx, {
        userId: user.userId,
        type: LEDGER_CODE.orderCancelRefund,
        amount: 50_000n,
      });
    });
    s = await state();
    expect(s).toMatchObject({ sumAllDml: 350 * YUAN, yetWithdraw: 0, sumAllDeduct: 150 * YUAN });
    const companyId = await testCompanyId(t.database);
    await db
      .insert(systemConfig)
      .values({ companyId, configKey: WalletConfigKey.WITHDRAW_RELAX_QUOTA, configValue: '150' });
    try {
      s = await state();
      expect(s).toMatchObject({ relaxQuota: 150 * YUAN, yetWithdraw: 1, sumAllDeduct: 0 });
      const detail = dataOf(
        await call(t.app, 'validWithdrawDetail', {
          token: user.token,
          query: { id: s.rows[0]!.id },
        }),
      );
      expect(detail).toEqual(s.rows[0]);
      const stranger = await registerUser(t.app);
      expectError(
        await call(t.app, 'validWithdrawDetail', {
          token: stranger.token,
          query: { id: s.rows[0]!.id },
        }),
        404,
        ErrorCode.NOT_FOUND,
      );
      dataOf(
        await call(t.app, 'withdraw', {
          token: user.token,
          body: { amount: '100', cashPassword: '2468' },
        }),
      );
      s = await state();
      expect(s).toMatchObject({ requireDML: 0, rows: [], yetWithdraw: 1 });
    } finally {
      await db
        .delete(systemConfig)
        .where(
          and(
            eq(systemConfig.companyId, companyId),
            eq(systemConfig.configKey, WalletConfigKey.WITHDRAW_RELAX_QUOTA),
          ),
        );
    }
  });
});

describe('GET /api/user/bills', () => {
  it('lists own ledger rows with labels, filtered by type and date', async () => {
    const user = await richUser(1_000 * YUAN);
    dataOf(
      await call(t.app, 'withdraw', {
        token: user.token,
        body: { amount: '100', cashPassword: '2468' },
      }),
    );
    const bills = (query: Record<string, string | number> = {}) =>
      call(t.app, 'bills', { token: user.token, query }).then((r) =>
        pageSchema(billSchema).parse(dataOf(r)),
      );
    const all = await bills();
    expect(all.data.map((b) => [b.typeName, b.amount, b.balanceAfter])).toEqual([
      ['提现', -100 * YUAN, 900 * YUAN],
      ['人工存入', 1_000 * YUAN, 1_000 * YUAN],
    ]);
    expect((await bills({ type: LEDGER_CODE.withdrawal })).data).toHaveLength(1);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect((await bills({ startDate: today, endDate: today })).totalCount).toBe(2);
    expect((await bills({ startDate: '2020-01-01', endDate: '2020-01-31' })).totalCount).toBe(0);
    expectError(
      await call(t.app, 'bills', { token: user.token, query: { startDate: '2020-13-01' } }),
      400,
      BAD,
      WALLET_TEXT.badDate,
    );
    expectError(
      await call(t.app, 'bills', {
        token: user.token,
        query: { startDate: '2021-01-02', endDate: '2021-01-01' },
      }),
      400,
      BAD,
      WALLET_TEXT.dateOrder,
    );
    const stranger = await registerUser(t.app);
    expect(
      (
        await call(t.app, 'bills', { token: stranger.token }).then((r) =>
          pageSchema(billSchema).parse(dataOf(r)),
        )
      ).totalCount,
    ).toBe(0);
  });
});
