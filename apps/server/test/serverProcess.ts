// Runs the real server as a separate process for crash tests: the built one (dist/main.js, which
// test/builtServer.ts builds when stale and copies for the run) with plain `node`, never through
// tsx, which compiled the whole server again at every start. A test entry of its own (a TypeScript
// file that wraps the command line, as test/faults/crashingServer.ts does) is bundled the way tsup
// bundles the product, once per worker. The server is started under `sh`, which then execs a long
// `sleep`: the server's parent never reaps it, so a `kill -9` leaves it a zombie — the state in
// which a restart used to be refused.
import { type ChildProcess, spawn } from 'node:child_process';
import { renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { inject } from 'vitest';
import { packageRoot } from '../src/paths';

/** The product's command line, whose build is dist/main.js (tsup.config.ts). */
const PRODUCT_ENTRY = 'src/main.ts';

export interface ServerProcess {
  /** Pid of the server itself (not of its sh/sleep parent). */
  pid: number;
  /** Base URL once it runs (`http://127.0.0.1:port/`). */
  url: string;
  output: () => string;
  /** Kills the server with SIGKILL (no clean-up); it stays a zombie until `dispose`. */
  crash(): void;
  /** Stops the server with SIGTERM and waits for it to exit; false if it never ran. */
  stop(): Promise<void>;
  /** Kills the parent too (the zombie is then reaped by init). */
  dispose(): void;
}

/** The built server of this run (test/builtServer.ts). */
function builtServer(): string {
  const dir = inject('builtServerDir');
  if (!dir) throw new Error('no built server: test/builtServer.ts is not in globalSetup');
  return join(dir, 'main.js');
}

/**
 * The command that runs the built server with `args` (plain `node`), for a test that spawns it
 * itself instead of through {@link startServer}.
 */
export function builtServerCommand(args: string[] = []): [string, ...string[]] {
  return [process.execPath, ...SERVER_NODE_FLAGS, builtServer(), ...args];
}

/**
 * Node's flags for a server the tests start. `--liftoff-only`: PGlite's WebAssembly is compiled by
 * V8's baseline compiler only, not again by its optimising one on the side — for a server that lives
 * a few seconds, most of the CPU of opening its database (3.8 → 2.1 CPU-s). What the server does
 * is the same; only how fast its database code runs once warm, which no test measures.
 */
const SERVER_NODE_FLAGS = ['--liftoff-only'];

/** The part of esbuild's API (tsup's bundler, not a dependency of its own here) used below. */
interface Esbuild {
  build(options: {
    entryPoints: string[];
    outfile: string;
    bundle: true;
    format: 'esm';
    platform: 'node';
    target: string;
    conditions: string[];
    logLevel: 'error';
    plugins: {
      name: string;
      setup(build: {
        onResolve(
          options: { filter: RegExp },
          callback: (args: { path: string }) => { path: string; external: true } | undefined,
        ): void;
      }): void;
    }[];
  }): Promise<unknown>;
}

/** Test entries bundled by this worker, by their path relative to the package. */
const bundles = new Map<string, Promise<string>>();

/**
 * `entry` (relative to the package) bundled as tsup bundles the product: workspace packages
 * compiled in from source, npm packages left to Node. Written beside this run's built server, so
 * that Node finds the server's dependencies and the server its package folder from there.
 */
function bundled(entry: string): Promise<string> {
  let bundle = bundles.get(entry);
  if (!bundle) {
    bundle = (async () => {
      const fromServer = createRequire(join(packageRoot(), 'package.json'));
      const esbuild = createRequire(fromServer.resolve('tsup'))('esbuild') as Esbuild;
      const outfile = join(dirname(builtServer()), `${basename(entry, '.ts')}-${process.pid}.mjs`);
      await esbuild.build({
        entryPoints: [resolve(packageRoot(), entry)],
        outfile: `${outfile}.tmp`,
        bundle: true,
        format: 'esm',
        platform: 'node',
        target: 'node20',
        conditions: ['source'],
        logLevel: 'error',
        plugins: [
          {
            name: 'npm-packages-external',
            setup(build) {
              build.onResolve({ filter: /^[^./]/ }, ({ path }) =>
                path.startsWith('@jinli/') ? undefined : { path, external: true },
              );
            },
          },
        ],
      });
      renameSync(`${outfile}.tmp`, outfile);
      return outfile;
    })();
    bundles.set(entry, bundle);
  }
  return bundle;
}

/** The file `node` runs for `entry`: the built product, or a test entry bundled. */
function serverScript(entry: string): Promise<string> {
  return entry === PRODUCT_ENTRY ? Promise.resolve(builtServer()) : bundled(entry);
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts the server with `args` and resolves once it prints its URL; rejects with its output when
 * it exits first. DATABASE_URL reaches it only when given here.
 */
export async function startServer(
  args: string[],
  env: NodeJS.ProcessEnv = {},
  /**
   * The script to run (relative to the package): default the product's own entry, run as built;
   * another (a test's own wrapper of the command line) is bundled first.
   */
  entry = PRODUCT_ENTRY,
): Promise<ServerProcess> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'error', ...env };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const command = [process.execPath, ...SERVER_NODE_FLAGS, await serverScript(entry), ...args]
    .map(shellQuote)
    .join(' ');
  const parent: ChildProcess = spawn(
    'sh',
    ['-c', `${command} & echo "server-pid $!"; exec sleep 100000`],
    {
      cwd: packageRoot(),
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  parent.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  parent.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const poll = setInterval(() => {
      const pid = Number(/server-pid (\d+)/.exec(output)?.[1] ?? 0);
      const url = /is running: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output)?.[1];
      const server: ServerProcess = {
        pid,
        url: url ?? '',
        output: () => output,
        crash: () => process.kill(pid, 'SIGKILL'),
        async stop() {
          process.kill(pid, 'SIGTERM');
          while (
            !/Stopped; database closed\.|Error while stopping/.test(output) &&
            isRunning(pid)
          ) {
            await new Promise((r) => setTimeout(r, 50));
          }
        },
        dispose: () => parent.kill('SIGKILL'),
      };
      if (url) {
        clearInterval(poll);
        resolve(server);
      } else if (/Failed to start|server exited/.test(output) || parent.exitCode !== null) {
        clearInterval(poll);
        server.dispose();
        reject(new Error(`the server did not start:\n${output}`));
      }
    }, 50);
  });
}
