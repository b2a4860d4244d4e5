// Starts the reference server for a benchmark on 127.0.0.1: from source (tsx, source conditions,
// production mode, embedded in-memory PGlite or a fresh PostgreSQL database, a stub app folder or a
// built theme app), or as the README's `npm start` runs it (startBuiltServer: the built
// dist/main.js serving a theme build, on an embedded database in files, or on PostgreSQL + Redis).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
/** The server to measure; BENCH_SERVER_DIR points at another checkout's apps/server (a before run). */
const serverDir = process.env.BENCH_SERVER_DIR ?? join(root, 'apps', 'server');

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

async function waitHealthy(origin, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('server did not become healthy');
}

/** Stops a server process: SIGTERM (it closes its database), SIGKILL after 10 s. */
async function stopChild(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolveExit) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolveExit();
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolveExit();
    });
  });
}

/**
 * A PostgreSQL database made for one benchmark (dropped by `drop`), on DATABASE_URL's server.
 * Uses the server package's postgres client.
 */
export async function benchDatabase(adminUrl, name) {
  const { default: postgres } = await import(
    join(serverDir, 'node_modules', 'postgres', 'src', 'index.js')
  );
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = postgres(adminUrl, { max: 1, onnotice: () => {} });
      try {
        await dropper.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * The built app of a theme (apps/<theme>/dist; BENCH_APPS_DIR/<theme> to measure another build, a
 * before/after pair), or null when it is not built.
 */
export function builtApp(theme) {
  const apps = process.env.BENCH_APPS_DIR;
  const dir = apps ? resolve(apps, theme) : join(root, 'apps', theme, 'dist');
  return existsSync(join(dir, 'index.html')) ? dir : null;
}

/**
 * Starts the server; resolves { origin, stop }. `databaseUrl` undefined: in-memory PGlite.
 * `appDir`: the built app to serve (default a stub page). `nodeArgs` go to node (e.g. --cpu-prof
 * to profile the server).
 */
export async function startServer({
  databaseUrl,
  env = {},
  nodeArgs = [],
  appDir: app,
  serverDir: dir = serverDir,
} = {}) {
  const port = await freePort();
  const appDir = app ?? mkdtempSync(join(tmpdir(), 'jinli-bench-app-'));
  if (!app) writeFileSync(join(appDir, 'index.html'), '<!doctype html><title>bench</title>');
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--conditions=source', '--import', 'tsx', join(dir, 'src', 'main.ts')],
    {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        JINLI_DATA_DIR: 'memory://',
        JINLI_APP_DIR: appDir,
        DATABASE_URL: databaseUrl ?? '',
        REDIS_URL: '',
        LOG_LEVEL: 'error',
        ...env,
      },
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child);
    if (!app) rmSync(appDir, { recursive: true, force: true });
  };
  try {
    await waitHealthy(origin, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop, pid: child.pid };
}

/**
 * The server as the README's `npm start` starts it: the built `dist/main.js` (run `pnpm build`
 * first) serving the theme build in `appDir`, seeded, on an embedded PGlite in a fresh folder of
 * files; with `databaseUrl` on that PostgreSQL database and with `redisUrl` on that Redis (the
 * README's scaled-out mode). Resolves { origin, stop, pid }.
 */
export async function startBuiltServer({ appDir, databaseUrl, redisUrl, dir = serverDir }) {
  const main = join(dir, 'dist', 'main.js');
  if (!existsSync(main)) throw new Error(`${main} is not built (run pnpm build)`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'jinli-bench-data-'));
  const child = spawn(
    process.execPath,
    [
      main,
      '--app-dir',
      appDir,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--data-dir',
      dataDir,
    ],
    {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl ?? '',
        REDIS_URL: redisUrl ?? '',
        LOG_LEVEL: 'error',
      },
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitHealthy(origin, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop, pid: child.pid };
}
