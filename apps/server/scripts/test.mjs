// `pnpm test`: the route suite on in-memory PGlite, then, when DATABASE_URL is set, the same suite
// again on that PostgreSQL server (each test file in its own database, copied from a migrated
// template). `--only pglite` or `--only postgres` runs one of the two (`test:pglite`,
// `test:postgres`: CI runs them side by side). Other arguments go to vitest (e.g. a file filter).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const only = onlyAt === -1 ? null : args.splice(onlyAt, 2)[1];
if (only !== null && only !== 'pglite' && only !== 'postgres') {
  console.error(`--only takes pglite or postgres (got ${only}).`);
  process.exit(2);
}

function run(label, extraEnv, runArgs = []) {
  console.log(`\n▶ server tests on ${label}\n`);
  const env = { ...process.env, ...extraEnv };
  // The PGlite run never needs the server; keep it out of reach.
  if (env.JINLI_TEST_DB !== 'postgres') delete env.DATABASE_URL;
  const result = spawnSync(process.execPath, [vitest, 'run', ...runArgs, ...args], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

const runs = [];
// PGlite runs the database in the test process: two workers use both cores when the machine is
// free, and keep the longest of CI's jobs from being starved beside the others.
if (only !== 'postgres')
  runs.push(['PGlite (in memory)', { JINLI_TEST_DB: 'pglite' }, ['--maxWorkers=2']]);
if (only !== 'pglite') {
  if (process.env.DATABASE_URL)
    runs.push(['PostgreSQL (DATABASE_URL)', { JINLI_TEST_DB: 'postgres' }]);
  else console.log('DATABASE_URL is not set: skipping the PostgreSQL run.');
}

let failed = false;
for (const [label, env, runArgs] of runs) {
  if (run(label, env, runArgs) !== 0) {
    console.error(`\n✖ server tests failed on ${label}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
