// A child process of bench:soak holding game sockets that behave as the app's game socket does
// (packages/socket: reconnectPolicies): told { base, count, games }, it opens `count` sockets to
// `${base}/ws-game/<1..40>`, each subscribed to RESULT of one of `games` in turn, and answers
// 'ready'. A socket that closes comes back: at once after the drain close (4010, "go elsewhere
// now"), a second later otherwise (a refused or dropped connection), and subscribes again; the
// subscription's answer carries the game's latest result.
//
// Each socket records every turn it saw a result of (pushed or in the snapshot after a subscribe)
// and when a pushed one arrived; 'check' with the draws the database holds answers which of them
// each socket missed, the push latencies against each draw's time, and every outage's length
// (close → subscribed again).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import WebSocket from 'ws';

const DRAIN_CLOSE_CODE = 4010;
const NEXT_SERVER_DELAY_MS = 1_000;
const SERVER_COUNT = 40;
const PING = JSON.stringify({ command: 'ping', channel: 'heartbeat', content: null });

/** @typedef {{ gameId: number, turns: Map<string, number | null>, ws?: WebSocket, subscribed: boolean, closedAt?: number, closedBy?: number, outages: { code: number, ms: number }[], closes: Map<number, number>, stopped: boolean }} Client */

/** @type {Client[]} */
const clients = [];
let base = '';

const now = () => performance.timeOrigin + performance.now();
/**
 * This process's own event-loop delay: a frame waits in it before its time is taken, so a busy
 * load generator on the server's cores adds to the latencies it measures (the report prints it).
 */
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

/** @param {Client} client */
function connect(client) {
  const server = 1 + Math.floor(Math.random() * SERVER_COUNT);
  const ws = new WebSocket(`${base}/ws-game/${server}`, { perMessageDeflate: false });
  client.ws = ws;
  client.subscribed = false;
  let snapshotDue = false;
  ws.on('open', () => {
    snapshotDue = true;
    ws.send(
      JSON.stringify({
        command: 'subscribe',
        channel: 'RESULT',
        content: { gameId: client.gameId },
      }),
    );
  });
  ws.on('message', (data) => {
    const frame = JSON.parse(data.toString());
    if (frame.command === 'subscribed') {
      client.subscribed = true;
      if (client.closedAt !== undefined) {
        client.outages.push({ code: client.closedBy ?? 0, ms: now() - client.closedAt });
        client.closedAt = undefined;
        client.closedBy = undefined;
      }
      return;
    }
    if (frame.command !== 'push' || frame.channel !== 'RESULT') return;
    const turn = frame.content?.pre?.turnNum;
    if (typeof turn !== 'string' || !turn) return;
    // The first result after a subscribe is the snapshot: seen, but not a delivery to time.
    const pushedAt = snapshotDue ? null : now();
    snapshotDue = false;
    if (!client.turns.has(turn) || client.turns.get(turn) === null)
      client.turns.set(turn, pushedAt);
  });
  ws.on('error', () => {});
  ws.on('close', (code) => {
    client.subscribed = false;
    client.closes.set(code, (client.closes.get(code) ?? 0) + 1);
    if (client.stopped) return;
    // An outage is timed from its first close, and told apart by that close's code (a drain's
    // 4010 or a killed instance's 1006).
    if (client.closedAt === undefined) {
      client.closedAt = now();
      client.closedBy = code;
    }
    setTimeout(() => connect(client), code === DRAIN_CLOSE_CODE ? 0 : NEXT_SERVER_DELAY_MS);
  });
}

/** Resolves once every one of `some` is subscribed, or `timeoutMs` passed. @param {Client[]} some */
async function subscribedWithin(some, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && some.some((client) => !client.subscribed))
    await new Promise((resolve) => setTimeout(resolve, 100));
  return some.filter((client) => client.subscribed).length;
}

setInterval(() => {
  for (const client of clients) if (client.ws?.readyState === WebSocket.OPEN) client.ws.send(PING);
}, 10_000).unref();

process.on('message', async (message) => {
  if (message.type === 'open') {
    base = message.base;
    for (let i = 0; i < message.count; i++) {
      clients.push({
        gameId: message.games[(message.offset + i) % message.games.length],
        turns: new Map(),
        subscribed: false,
        outages: [],
        closes: new Map(),
        stopped: false,
      });
    }
    // A few at a time, as phones arrive: not thousands of handshakes in one tick.
    for (let i = 0; i < clients.length; i += 50) {
      for (const client of clients.slice(i, i + 50)) connect(client);
      await subscribedWithin(clients.slice(i, i + 50), 60_000);
    }
    process.send({ type: 'ready', subscribed: await subscribedWithin(clients, 1_000) });
  } else if (message.type === 'settle') {
    process.send({
      type: 'settled',
      subscribed: await subscribedWithin(clients, message.timeoutMs),
    });
  } else if (message.type === 'check') {
    process.send({ type: 'checked', ...check(message.draws) });
  } else if (message.type === 'close') {
    for (const client of clients) {
      client.stopped = true;
      client.ws?.terminate();
    }
    process.exit(0);
  }
});

/**
 * What the sockets got of `draws` ({ gameId, turnNum, drawnAt } each, drawnAt epoch ms).
 * @param {{ gameId: number, turnNum: string, drawnAt: number }[]} draws
 */
function check(draws) {
  const byGame = new Map();
  for (const draw of draws) byGame.set(draw.gameId, [...(byGame.get(draw.gameId) ?? []), draw]);
  let expected = 0;
  let missed = 0;
  const missedTurns = new Map();
  const latencies = [];
  /** Latencies per draw (`gameId/turnNum`), so the report can say which draws were slow. */
  const byDraw = {};
  const closes = {};
  const outages = [];
  for (const client of clients) {
    for (const draw of byGame.get(client.gameId) ?? []) {
      expected++;
      if (!client.turns.has(draw.turnNum)) {
        missed++;
        const key = `${draw.gameId}/${draw.turnNum}`;
        missedTurns.set(key, (missedTurns.get(key) ?? 0) + 1);
        continue;
      }
      const pushedAt = client.turns.get(draw.turnNum);
      if (pushedAt === null) continue;
      const latency = Math.round(pushedAt - draw.drawnAt);
      latencies.push(latency);
      (byDraw[`${draw.gameId}/${draw.turnNum}`] ??= []).push(latency);
    }
    for (const [code, count] of client.closes) closes[code] = (closes[code] ?? 0) + count;
    outages.push(...client.outages.map(({ code, ms }) => ({ code, ms: Math.round(ms) })));
  }
  return {
    sockets: clients.length,
    subscribed: clients.filter((client) => client.subscribed).length,
    // Still out: counted from their close to now.
    stillOut: clients
      .filter((client) => client.closedAt !== undefined)
      .map((client) => Math.round(now() - client.closedAt)),
    expected,
    missed,
    missedTurns: Object.fromEntries(missedTurns),
    latencies,
    byDraw,
    loopDelayP99: Math.round(loopDelay.percentile(99) / 1e6),
    loopDelayMax: Math.round(loopDelay.max / 1e6),
    closes,
    outages,
  };
}
