// @vitest-environment jsdom
import type { RuntimeConfig } from '@jinli/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { company, ok } from '../test/fixtures';
import { sendJson, startTestServer, type TestServer } from '../test/startTestServer';
import { createApiClient } from './createApiClient';
import { loadRuntimeConfig } from './loadRuntimeConfig';

const config: RuntimeConfig = {
  apiOrigin: '',
  chatOrigin: '',
  companyCode: 'JL01',
  gameServers: [],
  encrypt: false,
};

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
  document.head.innerHTML = '';
});

/** The links the reference server puts in index.html's head. */
function preload(name: string, href: string): void {
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'fetch');
  link.setAttribute('crossorigin', '');
  link.setAttribute('href', href);
  link.setAttribute('data-jinli-preload', name);
  document.head.append(link);
}

describe('page preloads', () => {
  it('config.json: the first load requests exactly the preloaded URL, later loads stamp _t', async () => {
    server.on('GET', '/config.json', (_req, res) => sendJson(res, 200, config));
    preload('config', `${server.origin}/config.json?v=abc`);
    await expect(loadRuntimeConfig(`${server.origin}/`)).resolves.toEqual(config);
    await expect(loadRuntimeConfig(`${server.origin}/`)).resolves.toEqual(config);
    const hits = server.hits('/config.json');
    expect(hits.map((hit) => hit.query.get('v'))).toEqual(['abc', null]);
    expect(hits[0]?.query.get('_t')).toBeNull();
    expect(Number(hits[1]?.query.get('_t'))).toBeGreaterThan(0);
  });

  it('config.json: a failed preloaded read falls back to the ordinary request', async () => {
    server.on('GET', '/config.json', (req, res) =>
      req.query.has('v') ? sendJson(res, 500, {}) : sendJson(res, 200, config),
    );
    preload('config', `${server.origin}/config.json?v=old`);
    await expect(loadRuntimeConfig(`${server.origin}/`)).resolves.toEqual(config);
    expect(server.hits('/config.json').map((hit) => [...hit.query.keys()])).toEqual([
      ['v'],
      ['_t'],
    ]);
  });

  it('company/get: the first call reads the preload with no extra headers, refetches send them', async () => {
    server.on('GET', '/app-api/company/get', (_req, res) => sendJson(res, 200, ok(company)));
    preload('company', `${server.origin}/app-api/company/get`);
    const api = createApiClient({ origin: server.origin, companyCode: 'JL01' });
    await expect(api.call('companyInfo')).resolves.toEqual(company);
    await expect(api.call('companyInfo')).resolves.toEqual(company);
    const hits = server.hits('/app-api/company/get');
    expect(hits).toHaveLength(2);
    expect(hits[0]?.headers.companycode).toBeUndefined();
    expect(hits[1]?.headers.companycode).toBe('JL01');
  });

  it('a GET with a query takes the preload of exactly its URL once; another query goes the ordinary way', async () => {
    const list = { totalCount: 0, groupList: [] };
    server.on('GET', '/api/v2/gallery/group', (_req, res) => sendJson(res, 200, ok(list)));
    preload(
      'gallery-page',
      `${server.origin}/api/v2/gallery/group?gameId=110&groupType=1&page=1&rows=30`,
    );
    const api = createApiClient({
      origin: server.origin,
      companyCode: 'JL01',
      getAccessToken: () => 'tok',
    });
    const query = { gameId: 110, groupType: 1, page: 1, rows: 30 };
    await expect(api.call('galleryGroups', { query })).resolves.toEqual(list);
    await expect(api.call('galleryGroups', { query })).resolves.toEqual(list);
    await expect(api.call('galleryGroups', { query: { ...query, page: 2 } })).resolves.toEqual(
      list,
    );
    const hits = server.hits('/api/v2/gallery/group');
    expect(hits.map((hit) => [hit.query.get('page'), hit.headers.authorization])).toEqual([
      ['1', undefined],
      ['1', 'tok'],
      ['2', 'tok'],
    ]);
  });

  it('an app without preload links requests everything as before', async () => {
    server.on('GET', '/app-api/company/get', (_req, res) => sendJson(res, 200, ok(company)));
    const api = createApiClient({ origin: server.origin, companyCode: 'JL01' });
    await expect(api.call('companyInfo')).resolves.toEqual(company);
    expect(server.hits('/app-api/company/get')[0]?.headers.companycode).toBe('JL01');
  });
});
