// A child process of bench:soak holding chat readers that behave as the app's chat socket does
// (packages/socket ChatSocket): told { url, tokens, roomId } (url with `{token}`), it opens a socket
// per token, joins the room and answers 'ready' once every socket has JOINED. A socket that closes
// comes back: at once after the drain close (4010), 3 s later otherwise (spec §9), and joins again.
//
// Each reader records the room messages whose body starts with `soak:<seq>:<sent at>`, and counts a
// second copy of one as a duplicate; 'check' with the accepted messages answers how many each
// reader missed while it was in the room (a message sent while a reader was away is not expected
// live: the room's history on the next join holds it) and every outage's length.
import WebSocket from 'ws';

const DRAIN_CLOSE_CODE = 4010;
const RECONNECT_DELAY_MS = 3_000;
/** Around an outage, a message sent this close to it may or may not have reached the reader. */
const EDGE_MS = 1_500;
const MARK = /"body":"soak:(\d+):/;
const PING = JSON.stringify({ command: 1, channel: 'heartbeat', content: null });

/** @typedef {{ token: string, ws?: WebSocket, joined: boolean, seen: Set<number>, duplicates: number, away: [number, number][], closedAt?: number, closes: Map<number, number>, stopped: boolean }} Reader */

/** @type {Reader[]} */
const readers = [];
let url = '';
let roomId = '';

const now = () => performance.timeOrigin + performance.now();

/** @param {Reader} reader */
function connect(reader) {
  const ws = new WebSocket(url.replace('{token}', reader.token), { perMessageDeflate: false });
  reader.ws = ws;
  reader.joined = false;
  ws.on('open', () =>
    ws.send(
      JSON.stringify({ command: 2, channel: `room:${roomId}`, content: { room_id: roomId } }),
    ),
  );
  ws.on('message', (data) => {
    const text = data.toString();
    if (text.startsWith('{"command":11,')) {
      reader.joined = true;
      if (reader.closedAt !== undefined) {
        reader.away.push([reader.closedAt, now()]);
        reader.closedAt = undefined;
      }
      return;
    }
    const match = MARK.exec(text);
    if (!match) return;
    const seq = Number(match[1]);
    if (reader.seen.has(seq)) reader.duplicates++;
    else reader.seen.add(seq);
  });
  ws.on('error', () => {});
  ws.on('close', (code) => {
    reader.joined = false;
    reader.closes.set(code, (reader.closes.get(code) ?? 0) + 1);
    if (reader.stopped) return;
    reader.closedAt ??= now();
    setTimeout(() => connect(reader), code === DRAIN_CLOSE_CODE ? 0 : RECONNECT_DELAY_MS);
  });
}

/** Resolves with how many of `some` have joined once all have, or `timeoutMs` passed. @param {Reader[]} some */
async function joinedWithin(some, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && some.some((reader) => !reader.joined))
    await new Promise((resolve) => setTimeout(resolve, 100));
  return some.filter((reader) => reader.joined).length;
}

setInterval(() => {
  for (const reader of readers) if (reader.ws?.readyState === WebSocket.OPEN) reader.ws.send(PING);
}, 15_000).unref();

/**
 * What the readers got of `messages` ({ seq, sentAt } each, epoch ms).
 * @param {{ seq: number, sentAt: number }[]} messages
 */
function check(messages) {
  let expected = 0;
  let missed = 0;
  let duplicates = 0;
  const closes = {};
  const outages = [];
  for (const reader of readers) {
    const away = [...reader.away];
    if (reader.closedAt !== undefined) away.push([reader.closedAt, Infinity]);
    for (const message of messages) {
      const wasAway = away.some(
        ([from, to]) => message.sentAt > from - EDGE_MS && message.sentAt < to + EDGE_MS,
      );
      if (wasAway) continue;
      expected++;
      if (!reader.seen.has(message.seq)) missed++;
    }
    duplicates += reader.duplicates;
    for (const [code, count] of reader.closes) closes[code] = (closes[code] ?? 0) + count;
    outages.push(...reader.away.map(([from, to]) => Math.round(to - from)));
  }
  return {
    sockets: readers.length,
    joined: readers.filter((reader) => reader.joined).length,
    stillOut: readers
      .filter((reader) => reader.closedAt !== undefined)
      .map((reader) => Math.round(now() - reader.closedAt)),
    expected,
    missed,
    duplicates,
    closes,
    outages,
  };
}

process.on('message', async (message) => {
  if (message.type === 'open') {
    url = message.url;
    roomId = message.roomId;
    for (const token of message.tokens)
      readers.push({
        token,
        joined: false,
        seen: new Set(),
        duplicates: 0,
        away: [],
        closes: new Map(),
        stopped: false,
      });
    for (let i = 0; i < readers.length; i += 25) {
      for (const reader of readers.slice(i, i + 25)) connect(reader);
      await joinedWithin(readers.slice(i, i + 25), 60_000);
    }
    process.send({ type: 'ready', joined: await joinedWithin(readers, 1_000) });
  } else if (message.type === 'settle') {
    process.send({ type: 'settled', joined: await joinedWithin(readers, message.timeoutMs) });
  } else if (message.type === 'check') {
    process.send({ type: 'checked', ...check(message.messages) });
  } else if (message.type === 'close') {
    for (const reader of readers) {
      reader.stopped = true;
      reader.ws?.terminate();
    }
    process.exit(0);
  }
});
