// The cluster benches' common ground (bench:bets, bench:chat's cluster row, bench:soak): the
// PostgreSQL, Redis and HAProxy they need, a cluster of the built server on a database of its own
// made and dropped around one measurement, and the books read afterwards (the database and
// `jinli-server check-ledger`).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverMain, startCluster } from '../../../cluster/src/cluster.mjs';
import { ensureHaproxy } from '../../../cluster/src/haproxy.mjs';
import { createDatabase, dropDatabase } from '../../../cluster/src/services.mjs';
import { freePort } from './server.mjs';

/** A wall-time text of the server's zone as comparable milliseconds (only differences are used). */
export const wallMs = (text) => Date.parse(`${text.replace(' ', 'T')}Z`);

/**
 * DATABASE_URL, REDIS_URL and HAProxy, or exits 2 saying what `bench` is missing.
 * @returns {{ adminUrl: string, redisUrl: string, haproxyPath: string }}
 */
export function clusterServices(bench) {
  const adminUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!adminUrl || !redisUrl) {
    console.error(`${bench} needs PostgreSQL and Redis: set DATABASE_URL and REDIS_URL.`);
    process.exit(2);
  }
  const haproxy = ensureHaproxy();
  if (haproxy.path === undefined) {
    console.error(`${bench}: ${haproxy.why}`);
    process.exit(2);
  }
  return { adminUrl, redisUrl, haproxyPath: haproxy.path };
}

/**
 * Runs `measure(cluster, databaseUrl)` on `instances` instances behind HAProxy (players' ports only,
 * plus each instance's operators' port for /metrics with `metrics`), on a database of its own named
 * after `label`; stops the cluster and drops the database afterwards, whatever happened.
 */
export async function withBenchCluster(services, options, measure) {
  const { label, instances, metrics = false, serverArgs = [], env = {}, log } = options;
  const name = `jinli_${label}_${Date.now()}`;
  const databaseUrl = await createDatabase(services.adminUrl, name);
  const appDir = mkdtempSync(join(tmpdir(), `jinli-${label}-app-`));
  let cluster;
  try {
    const ports = await Promise.all(
      Array.from({ length: 1 + instances * (metrics ? 2 : 1) }, () => freePort()),
    );
    cluster = await startCluster({
      instances,
      appDir,
      databaseUrl,
      redisUrl: services.redisUrl,
      haproxy: services.haproxyPath,
      host: '127.0.0.1',
      port: ports[0],
      instancePorts: ports.slice(1, 1 + instances),
      consolePorts: metrics ? ports.slice(1 + instances) : null,
      consolePort: null,
      statsPort: null,
      serverArgs,
      env: { LOG_LEVEL: 'warn', ...env },
      log,
    });
    const running = cluster;
    return await measure(running, databaseUrl, async () => {
      // The measurement may stop the cluster itself before reading the books.
      await running.stop();
      cluster = undefined;
    });
  } finally {
    await cluster?.stop();
    await dropDatabase(services.adminUrl, name);
    rmSync(appDir, { recursive: true, force: true });
  }
}

/** Runs `query(sql)` on one connection to `databaseUrl` (the server's own postgres client). */
export async function withDatabase(databaseUrl, query) {
  const { default: postgres } = await import(
    join(serverMain, '..', '..', 'node_modules', 'postgres', 'src', 'index.js')
  );
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    return await query(sql);
  } finally {
    await sql.end();
  }
}

/** `jinli-server check-ledger --json` on `databaseUrl`: balance = ledger, and the money conserved. */
export function checkLedger(databaseUrl) {
  const result = spawnSync(process.execPath, [serverMain, 'check-ledger', '--json'], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: '' },
    maxBuffer: 16 * 1024 * 1024,
  });
  try {
    const report = JSON.parse(result.stdout);
    return { ok: report.ok === true, drift: report.drift ?? [] };
  } catch {
    return { ok: false, drift: [`check-ledger exited ${result.status}: ${result.stderr}`] };
  }
}
