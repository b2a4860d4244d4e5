// bench:chat — one chat room with 2,000 sockets while 20 messages a second are sent for 30 s
// (BENCH_CHAT_SOCKETS, BENCH_CHAT_RATE, BENCH_CHAT_SECONDS override), against a raw `ws` broadcast
// of the same frames in the same run (lib/rawChatServer.mjs). The readers are guests (each its own
// chat identity and token) in child processes of 1,000 sockets; the sender is the seeded customer-
// service account, whose messages skip slow mode and the flood limit, on RATE sockets outside the room.
// Each message carries its send time; latency is a reader's receive time minus that (send → arrival,
// storage and fan-out included). Checks every accepted message reached every reader exactly once.
// With DATABASE_URL and REDIS_URL, the same room again on 3 instances behind HAProxy
// (BENCH_CHAT_INSTANCES=1,3), readers and senders spread over them, every message crossing Redis.
// A cluster row is held against raw chat processes in the same layout (lib/rawChatCluster.mjs: as
// many, behind the same HAProxy, relaying through the same Redis); the single raw loop is printed
// beside it. Prints a table and `BENCH_RESULT {json}` per setup. Targets (issues 15, 33): p95 ≤
// 250 ms and ≤ 1.5× the raw baseline of the same layout.
import { fork } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { clusterServices, withBenchCluster } from './lib/benchCluster.mjs';
import { guestTokens, serviceChatToken } from './lib/chatTokens.mjs';
import { withRawChatCluster } from './lib/rawChatCluster.mjs';
import { measuredCommit } from './lib/commit.mjs';
import { startServer } from './lib/server.mjs';
import { percentile } from './lib/percentile.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const SOCKETS = Number(process.env.BENCH_CHAT_SOCKETS ?? 2000);
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 20);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 30);
const PER_CHILD = 1000;
/** One message a second per sender socket, as from 20 people (one socket's frames are handled in order). */
const SENDER_SOCKETS = Math.max(1, RATE);
const ROOM = 'lobby';
const COMPANY = 'jinli';
const TARGET_P95_MS = 250;
/** And within 1.5× the raw loop of the same run (issue 33). */
const TARGET_RATIO = 1.5;
/** What a message says besides its marker: an ordinary line of chat. */
const FILLER = '大家好，今天的开奖结果出来了吗？祝大家好运连连！';

const now = () => performance.timeOrigin + performance.now();

/** Reader sockets in child processes; resolves once every socket has joined the room. */
async function openReaders(url, tokens) {
  const children = [];
  const ready = [];
  for (let i = 0; i < tokens.length; i += PER_CHILD) {
    const child = fork(join(here, 'lib', 'chatClients.mjs'), { stdio: 'inherit' });
    children.push(child);
    ready.push(
      new Promise((resolve, reject) => {
        child.once('exit', (code) => reject(new Error(`client process exited ${code}`)));
        child.on('message', function answer(message) {
          if (message.type === 'ready') resolve();
          else if (message.type === 'failed') reject(new Error(message.message));
          else return;
          child.off('message', answer);
        });
        child.send({ type: 'open', url, tokens: tokens.slice(i, i + PER_CHILD), roomId: ROOM });
      }),
    );
  }
  await Promise.all(ready);
  const ask = (child, type, extra = {}) =>
    new Promise((resolve) => {
      child.on('message', function answer(message) {
        if (message.type !== (type === 'collect' ? 'collected' : type)) return;
        child.off('message', answer);
        resolve(message);
      });
      child.send({ type, ...extra });
    });
  return {
    collect: (sequences) =>
      Promise.all(children.map((child) => ask(child, 'collect', { sequences }))),
    close() {
      for (const child of children) {
        child.removeAllListeners('exit');
        child.send({ type: 'close' });
      }
    },
  };
}

/** Sender sockets (outside the room: each gets its own accepted messages straight back). */
async function openSenders(url) {
  const senders = [];
  const accepted = new Map();
  const refused = [];
  for (let i = 0; i < SENDER_SOCKETS; i++) {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString());
      if (frame.command === 20 && typeof frame.content?.client_id === 'string') {
        const sentAt = Number(/^bench:\d+:(\d+(?:\.\d+)?)/.exec(frame.content.body)?.[1]);
        accepted.set(Number(frame.content.client_id.slice(1)), now() - sentAt);
      } else if (frame.command === 80) refused.push(frame.content);
    });
    senders.push(ws);
  }
  return { senders, accepted, refused };
}

