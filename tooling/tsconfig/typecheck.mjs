#!/usr/bin/env node
// `jinli-typecheck -p tsconfig.json`: type-checks a package with TypeScript 7, the native compiler
// (tsgo, published by the TypeScript team as @typescript/native-preview), which checks this
// workspace with a fifth of the CPU of TypeScript 5: the typecheck job was a fifth of CI's CPU.
// TypeScript 5.9 stays the workspace's `typescript` for the tools built on its JavaScript API
// (typescript-eslint, tsup's declarations, Storybook). The release package `typescript@7` would
// have done as well, but pnpm then resolved those tools' `typescript` peer to it.
// Single-threaded under CI, where the jobs already share the two cores (TypeScript 7's parallel
// checkers save wall time on an idle machine and cost about 80 % more CPU).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const manifestPath = require.resolve('@typescript/native-preview/package.json');
const manifest = require(manifestPath);
const tsgo = join(dirname(manifestPath), manifest.bin.tsgo);
const parallel = process.env.CI ? ['--singleThreaded'] : [];

const result = spawnSync(process.execPath, [tsgo, ...parallel, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
if (result.error) throw result.error;
process.exit(result.status ?? 1);
