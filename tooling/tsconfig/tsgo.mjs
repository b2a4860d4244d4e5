// Runs TypeScript 7, the native compiler (tsgo, published by the TypeScript team as
// @typescript/native-preview), with the given arguments, and exits with its status. Shared by
// jinli-typecheck and jinli-declarations.
// Single-threaded under CI, where the jobs already share the two cores (TypeScript 7's parallel
// checkers save wall time on an idle machine and cost about 80 % more CPU).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

export function runTsgo(args) {
  const manifestPath = require.resolve('@typescript/native-preview/package.json');
  const manifest = require(manifestPath);
  const tsgo = join(dirname(manifestPath), manifest.bin.tsgo);
  const parallel = process.env.CI ? ['--singleThreaded'] : [];
  const result = spawnSync(process.execPath, [tsgo, ...parallel, ...args], { stdio: 'inherit' });
  if (result.error) throw result.error;
  process.exit(result.status ?? 1);
}
