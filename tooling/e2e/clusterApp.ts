// The cluster under test (issue 33): two instances of the built server (theme1) on the local
// PostgreSQL, in a database of the run's own, and Redis, behind HAProxy, as `npm run cluster` starts
// them (scripts/serve-cluster.mjs). Only where PostgreSQL and Redis are configured and HAProxy is
// installed or can be (as root).
import { existsSync } from 'node:fs';
import { portOf } from './apps';

/** HAProxy's port, beside the four themes' and the console's (base + 6; apps.ts). */
export const clusterPort = (): number => portOf('theme4') + 3;
/** The two instances' ports (base + 7, base + 8). */
export const clusterInstancePorts = (): [number, number] => [
  portOf('theme4') + 4,
  portOf('theme4') + 5,
];

/** Absolute URL of a path through the load balancer. */
export function clusterUrl(path = '/'): string {
  return `http://127.0.0.1:${clusterPort()}${path}`;
}

const haproxyPath = process.env.HAPROXY_PATH || '/usr/sbin/haproxy';

/** Why the cluster is not started in this run, or undefined when it is. */
export function clusterSkipReason(): string | undefined {
  if (process.env.E2E_THEMES && !process.env.E2E_THEMES.split(',').includes('cluster'))
    return 'E2E_THEMES leaves the cluster out';
  if (!process.env.DATABASE_URL || !process.env.REDIS_URL)
    return 'the journey through the load balancer needs DATABASE_URL and REDIS_URL';
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!existsSync(haproxyPath) && !isRoot)
    return `HAProxy is missing at ${haproxyPath} (apt-get install -y haproxy)`;
  return undefined;
}
