import {
  encryptJson,
  ErrorCode,
  loginLimitSchema,
  type CompanyInfo,
  type EndpointDef,
  type Notice,
  type Page,
  type SiteConfig,
} from '@jinli/contract';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { company, noticeList, noticePage, ok, siteConfig } from '../test/fixtures';
import { sendJson, startTestServer, type TestServer } from '../test/startTestServer';
import { ApiError, ClientErrorCode } from './ApiError';
import { createApiClient, type ApiClientOptions } from './createApiClient';
import { CANCELED_MESSAGE, NETWORK_ERROR_MESSAGE, TIMEOUT_MESSAGE } from './strings';

const SECRET = 'jinli-test-secret';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

function client(options: ApiClientOptions = {}) {
  return createApiClient({ origin: server.origin, ...options });
}

/** An endpoint definition outside the contract's table, built the same way. */
function def(
  method: 'GET' | 'POST',
  base: EndpointDef['base'],
  path: string,
  extra: Partial<EndpointDef> = {},
) {
  return { method, base, path, response: loginLimitSchema, ...extra } satisfies EndpointDef;
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function until(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i++) await sleep(5);
  expect(condition()).toBe(true);
}

describe('headers', () => {
  it('sends the access token as Authorization and token, the company code, and unwraps data', async () => {
    server.on('GET', '/app-api/company/get', (_req, res) => sendJson(res, 200, ok(company)));
    const api = client({ companyCode: 'JL01', getAccessToken: () => 'tok-123' });

    const data = await api.call('companyInfo');

    expectTypeOf(data).toEqualTypeOf<CompanyInfo>();
    expect(data).toEqual(company);
    const [request] = server.hits('/app-api/company/get');
    expect(request?.headers.authorization).toBe('tok-123');
    expect(request?.headers.token).toBe('tok-123');
    expect(request?.headers.companycode).toBe('JL01');
    expect(request?.headers.accept).toContain('application/json');
  });

  it('reads the token at each request and sends none when there is none', async () => {
    server.on('GET', '/app-api/company/get', (_req, res) => sendJson(res, 200, ok(company)));
    let token: string | null = null;
    const api = client({ getAccessToken: () => token });

    await api.call('companyInfo');
    token = 'later';
    await api.call('companyInfo');

    const [first, second] = server.hits('/app-api/company/get');
    expect(first?.headers.authorization).toBeUndefined();
    expect(first?.headers.token).toBeUndefined();
    expect(second?.headers.authorization).toBe('later');
    expect(second?.headers.token).toBe('later');
  });

  it('sends bodies as JSON by default', async () => {
    server.on('POST', '/api/user/modifyUserInfo', (_req, res) =>
      sendJson(res, 200, ok({ vCode: false })),
    );
    const api = client();

    await api.request(def('POST', 'api', '/user/modifyUserInfo'), {
      body: { nickname: '锦鲤', age: 3, tags: ['a'] },
    });

    const [request] = server.hits('/api/user/modifyUserInfo');
    expect(request?.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(request?.body ?? '')).toEqual({ nickname: '锦鲤', age: 3, tags: ['a'] });
  });

  it('sends a form where the endpoint says form: true', async () => {
    server.on('POST', '/v/user/login', (_req, res) => sendJson(res, 200, ok({ vCode: false })));
    const api = client({ companyCode: 'JL01' });

    await api.request(def('POST', 'v', '/user/login', { form: true }), {
      body: {
        account: 'player01',
        password: 'Pass word&1',
        remember: true,
        skipped: undefined,
        ids: [1, 2],
      },
    });

    const [request] = server.hits('/v/user/login');
    expect(request?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request?.headers.companycode).toBe('JL01');
    const form = new URLSearchParams(request?.body);
    expect([...form]).toEqual([
      ['account', 'player01'],
      ['password', 'Pass word&1'],
      ['remember', 'true'],
      ['ids', '1'],
      ['ids', '2'],
    ]);
  });

  it('sends the query and fills :param path segments', async () => {
    server.on('GET', '/api/notice/queryPage', (_req, res) => sendJson(res, 200, ok(noticePage)));
    server.on('GET', '/api/spreadInfo/link/a%2Fb', (_req, res) =>
      sendJson(res, 200, ok({ vCode: true })),
    );
    const api = client();

    const page = await api.call('noticePage', { query: { noticeType: 0, page: 2 } });
    await api.request(def('GET', 'api', '/spreadInfo/link/:id'), {
      params: { id: 'a/b' },
      query: { codes: ['x', 'y'] },
    });

    expectTypeOf(page).toEqualTypeOf<Page<Notice>>();
    expect(page).toEqual(noticePage);
    expect(server.hits('/api/notice/queryPage')[0]?.query.toString()).toBe('noticeType=0&page=2');
    expect(server.hits('/api/spreadInfo/link/a%2Fb')[0]?.query.getAll('codes')).toEqual(['x', 'y']);
    await expect(api.request(def('GET', 'api', '/spreadInfo/link/:id'))).rejects.toThrow(TypeError);
  });

  it('passes extra headers such as Idempotency-Key', async () => {
    server.on('POST', '/api/bet/cancel', (_req, res) => sendJson(res, 200, ok({ vCode: true })));
    await client().request(def('POST', 'api', '/bet/cancel', { form: true }), {
      body: { orderNo: 'a,b' },
      headers: { 'Idempotency-Key': 'key-1' },
    });
    expect(server.hits('/api/bet/cancel')[0]?.headers['idempotency-key']).toBe('key-1');
  });
});

