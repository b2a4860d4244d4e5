// Crash rounds against the real server process: start it, send a burst of money requests (bets of
// several players, paid from and — once drawn — back into their wallets), `kill -9` it in the middle
// of the burst and start it again at once. It must start every time (the killed server is left a
// zombie, whose lock used to refuse the restart), and afterwards every wallet's balance must equal
// the sum of its ledger. JINLI_CRASH_ROUNDS sets the number of rounds (default 2; 20 for the long run).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../test/serverProcess';
import {
  createTestDatabase,
  onPostgres,
  openTestDatabase,
  type TestDatabase,
} from '../test/testDatabase';
import { longTestTimeout } from '../test/timeouts';

const ROUNDS = Math.max(1, Number(process.env.JINLI_CRASH_ROUNDS ?? 2) || 2);
const PLAYERS = 4;
const BETS_PER_PLAYER = 10;
/** Fast Mark Six: a draw every minute, so bets are paid out while the rounds run. */
const GAME = 71;

let dataDir: string;
let testDatabase: TestDatabase;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'jinli-crash-'));
  testDatabase = await createTestDatabase(join(dataDir, 'db'), { migrated: true });
});
afterAll(async () => {
  for (const server of servers) server.dispose();
  await testDatabase?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

function start(): Promise<ServerProcess> {
  const args = ['--port', '0', '--host', '127.0.0.1', '--app-dir', join(dataDir, 'no-app')];
  if (!onPostgres) args.push('--data-dir', join(dataDir, 'db'));
  return startServer(args, {
    DATABASE_URL: testDatabase.options.url,
    JINLI_ACCOUNTS_PER_ADDRESS_HOUR: '100000',
  }).then((server) => {
    servers.push(server);
    return server;
  });
}

async function json(
  server: ServerProcess,
  path: string,
  init?: RequestInit,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(new URL(path.slice(1), server.url), init);
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** A trial player's token (trial accounts start with play money). */
async function trialPlayer(server: ServerProcess): Promise<string> {
  const { status, body } = await json(server, '/v/user/regTest');
  expect(status, JSON.stringify(body)).toBe(200);
  return (body as { data: { token: string } }).data.token;
}

async function temaPlayId(server: ServerProcess): Promise<number> {
  const { body } = await json(server, `/app-api/game/play-cate?gameId=${GAME}`);
  const play = (
    body as { data: { plays: { code: string; model: number; playId: number }[] }[] }
  ).data
    .flatMap((category) => category.plays)
    .find((p) => p.code === 'tema' && p.model === 1);
  return play!.playId;
}

/** Sends every player's bets at once; calls `midway` when half of the answers are in. */
function burst(
  server: ServerProcess,
  tokens: string[],
  turnNum: string,
  playId: number,
  midway: () => void,
): Promise<unknown> {
  const requests = tokens.flatMap((token) =>
    Array.from({ length: BETS_PER_PLAYER }, (_, i) =>
      fetch(new URL('api/bet/save', server.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token, token },
        body: JSON.stringify({
          gameId: GAME,
          turnNum,
          bets: [{ playId, selection: [String((i % 49) + 1).padStart(2, '0')], unitMoney: 1000 }],
        }),
      }),
    ),
  );
  let answered = 0;
  for (const request of requests) {
    void request.then(
      () => {
        answered++;
        if (answered === Math.floor(requests.length / 2)) midway();
      },
      () => undefined,
    );
  }
  // Requests cut off by the crash fail; that is the point.
  return Promise.allSettled(requests);
}

/** Rows of a raw query: postgres-js answers an array, PGlite an object holding `rows`. */
function rowsOf(result: unknown): unknown[] {
  return Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
}

describe('the server after kill -9', () => {
  it(
    `starts again every time and keeps balance = ledger (${ROUNDS} rounds)`,
    async () => {
      let server = await start();
      const tokens: string[] = [];
      for (let i = 0; i < PLAYERS; i++) tokens.push(await trialPlayer(server));
      const playId = await temaPlayId(server);
      let restarts = 0;
      for (let round = 0; round < ROUNDS; round++) {
        expect((await json(server, '/healthz')).body).toEqual({ ok: true });
        const open = await json(server, `/v/lottery/openInfo?gameId=${GAME}`);
        const turnNum = (open.body as { data: { cur: { turnNum: string } } }).data.cur.turnNum;
        const crashed = server;
        await burst(crashed, tokens, turnNum, playId, () => crashed.crash());
        // Restart at once: the killed server is still a zombie (its parent never reaps it).
        server = await start();
        restarts++;
        // Progress for long runs (JINLI_CRASH_ROUNDS=20): which round, and that it restarted.
        process.stderr.write(`crash round ${round + 1}/${ROUNDS}: restarted (pid ${server.pid})\n`);
        crashed.dispose();
      }
      expect(restarts).toBe(ROUNDS);
      expect((await json(server, '/healthz')).body).toEqual({ ok: true });
      await server.stop();

      const database = await openTestDatabase(testDatabase);
      try {
        const mismatched: unknown = await database.db.execute(sql`
        select w.user_id, w.balance, coalesce(sum(l.amount), 0) as ledger_sum
        from wallet w left join ledger l on l.user_id = w.user_id
        group by w.user_id, w.balance
        having w.balance <> coalesce(sum(l.amount), 0)`);
        const rows = rowsOf(mismatched);
        expect(rows).toEqual([]);
        const counted = rowsOf(
          await database.db.execute(sql`select count(*)::int as n from ledger`),
        ) as { n: number }[];
        // The bursts did move money: more ledger rows than the trial credits alone.
        expect(counted[0]!.n).toBeGreaterThan(PLAYERS);
      } finally {
        await database.close();
      }
    },
    longTestTimeout(120_000 + ROUNDS * 60_000),
  );
});
