// @ts-check
// The cluster test (issue 33): two instances of the built server on the local PostgreSQL (a fresh
// database, created and dropped here) and Redis, behind HAProxy, as `npm run cluster` starts them.
// Through HAProxy: the probes answer, a session made on one instance works on the other, a game
// socket gets its subscription and the current draw, and an instance drained as the cluster drains
// (HAProxy told to send it nothing new, then SIGTERM) tells its sockets to go elsewhere, leaves
// HAProxy and no request fails; started again, it is taken back.
// Skipped when DATABASE_URL / REDIS_URL are not set or HAProxy cannot be installed.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import WebSocket from 'ws';
import { hangTimeout } from '../../vite-config/testTimeouts.js';
import { serverMain, startCluster } from '../src/cluster.mjs';
import { ensureHaproxy } from '../src/haproxy.mjs';
import { createDatabase, dropDatabase } from '../src/services.mjs';

/** @typedef {import('../src/cluster.mjs').Cluster} Cluster */

const COMPANY = 'jinli';
/** A seeded player (apps/server README, Demo accounts). */
const PLAYER = { account: 'demo01', password: 'Demo1234' };
/** A seeded game with a draw every few minutes (重庆时时彩). */
const GAME_ID = 71;
/** The close code of a draining instance's sockets (SOCKET_DRAIN_CLOSE_CODE, @jinli/contract). */
const DRAIN_CLOSE_CODE = 4010;

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const skip = !databaseUrl
  ? 'the cluster test needs PostgreSQL and Redis: set DATABASE_URL and REDIS_URL'
  : !redisUrl
    ? 'the cluster test needs Redis: set REDIS_URL'
    : undefined;
if (skip) console.log(`# skipped: ${skip}`);

