import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpointPath, endpoints } from '@jinli/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { SHORT_NAME_MAX, withCompanyName } from './appManifest';

/** What the theme build writes (tooling/vite-config/pwa.js), cut to the fields the test reads. */
const BRAND = {
  id: '/',
  name: '锦鲤',
  short_name: '锦鲤',
  start_url: '/',
  display: 'standalone',
  theme_color: '#b5122f',
  background_color: '#f6f2f2',
  icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' }],
};

describe('withCompanyName', () => {
  it('puts the company name in place of the brand name and keeps the rest', () => {
    const merged = withCompanyName(BRAND, ' 幸运彩票 ');
    expect(merged).toEqual({ ...BRAND, name: '幸运彩票', short_name: '幸运彩票' });
  });

  it('cuts a long short_name on a character boundary and keeps the build name for an empty one', () => {
    const long = '天天好运六合彩票官方网站🎉移动版';
    const merged = withCompanyName(BRAND, long);
    expect(merged.name).toBe(long);
    expect([...(merged.short_name as string)]).toHaveLength(SHORT_NAME_MAX);
    expect(merged.short_name).toBe([...long].slice(0, SHORT_NAME_MAX).join(''));
    expect(withCompanyName(BRAND, '  ')).toBe(BRAND);
    expect(withCompanyName(BRAND, undefined)).toBe(BRAND);
  });
});

describe('GET /manifest.webmanifest', () => {
  let appDir: string;
  let t: TestApp;
  beforeAll(async () => {
    appDir = mkdtempSync(join(tmpdir(), 'jinli-manifest-'));
    writeFileSync(join(appDir, 'index.html'), '<!doctype html><html><head></head></html>');
    writeFileSync(join(appDir, 'manifest.webmanifest'), JSON.stringify(BRAND));
    t = await createTestApp({ appDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(appDir, { recursive: true, force: true });
  });

  it("serves the build's manifest under the company's name, revalidated by ETag", async () => {
    const company = await t.app.inject({ url: endpointPath(endpoints.companyInfo) });
    const companyName = (company.json() as { data: { name: string } }).data.name;
    expect(companyName).not.toBe('');

    const answer = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    const manifest = answer.json() as Record<string, unknown>;
    expect(manifest.name).toBe(companyName);
    expect(manifest.theme_color).toBe(BRAND.theme_color);
    expect(manifest.icons).toEqual(BRAND.icons);

    const again = await t.app.inject({
      url: '/manifest.webmanifest',
      headers: { 'if-none-match': String(answer.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves the service worker uncached so a new build is found at once', async () => {
    writeFileSync(join(appDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    const sw = await t.app.inject({ url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
  });
});
