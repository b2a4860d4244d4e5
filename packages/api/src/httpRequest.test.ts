// The fetch transport: query form, body time-out and the failures without an answer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../test/startTestServer';
import { ClientErrorCode } from './ApiError';
import { httpRequest, withQuery } from './httpRequest';
import { OFFLINE_MESSAGE } from './strings';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

describe('withQuery', () => {
  it('repeats array keys, leaves out null and undefined, and keeps an existing query', () => {
    const date = new Date(Date.UTC(2026, 0, 2));
    expect(
      withQuery('/a', { ids: [1, 2], skip: undefined, none: null, at: date, q: 'a b,c' }),
    ).toBe('/a?ids=1&ids=2&at=2026-01-02T00%3A00%3A00.000Z&q=a+b%2Cc');
    expect(withQuery('/a?x=1#top', { y: 2 })).toBe('/a?x=1&y=2');
    expect(withQuery('/a', { skip: undefined })).toBe('/a');
    expect(withQuery('/a', undefined)).toBe('/a');
  });
});

describe('httpRequest', () => {
  it('times out while the body is still coming', async () => {
    server.on('GET', '/slow-body', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"code":');
    });
    const error = await httpRequest({
      method: 'GET',
      url: `${server.origin}/slow-body`,
      timeout: 150,
    }).catch((reason: unknown) => reason);
    expect(error).toMatchObject({ code: ClientErrorCode.TIMEOUT, status: 0 });
  });

  it('resolves with any status and the body as JSON, or as text when it is not JSON', async () => {
    server.on('GET', '/text', (_req, res) => {
      res.writeHead(502, { 'Content-Type': 'text/html' });
      res.end('<html>bad gateway</html>');
    });
    server.on('POST', '/json', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"code":0,"data":1}');
    });
    await expect(httpRequest({ method: 'GET', url: `${server.origin}/text` })).resolves.toEqual({
      status: 502,
      data: '<html>bad gateway</html>',
    });
    await expect(
      httpRequest({ method: 'POST', url: `${server.origin}/json`, data: { a: 1 } }),
    ).resolves.toEqual({ status: 200, data: { code: 0, data: 1 } });
    const [post] = server.hits('/json');
    expect(post?.headers['content-type']).toBe('application/json');
  });

  it('cancels at once through an aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await httpRequest({
      method: 'GET',
      url: `${server.origin}/never`,
      signal: controller.signal,
    }).catch((reason: unknown) => reason);
    expect(error).toMatchObject({ code: ClientErrorCode.CANCELED });
    expect(server.requests).toHaveLength(0);
  });

  it('refuses a POST while the device is offline without sending it, and still sends a GET', async () => {
    server.on('POST', '/bet', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"code":0}');
    });
    server.on('GET', '/read', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"code":0}');
    });
    vi.stubGlobal('navigator', { onLine: false });
    try {
      const error = await httpRequest({
        method: 'POST',
        url: `${server.origin}/bet`,
        data: { amount: 1 },
      }).catch((reason: unknown) => reason);
      expect(error).toMatchObject({
        code: ClientErrorCode.OFFLINE,
        msg: OFFLINE_MESSAGE,
        status: 0,
      });
      expect(OFFLINE_MESSAGE).toBe('网络已断开，请检查网络后重试');
      expect(server.hits('/bet')).toHaveLength(0);
      // Reads are not refused: they may be answered (a cache, a network the platform misjudged).
      await expect(httpRequest({ method: 'GET', url: `${server.origin}/read` })).resolves.toEqual({
        status: 200,
        data: { code: 0 },
      });
    } finally {
      vi.unstubAllGlobals();
    }
    // Back online the same POST goes out.
    await expect(
      httpRequest({ method: 'POST', url: `${server.origin}/bet`, data: { amount: 1 } }),
    ).resolves.toMatchObject({ status: 200 });
    expect(server.hits('/bet')).toHaveLength(1);
  });
});
