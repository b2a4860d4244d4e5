// Runs the real server (src/main.ts through tsx) as a separate process for crash tests. The server
// is started under `sh`, which then execs a long `sleep`: the server's parent never reaps it, so a
// `kill -9` leaves it a zombie — the state in which a restart used to be refused.
import { type ChildProcess, spawn } from 'node:child_process';
import { packageRoot } from '../src/paths';

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
export function startServer(
  args: string[],
  env: NodeJS.ProcessEnv = {},
  /** The script to run (relative to the package): default the product's own entry. */
  entry = 'src/main.ts',
): Promise<ServerProcess> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'error', ...env };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const command = [process.execPath, '--conditions=source', '--import', 'tsx', entry, ...args]
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
