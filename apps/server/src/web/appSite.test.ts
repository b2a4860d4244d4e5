import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { ErrorCode, runtimeConfigSchema } from '@jinli/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../../test/testApp';
import { escapeAttribute, isApiPath, withPreloads } from './appSite';
import { GALLERY_START_DATA, galleryStartImages } from './startData';

const INDEX_HTML =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/app-abc123.js"></script></body></html>';
const BIG_JS = `export const big = ${JSON.stringify('锦鲤'.repeat(2000))};`;
/** config.json's answer inline, under the versioned URL the app would otherwise request. */
const CONFIG_INLINE =
  '<script type="application/json" data-jinli-preload="config" data-href="\\/config\\.json\\?v=[\\w-]+">\\{[^<]+\\}<\\/script>';
/** index.html as the test app sends it on a home path: config.json inline, the first banner and the
 * home screen's code preloaded (the API is on another origin here, so company/get is not: a preload
 * sends no companyCode header). */
const PRELOADED = new RegExp(
  `^<!doctype html><html><body><div id="root"><\\/div>${CONFIG_INLINE}<link rel="preload" as="image" fetchpriority="high" href="https:\\/\\/api\\.example\\.com\\/sys-upload\\/[^"]+" data-jinli-preload="banner"><link rel="modulepreload" crossorigin href="\\/assets\\/HomeScreen-abc\\.js"><link rel="preload" as="style" crossorigin href="\\/assets\\/HomeScreen-abc\\.css"><script src="\\/assets\\/app-abc123\\.js"><\\/script><\\/body><\\/html>$`,
);
/** Other pages: config.json only (no banner, no home code). */
const PRELOADED_ELSEWHERE = new RegExp(
  `^<!doctype html><html><body><div id="root"><\\/div>${CONFIG_INLINE}<script src="\\/assets\\/app-abc123\\.js"><\\/script><\\/body><\\/html>$`,
);
/** The answers a page carries inline for `name`: [href as written, parsed answer]. */
function inlineAnswers(page: string, name: string): [string, unknown][] {
  const pattern = new RegExp(
    `<script type="application/json" data-jinli-preload="${name}" data-href="([^"]+)">([^<]*)</script>`,
    'g',
  );
  return [...page.matchAll(pattern)].map((m) => [m[1] ?? '', JSON.parse(m[2] ?? '')]);
}
const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let appDir: string;
let t: TestApp;
beforeAll(async () => {
  appDir = mkdtempSync(join(tmpdir(), 'jinli-app-'));
  mkdirSync(join(appDir, 'assets'));
  writeFileSync(join(appDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(appDir, 'assets', 'app-abc123.js'), 'console.log("app");');
  // What the build writes for a text asset over 1 KiB: the file, its .br and .gz, and its map.
  writeFileSync(join(appDir, 'assets', 'big-def456.js'), BIG_JS);
  writeFileSync(join(appDir, 'assets', 'big-def456.js.br'), brotliCompressSync(BIG_JS));
  writeFileSync(join(appDir, 'assets', 'big-def456.js.gz'), gzipSync(BIG_JS, { level: 9 }));
  writeFileSync(
    join(appDir, 'assets', 'big-def456.js.map'),
    '{"version":3,"sources":["src/x.ts"]}',
  );
  writeFileSync(join(appDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(appDir, '.env'), 'SECRET=1');
  // What the theme build writes for the home screen's preloads (tooling/vite-config).
  mkdirSync(join(appDir, '.vite'));
  writeFileSync(
    join(appDir, '.vite', 'start-screen.json'),
    JSON.stringify({
      home: { modules: ['/assets/HomeScreen-abc.js'], styles: ['/assets/HomeScreen-abc.css'] },
      gallery: { modules: ['/assets/GalleryScreen-abc.js'], styles: [] },
    }),
  );
  t = await createTestApp({
    appDir,
    runtimeConfig: { apiOrigin: 'https://api.example.com', gameServers: ['wss://g1.example.com'] },
  });
});
afterAll(async () => {
  await t?.close();
  rmSync(appDir, { recursive: true, force: true });
});

describe('serving a built app', () => {
  it('serves index.html at / and the static files with cache headers', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/', headers: html });
    expect(index.statusCode).toBe(200);
    expect(index.body).toMatch(PRELOADED);
    expect(index.headers['content-type']).toMatch(/^text\/html/);
    expect(index.headers['cache-control']).toBe('no-cache');

    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    expect((await t.app.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200);
  });

  it('sends the precompressed copy the client accepts, with Vary, and the plain file otherwise', async () => {
    const url = '/assets/big-def456.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_JS);
    // The very bytes the build wrote, not a compression made for this request.
    expect(br.rawPayload.equals(readFileSync(join(appDir, 'assets', 'big-def456.js.br')))).toBe(
      true,
    );

    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_JS);
    expect(gz.rawPayload.equals(readFileSync(join(appDir, 'assets', 'big-def456.js.gz')))).toBe(
      true,
    );

    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(BIG_JS);
  });

  it('answers assets from memory: by ETag (304), HEAD, and a file of a newer build once it is there', async () => {
    const url = '/assets/big-def456.js';
    const first = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const head = await t.app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');

    const later = '/assets/later-789abc.css';
    const missing = await t.app.inject({ url: later, headers: { accept: '*/*' } });
    expect(missing.statusCode).toBe(404);
    writeFileSync(join(appDir, 'assets', 'later-789abc.css'), 'body{color:red}');
    const found = await t.app.inject({ url: later });
    expect(found.statusCode).toBe(200);
    expect(found.headers['content-type']).toMatch(/^text\/css/);
    expect(found.body).toBe('body{color:red}');
  });

  it('does not serve source maps', async () => {
    const response = await t.app.inject({
      url: '/assets/big-def456.js.map',
      headers: { accept: '*/*', 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('src/x.ts');
  });

  it('revalidates index.html and config.json by ETag (304 when unchanged)', async () => {
    for (const url of ['/', '/config.json']) {
      const first = await t.app.inject({ url, headers: html });
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe('no-cache');
      const etag = first.headers.etag;
      expect(etag, url).toBeTruthy();
      const again = await t.app.inject({
        url,
        headers: { ...html, 'if-none-match': String(etag) },
      });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      const changed = await t.app.inject({ url, headers: { ...html, 'if-none-match': '"old"' } });
      expect(changed.statusCode, url).toBe(200);
    }
  });

  it('generates config.json from the server configuration', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(runtimeConfigSchema.parse(response.json())).toEqual({
      apiOrigin: 'https://api.example.com',
      chatOrigin: '',
      companyCode: 'jinli',
      gameServers: ['wss://g1.example.com'],
      encrypt: false,
    });
  });

  it('answers index.html (200) for page routes the server does not know, so the client renders them', async () => {
    for (const url of [
      '/auth/login',
      '/no/such/page',
      '/game/110?x=1',
      '/valid-withdraw',
      '/vip',
      // The chat screens (issue 15).
      '/chat-rooms',
      '/chat-rooms/lobby',
      '/chat-rooms/lobby/friends/1024?nickname=%E5%AE%A2%E6%9C%8D',
      '/game/110/chat-rooms/game-110',
      '/services',
      '/talk/jinli/guest/12',
      '/setting-chat-color',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toMatch(PRELOADED_ELSEWHERE);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('keeps JSON 404s for API paths, missing files and non-HTML requests', async () => {
    const cases = [
      { url: '/app-api/unknown', headers: html },
      { url: '/api/v2/unknown', headers: html },
      { url: '/chat-api/unknown', headers: html },
      { url: '/sys-upload/data/json/unknown.json', headers: html },
      { url: '/assets/missing.js', headers: { accept: '*/*' } },
      { url: '/no/such/page', headers: { accept: 'application/json' } },
    ];
    for (const { url, headers } of cases) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ code: ErrorCode.NOT_FOUND, msg: '请求的资源不存在' });
    }
    const post = await t.app.inject({ method: 'POST', url: '/auth/login', headers: html });
    expect(post.statusCode).toBe(404);
  });

  it('does not serve dot files or paths outside the app folder', async () => {
    for (const url of [
      '/.env',
      '/../package.json',
      '/%2e%2e/package.json',
      '/assets/..%2F..%2Fpackage.json',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body).not.toContain('SECRET');
      expect(response.body).not.toContain('@jinli/server');
    }
  });

  it('never answers 500 to odd paths, with or without an HTML accept header', async () => {
    const urls = [
      '/%',
      '/%E0%A4%A',
      '/:x(\\d+',
      '/(.*)',
      '/a/*',
      '//',
      '/assets/',
      '/assets',
      '/index.html/x',
      `/${'a'.repeat(5000)}`,
      '/%00',
      '/a%2F..%2F..%2Fetc%2Fpasswd',
    ];
    for (const url of urls) {
      for (const headers of [html, { accept: '*/*' }]) {
        for (const method of ['GET', 'HEAD', 'POST'] as const) {
          const response = await t.app.inject({ method, url, headers });
          expect(response.statusCode, `${method} ${url} ${headers.accept}`).toBeLessThan(500);
        }
      }
    }
  });

  it('still answers the API beside the app', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/app-api/company/get', headers: html }))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ ok: true });
  });

  it('refuses an app folder without index.html', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'jinli-empty-'));
    try {
      await expect(
        buildApp({
          database: t.database,
          companyCode: 'jinli',
          appDir: empty,
          ownsDatabase: false,
        }),
      ).rejects.toThrow(/index\.html/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('without an app', () => {
  it('serves no config.json and no fallback', async () => {
    const api = await buildApp({ database: t.database, companyCode: 'jinli', ownsDatabase: false });
    try {
      expect((await api.inject({ method: 'GET', url: '/config.json' })).statusCode).toBe(404);
      expect(
        (await api.inject({ method: 'GET', url: '/auth/login', headers: html })).statusCode,
      ).toBe(404);
    } finally {
      await api.close();
    }
  });
});

describe('index.html preloads', () => {
  it('carry exactly the config.json the server serves, and preload the first banner of the company', async () => {
    const page = (await t.app.inject({ url: '/', headers: html })).body;
    const [[configHref, inlined] = ['', undefined]] = inlineAnswers(page, 'config');
    const config = await t.app.inject({ url: configHref });
    expect(config.statusCode).toBe(200);
    expect(config.json()).toMatchObject({ companyCode: 'jinli' });
    expect(inlined).toEqual(config.json());
    const company = (await t.app.inject({ url: '/app-api/company/get' })).json() as {
      data: { homeCarousels: { noticeContent: string }[] };
    };
    const first = company.data.homeCarousels[0]?.noticeContent ?? '';
    expect(first).toMatch(/^\/sys-upload\//);
    expect(page).toContain(`href="https://api.example.com${escapeAttribute(first)}"`);
    expect((await t.app.inject({ url: '/index.html', headers: html })).body).toMatch(
      PRELOADED_ELSEWHERE,
    );
    expect((await t.app.inject({ url: '/.vite/start-screen.json' })).statusCode).toBe(404);
  });

  it("preload the gallery screen's code on /gallery only, without home's code or banner", async () => {
    const gallery = (await t.app.inject({ url: '/gallery', headers: html })).body;
    expect(gallery).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/GalleryScreen-abc.js">',
    );
    expect(gallery).not.toContain('HomeScreen-abc');
    expect(gallery).not.toContain('data-jinli-preload="banner"');
    const home = (await t.app.inject({ url: '/', headers: html })).body;
    expect(home).not.toContain('GalleryScreen-abc');
    const group = (await t.app.inject({ url: '/gallery/12', headers: html })).body;
    expect(group).toMatch(PRELOADED_ELSEWHERE);
  });

  it("leave the answers and the screen out of a page a script fetches (the service worker's precache)", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jinli-app-'));
    const shell = '<html><head><title>x</title></head><body></body></html>';
    writeFileSync(join(dir, 'index.html'), shell);
    const local = await createTestApp({ appDir: dir });
    try {
      // Opened by the browser: this moment's company/get inline.
      for (const dest of [undefined, 'document']) {
        const headers = dest ? { ...html, 'sec-fetch-dest': dest } : html;
        const opened = await local.app.inject({ url: '/', headers });
        expect(inlineAnswers(opened.body, 'company')).toHaveLength(1);
      }
      // Fetched by Workbox as it installs (a revision stamp, Sec-Fetch-Dest: empty): the build's page.
      const precached = await local.app.inject({
        url: '/index.html?__WB_REVISION__=abc',
        headers: { ...html, 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' },
      });
      expect(precached.statusCode).toBe(200);
      expect(precached.body).toBe(shell);
      expect(precached.headers['cache-control']).toBe('no-cache');
      const again = await local.app.inject({
        url: '/index.html',
        headers: { 'sec-fetch-dest': 'empty', 'if-none-match': String(precached.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    } finally {
      await local.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('carry company/get when the API is on the page origin, encrypted or not', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jinli-app-'));
    writeFileSync(
      join(dir, 'index.html'),
      '<html><head><title>x</title></head><body></body></html>',
    );
    for (const encrypt of [false, true]) {
      const local = await createTestApp({ appDir: dir, runtimeConfig: { encrypt } });
      try {
        const page = (await local.app.inject({ url: '/recommend', headers: html })).body;
        const path = encrypt ? '/app-api/encrypt/company/get' : '/app-api/company/get';
        // The answer a caller without headers is given (the app reads it without a request);
        // encrypted, sealed once per cache entry: the very ciphertext, so the page's ETag holds.
        const answer = JSON.parse((await local.app.inject({ url: path })).body) as object;
        expect(inlineAnswers(page, 'company')).toEqual([[path, answer]]);
        if (encrypt) expect(answer).toEqual({ data: expect.any(String), iv: expect.any(String) });
        // Home's page changes with its open info (its server time); another page keeps its ETag.
        const first = await local.app.inject({ url: '/profile', headers: html });
        const again = await local.app.inject({
          url: '/profile',
          headers: { ...html, 'if-none-match': String(first.headers.etag) },
        });
        expect(again.statusCode).toBe(304);
        expect(page).not.toContain('rel="preload" as="fetch"');
        expect(page).toMatch(/href="\/sys-upload\/[^"]+" data-jinli-preload="banner">/);
      } finally {
        await local.close();
      }
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it("carry home's first data on its paths: notices, ads, the home games and the selected game's open info", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jinli-app-'));
    writeFileSync(join(dir, 'index.html'), '<html><head></head><body></body></html>');
    const local = await createTestApp({ appDir: dir });
    try {
      for (const url of ['/', '/recommend', '/macau-lottery']) {
        const page = (await local.app.inject({ url, headers: html })).body;
        const inlined = inlineAnswers(page, 'data');
        expect(inlined.map(([href]) => href)).toEqual([
          '/sys-upload/data/json/notice_list.json',
          '/app-api/ad/list',
          '/sys-upload/data/json/app_config.json',
          '/v/lottery/openInfo?gameId=110',
        ]);
        for (const [href, answer] of inlined.slice(0, 3)) {
          expect(answer).toEqual((await local.app.inject({ url: href })).json());
        }
        expect(inlined[3]?.[1]).toMatchObject({ code: 0, data: { gameId: 110 } });
      }
    } finally {
      await local.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("carry the game center's first data on /game-center, unless the build has no game center", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jinli-app-'));
    writeFileSync(join(dir, 'index.html'), '<html><head></head><body></body></html>');
    const local = await createTestApp({ appDir: dir });
    try {
      const page = (await local.app.inject({ url: '/game-center', headers: html })).body;
      const inlined = inlineAnswers(page, 'data');
      expect(inlined.map(([href]) => href)).toEqual([
        '/sys-upload/data/json/notice_list.json',
        '/sys-upload/data/json/config_chat.json',
        '/app-api/game/group?companyCode=jinli',
      ]);
      // Its banners are the company's, its largest picture: the first one preloaded, as on home.
      expect(page).toMatch(/href="\/sys-upload\/[^"]+" data-jinli-preload="banner">/);
      for (const [href, answer] of inlined) {
        expect(answer).toEqual((await local.app.inject({ url: href })).json());
      }
    } finally {
      await local.close();
    }
    // A build whose game center has no files (theme3 has none): nothing of it in the page.
    mkdirSync(join(dir, '.vite'));
    writeFileSync(
      join(dir, '.vite', 'start-screen.json'),
      JSON.stringify({ 'game-center': { modules: [], styles: [] } }),
    );
    const without = await createTestApp({ appDir: dir });
    try {
      const page = (await without.app.inject({ url: '/game-center', headers: html })).body;
      expect(inlineAnswers(page, 'data')).toEqual([]);
      expect(page).not.toContain('data-jinli-preload="banner"');
    } finally {
      await without.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("carry a game's first data on its betting screen: its open info and its plays", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jinli-app-'));
    writeFileSync(join(dir, 'index.html'), '<html><head></head><body></body></html>');
    const local = await createTestApp({ appDir: dir });
    const dataOf = async (url: string) =>
      inlineAnswers((await local.app.inject({ url, headers: html })).body, 'data');
    try {
      const inlined = await dataOf('/game/71');
      expect(inlined.map(([href]) => href)).toEqual([
        '/v/lottery/openInfo?gameId=71',
        '/app-api/game/play-cate?gameId=71',
      ]);
      expect(inlined[0]?.[1]).toMatchObject({ code: 0, data: { gameId: 71 } });
      expect(inlined[1]?.[1]).toEqual(
        (await local.app.inject({ url: '/app-api/game/play-cate?gameId=71' })).json(),
      );
      // Not its other tabs, not a path that names no game; an unknown game's refusals are not
      // carried (the app asks, and shows them).
      for (const url of ['/game/71/chat', '/game/abc', '/game/0', '/game/71?x=1']) {
        expect(await dataOf(url)).toEqual([]);
      }
      expect((await dataOf('/game/9999999')).map(([href]) => href)).not.toContain(
        '/v/lottery/openInfo?gameId=9999999',
      );
    } finally {
      await local.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("carry the gallery's first data on a bare /gallery of the API's own origin, answering 200", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jinli-app-'));
    writeFileSync(join(dir, 'index.html'), '<html><head></head><body></body></html>');
    const local = await createTestApp({ appDir: dir });
    const dataHrefs = (page: string) => inlineAnswers(page, 'data').map(([href]) => href);
    try {
      const page = (await local.app.inject({ url: '/gallery', headers: html })).body;
      expect(dataHrefs(page)).toEqual([
        '/api/v2/gallery/games',
        '/api/v2/gallery/group?gameId=110&#38;groupType=1&#38;page=1&#38;rows=30',
      ]);
      const inlined = inlineAnswers(page, 'data').map(([, answer]) => answer);
      for (const [index, href] of GALLERY_START_DATA.entries()) {
        const answer = await local.app.inject({ url: href });
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toMatchObject({ code: 0 });
        expect(inlined[index]).toEqual(answer.json());
      }
      expect(page).not.toContain('rel="preload" as="fetch"');
      const games = (await local.app.inject({ url: GALLERY_START_DATA[0] ?? '' })).json() as {
        data: { gameId: number }[];
      };
      expect(games.data.map((game) => game.gameId)).toContain(110);
      // The first poster of that very answer, as its card loads it.
      const firstPage = (await local.app.inject({ url: GALLERY_START_DATA[1] ?? '' })).json();
      const posters = galleryStartImages(firstPage);
      expect(posters).toHaveLength(1);
      expect(
        [...page.matchAll(/href="([^"]+)" data-jinli-preload="image"/g)].map((m) => m[1]),
      ).toEqual(posters.map(escapeAttribute));
      for (const poster of posters)
        expect((await local.app.inject({ url: poster })).statusCode).toBe(200);
      for (const url of ['/gallery?game=111', '/gallery/12', '/gallery/', '/profile']) {
        expect(dataHrefs((await local.app.inject({ url, headers: html })).body)).toEqual([]);
      }
    } finally {
      await local.close();
      rmSync(dir, { recursive: true, force: true });
    }
    // With the API on another origin the preload would lack the companyCode header: none.
    expect((await t.app.inject({ url: '/gallery', headers: html })).body).not.toContain(
      'data-jinli-preload="data"',
    );
  });

  it('write an inline answer that cannot end its script, and a preload link for one it lacks', () => {
    const hostile = { msg: '</script><script>alert(1)</script><!--' };
    const page = withPreloads('</head>', {
      configHref: '/c',
      startData: ['/d?a=1&b=2', '/e'],
      answers: new Map([
        ['/c', JSON.stringify(hostile)],
        ['/d?a=1&b=2', '{"code":0}'],
      ]),
    });
    expect(page.match(/<\/script>/g)).toHaveLength(2);
    expect(page).not.toContain('<script>');
    expect(inlineAnswers(page, 'config')).toEqual([['/c', hostile]]);
    expect(inlineAnswers(page, 'data')).toEqual([['/d?a=1&#38;b=2', { code: 0 }]]);
    expect(page).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/e" data-jinli-preload="data" fetchpriority="low">',
    );
  });

  it('put the stylesheets first in the head, the app’s before the screen’s, then data and code', () => {
    const built =
      '<head><title>t</title><script type="module" src="/assets/app.js"></script><link rel="modulepreload" href="/assets/react.js"><link rel="stylesheet" crossorigin href="/assets/app.css"></head>';
    const page = withPreloads(built, {
      configHref: '/c',
      bannerHref: '/banner.svg',
      startScreen: {
        modules: ['/assets/Home.js'],
        styles: ['/assets/app.css', '/assets/Home.css'],
      },
      screenRendered: true,
    });
    const order = [...page.matchAll(/(?:href|src)="([^"]+)"/g)].map((match) => match[1]);
    expect(order).toEqual([
      '/assets/app.css',
      '/assets/Home.css',
      '/c',
      '/banner.svg',
      '/assets/Home.js',
      '/assets/app.js',
      '/assets/react.js',
    ]);
    expect(page.startsWith('<head><title>t</title><link rel="stylesheet"')).toBe(true);
  });

  it('preload a rendered screen’s first poster at high priority, one the app will draw at low', () => {
    const poster = (screenRendered: boolean) =>
      /data-jinli-preload="image" fetchpriority="(\w+)"/.exec(
        withPreloads('</head>', { configHref: '/c', startImages: ['/p.svg'], screenRendered }),
      )?.[1];
    expect(poster(true)).toBe('high');
    expect(poster(false)).toBe('low');
  });

  it('serve the page without a banner preload when there is no company (--no-seed)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jinli-app-'));
    writeFileSync(join(dir, 'index.html'), '<html><head></head><body></body></html>');
    const bare = await createTestApp({ appDir: dir, seed: false });
    try {
      const response = await bare.app.inject({ url: '/', headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('data-jinli-preload="config"');
      expect(response.body).not.toContain('data-jinli-preload="banner"');
    } finally {
      await bare.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('read the first posters of a gallery answer, and nothing of anything else', () => {
    const group = (thumbUrl: unknown) => ({ groupId: 1, thumbUrl });
    const answer = {
      code: 0,
      data: {
        groupList: [
          { initials: 'A', dataList: { data: [group('/a.svg'), group(''), group('//x/b.svg')] } },
          {
            initials: 'B',
            dataList: { data: [group('/b.svg'), group('/c.svg'), group('/d.svg')] },
          },
        ],
      },
    };
    expect(galleryStartImages(answer, 3)).toEqual(['/a.svg', '/b.svg', '/c.svg']);
    expect(galleryStartImages(answer)).toEqual(['/a.svg']);
    for (const other of [undefined, null, {}, { data: { groupList: 'x' } }, { data: [] }])
      expect(galleryStartImages(other)).toEqual([]);
  });

  it('escape every injected URL', () => {
    const page = withPreloads('<head></head>', {
      configHref: '/config.json?v="><script>',
      companyHref: "/a'b&c",
      bannerHref: '/x.png"onerror="alert(1)<>',
    });
    expect(page).not.toMatch(/<script|"onerror|'b/);
    expect(page).toContain('href="/config.json?v=&#34;&#62;&#60;script&#62;"');
    expect(page).toContain('href="/a&#39;b&#38;c"');
    expect(page).toContain('href="/x.png&#34;onerror=&#34;alert(1)&#60;&#62;"');
    expect(withPreloads('<p>no head</p>', { configHref: '/c' })).toBe('<p>no head</p>');
    const code = withPreloads('</head>', {
      configHref: '/c',
      startScreen: { modules: ['/a.js"><script>'], styles: ['/b.css"x'] },
    });
    expect(code).toContain('href="/a.js&#34;&#62;&#60;script&#62;"');
    expect(code).toContain('href="/b.css&#34;x"');
  });
});

describe('isApiPath', () => {
  it('matches the API bases segment-wise', () => {
    for (const path of [
      '/app-api',
      '/app-api/x',
      '/app-api/encrypt/company/get',
      '/v/user/login',
      '/api/x',
      '/api/v2/x',
      '/chat-api/x',
      '/sys-upload/images/logo.svg',
      '/healthz',
    ]) {
      expect(isApiPath(path), path).toBe(true);
    }
    for (const path of [
      '/',
      '/valid-withdraw',
      '/vip',
      '/apis',
      '/app-apix',
      '/auth/login',
      '/healthzz',
    ]) {
      expect(isApiPath(path), path).toBe(false);
    }
  });
});
