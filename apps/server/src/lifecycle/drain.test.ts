// The drain of the real server process (SIGTERM while players bet): bets fire continuously from
// several players, the server gets SIGTERM half-way, and afterwards every acknowledged bet is
// stored exactly once, nothing is stored that was not acknowledged, balance = ledger for every
// wallet, the process stopped cleanly, and its game and chat sockets were closed with the drain code
// (the client's "reconnect elsewhere, at once"). And a bet and a red-packet grab held in flight (a
// stalling fault seam) when SIGTERM comes are finished and answered before the process exits.
// Runs on PGlite files, or on the test PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CHAT_SOCKET_PATH,
  chatSocketQuery,
  endpointPath,
  endpoints,
  GameChannel,
  GameCommand,
  SOCKET_DRAIN_CLOSE_CODE,
} from '@jinli/contract';
import { count, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startServer, type ServerProcess } from '../../test/serverProcess';
import {
  createTestDatabase,
  onPostgres,
  openTestDatabase,
  type TestDatabase,
} from '../../test/testDatabase';
import { longTestTimeout, WAIT_MS } from '../../test/timeouts';
import { rowsOf } from '../db/rows';
import { betOrder } from '../db/schema';

const PLAYERS = 4;
/** How long the stalling server holds a request after SIGTERM came (ms). */
const AFTER_SIGNAL_MS = 500;
/** Fast Mark Six: a turn is always on sale. */
const GAME = 71;

let dataDir: string;
let testDatabase: TestDatabase;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'jinli-drain-'));
  testDatabase = await createTestDatabase(join(dataDir, 'db'), { migrated: true });
});
afterAll(async () => {
  for (const server of servers) server.dispose();
  await testDatabase?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The server (the product's entry, or a test entry such as the stalling one) on the test database. */
async function start(entry?: string, env: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  const args = ['--port', '0', '--host', '127.0.0.1', '--app-dir', join(dataDir, 'no-app')];
  if (!onPostgres) args.push('--data-dir', join(dataDir, 'db'));
  const server = await startServer(
    args,
    {
      DATABASE_URL: testDatabase.options.url,
      JINLI_ACCOUNTS_PER_ADDRESS_HOUR: '100000',
      ...env,
    },
    entry,
  );
  servers.push(server);
  return server;
}

async function json(server: ServerProcess, path: string, init?: RequestInit) {
  const response = await fetch(new URL(path.slice(1), server.url), init);
  return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
}

const dataOf = <T>(answer: { status: number; body: unknown }): T => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { data: T }).data;
};

/** A socket to `path` of the server; resolves with it open and a promise of its close code. */
async function socket(
  server: ServerProcess,
  path: string,
): Promise<{ ws: WebSocket; closed: Promise<number> }> {
  const ws = new WebSocket(new URL(path.slice(1), server.url.replace(/^http/, 'ws')));
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return { ws, closed };
}

/** Signs `account` (a seeded demo player, password Demo1234) in; answers its token. */
async function login(server: ServerProcess, account: string): Promise<string> {
  const answer = await json(server, '/v/user/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account, password: 'Demo1234' }).toString(),
  });
  return dataOf<{ token: string }>(answer).token;
}

/** A game socket subscribed to the game's results (answered with SUBSCRIBED). */
async function gameSocket(server: ServerProcess) {
  const game = await socket(server, '/ws-game/1');
  const subscribed = new Promise((resolve) =>
    game.ws.on('message', (data) => {
      if (String(data).includes(GameCommand.SUBSCRIBED)) resolve(undefined);
    }),
  );
  game.ws.send(
    JSON.stringify({
      command: GameCommand.SUBSCRIBE,
      channel: GameChannel.RESULT,
      content: { gameId: GAME },
    }),
  );
  await subscribed;
  return game;
}

/** A guest's chat socket. */
async function chatSocket(server: ServerProcess) {
  const guest = dataOf<{ hash_id: string }>(
    await json(server, endpointPath(endpoints.chatGuestId)),
  );
  const path = endpointPath(endpoints.chatGuestToken).replace(':id', guest.hash_id);
  const { tokenChat } = dataOf<{ tokenChat: string }>(await json(server, path));
  return socket(
    server,
    `${CHAT_SOCKET_PATH}?${chatSocketQuery(tokenChat, { isGuest: true, appId: 'jinli' })}`,
  );
}

