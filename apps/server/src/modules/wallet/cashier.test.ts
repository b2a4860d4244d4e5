// The sandbox cashier cannot be used to make money from nothing (issue 12, finding 1): it exists
// only when the deployment enables it, its session tokens are keyed by a server-only secret (not
// the public sk_encrypt) and bound to the order's owner, so a visitor who computes anything from
// public data, or a player holding another order's token, cannot confirm or fail an order.
import { createHash, createHmac } from 'node:crypto';
import {
  ErrorCode,
  paymentChannelsSchema,
  rechargeOrderSchema,
  SANDBOX_CASHIER_PATH,
} from '@jinli/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { call, dataOf, expectError, registerUser } from '../../../test/users';
import { balanceAndLedger, userIdOf } from '../../../test/wallet';
import { companySecret, paymentChannel, rechargeOrder } from '../../db/schema';
import { WALLET_TEXT } from './texts';

const YUAN = 1000;

async function player(app: FastifyInstance, db: TestApp['database']['db']) {
  const user = await registerUser(app);
  return { ...user, userId: await userIdOf(db, user.account) };
}

async function recharge(app: FastifyInstance, token: string, amount: string) {
  const channels = paymentChannelsSchema.parse(
    dataOf(await call(app, 'paymentChannels', { token })),
  );
  const channelId = channels.eWallet[0]!.id;
  return rechargeOrderSchema.parse(
    dataOf(await call(app, 'rechargeCreate', { token, body: { channelId, amount } })),
  );
}

