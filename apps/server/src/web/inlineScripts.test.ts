// The page's inline first script allowed by its hash in the page's CSP (inlineScripts.ts), on every
// answer that carries the page, and no other inline script.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { allowInlineScripts, inlineScriptHashes } from './inlineScripts';

const hashOf = (value: string) => `'sha256-${createHash('sha256').update(value).digest('base64')}'`;
const FIRST_SCRIPT = '(function(){window.jinliEarlyTaps={stop:()=>null}})();';

describe('inlineScriptHashes', () => {
  it('hashes the scripts the browser runs, not data blocks or files', () => {
    const html =
      `<head><script>${FIRST_SCRIPT}</script><script type="module">go()</script>` +
      '<script type="application/json" data-href="/x">{"a":1}</script>' +
      `<script type="module" src="/assets/index.js"></script><script>${FIRST_SCRIPT}</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([hashOf(FIRST_SCRIPT), hashOf('go()')]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes('<script src="/a.js"></script><p>script</p>')).toEqual([]);
  });
});

describe('allowInlineScripts', () => {
  it('adds the hashes to script-src and nothing else', () => {
    expect(
      allowInlineScripts("default-src 'self';script-src 'self';style-src 'self'", ["'sha256-a'"]),
    ).toBe("default-src 'self';script-src 'self' 'sha256-a';style-src 'self'");
  });

  it("adds a script-src from default-src's sources when there is none, and nothing without hashes", () => {
    expect(allowInlineScripts("default-src 'self'", ["'sha256-a'"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-a'",
    );
    expect(allowInlineScripts("script-src 'self'", [])).toBe("script-src 'self'");
  });
});

describe('the page of a build with a first script', () => {
  let appDir: string;
  let t: TestApp;
  beforeAll(async () => {
    appDir = mkdtempSync(join(tmpdir(), 'jinli-first-script-'));
    writeFileSync(
      join(appDir, 'index.html'),
      `<!doctype html><html><head><script>${FIRST_SCRIPT}</script><script type="module" src="/assets/app-abc.js"></script></head><body><div id="root"></div></body></html>`,
    );
    t = await createTestApp({ appDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(appDir, { recursive: true, force: true });
  });

  it('allows that script by its hash on home, a deep link and the service worker’s copy', async () => {
    const navigation = { accept: 'text/html', 'sec-fetch-mode': 'navigate' };
    for (const [url, headers] of [
      ['/', navigation],
      ['/wallet/recharge', navigation],
      ['/index.html', { accept: '*/*' }],
    ] as const) {
      const answer = await t.app.inject({ method: 'GET', url, headers });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toContain(`<script>${FIRST_SCRIPT}</script>`);
      const scriptSrc = /(?:^|;)script-src ([^;]*)/.exec(
        String(answer.headers['content-security-policy']),
      )?.[1];
      expect(scriptSrc, url).toBe(`'self' ${hashOf(FIRST_SCRIPT)}`);
    }
  });
});