async function temaPlayId(server: ServerProcess): Promise<number> {
  const { body } = await json(server, `/app-api/game/play-cate?gameId=${GAME}`);
  return (body as { data: { plays: { code: string; model: number; playId: number }[] }[] }).data
    .flatMap((category) => category.plays)
    .find((play) => play.code === 'tema' && play.model === 1)!.playId;
}

/** The refusal of a bet on a turn that closed meanwhile (已封盘). */
const CLOSED_TURN = '封盘';

/** The turn on sale now. */
async function openTurn(server: ServerProcess): Promise<string> {
  const { body } = await json(server, `/v/lottery/openInfo?gameId=${GAME}`);
  return (body as { data: { cur: { turnNum: string } } }).data.cur.turnNum;
}

interface Player {
  token: string;
  /** Order numbers the server acknowledged (200, code 0). */
  acknowledged: string[];
  /** What ended its betting: the refusal or the failed connection. */
  ended?: string;
}

/**
 * Places bets for `player` one after another until the server stops answering; `onAnswer` after
 * each acknowledged one. Refusals while it drains (a 503, a refused or cut connection) end it.
 */
async function betUntilRefused(
  server: ServerProcess,
  player: Player,
  playId: number,
  onAnswer: () => void,
): Promise<void> {
  let turnNum = await openTurn(server);
  for (let i = 0; ; i++) {
    let response: Response;
    try {
      response = await fetch(new URL('api/bet/save', server.url), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: player.token,
          token: player.token,
        },
        body: JSON.stringify({
          gameId: GAME,
          turnNum,
          bets: [{ playId, selection: [String((i % 49) + 1).padStart(2, '0')], unitMoney: 1000 }],
        }),
      });
    } catch (error) {
      player.ended = String(error);
      return;
    }
    const body = (await response.json().catch(() => null)) as {
      code?: number;
      data?: { orderNos: string[] };
    } | null;
    if (response.status === 400 && JSON.stringify(body).includes(CLOSED_TURN)) {
      // The minute's turn closed under us (a slow machine): on to the next one.
      turnNum = await openTurn(server).catch(() => turnNum);
      continue;
    }
    if (response.status !== 200 || body?.code !== 0 || !body.data) {
      player.ended = `${response.status} ${JSON.stringify(body)}`;
      return;
    }
    player.acknowledged.push(...body.data.orderNos);
    onAnswer();
  }
}

