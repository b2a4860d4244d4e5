// PostgreSQL's own write throughput on this machine, as the baseline of bench:bets: `pgbench`'s
// TPC-B-like script (five statements in a transaction: three updates, a select, an insert) with
// the same number of clients, in a database of its own made and dropped here. The scale factor is
// at least the client count, so that clients do not queue on the same branch row (pgbench's docs:
// a scale below the clients measures lock waits, not the server).
import { spawnSync } from 'node:child_process';
import { benchDatabase } from './server.mjs';

/**
 * Runs pgbench against a fresh database on `adminUrl`'s server; resolves with its tps (without the
 * initial connection time) and the command it ran. Throws when pgbench is missing or fails.
 */
export async function pgbenchTps(adminUrl, { clients, seconds, scale = clients }) {
  const database = await benchDatabase(adminUrl, `jinli_bench_pgbench_${Date.now()}`);
  try {
    const run = (args) => {
      const result = spawnSync('pgbench', [...args, database.url], {
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
      });
      if (result.error)
        throw new Error(
          `pgbench: ${result.error.message} (Debian: apt-get install -y postgresql-client)`,
        );
      if (result.status !== 0) throw new Error(`pgbench ${args.join(' ')}:\n${result.stderr}`);
      return result.stdout;
    };
    run(['-i', '-q', '-s', String(scale)]);
    const args = ['-n', '-b', 'tpcb-like', '-c', String(clients), '-j', '2', '-T', String(seconds)];
    const output = run(args);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output);
    if (!tps) throw new Error(`pgbench printed no tps:\n${output}`);
    return { tps: Number(tps[1]), command: `pgbench ${args.join(' ')} (scale ${scale})` };
  } finally {
    await database.drop();
  }
}
