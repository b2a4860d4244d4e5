// Hot public reads from memory (answerCache.ts): cached bytes with an ETag (304 on If-None-Match),
// compressed per Accept-Encoding, dropped on every instance sharing the PubSub when a draw or a like
// changes them, and never shared between a visitor and a signed-in user.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { endpointPath, endpoints } from '@jinli/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { buildApp } from '../app';
import { FAST_GAME } from '../modules/betting/bettingTestKit';
import { OPERATOR_DRAW_PATH, OPERATOR_TOKEN_HEADER } from '../modules/lottery/operator';
import { createMemoryPubSub } from '../realtime/memoryPubSub';
import { call, dataOf, registerUser } from '../../test/users';
import { pickEncoding } from './answerCache';

const TOKEN = 'operator-token-for-cache-tests';
const pubsub = createMemoryPubSub();
let a: TestApp;
/** A second instance on the same database and PubSub, as behind a load balancer. */
let b: FastifyInstance;
beforeAll(async () => {
  a = await createTestApp({
    pubsub,
    operators: [{ name: 'cache-tests', token: TOKEN }],
    operatorTestDraws: true,
  });
  b = await buildApp({
    database: a.database,
    companyCode: 'jinli',
    ownsDatabase: false,
    pubsub,
    operators: [{ name: 'cache-tests', token: TOKEN }],
    operatorTestDraws: true,
  });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const historyUrl = `${endpointPath(endpoints.lotteryHistory)}?gameId=${FAST_GAME}&rows=50`;
const companyUrl = endpointPath(endpoints.companyInfo);
/** A cached answer well over 1 KiB: the plays and odds of a game. */
const playsUrl = `${endpointPath(endpoints.gamePlayCategories)}?gameId=${FAST_GAME}`;

function turnsOf(body: string): string[] {
  return (JSON.parse(body) as { data: { data: { turnNum: string }[] } }).data.data.map(
    (row) => row.turnNum,
  );
}

async function drawOn(app: FastifyInstance, numbers: number[]): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: OPERATOR_DRAW_PATH,
    headers: { 'content-type': 'application/json', [OPERATOR_TOKEN_HEADER]: TOKEN },
    payload: JSON.stringify({ gameId: FAST_GAME, numbers }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { pre: { turnNum: string } } }).data.pre.turnNum;
}

/** Lets the memory PubSub deliver what was published (it calls listeners in microtasks). */
const delivered = () => new Promise((resolve) => setImmediate(resolve));

describe('cached public reads', () => {
  it('answers with an ETag and 304 when the client holds the same bytes', async () => {
    const first = await a.app.inject({ url: companyUrl });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"/);
    const again = await a.app.inject({ url: companyUrl, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Every instance gives the same bytes the same ETag.
    const other = await b.inject({ url: companyUrl, headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(304);
  });

  it('drops a cached answer on every instance when a draw is made on one of them', async () => {
    await drawOn(a.app, [1, 2, 3, 4, 5, 6, 7]);
    await delivered();
    const before = await b.inject({ url: historyUrl });
    expect(before.statusCode).toBe(200);
    const etagBefore = String(before.headers.etag);
    // Cached on b: asked again, the same bytes.
    expect((await b.inject({ url: historyUrl })).body).toBe(before.body);

    const turnNum = await drawOn(a.app, [8, 9, 10, 11, 12, 13, 14]);
    await delivered();
    const after = await b.inject({ url: historyUrl, headers: { 'if-none-match': etagBefore } });
    expect(after.statusCode).toBe(200);
    expect(turnsOf(after.body)[0]).toBe(turnNum);
    expect(turnsOf(before.body)).not.toContain(turnNum);
  });

  it('sends the cached bytes in brotli or gzip per Accept-Encoding, with Vary', async () => {
    const historyUrl = playsUrl;
    const plain = await a.app.inject({
      url: historyUrl,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await a.app.inject({ url: historyUrl, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await a.app.inject({ url: historyUrl, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('compresses uncached JSON answers over 1 KiB per Accept-Encoding', async () => {
    // The encrypted twin of a cached endpoint is not cached (its bytes depend on the secret).
    const url = `${endpointPath(endpoints.gamePlayCategories, true)}?gameId=${FAST_GAME}`;
    const plain = await a.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await a.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    // Each answer has its own random IV: compare the shape, not the bytes.
    const sizeOf = (text: string) => (JSON.parse(text) as { data: string }).data.length;
    expect(sizeOf(brotliDecompressSync(br.rawPayload).toString())).toBe(sizeOf(plain.body));
    const gz = await a.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(sizeOf(gunzipSync(gz.rawPayload).toString())).toBe(sizeOf(plain.body));
  });

  it('does not compress answers under 1 KiB', async () => {
    const small = await a.app.inject({
      url: companyUrl,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    const health = await a.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});

describe('content lists (cached for visitors only)', () => {
  interface Card {
    id: number;
    templateCode: string;
    like: number;
    likeCount: number;
  }
  const mb12Of = async (app: FastifyInstance, token?: string) => {
    const response = await call(app, 'templates', {
      query: { templateCode: 'mb12', rows: 5 },
      ...(token ? { token } : {}),
    });
    const page = dataOf<{ data: Card[] }>(response);
    return { card: page.data[0]!, response };
  };

  it("keeps a visitor's answer apart from a signed-in viewer's, and drops it on a like", async () => {
    const user = await registerUser(a.app);
    const visitor = await mb12Of(b);
    expect(visitor.response.headers.etag).toMatch(/^"/);
    // Asked again: the cached bytes, the same ETag.
    expect((await mb12Of(b)).response.headers.etag).toBe(visitor.response.headers.etag);
    const like = await call(a.app, 'templateToggleLike', {
      token: user.token,
      body: { templateId: visitor.card.id, like: 1 },
    });
    expect(dataOf<{ likeCount: number }>(like).likeCount).toBe(visitor.card.likeCount + 1);
    await delivered();
    // The signed-in viewer's own flag, never a visitor's cached answer (nor cached for others).
    const member = await mb12Of(b, user.token);
    expect(member.card.like).toBe(1);
    expect(member.response.headers.etag).toBeUndefined();
    // The like dropped the visitor's entry on the other instance too.
    const after = await mb12Of(b);
    expect(after.card).toMatchObject({ like: 0, likeCount: visitor.card.likeCount + 1 });
    expect(after.response.headers.etag).not.toBe(visitor.response.headers.etag);
  });

  it('caches the document database and gallery groups for visitors', async () => {
    for (const name of ['gameDocuments', 'galleryGroups'] as const) {
      const first = await call(a.app, name, { query: { gameId: 110 } });
      expect(first.statusCode, first.body).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag, name).toMatch(/^"/);
      const again = await call(b, name, {
        query: { gameId: 110 },
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode, name).toBe(304);
    }
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});
