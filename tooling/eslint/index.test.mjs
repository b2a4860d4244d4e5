// The shared config's own rules really fire: file names an import could confuse, and the api
// core's React-free imports. (Import circles are tooling/scripts/import-circles.mjs's.)
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { ESLint } from 'eslint';
import { api, domain } from './index.js';

const dir = mkdtempSync(join(tmpdir(), 'jinli-eslint-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** Lints `files` written to a folder of their own (the file-name rule reads the whole folder). */
function lintFolder(folder, files, others = {}) {
  const at = join(dir, folder);
  mkdirSync(at);
  for (const [name, text] of Object.entries({ ...files, ...others })) {
    writeFileSync(join(at, name), text);
  }
  const eslint = new ESLint({ cwd: at, overrideConfigFile: true, overrideConfig: domain });
  return eslint.lintFiles(Object.keys(files));
}

const nameMessages = (results) =>
  results.flatMap((result) => result.messages).filter((m) => m.ruleId === 'jinli/file-names');

test('two modules whose names differ only in case and extension are an error', async () => {
  const results = await lintFolder('clash', {
    'Shortcuts.tsx': "import { shortcuts } from './shortcuts';\nexport const view = shortcuts;\n",
    'shortcuts.ts': 'export const shortcuts = [];\n',
  });
  const messages = nameMessages(results);
  assert.ok(messages.length >= 2, JSON.stringify(messages));
  assert.match(messages[0].message, /Shortcuts\.tsx and shortcuts\.ts differ only in case/);
});

test('two files of any kind whose names differ only in case are an error', async (t) => {
  // A case-insensitive disk (macOS, Windows) cannot hold the two.
  if (existsSync(join(dir, 'CLASH'))) return t.skip('case-insensitive disk');
  const results = await lintFolder(
    'case',
    { 'index.ts': 'export const one = 1;\n' },
    { 'Logo.svg': '<svg/>', 'logo.svg': '<svg/>' },
  );
  assert.match(nameMessages(results)[0]?.message ?? '', /Logo\.svg and logo\.svg/);
});

test('a style sheet, a test and a story beside their module are not', async () => {
  const results = await lintFolder(
    'convention',
    {
      'Card.tsx': "import './Card.css';\nexport const card = 1;\n",
      'Card.test.tsx': "import { card } from './Card';\nexport const checked = card;\n",
      'Card.stories.tsx': "import { card } from './Card';\nexport const story = card;\n",
    },
    { 'Card.css': '.card{}\n' },
  );
  assert.deepEqual(nameMessages(results), []);
});

/** Lints `files` (paths under a package folder of their own) with the api layer's config. */
async function lintApiPackage(folder, files) {
  const at = join(dir, folder);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(at, name, '..'), { recursive: true });
    writeFileSync(join(at, name), text);
  }
  const eslint = new ESLint({ cwd: at, overrideConfigFile: true, overrideConfig: api });
  const results = await eslint.lintFiles(Object.keys(files));
  return Object.fromEntries(
    results.map((result) => [
      result.filePath.slice(at.length + 1),
      result.messages.filter((m) => m.ruleId === 'no-restricted-imports').length,
    ]),
  );
}

test('the api core may not import React, TanStack Query or its react folder; the bindings may', async () => {
  const counts = await lintApiPackage('api-core', {
    'src/keys.ts':
      "import type { QueryKey } from '@tanstack/react-query';\nexport type K = QueryKey;\n",
    'src/hook.ts': "import { useContext } from 'react';\nexport const use = useContext;\n",
    'src/index.ts': "export * from './react/hooks';\n",
    'src/plain.ts': 'export const plain = 1;\n',
    'src/react/hooks.ts':
      "import { useQuery } from '@tanstack/react-query';\nimport { plain } from '../plain';\nexport const hook = [useQuery, plain];\n",
    'src/core.test.tsx': "import { useContext } from 'react';\nexport const used = useContext;\n",
  });
  assert.deepEqual(counts, {
    'src/keys.ts': 1,
    'src/hook.ts': 1,
    'src/index.ts': 1,
    'src/plain.ts': 0,
    'src/react/hooks.ts': 0,
    'src/core.test.tsx': 0,
  });
});
