// @vitest-environment jsdom
// The wallet calls against a real local HTTP server: queries sent, idempotency keys, answers.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../test/fixtures';
import { sendJson, startTestServer, type TestServer } from '../test/startTestServer';
import { createApiClient, type ApiClient } from './createApiClient';
import {
  createRechargeOrder,
  getBills,
  getRechargeHistory,
  newIdempotencyKey,
  walletKeys,
  withdraw,
} from './wallet';

let server: TestServer;
let client: ApiClient;

beforeEach(async () => {
  server = await startTestServer();
  client = createApiClient({ origin: server.origin, getAccessToken: () => 'tok' });
});
afterEach(() => server.close());

const order = {
  orderNo: 'R1',
  channelId: 2,
  channelName: '在线支付',
  kind: 'eWallet',
  route: 'online',
  amount: 100_000,
  status: 'pending',
  depositorName: '',
  payeeName: '',
  payeeAccount: '',
  payeeBank: '',
  cashierUrl: '/sandbox/cashier/R1?sig=x',
  createTime: 1,
  finishTime: null,
};

describe('wallet calls', () => {
  it('money-moving calls carry a new idempotency key each, or the one given', async () => {
    server.on('POST', '/api/v2/recharge/create', (_req, res) => sendJson(res, 200, ok(order)));
    await createRechargeOrder(client, { channelId: 2, amount: '100' });
    await createRechargeOrder(client, { channelId: 2, amount: '100' });
    await createRechargeOrder(client, { channelId: 2, amount: '100' }, { idempotencyKey: 'k-1' });
    const keys = server.hits('/api/v2/recharge/create').map((r) => r.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[2]).toBe('k-1');
    expect(JSON.parse(server.hits('/api/v2/recharge/create')[0]?.body ?? '')).toEqual({
      channelId: 2,
      amount: '100',
    });
  });

  it('withdraw rejects with the fund-password codes of spec §8', async () => {
    server.on('POST', '/api/userWithdraw/save/v2', (_req, res) =>
      sendJson(res, 400, { code: 'UC/CASH_PASSWORD_ERROR', msg: '交易密码输入错误!' }),
    );
    await expect(withdraw(client, { amount: '50', cashPassword: '0000' })).rejects.toMatchObject({
      code: 'UC/CASH_PASSWORD_ERROR',
    });
  });

  it('sends only the filters that are set, with the page defaults', async () => {
    server.on('GET', '/api/user/bills', (_req, res) =>
      sendJson(res, 200, ok({ data: [], totalCount: 0 })),
    );
    server.on('GET', '/api/v2/recharge/history', (_req, res) =>
      sendJson(res, 200, ok({ data: [order], totalCount: 1 })),
    );
    await getBills(client, { type: 2, startDate: '2026-11-01' });
    const query = server.hits('/api/user/bills')[0]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      page: '1',
      rows: '20',
      type: '2',
      startDate: '2026-11-01',
    });
    expect((await getRechargeHistory(client)).data[0]?.orderNo).toBe('R1');
    expect(server.hits('/api/v2/recharge/history')[0]?.query.has('status')).toBe(false);
  });

  it('keys bills by every filter and makes distinct idempotency keys', () => {
    expect(walletKeys.bills({ type: 2 })).not.toEqual(walletKeys.bills({ type: 3 }));
    expect(walletKeys.bills()).toEqual(walletKeys.bills({ page: 1, rows: 20 }));
    expect(new Set(Array.from({ length: 50 }, newIdempotencyKey)).size).toBe(50);
  });
});

describe('nextPageParam', () => {
  it('asks for the next page until totalCount rows are loaded', async () => {
    const { nextPageParam } = await import('./wallet');
    const page = (n: number, total: number) => ({
      data: Array.from({ length: n }, (_, i) => i),
      totalCount: total,
    });
    expect(nextPageParam(page(20, 45), [page(20, 45)])).toBe(2);
    expect(nextPageParam(page(5, 45), [page(20, 45), page(20, 45), page(5, 45)])).toBeUndefined();
    expect(nextPageParam(page(0, 45), [page(20, 45), page(0, 45)])).toBeUndefined();
    expect(nextPageParam(page(0, 0), [page(0, 0)])).toBeUndefined();
  });
});
