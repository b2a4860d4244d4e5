// bench:fanout — a draw pushed to N game sockets subscribed to its game (operator draw → frame on
// every socket), against a raw `ws` broadcast loop in the same run; N = 1,000, 5,000, 10,000
// (BENCH_SOCKETS overrides). Clients live in child processes of 2,500 sockets each. Latency per
// socket is receive time minus trigger time; prints p50/p95/max and `BENCH_RESULT {json}` lines.
// Target (issue 13): 5,000 sockets p95 ≤ 500 ms and ≤ 1.5× the raw loop.
import { fork } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './lib/server.mjs';
import { percentile } from './lib/percentile.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const COUNTS = (process.env.BENCH_SOCKETS ?? '1000,5000,10000').split(',').map(Number);
const PER_CHILD = 2500;
const OPERATOR_TOKEN = 'bench-operator-token';
const GAME = 71;

function collect(child) {
  return new Promise((resolve) => {
    child.on('message', function answer(message) {
      if (message.type !== 'times') return;
      child.off('message', answer);
      resolve(message.times);
    });
    child.send({ type: 'collect' });
  });
}

async function openClients(url, count, subscribe) {
  const children = [];
  for (let left = count; left > 0; left -= PER_CHILD) {
    const child = fork(join(here, 'lib', 'socketClients.mjs'), { stdio: 'inherit' });
    const size = Math.min(PER_CHILD, left);
    children.push(child);
    await new Promise((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`client process exited ${code}`)));
      child.on('message', function ready(message) {
        if (message.type !== 'ready') return;
        child.off('message', ready);
        resolve();
      });
      child.send({ type: 'open', url, count: size, subscribe });
    });
  }
  return {
    /**
     * Triggers once and resolves the latencies (ms) of the sockets that got the frame, waiting
     * until every socket got it or 30 s passed (`missing` counts the others).
     */
    async measure(marker, trigger) {
      for (const child of children) child.send({ type: 'expect', marker });
      await new Promise((r) => setTimeout(r, 200));
      const started = performance.timeOrigin + performance.now();
      await trigger();
      const deadline = Date.now() + 30_000;
      let times = [];
      for (;;) {
        await new Promise((r) => setTimeout(r, 100));
        const answers = await Promise.all(children.map((child) => collect(child)));
        times = answers.flat();
        if (times.length >= count || Date.now() > deadline) break;
      }
      const latencies = times.map((t) => t - started).sort((a, b) => a - b);
      return { latencies, missing: count - times.length };
    },
    close() {
      for (const child of children) {
        child.removeAllListeners('exit');
        child.send({ type: 'close' });
      }
    },
  };
}

function summary({ latencies, missing }) {
  return {
    missing,
    p50: Math.round(percentile(latencies, 50)),
    p95: Math.round(percentile(latencies, 95)),
    max: Math.round(latencies[latencies.length - 1]),
  };
}

async function jinliRun(count) {
  // Game 71 is drawn by the engine: an operator may draw it by hand only in test-draw mode.
  const server = await startServer({
    env: { JINLI_OPERATOR_TOKEN: OPERATOR_TOKEN, JINLI_OPERATOR_TEST_DRAWS: '1' },
  });
  const url = `${server.origin.replace('http', 'ws')}/ws-game/1`;
  const subscribe = JSON.stringify({
    command: 'subscribe',
    channel: 'RESULT',
    content: { gameId: GAME },
  });
  const clients = await openClients(url, count, subscribe);
  try {
    let turnNum = '';
    // A frame is recognised by the turn it announces, known only after the draw: wait for any
    // RESULT push of the game (each draw pushes exactly one).
    const measured = await clients.measure(`"gameId":${GAME}`, async () => {
      const response = await fetch(`${server.origin}/operator/lottery/draw`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-operator-token': OPERATOR_TOKEN },
        body: JSON.stringify({ gameId: GAME, numbers: [1, 2, 3, 4, 5, 6, 7] }),
      });
      if (!response.ok) throw new Error(`draw: ${response.status} ${await response.text()}`);
      turnNum = (await response.json()).data.pre.turnNum;
    });
    return { ...summary(measured), turnNum };
  } finally {
    clients.close();
    await server.stop();
  }
}

async function rawRun(count) {
  const child = fork(join(here, 'lib', 'rawWsServer.mjs'), { stdio: 'inherit' });
  const port = await new Promise((resolve) =>
    child.on('message', (message) => message.type === 'listening' && resolve(message.port)),
  );
  const clients = await openClients(`ws://127.0.0.1:${port}/`, count, undefined);
  try {
    const frame = JSON.stringify({
      command: 'push',
      channel: 'RESULT',
      content: { gameId: GAME, raw: 1 },
    });
    const measured = await clients.measure('"raw":1', async () => {
      await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: frame });
    });
    return summary(measured);
  } finally {
    clients.close();
    child.kill();
  }
}

// fetch loads its HTTP client on first use: not inside a measured trigger.
await fetch('http://127.0.0.1:9/').catch(() => {});

const rows = [];
for (const count of COUNTS) {
  const raw = await rawRun(count);
  const jinli = await jinliRun(count);
  const ratio = jinli.p95 / Math.max(1, raw.p95);
  const row = {
    sockets: count,
    p50: jinli.p50,
    p95: jinli.p95,
    max: jinli.max,
    missing: jinli.missing,
    rawP95: raw.p95,
    rawMissing: raw.missing,
    ratio,
  };
  rows.push(row);
  console.log(`BENCH_RESULT ${JSON.stringify({ name: 'fanout', ...row })}`);
}
console.log('\nbench:fanout — operator draw → RESULT frame on every subscribed socket (ms)');
console.table(
  rows.map((row) => ({
    sockets: row.sockets,
    'p50 ms': row.p50,
    'p95 ms': row.p95,
    'max ms': row.max,
    'raw ws p95 ms': row.rawP95,
    'p95 / raw': row.ratio.toFixed(2),
    'sockets without the frame': row.missing + row.rawMissing,
    target: row.sockets === 5000 ? 'p95 ≤ 500 and ≤ 1.5× raw' : 'works',
  })),
);
