// @vitest-environment jsdom
// The red-packet calls against a real local HTTP server: the paths and bodies, the Idempotency-Key
// of send and grab (one given is kept, so a retried tap reuses it), the history query (what the
// hooks refresh after money moved: react/hongbao.test.tsx).
import type { HongbaoGrabResult, HongbaoHistory, HongbaoSummary } from '@jinli/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../test/fixtures';
import { sendJson, startTestServer, type TestServer } from '../test/startTestServer';
import { createApiClient, type ApiClient } from './createApiClient';
import { getHongbaoDetail, getHongbaoHistory, grabHongbao, sendHongbao } from './hongbao';

let server: TestServer;
let client: ApiClient;

beforeEach(async () => {
  server = await startTestServer();
  client = createApiClient({ origin: server.origin, getAccessToken: () => 'tok' });
});
afterEach(() => server.close());

const packet: HongbaoSummary = {
  id: '7',
  room_id: 'lobby',
  kind: 'lucky',
  greeting: '恭喜发财，大吉大利',
  sender: { userId: 1, nickname: '小明', avatarId: 3 },
  totalAmount: 10_000,
  count: 2,
  takenCount: 1,
  takenAmount: 4_000,
  status: 'open',
  createdAt: 1_764_000_000_000,
  expiresAt: 1_764_086_400_000,
  finishedAt: null,
  refundAmount: null,
  myAmount: 4_000,
};
const grabbed: HongbaoGrabResult = { outcome: 'got', amount: 4_000, packet };

describe('red-packet calls', () => {
  it('send posts the body with the given idempotency key, or a new one', async () => {
    server.on('POST', '/api/hongbao/send', (_req, res) => sendJson(res, 200, ok(packet)));
    const body = {
      room_id: 'lobby',
      kind: 'lucky' as const,
      amount: '10',
      count: 2,
      greeting: '',
      fundPwd: '1234',
    };
    expect(await sendHongbao(client, body, { idempotencyKey: 'tap-1' })).toEqual(packet);
    await sendHongbao(client, body);
    const hits = server.hits('/api/hongbao/send');
    expect(hits[0]?.headers['idempotency-key']).toBe('tap-1');
    expect(hits[1]?.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(hits[0]?.body ?? '')).toEqual(body);
  });

  it('grab posts the id with the key; detail and history send their queries', async () => {
    server.on('POST', '/api/hongbao/grab', (_req, res) => sendJson(res, 200, ok(grabbed)));
    server.on('GET', '/api/hongbao/detail', (_req, res) =>
      sendJson(res, 200, ok({ packet, claims: [] })),
    );
    const history: HongbaoHistory = {
      data: [],
      totalCount: 0,
      year: 2026,
      yearAmount: 0,
      yearCount: 0,
      luckiestCount: 0,
      years: [],
    };
    server.on('GET', '/api/hongbao/history', (_req, res) => sendJson(res, 200, ok(history)));
    expect(await grabHongbao(client, '7', { idempotencyKey: 'g-1' })).toEqual(grabbed);
    expect(server.hits('/api/hongbao/grab')[0]?.headers['idempotency-key']).toBe('g-1');
    expect(JSON.parse(server.hits('/api/hongbao/grab')[0]?.body ?? '')).toEqual({ id: '7' });
    await getHongbaoDetail(client, '7');
    expect(server.hits('/api/hongbao/detail')[0]?.query.get('id')).toBe('7');
    await getHongbaoHistory(client, { type: 'sent', year: 2025, page: 2 });
    await getHongbaoHistory(client, { type: 'received' });
    const [first, second] = server.hits('/api/hongbao/history').map((h) => h.query);
    expect(Object.fromEntries(first ?? [])).toEqual({
      type: 'sent',
      year: '2025',
      page: '2',
      rows: '20',
    });
    expect(second?.has('year')).toBe(false);
  });
});
