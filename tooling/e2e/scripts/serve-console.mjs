// Starts the real reference server with the operator console on a fresh temporary database, with a
// first 管理员 made by the CLI as an operator would (`operator create`), and removes the database when
// the server stops. The CLI needs the seeded company and the database to itself (PGlite's folder is
// locked by a running server), so the server starts once to seed, stops, the operator is made, and
// the server starts again with the console listener. The admin's one-time password and TOTP secret
// go to <credentials file> for the journeys, with a second admin's under `journeys`.
// Usage: node scripts/serve-console.mjs <players port> <console port> <credentials file>
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const [port, consolePort, credentialsFile] = process.argv.slice(2);
const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../apps/server');
const dataDir = mkdtempSync(join(tmpdir(), 'jinli-e2e-console-'));
const ADMIN = 'e2e-admin';
const JOURNEYS_ADMIN = 'e2e-journeys';

function serverEnv() {
  const env = { ...process.env };
  // Its own database, as every journey server (scripts/serve.mjs).
  delete env.DATABASE_URL;
  env.JINLI_ACCOUNTS_PER_ADDRESS_HOUR = '1000';
  return env;
}

const serverArgs = [
  '--theme',
  'theme3',
  '--port',
  port,
  '--host',
  '127.0.0.1',
  '--data-dir',
  dataDir,
];

/** Starts the server; resolves once /healthz answers. */
function start(extra) {
  const child = spawn(process.execPath, ['dist/main.js', ...serverArgs, ...extra], {
    cwd: serverDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: serverEnv(),
  });
  return new Promise((resolveStart, reject) => {
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before it was ready`)));
    const poll = async () => {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (response.ok) {
          child.removeAllListeners('exit');
          resolveStart(child);
          return;
        }
      } catch {
        // not listening yet
      }
      setTimeout(poll, 250);
    };
    void poll();
  });
}

function stop(child) {
  return new Promise((resolveStop) => {
    child.on('exit', resolveStop);
    child.kill('SIGTERM');
  });
}

// 1. The first start migrates and seeds the company.
await stop(await start([]));

// 2. The first admin, from the command line, for console.spec.ts (which changes its one-time
// password), and a second one for the other console journeys (consoleHelpers.ts), so that neither
// depends on the other having run first.
/** Makes the 管理员 `name` with the CLI: its one-time password and TOTP secret. */
function createAdmin(name) {
  const created = spawnSync(
    process.execPath,
    [
      'dist/main.js',
      'operator',
      'create',
      '--name',
      name,
      '--role',
      'admin',
      '--data-dir',
      dataDir,
    ],
    { cwd: serverDir, env: serverEnv(), encoding: 'utf8' },
  );
  const password = /one-time password: (\S+)/.exec(created.stdout)?.[1];
  const totpSecret = /TOTP secret \(base32\):\s+(\S+)/.exec(created.stdout)?.[1];
  if (created.status !== 0 || !password || !totpSecret) {
    console.error(
      `operator create failed (${created.status}):\n${created.stdout}\n${created.stderr}`,
    );
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(1);
  }
  return { name, password, totpSecret };
}
const first = createAdmin(ADMIN);
const journeys = createAdmin(JOURNEYS_ADMIN);
writeFileSync(credentialsFile, JSON.stringify({ ...first, journeys }), { mode: 0o600 });

// 3. The server with its console listener, until the runner stops it.
const server = await start(['--console-port', consolePort, '--console-host', '127.0.0.1']);
const forward = (signal) => server.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(credentialsFile, { force: true });
  process.exit(code ?? 0);
});