function cashierPost(app: FastifyInstance, orderNo: string, action: string, sig: string) {
  return app.inject({
    method: 'POST',
    url: `${SANDBOX_CASHIER_PATH}/${orderNo}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    payload: `sig=${encodeURIComponent(sig)}`,
  });
}

const sigOf = (cashierUrl: string) => new URL(cashierUrl, 'http://x').searchParams.get('sig') ?? '';

describe('sandbox payments enabled', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ sandboxPayments: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function orderStatus(orderNo: string) {
    const [row] = await t.database.db
      .select({ status: rechargeOrder.status })
      .from(rechargeOrder)
      .where(eq(rechargeOrder.orderNo, orderNo));
    return row?.status;
  }

  it('refuses a signature a visitor computes from the public sk_encrypt secret, changing nothing', async () => {
    const victim = await player(t.app, t.database.db);
    const order = await recharge(t.app, victim.token, '20000');
    // Anyone can read this document (the client decrypts with it).
    const published = await t.app.inject({
      method: 'GET',
      url: '/sys-upload/data/json/sk_encrypt.json',
    });
    const publicSecret = (published.json() as { configValue: string }).configValue;
    expect(publicSecret.length).toBeGreaterThan(0);
    const before = await balanceAndLedger(t.database.db, victim.userId);
    // Every way of deriving a token from public data that the old cashier (or a guess) used.
    const forged = [
      createHmac('sha256', publicSecret).update(`cashier:${order.orderNo}`).digest('base64url'),
      createHmac('sha256', publicSecret)
        .update(`sandbox-cashier-session:v2:${order.orderNo}:${victim.userId}`)
        .digest('base64url'),
      createHmac('sha256', '').update(`cashier:${order.orderNo}`).digest('base64url'),
      '',
    ];
    for (const sig of forged) {
      for (const action of ['confirm', 'fail']) {
        const response = await cashierPost(t.app, order.orderNo, action, sig);
        expectError(response, 404, ErrorCode.NOT_FOUND, WALLET_TEXT.cashierSignature);
      }
      const page = await t.app.inject({
        method: 'GET',
        url: `${SANDBOX_CASHIER_PATH}/${order.orderNo}?sig=${encodeURIComponent(sig)}`,
      });
      expect(page.statusCode).toBe(404);
    }
    expect(await orderStatus(order.orderNo)).toBe('pending');
    expect(await balanceAndLedger(t.database.db, victim.userId)).toEqual(before);
  });

  it("refuses another order's cashier token: a token is bound to its own order and owner", async () => {
    const victim = await player(t.app, t.database.db);
    const attacker = await player(t.app, t.database.db);
    const victimOrder = await recharge(t.app, victim.token, '500');
    const attackerOrder = await recharge(t.app, attacker.token, '500');
    const attackerSig = sigOf(attackerOrder.cashierUrl);
    for (const action of ['confirm', 'fail'])
      expectError(
        await cashierPost(t.app, victimOrder.orderNo, action, attackerSig),
        404,
        ErrorCode.NOT_FOUND,
      );
    expect(await orderStatus(victimOrder.orderNo)).toBe('pending');
    // The order's own session pays it, once.
    const paid = await cashierPost(
      t.app,
      victimOrder.orderNo,
      'confirm',
      sigOf(victimOrder.cashierUrl),
    );
    expect(paid.json()).toMatchObject({ data: { changed: true, order: { status: 'paid' } } });
    const again = await cashierPost(
      t.app,
      victimOrder.orderNo,
      'confirm',
      sigOf(victimOrder.cashierUrl),
    );
    expect(again.json()).toMatchObject({ data: { changed: false } });
    expect((await balanceAndLedger(t.database.db, victim.userId)).balance).toBe(
      500n * BigInt(YUAN),
    );
    expect((await balanceAndLedger(t.database.db, attacker.userId)).balance).toBe(0n);
  });

  it('is styled within the CSP: its one inline style allowed by its hash, no inline style else, an icon of its own', async () => {
    const owner = await player(t.app, t.database.db);
    const order = await recharge(t.app, owner.token, '100');
    const pages = [
      await t.app.inject({ method: 'GET', url: order.cashierUrl }),
      // The refusal page too (a wrong token).
      await t.app.inject({ method: 'GET', url: `${SANDBOX_CASHIER_PATH}/${order.orderNo}?sig=x` }),
    ];
    for (const answer of pages) {
      const html = answer.body;
      const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
      expect(style).toContain('.card{');
      const hash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
      const csp = String(answer.headers['content-security-policy']);
      const styleSrc = csp.split(';').find((part) => part.trim().startsWith('style-src')) ?? '';
      expect(styleSrc.trim().split(/\s+/)).toEqual(['style-src', "'self'", hash]);
      expect(html).not.toMatch(/\sstyle="/);
      expect(html).toContain('<link rel="icon" href="data:,">');
    }
  });

  it('keys the tokens with a per-deployment secret that is not sk_encrypt and is never served', async () => {
    const user = await player(t.app, t.database.db);
    const order = await recharge(t.app, user.token, '50');
    const [row] = await t.database.db.select().from(companySecret);
    expect(row?.purpose).toBe('cashier');
    expect(row!.secret.length).toBeGreaterThanOrEqual(43);
    const published = await t.app.inject({
      method: 'GET',
      url: '/sys-upload/data/json/sk_encrypt.json',
    });
    expect(published.body).not.toContain(row!.secret);
    // The owner's detail serves the same session URL again (the order screen links to it).
    const detail = rechargeOrderSchema.parse(
      dataOf(
        await call(t.app, 'rechargeDetail', {
          token: user.token,
          query: { orderNo: order.orderNo },
        }),
      ),
    );
    expect(detail.cashierUrl).toBe(order.cashierUrl);
    expect(sigOf(order.cashierUrl)).toBe(
      createHmac('sha256', row!.secret)
        .update(`sandbox-cashier-session:v2:${order.orderNo}:${user.userId}`)
        .digest('base64url'),
    );
  });
});

describe('sandbox payments not enabled (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('offers no sandbox channel, refuses a recharge on one and has no cashier page', async () => {
    const user = await player(t.app, t.database.db);
    const channels = paymentChannelsSchema.parse(
      dataOf(await call(t.app, 'paymentChannels', { token: user.token })),
    );
    expect(Object.values(channels).flat()).toEqual([]);
    const [sandboxChannel] = await t.database.db
      .select()
      .from(paymentChannel)
      .where(eq(paymentChannel.route, 'online'));
    expect(sandboxChannel?.adapter).toBe('sandbox');
    expectError(
      await call(t.app, 'rechargeCreate', {
        token: user.token,
        body: { channelId: sandboxChannel!.id, amount: '100' },
      }),
      403,
      ErrorCode.FORBIDDEN,
      WALLET_TEXT.sandboxOff,
    );
    // (The demo seed's agent team has recharge orders of its own: none is this player's.)
    expect(
      await t.database.db.select().from(rechargeOrder).where(eq(rechargeOrder.userId, user.userId)),
    ).toEqual([]);
    const page = await cashierPost(t.app, 'R20260101000000000001', 'confirm', 'x');
    expect(page.statusCode).toBe(404);
    expect(await t.database.db.select().from(companySecret)).toEqual([]);
  });
});
