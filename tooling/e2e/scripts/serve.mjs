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
    // Every journey registers its own users, all from 127.0.0.1: lift the per-address hourly cap.
    env: { ...process.env, JINLI_ACCOUNTS_PER_ADDRESS_HOUR: '1000' },
  },
);
const stop = (signal) => server.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
