// `pnpm test`: the route suite on in-memory PGlite, then, when DATABASE_URL is set, the files where
// the database engine matters again on that PostgreSQL server (each test file in its own database,
// copied from a migrated template). `--only pglite` or `--only postgres` runs one of the two
// (`test:pglite`, `test:postgres`: CI runs them side by side). Other arguments go to vitest (e.g. a
// file filter, which on PostgreSQL narrows the engine files); `--all-files` runs every file on
// PostgreSQL too.
//
// Which files run on PostgreSQL (ENGINE_RULE, the rule as the run prints it): PGlite is the same
// PostgreSQL with one connection in this process, so a file whose requests never overlap and that
// never leaves the process tests the same code on both. A file runs on PostgreSQL too when
//   1. it names the engine or Redis: it reads `onPostgres` or `process.env.REDIS_URL` (its parts
//      that are skipped on PGlite, or that differ there: two instances, Redis limits and pub/sub,
//      racing engine instances, a second instance on one database);
//   2. it starts the server as a process (`startServer`, `builtServerCommand`: the command line,
//      crashes and restarts against a database server that outlives them), or it is one of the
//      fault suite's (src/faults/: locks held, steps stalled, a crash mid-path);
//   3. it is listed in RACING_FILES: requests that race on the same rows (a pool of connections on
//      PostgreSQL, where they truly overlap, and its row locks, advisory locks and unique
//      constraints decide; on PGlite they run one after another), and the database's rate limits.
// Every other file runs once, on PGlite.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
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
const allFilesAt = args.indexOf('--all-files');
const allFiles = allFilesAt !== -1;
if (allFiles) args.splice(allFilesAt, 1);

/** Rule 1: the file names the engine or Redis. */
const NAMES_THE_ENGINE = /\bonPostgres\b|process\.env\.REDIS_URL\b/;
/** Rule 2: the file starts the server as a process. */
const STARTS_THE_SERVER = /\b(?:startServer|builtServerCommand)\(/;
/** Rule 2: the fault suite. */
const FAULT_SUITE = 'src/faults/';
/** Rule 3: requests racing on the same rows, and the database's rate limits (relative to the package). */
const RACING_FILES = [
  'src/modules/accounts/reserveAttempt.test.ts', // the rate limiter's reservations, at a window's edge
  'src/modules/accounts/sliderCaptcha.test.ts', // 200 parallel asks against a limit per address
  'src/modules/agents/rebateChain.test.ts', // concurrent settlement runs pay each rebate once
  'src/modules/betting/cancel.test.ts', // a cancel raced ten times refunds once
  'src/modules/betting/place.test.ts', // 100 bets at once take exactly what the balance covers
  'src/modules/betting/rebate.test.ts', // a claim raced ten times pays once
  'src/modules/betting/settlement.test.ts', // concurrent runs settle every bet once
  'src/modules/content/templates.test.ts', // racing votes: one per user
  'src/modules/games/launch.test.ts', // 200 launches, racing launches and recalls
  'src/modules/games/sandbox/sandbox.test.ts', // racing spins, starts, cash-outs and sweeps
  'src/modules/hongbao/routes.test.ts', // racing grabs, a replayed send, the expiry job
  'src/modules/profile/vipBonus.test.ts', // a claim raced ten times pays once
  'src/modules/wallet/externalProvider.test.ts', // racing payment callbacks credit once
  'src/modules/wallet/money.test.ts', // 50 concurrent withdrawals, raced confirmations
  'src/modules/wallet/operator.test.ts', // a refund replayed and raced
  'src/realtime/namespace.test.ts', // one deployment identity, also for racing readers
  'src/seed/seed.test.ts', // two seeds at once: one waits for the other
];
const ENGINE_RULE =
  'files that read onPostgres or process.env.REDIS_URL, start the server as a process, belong to ' +
  'src/faults/, or race requests on the same rows (RACING_FILES)';

/** Every test file of the suite, relative to the package, with '/' separators. */
function testFiles() {
  return readdirSync(join(root, 'src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

/** The files where the engine matters (see the rule at the top). */
function engineFiles() {
  const missing = RACING_FILES.filter((file) => !existsSync(join(root, file)));
  if (missing.length > 0) {
    console.error(
      `RACING_FILES in scripts/test.mjs names files that are gone: ${missing.join(', ')}`,
    );
    process.exit(2);
  }
  return testFiles().filter((file) => {
    if (file.startsWith(FAULT_SUITE) || RACING_FILES.includes(file)) return true;
    const text = readFileSync(join(root, file), 'utf8');
    return NAMES_THE_ENGINE.test(text) || STARTS_THE_SERVER.test(text);
  });
}

function run(label, extraEnv, runArgs = []) {
  console.log(`\n▶ server tests on ${label}\n`);
  const env = { ...process.env, ...extraEnv };
  // A variable given as undefined is taken away.
  for (const [name, value] of Object.entries(extraEnv)) if (value === undefined) delete env[name];
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
// free, and keep the longest of CI's jobs from being starved beside the others. When the
// PostgreSQL run is there (DATABASE_URL), Redis is its: the files' Redis parts run once, there.
if (only !== 'postgres') {
  const pgliteEnv = { JINLI_TEST_DB: 'pglite' };
  if (process.env.DATABASE_URL && process.env.REDIS_URL) {
    console.log('REDIS_URL: the Redis parts run with PostgreSQL (DATABASE_URL), not on PGlite.');
    pgliteEnv.REDIS_URL = undefined;
  }
  runs.push(['PGlite (in memory)', pgliteEnv, ['--maxWorkers=2']]);
}
if (only !== 'pglite') {
  if (!process.env.DATABASE_URL)
    console.log('DATABASE_URL is not set: skipping the PostgreSQL run.');
  else if (allFiles)
    runs.push(['PostgreSQL (DATABASE_URL), every file', { JINLI_TEST_DB: 'postgres' }]);
  else {
    const files = engineFiles();
    console.log(`PostgreSQL runs ${files.length} of ${testFiles().length} files: ${ENGINE_RULE}.`);
    // vitest.config.ts takes them as its `include`, so a filter on the command line narrows them.
    runs.push([
      'PostgreSQL (DATABASE_URL), the files where the engine matters',
      { JINLI_TEST_DB: 'postgres', JINLI_TEST_FILES: JSON.stringify(files) },
    ]);
  }
}

let failed = false;
for (const [label, env, runArgs] of runs) {
  if (run(label, env, runArgs) !== 0) {
    console.error(`\n✖ server tests failed on ${label}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
