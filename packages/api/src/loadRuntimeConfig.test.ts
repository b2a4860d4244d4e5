import type { RuntimeConfig } from '@jinli/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sendJson, startTestServer, type TestServer } from '../test/startTestServer';
import { ApiError, ClientErrorCode } from './ApiError';
import { loadRuntimeConfig } from './loadRuntimeConfig';

const config: RuntimeConfig = {
  apiOrigin: 'https://api.example.com',
  chatOrigin: '',
  companyCode: 'JL01',
  gameServers: ['wss://game1.example.com'],
  encrypt: false,
};

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

describe('loadRuntimeConfig', () => {
  it('reads config.json beside the app with a _t timestamp', async () => {
    server.on('GET', '/theme3/config.json', (_req, res) => sendJson(res, 200, config));
    await expect(loadRuntimeConfig(`${server.origin}/theme3/`)).resolves.toEqual(config);
    await expect(loadRuntimeConfig(`${server.origin}/theme3`)).resolves.toEqual(config);
    const hits = server.hits('/theme3/config.json');
    expect(hits).toHaveLength(2);
    expect(Number(hits[0]?.query.get('_t'))).toBeGreaterThan(0);
  });

  it('refuses a config that breaks the schema, without retrying', async () => {
    server.on('GET', '/config.json', (_req, res) =>
      sendJson(res, 200, { ...config, encrypt: 'no' }),
    );
    const error = await loadRuntimeConfig(`${server.origin}/`).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(ClientErrorCode.BAD_RESPONSE);
    expect(server.hits('/config.json')).toHaveLength(1);
  });

  it('keeps only the known keys and refuses a missing one', async () => {
    server.on('GET', '/extra/config.json', (_req, res) =>
      sendJson(res, 200, { ...config, staticTemplates: true }),
    );
    await expect(loadRuntimeConfig(`${server.origin}/extra/`)).resolves.toEqual(config);
    const { gameServers: _omitted, ...withoutServers } = config;
    server.on('GET', '/missing/config.json', (_req, res) => sendJson(res, 200, withoutServers));
    const error = await loadRuntimeConfig(`${server.origin}/missing/`).catch(
      (reason: unknown) => reason,
    );
    expect((error as ApiError).code).toBe(ClientErrorCode.BAD_RESPONSE);
  });

  it('retries a failing fetch up to 3 times', async () => {
    let count = 0;
    server.on('GET', '/config.json', (_req, res) => {
      count++;
      if (count <= 3) {
        res.writeHead(503);
        res.end();
      } else {
        sendJson(res, 200, config);
      }
    });
    await expect(loadRuntimeConfig(`${server.origin}/`, { retryDelay: 10 })).resolves.toEqual(
      config,
    );
    expect(count).toBe(4);
  });

  it('fails with 404 when there is no config', async () => {
    const error = await loadRuntimeConfig(`${server.origin}/`).catch((reason: unknown) => reason);
    expect(error).toMatchObject({ status: 404 });
  });
});
