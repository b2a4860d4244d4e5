// The built console app on the console's listener (consoleSite.ts): index.html at / and for every
// page path (the SPA fallback) with a fresh CSP nonce in the page and in style-src, no-store; hashed
// assets cached for a year and sent precompressed; /console-api still JSON (404s too); source maps
// never; and the players' listener serves none of it.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { CONSOLE_ASSET_CACHE, CONSOLE_NONCE_PLACEHOLDER, withStyleNonce } from './consoleSite';
import { consoleOf } from './testKit';

const siteDir = mkdtempSync(join(tmpdir(), 'jinli-console-site-'));
const ASSET = 'index-AbC123.js';
const assetBody = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const indexHtml = `<!doctype html><html><head><meta property="csp-nonce" nonce="${CONSOLE_NONCE_PLACEHOLDER}"><script type="module" crossorigin src="/assets/${ASSET}" nonce="${CONSOLE_NONCE_PLACEHOLDER}"></script></head><body><div id="root"></div></body></html>`;

let t: TestApp;
beforeAll(async () => {
  mkdirSync(join(siteDir, 'assets'));
  writeFileSync(join(siteDir, 'index.html'), indexHtml);
  writeFileSync(join(siteDir, 'assets', ASSET), assetBody);
  writeFileSync(join(siteDir, 'assets', `${ASSET}.br`), brotliCompressSync(assetBody));
  writeFileSync(join(siteDir, 'assets', `${ASSET}.map`), '{}');
  writeFileSync(join(siteDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ console: { siteDir } });
});
afterAll(async () => {
  await t?.close();
  rmSync(siteDir, { recursive: true, force: true });
});

const page = (url: string) =>
  consoleOf(t).inject({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });

/** The nonce of style-src in a CSP header. */
function styleNonce(csp: unknown): string | undefined {
  return /style-src [^;]*'nonce-([^']+)'/.exec(String(csp))?.[1];
}

describe('the console app on the console listener', () => {
  it('answers index.html at / with a fresh nonce in the page and in style-src, no-store', async () => {
    const first = await page('/');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    expect(first.headers['cache-control']).toBe('no-store');
    const nonce = styleNonce(first.headers['content-security-policy']);
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(first.body).not.toContain(CONSOLE_NONCE_PLACEHOLDER);
    expect(first.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
    expect(String(first.headers['content-security-policy'])).not.toContain('unsafe-inline');
    const second = await page('/');
    expect(styleNonce(second.headers['content-security-policy'])).not.toBe(nonce);
  });

  it('answers index.html for the console router’s pages (SPA fallback)', async () => {
    for (const url of ['/audit', '/operators?x=1', '/players/12/ledger']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root">');
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('sends hashed assets precompressed and cached for a year; other files revalidate', async () => {
    const asset = await consoleOf(t).inject({
      method: 'GET',
      url: `/assets/${ASSET}`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe(CONSOLE_ASSET_CACHE);
    const icon = await consoleOf(t).inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('keeps source maps private and a missing asset a 404, not the page', async () => {
    for (const url of [`/assets/${ASSET}.map`, '/assets/gone-123.js']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('<div id="root">');
    }
  });

  it('leaves /console-api to the API: JSON answers, JSON 404s, no-store', async () => {
    const session = await page('/console-api/session');
    expect(session.statusCode).toBe(401);
    expect(session.headers['content-type']).toMatch(/application\/json/);
    expect(session.headers['cache-control']).toBe('no-store');
    const unknown = await page('/console-api/nothing-here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'SYS/NOT_FOUND' });
  });

  it('relays the players’ pictures for the previews, and nothing else of the players’ app', async () => {
    const banner = await consoleOf(t).inject({
      method: 'GET',
      url: '/sys-upload/images/banner/1.svg',
    });
    expect(banner.statusCode).toBe(200);
    expect(banner.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(banner.body).toContain('<svg');
    const json = await consoleOf(t).inject({
      method: 'GET',
      url: '/sys-upload/data/json/config.json',
    });
    expect(json.statusCode).toBe(404);
    const gone = await consoleOf(t).inject({
      method: 'GET',
      url: '/sys-upload/images/nothing.svg',
    });
    expect(gone.statusCode).toBe(404);
  });

  it('is not served on the players’ listener', async () => {
    for (const url of [`/assets/${ASSET}`, '/console-api/session']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain(assetBody.slice(0, 40));
    }
    const root = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(root.body).not.toContain(CONSOLE_NONCE_PLACEHOLDER);
    expect(root.body).not.toContain('csp-nonce');
  });
});

describe('withStyleNonce', () => {
  it('adds the nonce to style-src, or makes one from default-src', () => {
    expect(withStyleNonce("default-src 'self';style-src 'self'", 'n1')).toBe(
      "default-src 'self';style-src 'self' 'nonce-n1'",
    );
    expect(withStyleNonce("default-src 'self'", 'n2')).toBe(
      "default-src 'self';style-src 'self' 'nonce-n2'",
    );
  });
});
