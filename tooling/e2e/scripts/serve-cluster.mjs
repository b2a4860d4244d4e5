// Starts the cluster for the journey through the load balancer: two instances of the built server
// (theme1) behind HAProxy, as `npm run cluster` does (tooling/cluster), on a database of its own on
// DATABASE_URL's PostgreSQL and on REDIS_URL; stops them (drained) and drops the database on SIGTERM.
// Usage: node scripts/serve-cluster.mjs <haproxy port> <instance port> <instance port>
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { startCluster } from '../../cluster/src/cluster.mjs';
import { ensureHaproxy } from '../../cluster/src/haproxy.mjs';
import { createDatabase, dropDatabase } from '../../cluster/src/services.mjs';

const [port, ...instancePorts] = process.argv.slice(2).map(Number);
const adminUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
if (!adminUrl || !redisUrl) {
  console.error('serve-cluster: DATABASE_URL and REDIS_URL are needed');
  process.exit(2);
}
const haproxy = ensureHaproxy({ log: (line) => console.error(line) });
if (haproxy.path === undefined) {
  console.error(`serve-cluster: ${haproxy.why}`);
  process.exit(2);
}

const name = `jinli_e2e_cluster_${Date.now()}_${randomBytes(3).toString('hex')}`;
const databaseUrl = await createDatabase(adminUrl, name);
let cluster;
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  await cluster?.stop().catch((error) => console.error(`serve-cluster: ${error.message}`));
  if (cluster) rmSync(cluster.runDir, { recursive: true, force: true });
  await dropDatabase(adminUrl, name).catch((error) =>
    console.error(`serve-cluster: dropping ${name}: ${error.message}`),
  );
  process.exit(code);
}
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));

try {
  cluster = await startCluster({
    instances: instancePorts.length,
    theme: 'theme1',
    databaseUrl,
    redisUrl,
    haproxy: haproxy.path,
    host: '127.0.0.1',
    port,
    instancePorts,
    consolePorts: null,
    consolePort: null,
    statsPort: null,
    // Journeys register their own users, all from 127.0.0.1.
    env: { JINLI_ACCOUNTS_PER_ADDRESS_HOUR: '1000' },
  });
  console.log(`serve-cluster: ${cluster.url} (${cluster.runDir})`);
} catch (error) {
  console.error(`serve-cluster: ${error.message}`);
  await stop(1);
}
