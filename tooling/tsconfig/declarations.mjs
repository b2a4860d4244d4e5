#!/usr/bin/env node
// `jinli-declarations`: writes a package's .d.ts files into dist/ with TypeScript 7 (tsgo.mjs),
// from the package's tsconfig.build.json (its src/ without tests and stories). tsup's own `dts`
// runs TypeScript 5 through a bundler of declarations: 60 CPU-s for @jinli/features alone, against
// 6 here, and the six packages' builds run in every CI run. The files mirror src/ (dist/index.d.ts,
// dist/react/index.d.ts, …), which is where the packages' `types` exports point.
import { runTsgo } from './tsgo.mjs';

runTsgo(['-p', 'tsconfig.build.json', ...process.argv.slice(2)]);
