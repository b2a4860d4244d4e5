#!/usr/bin/env node
// `jinli-server`: runs the built server (dist/main.js, made by `pnpm build`). A file of its own, so
// that the bin exists from the install on: pointing at dist/ made pnpm warn on every fresh install
// that the bin could not be created.
import { existsSync } from 'node:fs';

const main = new URL('../dist/main.js', import.meta.url);
if (!existsSync(main)) {
  console.error('jinli-server is not built yet: run `pnpm --filter @jinli/server build` first.');
  process.exit(1);
}
await import(main.href);
