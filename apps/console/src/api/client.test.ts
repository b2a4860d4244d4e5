import { describe, expect, it, vi } from 'vitest';
import { fakeServer, ok, refuse } from '../../test/fakeServer';
import { ConsoleApiError, createConsoleClient, CSRF_HEADER } from './client';

describe('the console client', () => {
  it('sends the CSRF token on every call that may change something, never on a GET', async () => {
    const server = fakeServer({
      'GET /console-api/operators': ok([]),
      'POST /console-api/operators': ok({ id: 1 }),
      'PATCH /console-api/operators/1': ok({ id: 1 }),
      'DELETE /console-api/session': ok(null),
    });
    const client = createConsoleClient();
    client.setCsrfToken('token-123');
    await client.get('/operators');
    await client.post('/operators', { name: 'a', role: 'ops' });
    await client.patch('/operators/1', { disabled: true });
    await client.del('/session');
    const [get, post, patch, del] = server.requests;
    expect(get!.headers.get(CSRF_HEADER)).toBeNull();
    expect(post!.headers.get(CSRF_HEADER)).toBe('token-123');
    expect(post!.headers.get('content-type')).toBe('application/json');
    expect(post!.body).toEqual({ name: 'a', role: 'ops' });
    expect(patch!.headers.get(CSRF_HEADER)).toBe('token-123');
    expect(del!.headers.get(CSRF_HEADER)).toBe('token-123');
    expect(server.fetch.mock.calls[0]![1]).toMatchObject({ credentials: 'same-origin' });
  });

  it('uploads a form with the CSRF token and without a JSON content type', async () => {
    const server = fakeServer({ 'POST /console-api/content/images': ok({ url: '/x.png' }) });
    const client = createConsoleClient();
    client.setCsrfToken('token-9');
    const form = new FormData();
    form.set('file', new Blob(['x'], { type: 'image/png' }), 'x.png');
    await client.upload('/content/images', form);
    expect(server.requests[0]!.headers.get(CSRF_HEADER)).toBe('token-9');
    expect(server.requests[0]!.headers.get('content-type')).toBeNull();
    expect(server.fetch.mock.calls[0]![1]!.body).toBe(form);
  });

  it('takes paths relative to /console-api or whole, and leaves empty query values out', async () => {
    const server = fakeServer({ 'GET /console-api/audit': ok({ data: [], totalCount: 0 }) });
    const client = createConsoleClient();
    await client.get('/audit', { operator: 'alice', action: '', from: undefined, page: 2 });
    await client.get('/console-api/audit', { to: 5 });
    expect(server.requests.map((r) => r.url.pathname + r.url.search)).toEqual([
      '/console-api/audit?operator=alice&page=2',
      '/console-api/audit?to=5',
    ]);
  });

  it('answers the data of the envelope, and a refusal as a ConsoleApiError with the server’s message', async () => {
    fakeServer({
      'GET /console-api/session': ok({ name: 'alice' }),
      'POST /console-api/operators': refuse(409, 'SYS/CONFLICT', '该操作员名称已存在'),
    });
    const client = createConsoleClient();
    await expect(client.get('/session')).resolves.toEqual({ name: 'alice' });
    const error = await client.post('/operators', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConsoleApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'SYS/CONFLICT',
      message: '该操作员名称已存在',
    });
  });

  it('tells its listeners on a 401 (back to the login) and forgets the CSRF token', async () => {
    const server = fakeServer({
      'GET /console-api/dashboard': refuse(401, 'UC/UNAUTHORIZED', '登录已过期，请重新登录'),
      'POST /console-api/operators': ok(null),
    });
    const client = createConsoleClient();
    client.setCsrfToken('token-1');
    const expired = vi.fn();
    const unsubscribe = client.onUnauthorized(expired);
    await expect(client.get('/dashboard')).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledWith('登录已过期，请重新登录');
    await client.post('/operators', {});
    expect(server.requests[1]!.headers.get(CSRF_HEADER)).toBeNull();
    unsubscribe();
    await client.get('/dashboard').catch(() => undefined);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('reports a network failure in Chinese', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(createConsoleClient().get('/session')).rejects.toMatchObject({
      status: 0,
      code: 'network',
      message: '网络异常，请检查网络连接后重试',
    });
  });
});