/** Waits until the server says it stopped (a zombie is not reaped: its pid cannot be polled). */
async function stopped(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!/Stopped; database closed\.|Error while stopping|exiting without/.test(server.output())) {
    if (Date.now() > deadline) throw new Error(`the server did not stop:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('SIGTERM while players bet', () => {
  it(
    'stores every acknowledged bet once, nothing else, keeps balance = ledger and tells sockets to go elsewhere',
    async () => {
      const server = await start();
      const players: Player[] = [];
      for (let i = 0; i < PLAYERS; i++) {
        const trial = dataOf<{ token: string }>(await json(server, '/v/user/regTest'));
        players.push({ token: trial.token, acknowledged: [] });
      }
      const playId = await temaPlayId(server);
      const game = await gameSocket(server);
      const chat = await chatSocket(server);

      // SIGTERM once the players have 40 answers between them; they keep betting through it.
      let answers = 0;
      let signalled = false;
      const betting = Promise.all(
        players.map((player) =>
          betUntilRefused(server, player, playId, () => {
            if (++answers !== 40) return;
            signalled = true;
            process.kill(server.pid, 'SIGTERM');
          }),
        ),
      );
      await betting;
      expect(signalled, players.map((player) => player.ended).join('\n')).toBe(true);
      expect(await game.closed).toBe(SOCKET_DRAIN_CLOSE_CODE);
      expect(await chat.closed).toBe(SOCKET_DRAIN_CLOSE_CODE);
      // Not server.stop(): a second SIGTERM means "exit now" and would cut the drain short.
      await stopped(server);
      expect(server.output()).toContain('SIGTERM: stopping (draining)');
      expect(server.output()).toMatch(/drained in \d+ ms\n/);
      expect(server.output()).toContain('Stopped; database closed.');

      const acknowledged = players.flatMap((player) => player.acknowledged);
      expect(acknowledged.length).toBeGreaterThanOrEqual(40);
      const database = await openTestDatabase(testDatabase);
      try {
        const stored = await database.db
          .select({ orderNo: betOrder.orderNo, userId: betOrder.userId, n: count() })
          .from(betOrder)
          .where(inArray(betOrder.orderNo, acknowledged))
          .groupBy(betOrder.orderNo, betOrder.userId);
        // Every acknowledged bet, each exactly once.
        expect(stored.length).toBe(acknowledged.length);
        expect(stored.filter((row) => row.n !== 1)).toEqual([]);
        // And nothing the players were not told about: their bets are the acknowledged ones.
        const userIds = [...new Set(stored.map((row) => row.userId))];
        expect(userIds).toHaveLength(PLAYERS);
        const [all] = await database.db
          .select({ n: count() })
          .from(betOrder)
          .where(inArray(betOrder.userId, userIds));
        expect(all!.n).toBe(acknowledged.length);
        const mismatched = await rowsOf(
          database.db,
          sql`select w.user_id from wallet w left join ledger l on l.user_id = w.user_id
              group by w.user_id, w.balance
              having w.balance <> coalesce(sum(l.amount), 0)`,
        );
        expect(mismatched).toEqual([]);
      } finally {
        await database.close();
      }
    },
    longTestTimeout(120_000 + WAIT_MS),
  );
  it(
    'finishes and answers a bet and a red-packet grab held in flight when SIGTERM comes, each once',
    async () => {
      // Both requests are held at their step until the process gets SIGTERM (and 0.5 s more).
      const server = await start('test/faults/stallingServer.ts', {
        JINLI_FAULT_STALL_AT: 'bet:placed,hongbao:grabbing',
        JINLI_FAULT_STALL_MS: String(AFTER_SIGNAL_MS),
      });
      const post = async (token: string, path: string, body: object) =>
        json(server, path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: token, token },
          body: JSON.stringify(body),
        });
      const stalledAt = async (step: string) => {
        const deadline = Date.now() + WAIT_MS;
        while (!server.output().includes(`stalled at ${step}`)) {
          if (Date.now() > deadline)
            throw new Error(`never stalled at ${step}:\n${server.output()}`);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      };
      // The demo's sender and one of the agent's team (seeded, with a fund password and money).
      const sender = await login(server, 'demo01');
      const grabber = await login(server, 'team01');
      const packet = dataOf<{ id: string }>(
        await post(sender, '/api/hongbao/send', {
          room_id: 'lobby',
          kind: 'lucky',
          amount: '10',
          count: 3,
          greeting: '',
          fundPwd: '1234',
        }),
      );
      const playId = await temaPlayId(server);
      const bettor: Player = { token: grabber, acknowledged: [] };
      const betting = betUntilRefused(server, bettor, playId, () => undefined);
      // The bet is committed and held before its answer.
      await stalledAt('bet:placed');
      const grab = post(grabber, '/api/hongbao/grab', { id: packet.id });
      await stalledAt('hongbao:grabbing');
      expect(bettor.acknowledged).toEqual([]);

      process.kill(server.pid, 'SIGTERM');
      const got = dataOf<{ outcome: string; amount: number }>(await grab);
      expect(got.outcome).toBe('got');
      await betting;
      // The held bet was answered; the next one found the listener closed.
      expect(bettor.acknowledged).toHaveLength(1);
      await stopped(server);
      const drained = Number(/drained in (\d+) ms/.exec(server.output())?.[1]);
      expect(drained).toBeGreaterThanOrEqual(AFTER_SIGNAL_MS / 2);
      expect(server.output()).toContain('Stopped; database closed.');

      const database = await openTestDatabase(testDatabase);
      try {
        const [bets] = await database.db
          .select({ n: count() })
          .from(betOrder)
          .where(inArray(betOrder.orderNo, bettor.acknowledged));
        expect(bets!.n).toBe(1);
        // One share paid to the grabber, of the amount answered.
        const paid = await rowsOf<{ amount: string }>(
          database.db,
          sql`select amount::text from ledger
              where ref_type = 'hongbao' and ref_id like ${`${packet.id}:%`} and amount > 0`,
        );
        expect(paid.map((row) => Number(row.amount))).toEqual([got.amount]);
        const mismatched = await rowsOf(
          database.db,
          sql`select w.user_id from wallet w left join ledger l on l.user_id = w.user_id
              group by w.user_id, w.balance
              having w.balance <> coalesce(sum(l.amount), 0)`,
        );
        expect(mismatched).toEqual([]);
      } finally {
        await database.close();
      }
    },
    longTestTimeout(120_000 + WAIT_MS),
  );
});