describe('bases', () => {
  it('puts each base on the API origin and the chat base on the chat origin with the bearer chat token', async () => {
    const chat = await startTestServer();
    try {
      for (const path of ['/app-api/x', '/v/x', '/api/x', '/api/v2/x']) {
        server.on('GET', path, (_req, res) => sendJson(res, 200, ok({ vCode: true })));
      }
      chat.on('GET', '/chat-api/x', (_req, res) => sendJson(res, 200, ok({ vCode: true })));
      const api = client({
        chatOrigin: chat.origin,
        getAccessToken: () => 'access',
        getChatToken: () => 'chat-tok',
      });

      for (const base of ['app', 'v', 'api', 'apiV2', 'chat'] as const) {
        await expect(api.request(def('GET', base, '/x'))).resolves.toEqual({ vCode: true });
      }

      expect(server.requests.map((request) => request.path)).toEqual([
        '/app-api/x',
        '/v/x',
        '/api/x',
        '/api/v2/x',
      ]);
      const [chatRequest] = chat.hits('/chat-api/x');
      expect(chatRequest?.headers.authorization).toBe('Bearer chat-tok');
      expect(chatRequest?.headers.token).toBeUndefined();
    } finally {
      await chat.close();
    }
  });

  it('moves only the app base to /app-api/encrypt in encryption mode', async () => {
    for (const path of ['/app-api/encrypt/x', '/v/x', '/api/x', '/api/v2/x']) {
      server.on('GET', path, (_req, res) => sendJson(res, 200, ok({ vCode: true })));
    }
    const api = client({ encrypt: true });

    for (const base of ['app', 'v', 'api', 'apiV2'] as const)
      await api.request(def('GET', base, '/x'));

    expect(server.requests.map((request) => request.path)).toEqual([
      '/app-api/encrypt/x',
      '/v/x',
      '/api/x',
      '/api/v2/x',
    ]);
  });
});

