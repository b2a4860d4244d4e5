// bench:bets — the write path at a draw's close (issue 33): CLIENTS players (default 50) bet as
// fast as the server answers on one game (the fast Mark Six, 71) in the last SECONDS (default 15)
// before its turn closes, each POST /api/bet/save one 特码 bet; on 1 instance of the built server
// (reached directly) and on 3 behind HAProxy, every instance on one PostgreSQL and Redis, as
// `npm run cluster` starts them. The baseline, in the same run: PostgreSQL's own `pgbench -b
// tpcb-like` with the same client count. Afterwards, every run's books are checked
// (`jinli-server check-ledger`: every balance equals its ledger, and the money is conserved) and
// every acknowledged bet is in the database once.
//
// Needs DATABASE_URL (a PostgreSQL server it may create databases on), REDIS_URL, HAProxy (installed
// with apt-get when missing) and pgbench (postgresql-client). Prints a table and `BENCH_RESULT {json}`.
// Targets: 1 instance ≥ 0.5× pgbench's tps; 3 instances ≥ 2× one, or the limit shown (the CPU
// each part used during the window is printed: on two cores the instances, PostgreSQL and the
// load share them).
//
//   BENCH_BETS_CLIENTS=50 BENCH_BETS_SECONDS=15 BENCH_BETS_INSTANCES=1,3 pnpm bench:bets
// BENCH_BETS_NODE_OPTIONS goes to the instances' NODE_OPTIONS (e.g. `--import` of a CPU profiler:
// Node 20 refuses --cpu-prof there).
import {
  checkLedger,
  clusterServices,
  wallMs,
  withBenchCluster,
  withDatabase,
} from './lib/benchCluster.mjs';
import { pgbenchTps } from './lib/pgbench.mjs';
import { dataOf, fundedPlayers, playerHeaders, temaPlays } from './lib/players.mjs';
import { countCpu, pidsNamed } from './lib/processCpu.mjs';
import { percentile } from './lib/percentile.mjs';
import { measuredCommit } from './lib/commit.mjs';

const CLIENTS = Number(process.env.BENCH_BETS_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_BETS_SECONDS ?? 15);
const INSTANCE_COUNTS = (process.env.BENCH_BETS_INSTANCES ?? '1,3').split(',').map(Number);
const GAME_ID = 71;
/** ¥10 a bet; each player is given ¥5,000, more than a window of bets at this rate takes. */
const STAKE = 10_000;
const FUNDS_YUAN = 5_000;
const TARGET_VS_PGBENCH = 0.5;
const TARGET_SCALING = 2;

const services = clusterServices('bench:bets');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function openInfo(origin) {
  return dataOf(await fetch(`${origin}/v/lottery/openInfo?gameId=${GAME_ID}`), 'openInfo');
}

/**
 * Waits until the turn on sale has `seconds` left before it closes (the next turn when this one
 * has less); resolves with that turn and the moment (this process's clock) it closes.
 */
async function lastSecondsOfATurn(origin, seconds) {
  for (;;) {
    const info = await openInfo(origin);
    const left = wallMs(info.cur.closeTime) - wallMs(info.serverTime);
    if (left >= (seconds + 2) * 1000) {
      await sleep(left - seconds * 1000);
      return { turnNum: info.cur.turnNum, closesAt: Date.now() + seconds * 1000 };
    }
    await sleep(left + 1500);
  }
}

/** Every player bets in a closed loop until the turn closes; resolves with what the server said. */
async function betUntilClose(origin, tokens, playId, turn) {
  const latencies = [];
  const refusals = new Map();
  let accepted = 0;
  let failed = 0;
  /** What the failures were (status and answer, or the fetch's error), each kind counted. */
  const failures = new Map();
  const fail = (what) => {
    failed++;
    failures.set(what, (failures.get(what) ?? 0) + 1);
  };
  const started = Date.now();
  let number = 0;
  const player = async (token) => {
    const headers = { ...playerHeaders(token), 'content-type': 'application/json' };
    while (Date.now() < turn.closesAt) {
      const selection = [String((number++ % 49) + 1).padStart(2, '0')];
      const body = JSON.stringify({
        gameId: GAME_ID,
        turnNum: turn.turnNum,
        model: 1,
        bets: [{ playId, selection, unitMoney: STAKE }],
      });
      const sent = performance.now();
      try {
        const response = await fetch(`${origin}/api/bet/save`, { method: 'POST', headers, body });
        const answer = await response.json();
        if (response.status >= 500) fail(`${response.status} ${answer.code} ${answer.msg}`);
        else if (answer.code === 0) {
          accepted++;
          latencies.push(performance.now() - sent);
        } else refusals.set(answer.msg, (refusals.get(answer.msg) ?? 0) + 1);
      } catch (error) {
        fail(String(error?.cause?.code ?? error?.message ?? error));
      }
    }
  };
  await Promise.all(tokens.map(player));
  latencies.sort((a, b) => a - b);
  return {
    accepted,
    failed,
    failures: Object.fromEntries(failures),
    refusals: Object.fromEntries(refusals),
    seconds: (Date.now() - started) / 1000,
    p50: Math.round(percentile(latencies, 50)),
    p95: Math.round(percentile(latencies, 95)),
  };
}

