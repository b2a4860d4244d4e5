// `npm test`: install what is needed (pnpm through corepack, Debian's Chromium) and run every
// check: lint, typecheck, unit and route tests, story rendering and the end-to-end journeys.
// The server suite also runs against PostgreSQL/Redis when DATABASE_URL/REDIS_URL are set.
import { ensureChromium, installDependencies, pnpm } from './workspace.mjs';

installDependencies();
ensureChromium();
pnpm(['exec', 'prettier', '--check', '.', '--log-level', 'warn']);
// Two cores: run two tasks at a time; each test runner uses its own workers within them.
pnpm([
  'exec',
  'turbo',
  'run',
  'lint',
  'typecheck',
  'test',
  '--concurrency=2',
  '--continue',
  '--output-logs=new-only',
]);
console.log('\nAll checks passed.');