describe('encryption', () => {
  beforeEach(() => {
    server.on('GET', '/sys-upload/data/json/sk_encrypt.json', (_req, res) =>
      sendJson(res, 200, { configValue: SECRET }),
    );
  });

  it('decrypts a wholly encrypted answer with the secret, fetching the secret once', async () => {
    server.on('GET', '/app-api/encrypt/company/get', async (_req, res) =>
      sendJson(res, 200, await encryptJson(ok(company), SECRET)),
    );
    const api = client({ encrypt: true });

    const [a, b] = await Promise.all([
      api.call('companyInfo'),
      api.call('companyInfo', { dedupe: false }),
    ]);
    const c = await api.call('companyInfo');

    expect([a, b, c]).toEqual([company, company, company]);
    expect(server.hits('/sys-upload/data/json/sk_encrypt.json')).toHaveLength(1);
    expect(server.hits('/app-api/encrypt/company/get')).toHaveLength(3);
  });

  it('decrypts an envelope whose data alone is encrypted', async () => {
    server.on('GET', '/app-api/encrypt/company/get', async (_req, res) =>
      sendJson(res, 200, ok(await encryptJson(company, SECRET))),
    );
    await expect(client({ encrypt: true }).call('companyInfo')).resolves.toEqual(company);
  });

  it('falls back to the plain answer, and needs no secret for it', async () => {
    server.on('GET', '/app-api/encrypt/company/get', (_req, res) =>
      sendJson(res, 200, ok(company)),
    );
    await expect(client({ encrypt: true }).call('companyInfo')).resolves.toEqual(company);
    expect(server.hits('/sys-upload/data/json/sk_encrypt.json')).toHaveLength(0);
  });

  it('fails with CLIENT/BAD_RESPONSE when the answer does not decrypt and is no envelope', async () => {
    server.on('GET', '/app-api/encrypt/company/get', async (_req, res) =>
      sendJson(res, 200, await encryptJson(ok(company), 'another-secret')),
    );
    const error = await rejection(client({ encrypt: true }).call('companyInfo'));
    expect(error.code).toBe(ClientErrorCode.BAD_RESPONSE);
  });

  it('does not decrypt outside encryption mode', async () => {
    server.on('GET', '/app-api/company/get', async (_req, res) =>
      sendJson(res, 200, ok(await encryptJson(company, SECRET))),
    );
    const data = await client().call('companyInfo');
    expect(data).not.toEqual(company);
    expect(server.hits('/sys-upload/data/json/sk_encrypt.json')).toHaveLength(0);
  });

  it('reads the _encrypt variant of an encrypted document and the plain file of the others', async () => {
    server.on('GET', '/sys-upload/data/json/config_encrypt.json', async (_req, res) =>
      sendJson(res, 200, await encryptJson(siteConfig, SECRET)),
    );
    server.on('GET', '/sys-upload/data/json/five-elements.json', (_req, res) =>
      sendJson(res, 200, [{ year: 2025, data: [{ element: '金', values: [1, 2] }] }]),
    );
    const api = client({ encrypt: true });

    const config = await api.getStaticDocument('config');
    const elements = await api.getStaticDocument('five-elements');

    expectTypeOf(config).toEqualTypeOf<SiteConfig>();
    expect(config).toEqual(siteConfig);
    expect(elements[0]?.year).toBe(2025);
    expect(server.hits('/sys-upload/data/json/config.json')).toHaveLength(0);
  });

  it('takes a plain _encrypt document as it is', async () => {
    server.on('GET', '/sys-upload/data/json/config_encrypt.json', (_req, res) =>
      sendJson(res, 200, siteConfig),
    );
    await expect(client({ encrypt: true }).getStaticDocument('config')).resolves.toEqual(
      siteConfig,
    );
  });
});

