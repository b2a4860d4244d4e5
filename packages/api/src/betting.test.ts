// @vitest-environment jsdom
// The betting calls against a real local HTTP server: a slip as JSON with its idempotency key, a
// cancel as a form (the hooks' pages and refreshes: react/betting.test.tsx).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../test/fixtures';
import { sendJson, startTestServer, type TestServer } from '../test/startTestServer';
import { cancelBets, placeBet } from './betting';
import { createApiClient, type ApiClient } from './createApiClient';

let server: TestServer;
let client: ApiClient;

beforeEach(async () => {
  server = await startTestServer();
  client = createApiClient({ origin: server.origin, getAccessToken: () => 'tok' });
});
afterEach(() => server.close());

const saved = { orderNos: ['B1'], trackOrderNo: null, count: 1, totalMoney: 1000, balance: 9000 };
const slip = {
  gameId: 71,
  turnNum: '202611210931',
  bets: [{ playId: 3, selection: ['07'], unitMoney: 1000 }],
};

describe('betting calls', () => {
  it('places a slip as JSON with an idempotency key', async () => {
    server.on('POST', '/api/bet/save', (_req, res) => sendJson(res, 200, ok(saved)));
    expect(await placeBet(client, slip, { idempotencyKey: 'k-1' })).toEqual(saved);
    const [hit] = server.hits('/api/bet/save');
    expect(hit?.headers['idempotency-key']).toBe('k-1');
    expect(JSON.parse(hit?.body ?? '')).toEqual(slip);
  });

  it('cancels as a form with comma-joined order numbers', async () => {
    server.on('POST', '/api/bet/cancel', (_req, res) =>
      sendJson(res, 200, ok({ results: [], cancelled: 2, refund: 2000, balance: 1 })),
    );
    await cancelBets(client, ['B1', 'B2']);
    const [hit] = server.hits('/api/bet/cancel');
    expect(hit?.headers['content-type']).toMatch(/x-www-form-urlencoded/);
    expect(new URLSearchParams(hit?.body ?? '').get('orderNo')).toBe('B1,B2');
  });
});
