// index.html's first screen from a theme build's server entry (firstScreen.ts): rendered on a bare
// /gallery from the answers the page carries, its CSS linked, kept while those answers stay, and a
// page without it when the entry is missing, fails or is slow. The entry here is a stand-in module
// with the real entry's interface (the journeys load the theme builds' own).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestAppOptions } from '../../test/testApp';
import { GALLERY_START_DATA } from './startData';
import { injectFetch, SERVER_ENTRY, withFirstScreen } from './firstScreen';

const html = { accept: 'text/html' };
/** Waits for what the server does in the background: generous for a loaded machine, never a measure. */
const POLL = { timeout: 60_000, interval: 20 };
const INDEX_HTML =
  '<!doctype html><html><head><link rel="stylesheet" href="/assets/app.css"><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>';

/**
 * A server entry that renders what it was asked and what the page's API answered it: the URL, the
 * config's apiOrigin, and the gallery's games and first page as fetched through the given fetch.
 * `behaviour` makes it fail, or hold every render until the test releases it (past any page's
 * budget, however slow the machine); every render is counted in the file `renders`.
 */
function serverEntry(behaviour: 'render' | 'throw' | 'held' = 'render'): string {
  return `
import { appendFileSync, existsSync } from 'node:fs';
const counter = ${JSON.stringify('RENDERS')};
const release = counter + '.release';
export async function renderFirstScreen({ url, config, fetch }) {
  appendFileSync(counter, url + '\\n');
  ${behaviour === 'throw' ? "throw new Error('render failed');" : ''}
  ${behaviour === 'held' ? 'while (!existsSync(release)) await new Promise((r) => setTimeout(r, 20));' : ''}
  const games = await (await fetch(${JSON.stringify(GALLERY_START_DATA[0])}, { headers: { companyCode: 'jinli' } })).json();
  const page = await (await fetch(${JSON.stringify(GALLERY_START_DATA[1])})).json();
  const first = page.data.groupList[0].dataList.data[0];
  return '<div id="root" data-jinli-first-screen=""><main data-url="' + url + '" data-origin="' + config.apiOrigin + '">' +
    games.data.length + ' games, first card ' + first.name + '</main></div>';
}`;
}

let dir: string | undefined;
let local: TestApp | undefined;
afterEach(async () => {
  await local?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  local = undefined;
  dir = undefined;
});

/**
 * A test app serving a build with `entry` as its server entry (none when undefined), the one app of
 * the test (a previous one is closed and its folder removed).
 */