/** The turn's bets in the database (each acknowledged bet once: no more, no fewer). */
async function ordersOfTurn(databaseUrl, turnNum) {
  return withDatabase(databaseUrl, async (sql) => {
    const [row] = await sql`select count(*)::int as count from bet_order
      where game_id = ${GAME_ID} and turn_num = ${turnNum}`;
    return row.count;
  });
}

/** One row: the cluster of `count` instances on a fresh database, its window of bets, its books. */
function measure(count) {
  const options = {
    label: `bench_bets_${count}`,
    instances: count,
    serverArgs: ['--sandbox-payments'],
    // BENCH_BETS_NODE_OPTIONS: e.g. `--import` of a CPU profiler (Node 20 refuses --cpu-prof there).
    env: process.env.BENCH_BETS_NODE_OPTIONS
      ? { NODE_OPTIONS: process.env.BENCH_BETS_NODE_OPTIONS }
      : {},
  };
  return withBenchCluster(services, options, async (cluster, databaseUrl, stopCluster) => {
    // One instance is measured as players would reach a single server; three through HAProxy.
    const origin = count === 1 ? `http://127.0.0.1:${cluster.instances[0].port}` : cluster.url;
    console.error(`bench:bets: ${count} instance(s) up; making ${CLIENTS} players…`);
    const tokens = await fundedPlayers(origin, CLIENTS, FUNDS_YUAN);
    const playId = (await temaPlays(origin, tokens[0], [GAME_ID])).get(GAME_ID);
    const turn = await lastSecondsOfATurn(origin, SECONDS);
    console.error(`bench:bets: betting on turn ${turn.turnNum} for its last ${SECONDS} s…`);
    const cpu = countCpu({
      instances: () => cluster.instances.map((i) => i.child?.pid).filter(Boolean),
      postgres: () => pidsNamed('postgres'),
      haproxy: () => pidsNamed('haproxy'),
      bench: () => [process.pid],
    });
    const window = await betUntilClose(origin, tokens, playId, turn);
    const used = cpu.stop();
    const stored = await ordersOfTurn(databaseUrl, turn.turnNum);
    await stopCluster();
    const books = checkLedger(databaseUrl);
    return { instances: count, ...window, stored, books, cpu: used };
  });
}

console.error(`bench:bets: pgbench baseline, ${CLIENTS} clients for ${SECONDS} s…`);
const baseline = await pgbenchTps(services.adminUrl, { clients: CLIENTS, seconds: SECONDS });
const rows = [];
for (const count of INSTANCE_COUNTS) rows.push(await measure(count));

const one = rows.find((row) => row.instances === 1);
const cpuText = (cpu) =>
  `instances ${cpu.instances.toFixed(1)}, postgres ${cpu.postgres.toFixed(1)}, haproxy ${cpu.haproxy.toFixed(1)}, load ${cpu.bench.toFixed(1)} of machine ${cpu.machine.toFixed(1)} CPU-s`;
const results = rows.map((row) => {
  const betsPerSecond = Math.round(row.accepted / row.seconds);
  const vsPgbench = betsPerSecond / baseline.tps;
  const vsOne = one ? betsPerSecond / (one.accepted / one.seconds) : null;
  const exact = row.stored === row.accepted && row.failed === 0 && row.books.ok;
  const met =
    exact &&
    (row.instances === 1
      ? vsPgbench >= TARGET_VS_PGBENCH
      : vsOne !== null && vsOne >= TARGET_SCALING);
  return { ...row, betsPerSecond, vsPgbench, vsOne, exact, met };
});

for (const row of results)
  console.log(
    `BENCH_RESULT ${JSON.stringify({
      name: 'bets',
      instances: row.instances,
      clients: CLIENTS,
      seconds: SECONDS,
      betsPerSecond: row.betsPerSecond,
      pgbenchTps: baseline.tps,
      ratio: row.vsPgbench,
      vsOne: row.vsOne,
      p50: row.p50,
      p95: row.p95,
      accepted: row.accepted,
      stored: row.stored,
      failed: row.failed,
      ledgerOk: row.books.ok,
      cpu: row.cpu,
      met: row.met,
    })}`,
  );
console.log(
  `\nbench:bets — ${CLIENTS} players betting on game ${GAME_ID} in the last ${SECONDS} s before its close, ${measuredCommit()}; baseline ${baseline.command}: ${baseline.tps.toFixed(0)} tps`,
);
console.table(
  results.map((row) => ({
    instances: row.instances === 1 ? '1 (direct)' : `${row.instances} (HAProxy)`,
    'bets/s': row.betsPerSecond,
    '× pgbench': row.vsPgbench.toFixed(2),
    '× 1 instance': row.vsOne === null ? '' : row.vsOne.toFixed(2),
    'p50 / p95 ms': `${row.p50} / ${row.p95}`,
    'stored / acknowledged': `${row.stored} / ${row.accepted}`,
    refused: Object.entries(row.refusals)
      .map(([msg, n]) => `${msg} ×${n}`)
      .join(', '),
    errors: row.failed,
    'balance = ledger': row.books.ok
      ? 'yes'
      : `NO ${JSON.stringify(row.books.drift).slice(0, 200)}`,
    met: row.met ? 'yes' : 'no',
  })),
);
for (const row of results) {
  console.log(`CPU during ${row.instances}-instance window: ${cpuText(row.cpu)}`);
  for (const [what, count] of Object.entries(row.failures))
    console.log(`errors on ${row.instances} instance(s): ${what} ×${count}`);
}
const broken = results.some((row) => !row.exact);
process.exit(broken ? 1 : 0);