/** Sends RATE messages a second for SECONDS, round robin over the senders. */
async function sendAll(senders) {
  const total = RATE * SECONDS;
  const start = now();
  for (let seq = 1; seq <= total; seq++) {
    const due = start + ((seq - 1) * 1000) / RATE;
    const wait = due - now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const ws = senders[seq % senders.length];
    ws.send(
      JSON.stringify({
        command: 4,
        channel: `room:${ROOM}`,
        content: {
          room_id: ROOM,
          type: 'text',
          body: `bench:${seq}:${now().toFixed(1)} ${FILLER}`,
          client_id: `b${seq}`,
        },
      }),
    );
  }
  return total;
}

/** One measured run against `url` (the chat socket URL with `{token}` in place of the token). */
async function run(url, readerTokens, senderToken, readerUrl = url) {
  const readers = await openReaders(readerUrl, readerTokens);
  const { senders, accepted, refused } = await openSenders(url.replace('{token}', senderToken));
  try {
    // Let the joins' PEOPLE frames settle before the clock starts.
    await new Promise((r) => setTimeout(r, 2000));
    const sent = await sendAll(senders);
    // Until every send was answered and every reader has every accepted message, or 60 s after
    // the last send (a loaded machine falls behind; what arrived by then is reported).
    const deadline = Date.now() + 60_000;
    let answers;
    let sequences;
    for (;;) {
      await new Promise((r) => setTimeout(r, 500));
      sequences = [...accepted.keys()];
      answers = await readers.collect(sequences);
      const missing = answers.reduce((sum, a) => sum + a.missing, 0);
      if ((sequences.length + refused.length >= sent && missing === 0) || Date.now() > deadline)
        break;
    }
    const acks = [...accepted.values()].sort((a, b) => a - b);
    const latencies = answers.flatMap((a) => a.latencies).sort((a, b) => a - b);
    return {
      sent,
      accepted: sequences.length,
      refused: refused.length,
      refusals: [...new Set(refused.map((r) => r.msg))].slice(0, 3),
      deliveries: latencies.length,
      expected: sequences.length * readerTokens.length,
      missing: answers.reduce((sum, a) => sum + a.missing, 0),
      duplicates: answers.reduce((sum, a) => sum + a.duplicates, 0),
      closed: answers.reduce((sum, a) => sum + a.closed, 0),
      p50: Math.round(percentile(latencies, 50)),
      p95: Math.round(percentile(latencies, 95)),
      p99: Math.round(percentile(latencies, 99)),
      max: Math.round(latencies.at(-1) ?? NaN),
      /** Send → the sender's own copy (stored and fanned out). */
      ackP95: Math.round(percentile(acks, 95)),
    };
  } finally {
    for (const ws of senders) ws.terminate();
    readers.close();
  }
}

async function rawRun() {
  const child = fork(join(here, 'lib', 'rawChatServer.mjs'), { stdio: 'inherit' });
  const port = await new Promise((resolve) =>
    child.on('message', (message) => message.type === 'listening' && resolve(message.port)),
  );
  try {
    const tokens = Array.from({ length: SOCKETS }, (_, i) => `raw${i}`);
    return await run(`ws://127.0.0.1:${port}/?token={token}`, tokens, 'raw-sender');
  } finally {
    child.kill();
  }
}

async function jinliRun() {
  // Every guest and login from its own address, as from 2,000 phones (the per-address limits on
  // guest identities hold for each).
  // BENCH_CHAT_NODE_ARGS: node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=<dir>`.
  const nodeArgs = process.env.BENCH_CHAT_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const server = await startServer({ env: { JINLI_TRUST_PROXY: '1' }, nodeArgs });
  try {
    const started = Date.now();
    const readerTokens = await guestTokens(server.origin, SOCKETS);
    const senderToken = await serviceChatToken(server.origin);
    console.log(`bench:chat: ${SOCKETS} guest tokens in ${Date.now() - started} ms`);
    const url = `${server.origin.replace('http', 'ws')}/chat-api/ws?token={token}&app_id=${COMPANY}`;
    // Readers are guests (isGuest=1); the sender is the service account.
    return await run(url, readerTokens, senderToken, `${url}&isGuest=1`);
  } finally {
    await server.stop();
  }
}

