// @vitest-environment jsdom
import type { RuntimeConfig } from '@jinli/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { company, noticeList, ok } from '../test/fixtures';
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

/** An answer the server put in the page itself (no request at all). */
function inline(name: string, href: string, answer: unknown): void {
  const script = document.createElement('script');
  script.setAttribute('type', 'application/json');
  script.setAttribute('data-jinli-preload', name);
  script.setAttribute('data-href', href);
  script.textContent = JSON.stringify(answer);
  document.head.append(script);
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

  it('an answer inline in the page is taken once without a request; refetches go to the server', async () => {
    const list = { totalCount: 0, groupList: [] };
    const fresh = { totalCount: 1, groupList: [] };
    server.on('GET', '/api/v2/gallery/group', (_req, res) => sendJson(res, 200, ok(fresh)));
    // Relative, as the reference server writes it: the page's origin.
    document.head.innerHTML = `<base href="${server.origin}/">`;
    inline('data', '/api/v2/gallery/group?gameId=110&groupType=1&page=1&rows=30', ok(list));
    const api = createApiClient({ origin: server.origin, companyCode: 'JL01' });
    const query = { gameId: 110, groupType: 1, page: 1, rows: 30 };
    await expect(api.call('galleryGroups', { query })).resolves.toEqual(list);
    expect(server.hits('/api/v2/gallery/group')).toHaveLength(0);
    await expect(api.call('galleryGroups', { query })).resolves.toEqual(fresh);
    expect(server.hits('/api/v2/gallery/group')).toHaveLength(1);
  });

  it('an inline answer stands for its URL at any `_t` stamp (static documents); a link does not', async () => {
    const fresh = { ...noticeList, lottery_notice: [] };
    server.on('GET', '/sys-upload/data/json/notice_list.json', (_req, res) =>
      sendJson(res, 200, fresh),
    );
    document.head.innerHTML = `<base href="${server.origin}/">`;
    inline('data', '/sys-upload/data/json/notice_list.json', noticeList);
    const api = createApiClient({ origin: server.origin, companyCode: 'JL01' });
    await expect(api.getNoticeList()).resolves.toEqual(noticeList);
    expect(server.hits('/sys-upload/data/json/notice_list.json')).toHaveLength(0);
    // Refetches ask the server, stamped.
    await expect(api.getNoticeList()).resolves.toEqual(fresh);
    const hits = server.hits('/sys-upload/data/json/notice_list.json');
    expect(hits.map((hit) => hit.query.has('_t'))).toEqual([true]);

    // A preload link is the browser's, matched to the byte: a stamped request never takes it.
    document.head.innerHTML = `<base href="${server.origin}/">`;
    preload('data', '/sys-upload/data/json/app_config.json');
    const appConfig = { livestream_url: '', home_lottery_setting: [] };
    server.on('GET', '/sys-upload/data/json/app_config.json', (_req, res) =>
      sendJson(res, 200, appConfig),
    );
    await expect(api.getStaticDocument('app_config')).resolves.toEqual(appConfig);
    expect(
      server.hits('/sys-upload/data/json/app_config.json').map((hit) => hit.query.has('_t')),
    ).toEqual([true]);
  });

  it("a call that says pagePreload: false never takes the page's answer (a caller-dependent one)", async () => {
    const fresh = { totalCount: 1, groupList: [] };
    server.on('GET', '/api/v2/gallery/group', (_req, res) => sendJson(res, 200, ok(fresh)));
    document.head.innerHTML = `<base href="${server.origin}/">`;
    inline('data', '/api/v2/gallery/group?gameId=110', ok({ totalCount: 0, groupList: [] }));
    const api = createApiClient({ origin: server.origin, companyCode: 'JL01' });
    const query = { gameId: 110 };
    await expect(api.call('galleryGroups', { query, pagePreload: false })).resolves.toEqual(fresh);
    expect(server.hits('/api/v2/gallery/group')).toHaveLength(1);
  });

  it('config.json inline: read from the page, and a later load asks the server', async () => {
    server.on('GET', '/config.json', (_req, res) =>
      sendJson(res, 200, { ...config, companyCode: 'JL02' }),
    );
    inline('config', `${server.origin}/config.json?v=abc`, config);
    await expect(loadRuntimeConfig(`${server.origin}/`)).resolves.toEqual(config);
    expect(server.hits('/config.json')).toHaveLength(0);
    await expect(loadRuntimeConfig(`${server.origin}/`)).resolves.toMatchObject({
      companyCode: 'JL02',
    });
  });

  it('an inline answer that is not the runtime config falls back to the ordinary request', async () => {
    server.on('GET', '/config.json', (_req, res) => sendJson(res, 200, config));
    inline('config', `${server.origin}/config.json?v=bad`, { nothing: true });
    await expect(loadRuntimeConfig(`${server.origin}/`)).resolves.toEqual(config);
    expect(server.hits('/config.json')).toHaveLength(1);
  });

  it('an app without preload links requests everything as before', async () => {
    server.on('GET', '/app-api/company/get', (_req, res) => sendJson(res, 200, ok(company)));
    const api = createApiClient({ origin: server.origin, companyCode: 'JL01' });
    await expect(api.call('companyInfo')).resolves.toEqual(company);
    expect(server.hits('/app-api/company/get')[0]?.headers.companycode).toBe('JL01');
  });
});