/** A free TCP port on 127.0.0.1. @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('the cluster behind HAProxy', { skip, timeout: hangTimeout(180_000) }, () => {
  /** @type {Cluster | undefined} */
  let cluster;
  /** @type {string | undefined} */
  let database;
  /** @type {string | undefined} */
  let haproxySkip;
  const emptyAppDir = mkdtempSync(join(tmpdir(), 'jinli-cluster-app-'));
  const runDir = mkdtempSync(join(tmpdir(), 'jinli-cluster-test-'));
  let origin = '';
  let token = '';
  /** @type {WebSocket[]} */
  const sockets = [];

  before(async () => {
    assert.ok(
      existsSync(serverMain),
      `no built server at ${serverMain}: pnpm exec turbo run build --filter=@jinli/server`,
    );
    const haproxy = ensureHaproxy();
    if (haproxy.path === undefined) {
      haproxySkip = haproxy.why;
      console.log(`# skipped: ${haproxy.why}`);
      return;
    }
    const adminUrl = /** @type {string} */ (databaseUrl);
    const name = `jinli_cluster_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const url = await createDatabase(adminUrl, name);
    database = name;
    const [port, first, second] = await Promise.all([freePort(), freePort(), freePort()]);
    cluster = await startCluster({
      instances: 2,
      // The API only: no theme build needed, and no first screens rendered at start.
      appDir: emptyAppDir,
      databaseUrl: url,
      redisUrl: /** @type {string} */ (redisUrl),
      haproxy: haproxy.path,
      host: '127.0.0.1',
      port,
      instancePorts: [/** @type {number} */ (first), /** @type {number} */ (second)],
      consolePorts: null,
      consolePort: null,
      statsPort: null,
      runDir,
      startTimeoutMs: hangTimeout(60_000),
    });
    origin = cluster.url;
  });

  after(async () => {
    for (const socket of sockets) socket.terminate();
    await cluster?.stop();
    if (database) await dropDatabase(/** @type {string} */ (databaseUrl), database);
    rmSync(emptyAppDir, { recursive: true, force: true });
    rmSync(runDir, { recursive: true, force: true });
  });

  /** The instances' and HAProxy's logs, for a failure's message. */
  function logs() {
    return ['i1.log', 'i2.log', 'haproxy.log']
      .map((name) => {
        const file = join(runDir, name);
        const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
        return `--- ${name} (end)\n${text.split('\n').slice(-25).join('\n')}`;
      })
      .join('\n');
  }

  /**
   * One request through HAProxy. @param {string} path @param {RequestInit} [init]
   * @returns {Promise<{ status: number, servedBy: string, requestId: string, body: any }>}
   */
  async function call(path, init = {}) {
    const response = await fetch(`${origin}${path}`, {
      ...init,
      headers: {
        companycode: COMPANY,
        ...(token ? { token, authorization: token } : {}),
        ...init.headers,
      },
    });
    const text = await response.text();
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    return {
      status: response.status,
      servedBy: response.headers.get('x-served-by') ?? '',
      requestId: response.headers.get('x-request-id') ?? '',
      body,
    };
  }

  /**
   * Opens a game socket through HAProxy and subscribes to the game's results; resolves with the
   * instance it reached and its first frames (SUBSCRIBED, then the current draw).
   */
  function gameSocket() {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`${origin.replace('http', 'ws')}/ws-game/1`);
      sockets.push(socket);
      let servedBy = '';
      /** @type {any[]} */
      const frames = [];
      const timer = setTimeout(
        () => reject(new Error(`no draw on the game socket (frames: ${JSON.stringify(frames)})`)),
        hangTimeout(20_000),
      );
      socket.once('upgrade', (response) => (servedBy = String(response.headers['x-served-by'])));
      socket.once('open', () =>
        socket.send(
          JSON.stringify({ command: 'subscribe', channel: 'RESULT', content: { gameId: GAME_ID } }),
        ),
      );
      socket.on('message', (data) => {
        frames.push(JSON.parse(data.toString()));
        if (frames.some((frame) => frame.command === 'push')) {
          clearTimeout(timer);
          resolve({ socket, servedBy, frames });
        }
      });
      socket.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
  }

  test('the probes answer through HAProxy, which names the instance and the request', async (t) => {
    if (haproxySkip) return t.skip(haproxySkip);
    const health = await call('/healthz');
    assert.equal(health.status, 200, logs());
    assert.deepEqual(health.body, { ok: true });
    assert.match(health.servedBy, /^i[12]$/);
    assert.match(health.requestId, /^[0-9a-f-]{36}$/, 'HAProxy gives each request an id');
    const ready = await call(cluster?.healthPath ?? '/readyz', {
      headers: { 'x-request-id': 'cluster-test-1' },
    });
    assert.equal(ready.status, 200);
    // The id a client or an outer proxy sent is kept end to end.
    assert.equal(ready.requestId, 'cluster-test-1');
  });

  test('the two instances started at once seeded the database once', (t) => {
    if (haproxySkip) return t.skip(haproxySkip);
    // Under the seed's advisory lock (apps/server src/seed/seed.ts): one seeds, the other finds it done.
    const lines = ['i1.log', 'i2.log'].map((name) => readFileSync(join(runDir, name), 'utf8'));
    const seeded = lines.filter((text) => /seed: +created company 'jinli'/.test(text));
    const found = lines.filter((text) => /seed: +company 'jinli' already seeded/.test(text));
    assert.equal(seeded.length, 1, logs());
    assert.equal(found.length, 1, logs());
  });

  test('a player signs in on one instance and the session works on the other', async (t) => {
    if (haproxySkip) return t.skip(haproxySkip);
    const login = await call('/v/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(PLAYER).toString(),
    });
    assert.equal(login.status, 200, JSON.stringify(login.body));
    token = login.body.data.token;
    assert.ok(token, JSON.stringify(login.body));
    // HAProxy takes turns: within a few requests both instances answer for the session.
    const servedBy = new Set();
    for (let i = 0; i < 10 && servedBy.size < 2; i++) {
      const info = await call('/api/user/status');
      assert.equal(info.status, 200, JSON.stringify(info.body));
      assert.equal(info.body.code, 0, JSON.stringify(info.body));
      assert.equal(info.body.data.account, PLAYER.account);
      servedBy.add(info.servedBy);
    }
    assert.deepEqual([...servedBy].sort(), ['i1', 'i2'], 'requests spread over both instances');
  });

  test('a game socket through HAProxy gets its subscription and the current draw', async (t) => {
    if (haproxySkip) return t.skip(haproxySkip);
    const { servedBy, frames } = /** @type {{ servedBy: string, frames: any[] }} */ (
      await gameSocket()
    );
    assert.match(servedBy, /^i[12]$/);
    assert.equal(frames[0]?.command, 'subscribed');
    const push = frames.find((frame) => frame.command === 'push');
    assert.equal(push.channel, 'RESULT');
    assert.equal(push.content.gameId ?? GAME_ID, GAME_ID, JSON.stringify(push.content));
  });

  test('a drained instance (HAProxy told, then SIGTERM): its sockets go elsewhere, HAProxy drops it, no request fails; started again, it is taken back', async (t) => {
    if (haproxySkip || !cluster) return t.skip(haproxySkip);
    const running = cluster;
    // A socket on each instance (least connections: the second goes to the other one).
    const first = /** @type {{ socket: WebSocket, servedBy: string }} */ (await gameSocket());
    const second = /** @type {{ socket: WebSocket, servedBy: string }} */ (await gameSocket());
    assert.notEqual(first.servedBy, second.servedBy, 'one socket on each instance');
    const victim = first.servedBy;
    const survivor = second.servedBy;
    const closed = new Promise((resolve) => first.socket.once('close', resolve));
    const survivorClosed = { value: false };
    second.socket.once('close', () => (survivorClosed.value = true));

    // Requests one after another, the session's and the probe's, all through the drain.
    /** @type {{ status: number, servedBy: string }[]} */
    const answers = [];
    let load = true;
    const loop = (async () => {
      for (let i = 0; load; i++) {
        const answer = await call(i % 2 ? '/healthz' : '/api/user/status');
        answers.push({ status: answer.status, servedBy: answer.servedBy });
      }
    })();
    const ended = await running.drain(victim);
    assert.equal(ended.code, 0, `the drained instance exits 0\n${logs()}`);
    assert.equal(await closed, DRAIN_CLOSE_CODE, 'its socket is told to go elsewhere (4010)');
    await running.waitState(victim, 'DOWN', hangTimeout(10_000));
    const afterDown = answers.length;
    while (answers.length < afterDown + 10) await new Promise((r) => setTimeout(r, 20));
    load = false;
    await loop;
    const failed = answers.filter((answer) => answer.status !== 200);
    assert.deepEqual(failed, [], `no request failed during the drain\n${logs()}`);
    assert.ok(
      answers.slice(afterDown).every((answer) => answer.servedBy === survivor),
      'once HAProxy has it down, the survivor answers everything',
    );
    assert.equal(survivorClosed.value, false, "the other instance's socket stays open");
    // The client reconnects at once: through HAProxy, to the survivor.
    const again = /** @type {{ servedBy: string }} */ (await gameSocket());
    assert.equal(again.servedBy, survivor);

    // A rolling restart's second half: started again, HAProxy sends it traffic once /readyz is 200.
    await running.start(victim);
    const servedBy = new Set();
    for (let i = 0; i < 10 && !servedBy.has(victim); i++) {
      const answer = await call('/api/user/status');
      assert.equal(answer.status, 200);
      servedBy.add(answer.servedBy);
    }
    assert.ok(servedBy.has(victim), `${victim} is back in HAProxy`);
  });
});
