// Starts the real reference server for one theme on a fresh temporary database, and removes that
// database when the server stops. Usage: node scripts/serve.mjs <theme> <port>
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const [theme, port] = process.argv.slice(2);
const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../apps/server');
const dataDir = mkdtempSync(join(tmpdir(), `jinli-e2e-${theme}-`));

const server = spawn(
  process.execPath,
  [
    'dist/main.js',
    ...['--theme', theme, '--port', port, '--host', '127.0.0.1', '--data-dir', dataDir],
    // The wallet journeys pay at the sandbox cashier; the lottery and betting journeys draw games
    // 71 and 110 by hand through the operator endpoints.
    '--sandbox-payments',
    '--operator-test-draws',
  ],
  {
    cwd: serverDir,
    stdio: 'inherit',
    env: serverEnv(),
  },
);
/**
 * The server's environment: this process's, less DATABASE_URL. CI exports DATABASE_URL for the
 * server suite, and with it the four journey servers shared one PostgreSQL database (one draw
 * history, one Redis namespace): theme4's hand-moved draw of game 110 closed the poll a theme3
 * journey voted in. Each server has its own fresh database here; REDIS_URL stays, so the journeys
 * run on Redis when it answers, each server in its own namespace.
 */
function serverEnv() {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  // Every journey registers its own users, all from 127.0.0.1: lift the per-address hourly cap.
  env.JINLI_ACCOUNTS_PER_ADDRESS_HOUR = '1000';
  // The company's domain is this server's own address (issue 18): the domain notice after a login
  // and the promotions show it, never a made-up host.
  env.JINLI_SITE_DOMAINS = `127.0.0.1:${port}`;
  return env;
}

const stop = (signal) => server.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