/**
 * The same room on INSTANCES instances behind HAProxy (as `npm run cluster` starts them, on a
 * database of its own): readers and senders spread over them, each message fanned out through Redis.
 */
function clusterRun(count) {
  const options = { label: `bench_chat_${count}`, instances: count };
  return withBenchCluster(clusterServices('bench:chat'), options, async (cluster) => {
    const readerTokens = await guestTokens(cluster.url, SOCKETS);
    const senderToken = await serviceChatToken(cluster.url);
    const url = `${cluster.url.replace('http', 'ws')}/chat-api/ws?token={token}&app_id=${COMPANY}`;
    return run(url, readerTokens, senderToken, `${url}&isGuest=1`);
  });
}

/** The same clients against raw chat processes in the cluster's layout. */
function rawClusterRun(count) {
  const tokens = Array.from({ length: SOCKETS }, (_, i) => `raw${i}`);
  return withRawChatCluster(count, process.env.REDIS_URL, (url) => run(url, tokens, 'raw-sender'));
}

/** Across instances only with PostgreSQL and Redis to share (BENCH_CHAT_INSTANCES, default 1,3). */
const clusterCounts =
  process.env.DATABASE_URL && process.env.REDIS_URL
    ? (process.env.BENCH_CHAT_INSTANCES ?? '1,3')
        .split(',')
        .map(Number)
        .filter((count) => count > 1)
    : [];

const raw = await rawRun();
const measured = [
  { server: '1 instance (embedded database)', instances: 1, ...(await jinliRun()), baseline: raw },
];
const rawClusters = [];
for (const count of clusterCounts) {
  const rawCluster = {
    server: `raw, ${count} processes behind HAProxy (Redis)`,
    ...(await rawClusterRun(count)),
  };
  rawClusters.push(rawCluster);
  measured.push({
    server: `${count} instances behind HAProxy (PostgreSQL, Redis)`,
    instances: count,
    ...(await clusterRun(count)),
    baseline: rawCluster,
  });
}

const rows = measured.map(({ baseline, ...jinli }) => ({
  sockets: SOCKETS,
  rate: RATE,
  seconds: SECONDS,
  ...jinli,
  rawP50: baseline.p50,
  rawP95: baseline.p95,
  rawMissing: baseline.missing,
  ratio: jinli.p95 / Math.max(1, baseline.p95),
  /** Against the single raw loop, whatever the layout. */
  ratioToSingleRaw: jinli.p95 / Math.max(1, raw.p95),
  targetMs: TARGET_P95_MS,
  targetRatio: TARGET_RATIO,
  met:
    jinli.p95 <= TARGET_P95_MS &&
    jinli.p95 / Math.max(1, baseline.p95) <= TARGET_RATIO &&
    jinli.missing === 0 &&
    jinli.refused === 0,
}));
for (const row of rows) console.log(`BENCH_RESULT ${JSON.stringify({ name: 'chat', ...row })}`);
console.log(
  `\nbench:chat — ${SOCKETS} sockets in one room, ${RATE} messages/s for ${SECONDS} s: send → arrival (ms), ${measuredCommit()}`,
);
const tableRow = (server, run) => ({
  server,
  'p50 ms': run.p50,
  'p95 ms': run.p95,
  'p99 ms': run.p99,
  'max ms': run.max,
  'ack p95 ms': run.ackP95,
  accepted: `${run.accepted}/${run.sent}`,
  'deliveries missing': run.missing,
  duplicates: run.duplicates,
});
console.table([
  ...rows.map((row) => ({
    ...tableRow(row.server, row),
    '× raw, same layout': row.ratio.toFixed(2),
    '× single raw loop': row.ratioToSingleRaw.toFixed(2),
  })),
  tableRow('raw ws loop', raw),
  ...rawClusters.map((rawCluster) => tableRow(rawCluster.server, rawCluster)),
]);
for (const row of rows) {
  if (row.refused > 0)
    console.log(`${row.server}: refused sends ${row.refused} (${row.refusals.join('; ')})`);
  console.log(
    `${row.server}: p95 ${row.p95} ms, ×${row.ratio.toFixed(2)} raw in the same layout (×${row.ratioToSingleRaw.toFixed(2)} the single raw loop); target p95 ≤ ${TARGET_P95_MS} ms and ≤ ${TARGET_RATIO}× raw with every message on every socket: ${row.met ? 'met' : 'NOT met'}`,
  );
}
