import {
  apiErrorSchema,
  endpointPath,
  endpoints,
  ErrorCode,
  HEALTH_PATH,
  STATIC_JSON_PREFIX,
} from '@jinli/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp';
import { tableCounts } from '../test/testDatabase';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /healthz', () => {
  it('answers ok while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: HEALTH_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });
});

describe('the endpoint table', () => {
  it('mounts every endpoint of the contract, and app-base endpoints on the encrypted base too', async () => {
    for (const def of Object.values(endpoints)) {
      const paths =
        def.base === 'app' ? [endpointPath(def), endpointPath(def, true)] : [endpointPath(def)];
      for (const url of paths) {
        const response = await t.app.inject({ method: def.method, url });
        // Calls that need a session or input refuse an empty request, but are there (not 404).
        // (A path with `:param` segments is asked literally, which its handler refuses.) The chat
        // base's calls need a chat token (Authorization: Bearer), which `auth` does not mark.
        const bare =
          def.method === 'GET' &&
          !('auth' in def && def.auth) &&
          def.base !== 'chat' &&
          !def.path.includes('/:') &&
          (!('query' in def) || def.query?.safeParse({}).success === true);
        if (bare) expect(response.statusCode, url).toBe(200);
        else expect(response.statusCode, url).not.toBe(404);
      }
    }
  });
});

describe('errors', () => {
  it('answers unknown API paths with 404 SYS/NOT_FOUND', async () => {
    for (const url of [
      '/app-api/nothing',
      '/api/nothing/here',
      '/v/x',
      '/api/v2/x',
      '/chat-api/x',
      `${STATIC_JSON_PREFIX}nothing.json`,
      '/',
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'application/json' },
      });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ code: ErrorCode.NOT_FOUND, msg: '请求的资源不存在' });
    }
  });

  it('answers a known path with the wrong method with 400 and a Chinese message', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      const response = await t.app.inject({ method, url: endpointPath(endpoints.companyInfo) });
      expect(response.statusCode, method).toBe(400);
      expect(response.json()).toEqual({ code: ErrorCode.BAD_REQUEST, msg: '不支持该请求方法' });
    }
  });

  it('answers malformed JSON and oversized bodies with 400 { code, msg }', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/anything',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
    expect(apiErrorSchema.parse(bad.json()).msg).toMatch(/[\u4e00-\u9fff]/);
  });
});

/** Every request here is nonsense; none may answer 5xx, and every error must be { code, msg } in Chinese. */
describe('no input causes a 500', () => {
  const urls = [
    '/app-api/company/get?x=%',
    '/app-api/company/get?%E0%A4%A=1',
    '/app-api/encrypt/company/get?_t[]=1&_t[]=2',
    '/api/notice/queryPage?noticeType=-1',
    '/api/notice/queryPage?noticeType=1e400',
    '/api/notice/queryPage?noticeType=NaN&page=Infinity',
    '/api/notice/queryPage?page=0',
    '/api/notice/queryPage?page=99999999999999999999999',
    '/api/notice/queryPage?rows=100000',
    '/api/notice/queryPage?rows=1.5',
    '/api/notice/queryPage?page=1&page=2',
    '/api/notice/queryPage?page[a]=1',
    `/api/notice/queryPage?noticeType=${'9'.repeat(5000)}`,
    '/api/notice/queryPage?noticeType=%00',
    "/api/notice/queryPage?noticeType=0'%20or%201=1--",
    '/api/notice/queryPage?noticeType=０',
    `${STATIC_JSON_PREFIX}config.json?_t=abc&_t=def`,
    `${STATIC_JSON_PREFIX}..%2F..%2Fpackage.json`,
    `${STATIC_JSON_PREFIX}%2e%2e/%2e%2e/etc/passwd`,
    '/sys-upload/images/banner/..%2F..%2Fpackage.json',
    '/sys-upload/images/banner/99999999999999999999.svg',
    '/sys-upload/images/banner/-1.svg',
    '/%',
    '/app-api/%E0%A4%A',
    '//app-api//company//get',
    // Paths that look like route patterns to a router.
    '/:x(\\d+',
    '/a/:b(',
    '/app-api/company/*',
    '/(.*)',
    '/app-api/company/:get',
    '/app-api/company/get/',
    `/app-api/${'a'.repeat(10_000)}`,
  ];
  const methods: InjectOptions['method'][] = [
    'GET',
    'HEAD',
    'POST',
    'PUT',
    'DELETE',
    'PATCH',
    'OPTIONS',
  ];

  it('survives odd URLs with every method', async () => {
    for (const url of urls) {
      for (const method of methods) {
        const response = await t.app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
        if (response.statusCode >= 400 && method !== 'HEAD') {
          const body = apiErrorSchema.parse(response.json());
          expect(body.msg, `${method} ${url}`).toMatch(/[\u4e00-\u9fff]/);
        }
      }
    }
  });

  it('survives odd bodies and content types', async () => {
    const bodies: { type: string; payload: string | Buffer }[] = [
      { type: 'application/json', payload: '{"a":' },
      { type: 'application/json', payload: '' },
      { type: 'application/json', payload: 'null' },
      { type: 'application/json', payload: '{"__proto__":{"x":1}}' },
      { type: 'application/json', payload: Buffer.alloc(2 * 1024 * 1024, 'a') },
      { type: 'application/x-www-form-urlencoded', payload: 'a=1&b=%' },
      { type: 'text/plain', payload: 'hello' },
      { type: 'application/octet-stream', payload: Buffer.from([0, 1, 2, 255]) },
      { type: 'multipart/form-data; boundary=x', payload: '--x--' },
      { type: 'application/json; charset=latin1', payload: '{}' },
      { type: '', payload: 'x' },
    ];
    for (const url of [
      '/app-api/company/get',
      '/app-api/encrypt/company/get',
      '/api/notice/queryPage',
      `${STATIC_JSON_PREFIX}config.json`,
      '/nowhere',
    ]) {
      for (const method of ['POST', 'PUT', 'GET'] as const) {
        for (const { type, payload } of bodies) {
          if (method === 'GET' && type === '') continue;
          const response = await t.app.inject({
            method,
            url,
            payload,
            headers: type ? { 'content-type': type } : {},
          });
          expect(response.statusCode, `${method} ${url} ${type}`).toBeLessThan(500);
          if (response.statusCode >= 400) apiErrorSchema.parse(response.json());
        }
      }
    }
  });

  it('survives odd headers', async () => {
    const headers = [
      { accept: 'text/html' },
      { accept: '' },
      { 'accept-encoding': 'gzip;q=garbage' },
      { 'content-length': '-1' },
      { 'if-none-match': '"x"' },
      { range: 'bytes=999999-0' },
      { authorization: 'Bearer ' + 'x'.repeat(4000) },
    ];
    for (const header of headers) {
      for (const url of [
        '/app-api/company/get',
        '/sys-upload/images/banner/1.svg',
        '/app-api/none',
      ]) {
        const response = await t.app.inject({ method: 'GET', url, headers: header });
        expect(response.statusCode, `${url} ${JSON.stringify(header)}`).toBeLessThan(500);
      }
    }
  });

  it('changed nothing in the database', async () => {
    const before = await tableCounts(t.database.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/notice/queryPage',
      payload: { noticeType: 0 },
    });
    await t.app.inject({ method: 'DELETE', url: '/app-api/company/get' });
    expect(await tableCounts(t.database.db)).toEqual(before);
  });
});