async function appWithEntry(
  entry: string | undefined,
  runtimeConfig?: TestAppOptions['runtimeConfig'],
): Promise<{ app: TestApp; renders: () => string[]; release: () => void }> {
  await local?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = mkdtempSync(join(tmpdir(), 'jinli-ssr-'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  mkdirSync(join(dir, '.vite'));
  writeFileSync(
    join(dir, '.vite', 'start-screen.json'),
    JSON.stringify({
      gallery: {
        modules: ['/assets/GalleryScreen-abc.js'],
        // The app's own stylesheet is among a screen's files too (the service worker keeps them).
        styles: ['/assets/app.css', '/assets/GalleryScreen-abc.css'],
      },
    }),
  );
  const counter = join(dir, 'renders.txt');
  writeFileSync(counter, '');
  if (entry !== undefined) {
    mkdirSync(join(dir, '.ssr'));
    writeFileSync(join(dir, SERVER_ENTRY), entry.replace('"RENDERS"', JSON.stringify(counter)));
  }
  local = await createTestApp({ appDir: dir, runtimeConfig });
  return {
    app: local,
    renders: () => readFileSync(counter, 'utf8').split('\n').filter(Boolean),
    release: () => writeFileSync(`${counter}.release`, ''),
  };
}

/**
 * The page at `url` once it carries its first screen. A render can take longer than a page's budget
 * on a busy machine (the first one loads the entry, and a render whose answers the page does not
 * carry asks the API): that page goes out without it, and a later one carries the kept render.
 */
async function renderedPage(app: TestApp, url: string): Promise<LightMyRequestResponse> {
  let page: LightMyRequestResponse | undefined;
  const rendered = async () => {
    page = await app.app.inject({ url, headers: html });
    return page.body.includes('data-jinli-first-screen');
  };
  await expect.poll(rendered, POLL).toBe(true);
  return page!;
}

describe('the first screen in index.html', () => {
  it('is rendered on a bare /gallery from the API’s own answers, its CSS linked after the app’s', async () => {
    const { app, renders } = await appWithEntry(serverEntry());
    const page = (await renderedPage(app, '/gallery')).body;
    const games = (await app.app.inject({ url: GALLERY_START_DATA[0] ?? '' })).json() as {
      data: unknown[];
    };
    const firstPage = (await app.app.inject({ url: GALLERY_START_DATA[1] ?? '' })).json() as {
      data: { groupList: { dataList: { data: { name: string }[] } }[] };
    };
    const first = firstPage.data.groupList[0]?.dataList.data[0]?.name;
    expect(first).toBeTruthy();
    expect(page).toContain(
      `<div id="root" data-jinli-first-screen=""><main data-url="/gallery" data-origin="">${games.data.length} games, first card ${first}</main></div>`,
    );
    expect(page).not.toContain('<div id="root"></div>');
    // Applied for the first paint, first in the head, right after the app's own stylesheet (which
    // is linked once: a second link would put its rules after the screen's).
    expect(page).toMatch(
      /<head><link rel="stylesheet" href="\/assets\/app\.css"><link rel="stylesheet" crossorigin href="\/assets\/GalleryScreen-abc\.css"><script type="application\/json"/,
    );
    expect(page.match(/href="\/assets\/app\.css"/g)).toHaveLength(1);
    expect(page).not.toContain('rel="preload" as="style"');
    expect(renders()).toEqual(['/gallery']);
  });

  it('is rendered once while the answers stay the same, so the page keeps its ETag', async () => {
    const { app, renders } = await appWithEntry(serverEntry());
    const first = await renderedPage(app, '/gallery');
    const again = await app.app.inject({ url: '/gallery', headers: html });
    expect(again.body).toBe(first.body);
    expect(
      (
        await app.app.inject({
          url: '/gallery',
          headers: { ...html, 'if-none-match': String(first.headers.etag) },
        })
      ).statusCode,
    ).toBe(304);
    expect(renders()).toEqual(['/gallery']);
  });

  it('is rendered as the server starts listening, so the first visitor gets it too', async () => {
    const { app, renders, release } = await appWithEntry(serverEntry('held'));
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    // Home, the gallery, the game center and game 71's betting screen, started before any page, and longer than a page's budget: the next
    // page takes them.
    const started = () => [...renders()].sort();
    await expect.poll(started, POLL).toEqual(['/', '/gallery', '/game-center', '/game/71']);
    release();
    await expect
      .poll(async () => (await app.app.inject({ url: '/gallery', headers: html })).body, POLL)
      .toContain('data-jinli-first-screen');
    expect(started()).toEqual(['/', '/gallery', '/game-center', '/game/71']);
  });

  it('is only on home and a bare /gallery: other pages and other lists are the app’s to paint', async () => {
    const { app, renders } = await appWithEntry(serverEntry());
    for (const url of ['/gallery?game=111', '/gallery/12', '/profile', '/game-center/x']) {
      const page = (await app.app.inject({ url, headers: html })).body;
      expect(page).toContain('<div id="root"></div>');
      expect(page).not.toContain('rel="stylesheet" crossorigin');
    }
    expect(renders()).toEqual([]);
    for (const url of ['/', '/recommend']) {
      expect((await renderedPage(app, url)).body).toContain(`<main data-url="${url}"`);
    }
  });

  it('is drawn from the very answers the page carries, also at another `_t` stamp', async () => {
    // Reads home's open info as the app does (with a stamp) and a document the page does not carry.
    const entry = `
export async function renderFirstScreen({ fetch }) {
  const info = await (await fetch('/v/lottery/openInfo?gameId=110&_t=' + Date.now())).text();
  const other = await fetch('/sys-upload/data/json/five-elements.json?_t=1');
  return '<div id="root" data-jinli-first-screen=""><pre style="color:red">' + other.status + ' ' +
    info.replace(/[<&"]/g, '') + '</pre></div>';
}`;
    const { app } = await appWithEntry(entry);
    // The first render loads the entry, which may take longer than a page's budget on a busy
    // machine: the page that carries it.
    const rendered = async () => {
      const answer = await app.app.inject({ url: '/', headers: html });
      return answer.body.includes('<pre') ? answer : undefined;
    };
    await expect.poll(rendered, POLL).toBeTruthy();
    const page = (await rendered())!;
    const inline = page.body.match(
      /data-href="\/v\/lottery\/openInfo\?gameId=110">([^<]+)<\/script>/,
    )?.[1];
    expect(inline).toBeTruthy();
    expect(page.body).toContain(
      `<pre style="color:red">200 ${inline?.replace(/[<&"]/g, '')}</pre>`,
    );
    // The render's one style attribute, allowed by its hash alone.
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(
      `style-src 'self' 'unsafe-hashes' 'sha256-${createHash('sha256').update('color:red').digest('base64')}'`,
    );
    expect(csp).not.toContain('unsafe-inline');
  });

  it('is left out when the build has no server entry, the render fails or is late', async () => {
    for (const entry of [undefined, serverEntry('throw'), 'export const nothing = 1;']) {
      const { app } = await appWithEntry(entry);
      const page = await app.app.inject({ url: '/gallery', headers: html });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      // The screen's CSS preloaded for the app, as without a render.
      expect(page.body).toContain(
        '<link rel="preload" as="style" crossorigin href="/assets/GalleryScreen-abc.css">',
      );
    }
    // Late: the page goes out without it (the render is held past its budget); the render, kept,
    // is in a later page.
    const { app, renders, release } = await appWithEntry(serverEntry('held'));
    const late = await app.app.inject({ url: '/gallery', headers: html });
    expect(late.statusCode).toBe(200);
    expect(late.body).toContain('<div id="root"></div>');
    release();
    await expect
      .poll(async () => (await app.app.inject({ url: '/gallery', headers: html })).body, POLL)
      .toContain('data-jinli-first-screen');
    expect(renders()).toEqual(['/gallery']);
  });

  it('is not rendered when the API is on another origin (the page carries no answers then)', async () => {
    const { app, renders } = await appWithEntry(serverEntry(), {
      apiOrigin: 'https://api.example.com',
      gameServers: [],
    });
    const page = (await app.app.inject({ url: '/gallery', headers: html })).body;
    expect(page).toContain('<div id="root"></div>');
    expect(renders()).toEqual([]);
  });
});

describe('injectFetch', () => {
  it('answers from the app itself: status, body and content type, for paths and absolute URLs', async () => {
    local = await createTestApp();
    const fetch = injectFetch(local.app);
    const games = await fetch(GALLERY_START_DATA[0] ?? '');
    expect(games.status).toBe(200);
    expect(games.headers.get('content-type')).toContain('application/json');
    expect(await games.json()).toMatchObject({ code: 0 });
    const missing = await fetch(new URL('http://page.invalid/api/v2/nothing-here'));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ msg: expect.any(String) });
  });
});

describe('withFirstScreen', () => {
  it('fills the empty #root, and leaves a page without one or without a render as it is', () => {
    const root = '<div id="root" data-jinli-first-screen="">x</div>';
    expect(withFirstScreen(INDEX_HTML, root)).toBe(
      INDEX_HTML.replace('<div id="root"></div>', root),
    );
    expect(withFirstScreen(INDEX_HTML, undefined)).toBe(INDEX_HTML);
    expect(withFirstScreen('<html><body></body></html>', root)).toBe('<html><body></body></html>');
  });
});
