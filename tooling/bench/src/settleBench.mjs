// bench:settle — settles a draw with 10,000 pending bets (BENCH_BETS) on in-memory PGlite and, when
// DATABASE_URL is set, on PostgreSQL: apps/server/bench/settle.run.ts through the server's vitest
// (its test kit makes the players, the bets and the databases). Prints a table and the
// `BENCH_RESULT {json}` lines. Targets (issue 13): ≤ 2 s on PGlite, ≤ 1 s on PostgreSQL, exact.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './lib/server.mjs';

const serverDir = join(root, 'apps', 'server');
const runs = [['PGlite', { JINLI_TEST_DB: 'pglite', DATABASE_URL: '' }]];
if (process.env.DATABASE_URL) runs.push(['PostgreSQL', { JINLI_TEST_DB: 'postgres' }]);

const rows = [];
for (const [label, env] of runs) {
  const result = spawnSync(
    process.execPath,
    [
      join(serverDir, 'node_modules', 'vitest', 'vitest.mjs'),
      'run',
      '--config',
      'vitest.bench.config.ts',
      'bench/settle.run.ts',
    ],
    {
      cwd: serverDir,
      env: { ...process.env, ...env },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const line = `${result.stdout}`.split('\n').find((l) => l.includes('BENCH_RESULT '));
  if (!line) {
    console.error(result.stdout, result.stderr);
    throw new Error(`bench:settle on ${label} printed no result`);
  }
  const row = JSON.parse(line.slice(line.indexOf('BENCH_RESULT ') + 'BENCH_RESULT '.length));
  const targetMs = label === 'PostgreSQL' ? 1000 : 2000;
  rows.push({ ...row, database: label, targetMs, met: row.exact && row.ms <= targetMs });
}
console.log('\nbench:settle — one settlement pass over a draw’s pending bets');
console.table(
  rows.map((row) => ({
    database: row.database,
    bets: row.bets,
    paid: row.paid,
    'time ms': row.ms,
    exact: row.exact ? 'yes' : 'NO',
    target: `≤ ${row.targetMs} ms, exact`,
    met: row.met ? 'yes' : 'no',
  })),
);
for (const row of rows) console.log(`BENCH_RESULT ${JSON.stringify({ ...row, name: 'settle' })}`);
