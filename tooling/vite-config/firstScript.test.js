// The page's first script (node --test): bundled alone into one small classic script, written
// inline before the app's entry; a build whose first script grew fails.
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { bundleFirstScript, withFirstScript } from './firstScript.js';
import { sourceConditions } from './index.js';

const page = `<head>\n    <title>锦鲤</title>\n    <script type="module" crossorigin src="/assets/index-a.js"></script>\n  </head>`;

test('a theme’s first script bundles into one small script that imports nothing', async () => {
  const source = fileURLToPath(new URL('../../apps/theme1/src/earlyTaps.ts', import.meta.url));
  const script = await bundleFirstScript(source, sourceConditions.resolve);
  assert.ok(script.length < 1024, `${script.length} bytes`);
  assert.doesNotMatch(script, /\bimport\b|\bexport\b/);
  assert.match(script, /jinliEarlyTaps/);
  // It runs as a classic script: a function called at once.
  assert.match(script, /^\(function\(\)\{[\s\S]*\}\)\(\);?$/);
});

test('the first script goes inline before the app’s entry', () => {
  const html = withFirstScript(page, 'keep()');
  assert.match(
    html,
    /<script>keep\(\)<\/script>\s*<script type="module" crossorigin src="\/assets\/index-a\.js">/,
  );
  assert.throws(() => withFirstScript('<head></head>', 'keep()'), /module script/);
});

test('a first script over 2 KB, or one that would end its element early, fails the build', () => {
  assert.throws(() => withFirstScript(page, 'x'.repeat(2049)), /2049 bytes minified, over 2048/);
  assert.throws(() => withFirstScript(page, 'a="</script>"'), /must not contain/);
});
