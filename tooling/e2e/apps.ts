// The four theme apps under test, each served by its own server on its own fresh database.
import { randomBytes } from 'node:crypto';

export const themes = ['theme1', 'theme2', 'theme3', 'theme4'] as const;
export type Theme = (typeof themes)[number];

// A base port per run, chosen once in the runner's main process and inherited by its workers
// through the environment, so that two runs on one machine never fight over ports. Below Linux's
// ephemeral range (32768 up), where the other suites' outgoing connections (PostgreSQL, Redis)
// take their local ports: a base chosen there was once taken before the server could listen.
process.env.E2E_BASE_PORT ??= String(20_000 + 10 * Math.floor(Math.random() * 1_200));
const basePort = Number(process.env.E2E_BASE_PORT);

// The block of ten from the base: the four themes (+0…3), the console's players' and console ports
// (+4, +5, consoleApp.ts), the cluster's HAProxy and two instances (+6…8, clusterApp.ts) and the
// installable-app journey's own server (+9, pwa.spec.ts). A journey's server on a port another
// already holds would find that one answering its health check (the pwa journey once did).
export function portOf(theme: Theme): number {
  return basePort + themes.indexOf(theme);
}

/** Absolute URL of a path in a theme's app. */
export function appUrl(theme: Theme, path = '/'): string {
  return `http://127.0.0.1:${portOf(theme)}${path}`;
}

// The servers under test open their operator endpoints (test control of draws and withdrawals)
// to this run's random token; the runner's workers and the servers inherit it.
process.env.JINLI_OPERATOR_TOKEN ??= randomBytes(24).toString('hex');
