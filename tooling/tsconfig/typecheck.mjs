#!/usr/bin/env node
// `jinli-typecheck -p tsconfig.json`: type-checks a package with TypeScript 7 (tsgo.mjs), which
// checks this workspace with a fifth of the CPU of TypeScript 5: the typecheck job was a fifth of
// CI's CPU. TypeScript 5.9 stays the workspace's `typescript` for the tools built on its JavaScript
// API (typescript-eslint, Storybook). The release package `typescript@7` would have done as well,
// but pnpm then resolved those tools' `typescript` peer to it.
import { runTsgo } from './tsgo.mjs';

runTsgo(process.argv.slice(2));
