// The page's first script (node --test): its tag goes before the app's entry, async, and a build
// whose first script would load more than a few small files fails.
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { firstScript } from './firstScript.js';

const page = `<head>\n    <title>锦鲤</title>\n    <script type="module" crossorigin src="/assets/index-a.js"></script>\n  </head>`;

/** The plugin for an app folder with (or without) src/earlyTaps.ts, configured for `command`. */
function pluginFor(command, { withScript = true } = {}) {
  const root = mkdtempSync(join(tmpdir(), 'first-script-'));
  if (withScript) {
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'src', 'earlyTaps.ts'), '');
  }
  const [plugin] = firstScript(root);
  plugin?.config({}, { command });
  plugin?.configResolved({ base: '/' });
  return { plugin, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

const chunk = (fileName, code, imports = [], name) => ({
  type: 'chunk',
  fileName,
  code,
  imports,
  isEntry: name !== undefined,
  name,
});

test('the first script is an entry of its own, its tag before the app’s and async', () => {
  const { plugin, cleanup } = pluginFor('build');
  try {
    const bundle = { 'assets/earlyTaps-b.js': chunk('assets/earlyTaps-b.js', '', [], 'earlyTaps') };
    const html = plugin.transformIndexHtml.handler(page, { bundle });
    assert.match(
      html,
      /<script type="module" async crossorigin src="\/assets\/earlyTaps-b\.js"><\/script>\s*<script type="module" crossorigin src="\/assets\/index-a\.js">/,
    );
    assert.throws(
      () => plugin.transformIndexHtml.handler('<head></head>', { bundle }),
      /module script/,
    );
  } finally {
    cleanup();
  }
});

test('in dev the tag names the source; an app without a first script gets no plugin', () => {
  const { plugin, cleanup } = pluginFor('serve');
  try {
    assert.match(
      plugin.transformIndexHtml.handler(page, {}),
      /async crossorigin src="\/src\/earlyTaps\.ts"/,
    );
  } finally {
    cleanup();
  }
  const without = pluginFor('build', { withScript: false });
  assert.equal(without.plugin, undefined);
  without.cleanup();
});

test('a first script that loads more than 4 KB before it runs fails the build', () => {
  const { plugin, cleanup } = pluginFor('build');
  const errors = [];
  const context = { error: (message) => errors.push(message) };
  try {
    const small = {
      'assets/earlyTaps-b.js': chunk(
        'assets/earlyTaps-b.js',
        'x'.repeat(800),
        ['assets/runtime.js'],
        'earlyTaps',
      ),
      'assets/runtime.js': chunk('assets/runtime.js', 'x'.repeat(1200)),
    };
    plugin.generateBundle.call(context, {}, small);
    assert.deepEqual(errors, []);
    const big = {
      'assets/earlyTaps-b.js': chunk(
        'assets/earlyTaps-b.js',
        'x'.repeat(800),
        ['assets/app.js'],
        'earlyTaps',
      ),
      'assets/app.js': chunk('assets/app.js', 'x'.repeat(90_000)),
    };
    plugin.generateBundle.call(context, {}, big);
    assert.equal(errors.length, 1);
    assert.match(errors[0], /loads 90800 bytes before it runs/);
  } finally {
    cleanup();
  }
});
