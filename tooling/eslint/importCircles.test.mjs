// The circle check every package's lint runs (tooling/scripts/import-circles.mjs, the one owner of
// import circles since ESLint's import-x/no-cycle was dropped) really fires: on a circle of
// TypeScript modules, also one closed by `import type`, and on a relative import that resolves to
// nothing (madge would be blind to what it closes); not on a one-way import or a Vite `?raw` one.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { importCircles } from '../scripts/import-circles.mjs';

const dir = mkdtempSync(join(tmpdir(), 'jinli-circles-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** The check's verdict on `files`, written to a folder of their own. */
function check(folder, files) {
  const at = join(dir, folder);
  mkdirSync(at);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(at, name), text);
  return importCircles(['.'], { cwd: at });
}

test('a circle of two TypeScript modules is found', async () => {
  const { circles } = await check('values', {
    'first.ts': "import { second } from './second';\nexport const first = () => second;\n",
    'second.ts': "import { first } from './first';\nexport const second = () => first;\n",
  });
  assert.deepEqual(circles, [['first.ts', 'second.ts']]);
});

test('a circle closed by a type-only import is found too', async () => {
  const { circles } = await check('types', {
    'shape.ts':
      "import { area } from './area';\nexport interface Shape { a: number }\nexport const s = area;\n",
    'area.ts': "import type { Shape } from './shape';\nexport const area = (s: Shape) => s.a;\n",
  });
  assert.equal(circles.length, 1);
});

test('a one-way import and a ?raw import are not problems; a missing module is', async () => {
  const clean = await check('clean', {
    'leaf.ts': 'export const leaf = 1;\n',
    'user.ts':
      "import { leaf } from './leaf';\nimport css from './tokens.css?raw';\nexport const user = [leaf, css];\n",
    'tokens.css': ':root{}\n',
  });
  assert.deepEqual([clean.circles, clean.unresolved], [[], []]);
  const missing = await check('missing', {
    'user.ts': "import { gone } from './gone';\nexport const user = gone;\n",
  });
  assert.deepEqual(missing.unresolved, ['./gone']);
});
