// Security headers on the app and the API, HSTS only over TLS, CORS only for the named origins.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpointPath, endpoints } from '@jinli/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../test/testApp';

const appDir = mkdtempSync(join(tmpdir(), 'jinli-headers-'));
writeFileSync(join(appDir, 'index.html'), '<!doctype html><div id="root"></div>');
afterAll(() => rmSync(appDir, { recursive: true, force: true }));

const OTHER_APP = 'https://m.example.com';
const perFile = testAppPerFile({
  appDir,
  runtimeConfig: {
    apiOrigin: 'https://api.example.com',
    chatOrigin: '',
    gameServers: ['wss://game.example.com'],
  },
  corsOrigins: [OTHER_APP],
  trustProxy: ['127.0.0.1'],
});
const app = () => perFile.t.app;

/** The CSP as directive → sources. */
function parseCsp(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

describe('security headers', () => {
  it('are on the app page and on API answers', async () => {
    const page = await app().inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const api = await app().inject({ method: 'GET', url: endpointPath(endpoints.companyInfo) });
    for (const response of [page, api]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const csp = parseCsp(response.headers['content-security-policy']);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
    }
  });

  it('has a CSP without inline scripts that lets the app reach its configured servers', async () => {
    const page = await app().inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html', host: 'lottery.example.com' },
    });
    const csp = parseCsp(page.headers['content-security-policy']);
    expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(page.headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(csp['default-src']).toEqual(["'self'"]);
    // The game frame: the app's own origin and the API origin (the sandbox games' pages).
    expect(csp['frame-src']).toEqual(["'self'", 'https://api.example.com']);
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'ws://lottery.example.com',
        'wss://lottery.example.com',
        'https://api.example.com',
        'wss://api.example.com',
        'wss://game.example.com',
      ]),
    );
    expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    // The service worker and the web app manifest (issue 19).
    expect(csp['worker-src']).toEqual(expect.arrayContaining(["'self'"]));
    expect(csp['manifest-src']).toEqual(["'self'"]);
    expect(csp['media-src']).toEqual(expect.arrayContaining(["'self'", 'blob:']));
  });

  it('sends HSTS only when the request came over TLS through a trusted proxy', async () => {
    const plain = await app().inject({ method: 'GET', url: '/healthz' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const untrusted = await app().inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '203.0.113.9',
    });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
    const tls = await app().inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '127.0.0.1',
    });
    expect(tls.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });
});

describe('CORS', () => {
  const url = endpointPath(endpoints.companyInfo);

  it('answers a configured origin', async () => {
    const response = await app().inject({ method: 'GET', url, headers: { origin: OTHER_APP } });
    expect(response.headers['access-control-allow-origin']).toBe(OTHER_APP);
    const preflight = await app().inject({
      method: 'OPTIONS',
      url,
      headers: { origin: OTHER_APP, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBe(OTHER_APP);
  });

  it('refuses an unknown origin: no allow-origin header on answers or preflights', async () => {
    const evil = 'https://evil.example';
    const response = await app().inject({ method: 'GET', url, headers: { origin: evil } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await app().inject({
      method: 'OPTIONS',
      url,
      headers: { origin: evil, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
  });
});
