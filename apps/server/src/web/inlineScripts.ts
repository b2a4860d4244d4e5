// The page's own inline script, allowed by the page's CSP by its hash. The app's CSP allows no
// inline script ('self' only), and the built index.html has exactly one: the first script
// (packages/features/src/app/boot/earlyTaps.ts, inlined by tooling/vite-config/firstScript.js),
// which must run before the first paint to keep a tap on the server's screen until the app has
// hydrated it: loaded as a file, it ran up to 1.3 s after the paint. Its hash admits that text
// and no other script. The page's JSON blocks (startData.ts) are data, which CSP does not govern.
import { createHash } from 'node:crypto';
import { withSources } from './cspSources';

/** An inline `<script>` element's attributes and text, without `src`. */
const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;
/** A script element's `type` that the browser runs (none, or a JavaScript one; not JSON data). */
const RUNS = /^(?:|text\/javascript|module)$/i;

/** CSP hash sources (`'sha256-…'`) of the scripts written inline in `html`, in order. */
export function inlineScriptHashes(html: string): string[] {
  const sources = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? '';
    if (!RUNS.test(type.trim())) continue;
    sources.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  }
  return [...sources];
}

/**
 * `csp` with its script-src (or, without one, default-src's sources in a new script-src) also
 * allowing the inline scripts hashed in `hashes`; unchanged when there are none.
 */
export function allowInlineScripts(csp: string, hashes: readonly string[]): string {
  return hashes.length === 0 ? csp : withSources(csp, 'script-src', hashes.join(' '));
}
