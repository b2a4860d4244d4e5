// The shared config's import-graph rule really fires: with import-x's defaults (.js files only) it
// read no TypeScript dependency, and `import-x/no-cycle` passed every cycle in silence.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { ESLint } from 'eslint';
import { domain } from './index.js';

const dir = mkdtempSync(join(tmpdir(), 'jinli-eslint-'));
after(() => rmSync(dir, { recursive: true, force: true }));

function lintFiles(files) {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const eslint = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: domain });
  return eslint.lintFiles(Object.keys(files));
}

const cycleMessages = (results) =>
  results.flatMap((result) => result.messages).filter((m) => m.ruleId === 'import-x/no-cycle');

test('a cycle between two TypeScript modules is an error in each', async () => {
  const results = await lintFiles({
    'first.ts': "import { second } from './second';\nexport const first = () => second;\n",
    'second.ts': "import { first } from './first';\nexport const second = () => first;\n",
  });
  assert.equal(cycleMessages(results).length, 2);
});

test('a one-way import is not', async () => {
  const results = await lintFiles({
    'leaf.ts': 'export const leaf = 1;\n',
    'user.ts': "import { leaf } from './leaf';\nexport const user = leaf + 1;\n",
  });
  assert.deepEqual(cycleMessages(results), []);
});