describe('time-outs', () => {
  it('fails a call that gets no answer within the time-out with 请求超时', async () => {
    server.on('GET', '/app-api/company/get', () => {});
    const onError = vi.fn();
    const started = performance.now();

    const error = await rejection(client({ timeout: 150, onError }).call('companyInfo'));

    expect(performance.now() - started).toBeLessThan(3000);
    expect(error.code).toBe(ClientErrorCode.TIMEOUT);
    expect(error.msg).toBe(TIMEOUT_MESSAGE);
    expect(error.status).toBe(0);
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('takes a per-call time-out over the client one', async () => {
    server.on('GET', '/app-api/company/get', () => {});
    const started = performance.now();
    const error = await rejection(client({ timeout: 5000 }).call('companyInfo', { timeout: 100 }));
    expect(error.code).toBe(ClientErrorCode.TIMEOUT);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('gives the chat base its own time-out', async () => {
    const answerLate: Parameters<TestServer['on']>[2] = async (_req, res) => {
      await sleep(400);
      sendJson(res, 200, ok({ vCode: true }));
    };
    server.on('GET', '/chat-api/slow', answerLate);
    server.on('GET', '/api/slow', answerLate);
    const api = client({ chatOrigin: server.origin, timeout: 5000, chatTimeout: 150 });

    expect((await rejection(api.request(def('GET', 'chat', '/slow')))).code).toBe(
      ClientErrorCode.TIMEOUT,
    );
    await expect(api.request(def('GET', 'api', '/slow'))).resolves.toEqual({ vCode: true });
  });
});

describe('duplicate-request abort', () => {
  function slowNotices() {
    server.on('GET', '/api/notice/queryPage', async (_req, res) => {
      await sleep(150);
      sendJson(res, 200, ok(noticePage));
    });
  }

  it('aborts an identical GET still in flight when a new one starts', async () => {
    slowNotices();
    const onError = vi.fn();
    const api = client({ onError });

    const first = api.call('noticePage', { query: { page: 1, rows: 20 } });
    await until(() => server.requests.length === 1);
    // Same query with its keys in another order is the same request.
    const second = api.call('noticePage', { query: { rows: 20, page: 1 } });

    const error = await rejection(first);
    expect(error.code).toBe(ClientErrorCode.CANCELED);
    expect(error.msg).toBe(CANCELED_MESSAGE);
    await expect(second).resolves.toEqual(noticePage);
    expect(onError).not.toHaveBeenCalled();
  });

  it('lets different queries, dedupe: false and POSTs run side by side', async () => {
    slowNotices();
    server.on('POST', '/api/bet/cancel', async (_req, res) => {
      await sleep(100);
      sendJson(res, 200, ok({ vCode: true }));
    });
    const api = client();
    const post = def('POST', 'api', '/bet/cancel', { form: true });

    const results = await Promise.all([
      api.call('noticePage', { query: { page: 1 } }),
      api.call('noticePage', { query: { page: 2 } }),
      api.call('noticePage', { query: { page: 3 }, dedupe: false }),
      api.call('noticePage', { query: { page: 3 }, dedupe: false }),
      api.request(post, { body: { orderNo: '1' } }),
      api.request(post, { body: { orderNo: '1' } }),
    ]);

    expect(results).toHaveLength(6);
    expect(server.requests).toHaveLength(6);
  });

  it('aborts an identical POST when asked to', async () => {
    server.on('POST', '/api/bet/cancel', async (_req, res) => {
      await sleep(150);
      sendJson(res, 200, ok({ vCode: true }));
    });
    const api = client();
    const post = def('POST', 'api', '/bet/cancel');

    const first = api.request(post, { body: { orderNo: '1' }, dedupe: true });
    await until(() => server.requests.length === 1);
    const second = api.request(post, { body: { orderNo: '1' }, dedupe: true });

    expect((await rejection(first)).code).toBe(ClientErrorCode.CANCELED);
    await expect(second).resolves.toEqual({ vCode: true });
  });

  it('cancels through the caller signal without reporting an error', async () => {
    slowNotices();
    const onError = vi.fn();
    const controller = new AbortController();
    const call = client({ onError }).call('noticePage', { signal: controller.signal });
    await until(() => server.requests.length === 1);
    controller.abort();
    expect((await rejection(call)).code).toBe(ClientErrorCode.CANCELED);
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('retries', () => {
  /** Answers 503 (no body) `failures` times, then the company. */
  function flaky(path: string, failures: number, answer: unknown = ok(company)) {
    let count = 0;
    server.on('GET', path, (_req, res) => {
      count++;
      if (count <= failures) {
        res.writeHead(503);
        res.end();
      } else {
        sendJson(res, 200, answer);
      }
    });
  }

  function gaps(path: string): number[] {
    const times = server.hits(path).map((request) => request.at);
    return times.slice(1).map((time, i) => time - (times[i] ?? 0));
  }

  it('does not retry unless asked', async () => {
    flaky('/app-api/company/get', 1);
    const error = await rejection(client().call('companyInfo'));
    expect(error.status).toBe(503);
    expect(error.code).toBe(ErrorCode.INTERNAL);
    expect(server.hits('/app-api/company/get')).toHaveLength(1);
  });

  it('retries 5xx answers up to `retry` times, 100 ms apart by default', async () => {
    flaky('/app-api/company/get', 2);
    await expect(client().call('companyInfo', { retry: 2 })).resolves.toEqual(company);
    expect(server.hits('/app-api/company/get')).toHaveLength(3);
    for (const gap of gaps('/app-api/company/get')) expect(gap).toBeGreaterThanOrEqual(95);
  });

  it('gives up after the retries with the last error', async () => {
    flaky('/app-api/company/get', 5);
    const error = await rejection(client().call('companyInfo', { retry: 2, retryDelay: 250 }));
    expect(error.status).toBe(503);
    expect(server.hits('/app-api/company/get')).toHaveLength(3);
    for (const gap of gaps('/app-api/company/get')) expect(gap).toBeGreaterThanOrEqual(245);
  });

  it('retries network errors, which read 网络异常', async () => {
    let count = 0;
    server.on('GET', '/app-api/company/get', (_req, res) => {
      count++;
      if (count === 1) res.socket?.destroy();
      else sendJson(res, 200, ok(company));
    });
    const api = client();
    await expect(api.call('companyInfo', { retry: 1 })).resolves.toEqual(company);

    count = 0;
    const error = await rejection(api.call('companyInfo'));
    expect(error.code).toBe(ClientErrorCode.NETWORK);
    expect(error.msg).toBe(NETWORK_ERROR_MESSAGE);
    expect(error.status).toBe(0);
  });

  it('does not retry 4xx answers', async () => {
    server.on('GET', '/app-api/company/get', (_req, res) =>
      sendJson(res, 400, { code: 'SYS/BAD_REQUEST', msg: '请求参数有误' }),
    );
    await rejection(client().call('companyInfo', { retry: 3 }));
    expect(server.hits('/app-api/company/get')).toHaveLength(1);
  });

  it('reports a refused connection as a network error', async () => {
    const closed = await startTestServer();
    await closed.close();
    const error = await rejection(createApiClient({ origin: closed.origin }).call('companyInfo'));
    expect(error.code).toBe(ClientErrorCode.NETWORK);
  });
});

describe('static JSON', () => {
  it('adds a _t timestamp and sends no credentials', async () => {
    server.on('GET', '/sys-upload/data/json/config.json', (_req, res) =>
      sendJson(res, 200, siteConfig),
    );
    const before = Date.now();
    const config = await client({
      getAccessToken: () => 'tok',
      companyCode: 'JL01',
    }).getStaticDocument('config');
    const after = Date.now();

    expect(config).toEqual(siteConfig);
    const [request] = server.hits('/sys-upload/data/json/config.json');
    const stamp = Number(request?.query.get('_t'));
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(after);
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.headers.companycode).toBeUndefined();
  });

  it('retries a config fetch up to 3 times', async () => {
    let count = 0;
    server.on('GET', '/sys-upload/data/json/app_config.json', (_req, res) => {
      count++;
      if (count <= 3) {
        res.writeHead(502);
        res.end('<html>bad gateway</html>');
      } else {
        sendJson(res, 200, { livestream_url: '', home_lottery_setting: [] });
      }
    });
    const api = client();
    await expect(api.getStaticDocument('app_config')).resolves.toEqual({
      livestream_url: '',
      home_lottery_setting: [],
    });
    expect(count).toBe(4);

    count = -10;
    const error = await rejection(api.getStaticDocument('app_config'));
    expect(error.status).toBe(502);
    expect(count).toBe(-6);
  });

  it('does not retry a missing document', async () => {
    const error = await rejection(client().getStaticDocument('registerLimit'));
    expect(error.status).toBe(404);
    expect(error.code).toBe(ErrorCode.NOT_FOUND);
    expect(server.hits('/sys-upload/data/json/registerLimit.json')).toHaveLength(1);
  });

  it('fetches the notice list', async () => {
    server.on('GET', '/sys-upload/data/json/notice_list.json', (_req, res) =>
      sendJson(res, 200, noticeList),
    );
    await expect(client({ encrypt: true }).getNoticeList()).resolves.toEqual(noticeList);
    expect(server.hits('/sys-upload/data/json/notice_list.json')[0]?.query.has('_t')).toBe(true);
  });

  it('refuses a document that is not JSON', async () => {
    server.on('GET', '/sys-upload/data/json/config.json', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<html></html>');
    });
    expect((await rejection(client().getStaticDocument('config'))).code).toBe(
      ClientErrorCode.BAD_RESPONSE,
    );
  });
});

describe('errors and the catalogue hooks', () => {
  it('turns an error body into an ApiError with its code, message and status', async () => {
    server.on('GET', '/app-api/company/get', (_req, res) =>
      sendJson(res, 403, { code: 'SYS/FORBIDDEN', msg: '无权进行该操作' }),
    );
    const onError = vi.fn();
    const error = await rejection(client({ onError }).call('companyInfo'));
    expect(error).toMatchObject({
      code: 'SYS/FORBIDDEN',
      msg: '无权进行该操作',
      status: 403,
      message: '无权进行该操作',
    });
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('treats a 200 answer with a non-zero code as a failure', async () => {
    server.on('GET', '/app-api/company/get', (_req, res) =>
      sendJson(res, 200, { code: 'KY/0', msg: '您正在牌局中，请稍后再试！' }),
    );
    const error = await rejection(client().call('companyInfo'));
    expect(error).toMatchObject({ code: 'KY/0', msg: '您正在牌局中，请稍后再试！', status: 200 });
  });

  it('refuses a 200 answer that is no envelope', async () => {
    server.on('GET', '/app-api/company/get', (_req, res) => sendJson(res, 200, company));
    expect((await rejection(client().call('companyInfo'))).code).toBe(ClientErrorCode.BAD_RESPONSE);
  });

  it('calls onUnauthorized with the server message on HTTP 401', async () => {
    server.on('GET', '/app-api/company/get', (_req, res) =>
      sendJson(res, 401, { code: 'UC/UNAUTHORIZED', msg: '您的账号已在其他设备登录' }),
    );
    const onUnauthorized = vi.fn();
    const onTokenInvalid = vi.fn();
    const onError = vi.fn();
    const error = await rejection(
      client({ onUnauthorized, onTokenInvalid, onError }).call('companyInfo'),
    );
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith('您的账号已在其他设备登录', error);
    expect(onTokenInvalid).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('calls onUnauthorized with the default message when a 401 has no body', async () => {
    server.on('GET', '/app-api/company/get', (_req, res) => {
      res.writeHead(401);
      res.end();
    });
    const onUnauthorized = vi.fn();
    await rejection(client({ onUnauthorized }).call('companyInfo'));
    expect(onUnauthorized).toHaveBeenCalledWith('请先登录', expect.any(ApiError));
  });

  describe('UC/TOKEN_INVALID with status 400', () => {
    const tokenInvalid = { code: 'UC/TOKEN_INVALID', msg: '登录已失效，请重新登录' };
    beforeEach(() => {
      for (const path of [
        '/app-api/company/get',
        '/api/user/info',
        '/api/user/status',
        '/api/user/money/check',
      ]) {
        server.on('GET', path, (_req, res) => sendJson(res, 400, tokenInvalid));
      }
    });

    it('calls onTokenInvalid', async () => {
      const onTokenInvalid = vi.fn();
      const onUnauthorized = vi.fn();
      const api = client({ onTokenInvalid, onUnauthorized });
      const error = await rejection(api.call('companyInfo'));
      await rejection(api.request(def('GET', 'api', '/user/money/check')));
      expect(error).toMatchObject({ ...tokenInvalid, status: 400 });
      expect(onTokenInvalid).toHaveBeenCalledTimes(2);
      expect(onTokenInvalid).toHaveBeenCalledWith(error);
      expect(onUnauthorized).not.toHaveBeenCalled();
    });

    it('does not call it for the user info and status calls, nor for calls flagged to skip it', async () => {
      const onTokenInvalid = vi.fn();
      const onError = vi.fn();
      const api = client({ onTokenInvalid, onError });
      await rejection(api.request(def('GET', 'api', '/user/info')));
      await rejection(api.request(def('GET', 'api', '/user/status')));
      await rejection(api.call('companyInfo', { skipTokenInvalidRedirect: true }));
      expect(onTokenInvalid).not.toHaveBeenCalled();
      // The failure is still observed and thrown.
      expect(onError).toHaveBeenCalledTimes(3);
    });

    it('does not treat the code with another status as a token failure', async () => {
      server.on('GET', '/app-api/company/get', (_req, res) => sendJson(res, 200, tokenInvalid));
      const onTokenInvalid = vi.fn();
      await rejection(client({ onTokenInvalid }).call('companyInfo'));
      expect(onTokenInvalid).not.toHaveBeenCalled();
    });
  });
});

describe('response validation', () => {
  it('checks data against the contract when validateResponses is on', async () => {
    server.on('GET', '/app-api/company/get', (_req, res) =>
      sendJson(res, 200, ok({ ...company, name: 42 })),
    );
    const error = await rejection(client({ validateResponses: true }).call('companyInfo'));
    expect(error.code).toBe(ClientErrorCode.BAD_RESPONSE);
    await expect(client().call('companyInfo')).resolves.toMatchObject({ name: 42 });
  });

  it('checks static documents too', async () => {
    server.on('GET', '/sys-upload/data/json/config.json', (_req, res) =>
      sendJson(res, 200, { ...siteConfig, encrypt: 'yes' }),
    );
    expect(
      (await rejection(client({ validateResponses: true }).getStaticDocument('config'))).code,
    ).toBe(ClientErrorCode.BAD_RESPONSE);
  });

  it('passes valid data', async () => {
    server.on('GET', '/app-api/company/get', (_req, res) => sendJson(res, 200, ok(company)));
    await expect(client({ validateResponses: true }).call('companyInfo')).resolves.toEqual(company);
  });

  it('checks a definition passed to request() against its own response schema', async () => {
    server.on('GET', '/api/limits', (_req, res) => sendJson(res, 200, ok({ vCode: 'yes' })));
    const limits = def('GET', 'api', '/limits');
    expect((await rejection(client({ validateResponses: true }).request(limits))).code).toBe(
      ClientErrorCode.BAD_RESPONSE,
    );
    await expect(client().request(limits)).resolves.toEqual({ vCode: 'yes' });
  });

  it('checks the notice list', async () => {
    server.on('GET', '/sys-upload/data/json/notice_list.json', (_req, res) =>
      sendJson(res, 200, { index_notice: 'none' }),
    );
    expect((await rejection(client({ validateResponses: true }).getNoticeList())).code).toBe(
      ClientErrorCode.BAD_RESPONSE,
    );
  });
});

describe('route table', () => {
  it('sends every call from the zod-free route table the contract generates', async () => {
    const { routes } = await import('@jinli/contract/routes');
    const { endpoints } = await import('@jinli/contract');
    for (const [name, route] of Object.entries(routes)) {
      const endpoint = endpoints[name as keyof typeof endpoints];
      expect([route.method, route.base, route.path], name).toEqual([
        endpoint.method,
        endpoint.base,
        endpoint.path,
      ]);
    }
  });
});
