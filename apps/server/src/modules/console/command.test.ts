// The first 管理员 from the command line, end to end on the built server (issue 32): `operator
// create` prints a one-time password and the TOTP enrolment once; the server started with
// --console-port serves the console on its own listener, where they sign in (must change the
// password), and not on the players' port; `reset-password` and `reset-totp` let a locked-out admin
// back in; bad arguments exit 2 with a message.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  openTestDatabase,
  type TestDatabase,
} from '../../../test/testDatabase';
import { builtServerCommand } from '../../../test/serverProcess';
import { longTestTimeout } from '../../../test/timeouts';
import { company } from '../../db/schema';
import { packageRoot } from '../../paths';
import { CONSOLE_SESSION_PATH } from './paths';
import { totpCode } from '../operators/totp';

let dataDir: string;
let testDatabase: TestDatabase;
const running = new Set<ChildProcess>();

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'jinli-operator-cli-'));
  testDatabase = await createTestDatabase(dataDir);
  // A company and nothing else: the command needs the brand its operators belong to.
  const database = await openTestDatabase(testDatabase);
  try {
    await database.db.insert(company).values({ code: 'jinli', name: '锦鲤' });
  } finally {
    await database.close();
  }
});
afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await testDatabase?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

function spawnCli(args: string[]): {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
} {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: 'error',
    JINLI_OPERATORS: '',
    JINLI_OPERATOR_TOKEN: '',
  };
  delete env.DATABASE_URL;
  if (testDatabase.options.url) env.DATABASE_URL = testDatabase.options.url;
  const [node, ...nodeArgs] = builtServerCommand([...args, '--data-dir', dataDir]);
  const child = spawn(node, nodeArgs, {
    cwd: packageRoot(),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, output: () => output, exit };
}

async function cli(args: string[]): Promise<{ code: number | null; output: string }> {
  const run = spawnCli(args);
  const code = await run.exit;
  return { code, output: run.output() };
}

const passwordIn = (output: string) => /one-time password: (\S+)/.exec(output)?.[1] ?? '';
const secretIn = (output: string) => /TOTP secret \(base32\): +(\S+)/.exec(output)?.[1] ?? '';

async function login(
  origin: string,
  name: string,
  password: string,
  secret: string,
  at = Date.now(),
) {
  return fetch(new URL(CONSOLE_SESSION_PATH, origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, password, totp: totpCode(secret, at) }),
  });
}

describe('jinli-server operator …', () => {
  it(
    'creates the first admin, who signs in on the console port only; resets let them back in',
    async () => {
      const created = await cli(['operator', 'create', '--name', 'alice', '--role', 'admin']);
      expect(created.code, created.output).toBe(0);
      expect(created.output).toContain("Created operator 'alice' (管理员 admin)");
      expect(created.output).toMatch(/otpauth:\/\/totp\/.*alice\?.*secret=/);
      const password = passwordIn(created.output);
      const secret = secretIn(created.output);
      expect(password).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);

      const again = await cli(['operator', 'create', '--name', 'ALICE', '--role', 'ops']);
      expect(again.code).toBe(1);
      expect(again.output).toContain('exists already');

      const server = spawnCli([
        '--port',
        '0',
        '--host',
        '127.0.0.1',
        '--console-port',
        '0',
        '--no-seed',
        '--app-dir',
        join(dataDir, 'none'),
      ]);
      let origins: { players: string; console: string };
      try {
        origins = await new Promise((resolve, reject) => {
          const timer = setInterval(() => {
            const players = /is running: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(server.output());
            // The console's address, with console-api/ when no console app is built beside it.
            const console = /console: +(http:\/\/127\.0\.0\.1:\d+\/)(?:console-api\/)?\s/.exec(
              server.output(),
            );
            if (players && console) {
              clearInterval(timer);
              resolve({ players: players[1]!, console: console[1]! });
            }
          }, 50);
          void server.exit.then((code) => {
            clearInterval(timer);
            reject(new Error(`server exited (${code}):\n${server.output()}`));
          });
        });
        expect(origins.console).not.toBe(origins.players);
        const onPlayers = await login(origins.players, 'alice', password, secret);
        expect(onPlayers.status).toBe(404);
        const signedIn = await login(origins.console, 'alice', password, secret);
        expect(signedIn.status).toBe(200);
        expect(((await signedIn.json()) as { data: unknown }).data).toMatchObject({
          name: 'alice',
          role: 'admin',
          mustChangePassword: true,
        });
        expect(signedIn.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Strict/);
      } finally {
        server.child.kill('SIGTERM');
      }
      expect(await server.exit).toBe(0);

      const totp = await cli(['operator', 'reset-totp', '--name', 'alice']);
      expect(totp.code, totp.output).toBe(0);
      const newSecret = secretIn(totp.output);
      expect(newSecret).not.toBe(secret);
      expect(passwordIn(totp.output)).toBe('');
      const reset = await cli(['operator', 'reset-password', '--name', 'alice']);
      expect(reset.code, reset.output).toBe(0);
      const newPassword = passwordIn(reset.output);
      expect(newPassword).not.toBe(password);
      expect(secretIn(reset.output)).toBe('');

      // The new credentials open the console; the old ones do not.
      const second = spawnCli([
        '--port',
        '0',
        '--host',
        '127.0.0.1',
        '--console-port',
        '0',
        '--no-seed',
        '--app-dir',
        join(dataDir, 'none'),
      ]);
      try {
        const origin = await new Promise<string>((resolve, reject) => {
          const timer = setInterval(() => {
            const match = /console: +(http:\/\/127\.0\.0\.1:\d+\/)/.exec(second.output());
            if (match) {
              clearInterval(timer);
              resolve(match[1]!);
            }
          }, 50);
          void second.exit.then(() => reject(new Error(second.output())));
        });
        // Next step's code: the one used above may be this step's, refused as a replay.
        const later = Date.now() + 30_000;
        expect((await login(origin, 'alice', password, newSecret, later)).status).toBe(400);
        expect((await login(origin, 'alice', newPassword, secret, later)).status).toBe(400);
        expect((await login(origin, 'alice', newPassword, newSecret, later)).status).toBe(200);
      } finally {
        second.child.kill('SIGTERM');
      }
      expect(await second.exit).toBe(0);
    },
    longTestTimeout(180_000),
  );

  it('refuses bad arguments with exit code 2 and a message', async () => {
    for (const [args, message] of [
      [['operator'], /one of create, reset-password, reset-totp/],
      [['operator', 'create', '--name', 'bob'], /--role is one of admin, finance, ops, support/],
      [['operator', 'create', '--name', 'bob', '--role', 'boss'], /--role is one of/],
      [['operator', 'create', '--name', 'has space', '--role', 'ops'], /--name/],
      [['operator', 'reset-totp'], /--name/],
      [['operator', 'create', '--name', 'bob', '--role', 'ops', '--bogus'], /bogus/],
    ] as const) {
      const { code, output } = await cli([...args]);
      expect(code, output).toBe(2);
      expect(output).toMatch(message);
    }
    const missing = await cli(['operator', 'reset-password', '--name', 'nobody']);
    expect(missing.code).toBe(1);
    expect(missing.output).toContain("no operator 'nobody'");
  });
});
