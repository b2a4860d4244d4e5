// A child process of bench:soak holding chat readers that behave as the app's chat socket does
// (packages/socket ChatSocket, features' chat conversation): told { url, tokens, roomId } (url with
// `{token}`), it opens a socket per token, joins the room and answers 'ready' once every socket has
// JOINED. A socket that closes comes back: at once after the drain close (4010), 3 s later otherwise
// (spec §9), joins again and reads what it missed from the room's history after the newest id it
// had (GET /api/v1/recordsList?after_id=), as the app does.
//
// Each reader records the room messages whose body starts with `soak:<seq>:<sent at>`, live or from
// a gap fill, and counts a second live copy of one as a duplicate; 'check' with the accepted
// messages answers how many each reader missed of those sent after it first joined (neither live
// nor filled: a line the player never sees), the live delivery times, and every outage's length.
import WebSocket from 'ws';

const DRAIN_CLOSE_CODE = 4010;
const RECONNECT_DELAY_MS = 3_000;
/** The history's page (contract CHAT_HISTORY_LIMIT). */
const HISTORY_LIMIT = 150;
const FILL_ATTEMPTS = 5;
const MARK = /^soak:(\d+):/;
const PING = JSON.stringify({ command: 1, channel: 'heartbeat', content: null });

/**
 * @typedef {{ token: string, address: string, ws?: WebSocket, joined: boolean, firstJoinedAt?: number,
 *   lastId: bigint | null, seen: Map<number, number>, filled: Set<number>, filling?: Promise<void>,
 *   fillFailures: number, duplicates: number, away: [number, number, number][], closedAt?: number, closedBy?: number,
 *   closes: Map<number, number>, stopped: boolean }} Reader
 */

/** @type {Reader[]} */
const readers = [];
let url = '';
let roomId = '';
/** Each reader asks from an address of its own, as from its own phone (the server's per-address limits). */
const addressBase = Math.floor(Math.random() * 50) + 200;

/** The seq of a soak line's body, or undefined. @param {unknown} body */
function seqOf(body) {
  const match = typeof body === 'string' ? MARK.exec(body) : null;
  return match ? Number(match[1]) : undefined;
}

/** @param {Reader} reader @param {string} id */
function noteId(reader, id) {
  const value = BigInt(id);
  if (reader.lastId === null || value > reader.lastId) reader.lastId = value;
}

/** Reads the room's history after the newest id the reader had, page by page, as the app's gap fill. @param {Reader} reader */
async function fillGap(reader) {
  const origin = new URL(url.replace(/^ws/, 'http')).origin;
  for (let attempt = 1; ; attempt++) {
    try {
      for (;;) {
        if (reader.lastId === null) return;
        const query = new URLSearchParams({
          app_id: 'jinli',
          identity: 'guest',
          room_id: roomId,
          talk_type: '2',
          limit: String(HISTORY_LIMIT),
          after_id: String(reader.lastId),
        });
        const response = await fetch(`${origin}/chat-api/api/v1/recordsList?${query}`, {
          headers: { authorization: `Bearer ${reader.token}`, 'x-forwarded-for': reader.address },
        });
        const text = await response.text();
        if (!response.ok) throw new Error(`${response.status} ${text.slice(0, 120)}`);
        const body = JSON.parse(text);
        const items = (body.data ?? body).items;
        for (const item of items) {
          noteId(reader, item.id);
          const seq = seqOf(item.content?.body);
          if (seq !== undefined) reader.filled.add(seq);
        }
        if (items.length < HISTORY_LIMIT) return;
      }
    } catch (error) {
      if (attempt >= FILL_ATTEMPTS) {
        reader.fillFailures++;
        console.error(`gap fill failed: ${error.message}`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

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
      reader.firstJoinedAt ??= now();
      if (reader.closedAt !== undefined) {
        reader.away.push([reader.closedAt, now(), reader.closedBy ?? 0]);
        reader.closedAt = undefined;
        reader.closedBy = undefined;
        const filling = fillGap(reader);
        reader.filling = filling;
        void filling.finally(() => {
          if (reader.filling === filling) reader.filling = undefined;
        });
      }
      return;
    }
    if (!text.includes('"body":"soak:')) return;
    const frame = JSON.parse(text);
    if (typeof frame.id === 'string') noteId(reader, frame.id);
    const seq = seqOf(frame.content?.body);
    if (seq === undefined) return;
    if (reader.seen.has(seq)) reader.duplicates++;
    else reader.seen.set(seq, now());
  });
  ws.on('error', () => {});
  ws.on('close', (code) => {
    reader.joined = false;
    reader.closes.set(code, (reader.closes.get(code) ?? 0) + 1);
    if (reader.stopped) return;
    // An outage is timed from its first close and told apart by that close's code.
    if (reader.closedAt === undefined) {
      reader.closedAt = now();
      reader.closedBy = code;
    }
    setTimeout(() => connect(reader), code === DRAIN_CLOSE_CODE ? 0 : RECONNECT_DELAY_MS);
  });
}

/** Resolves with how many of `some` have joined (and filled their gap) once all have, or `timeoutMs` passed. @param {Reader[]} some */
async function joinedWithin(some, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && some.some((reader) => !reader.joined || reader.filling))
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
  let filled = 0;
  let fillFailures = 0;
  const closes = {};
  const outages = [];
  const latencies = [];
  /** The first misses, each with where it fell against the reader's outages (why it was missed). */
  const misses = [];
  const sentAtOf = new Map(messages.map((message) => [message.seq, message.sentAt]));
  for (const reader of readers) {
    for (const [seq, at] of reader.seen) {
      const sentAt = sentAtOf.get(seq);
      if (sentAt !== undefined) latencies.push(Math.round(at - sentAt));
    }
    for (const message of messages) {
      // Sent before its first JOINED: the app shows it from the history's first page, not live.
      if (reader.firstJoinedAt === undefined || message.sentAt <= reader.firstJoinedAt) continue;
      expected++;
      if (reader.seen.has(message.seq)) continue;
      if (reader.filled.has(message.seq)) {
        filled++;
        continue;
      }
      missed++;
      if (misses.length < 20) misses.push(missDetail(reader, message, readers.indexOf(reader)));
    }
    fillFailures += reader.fillFailures;
    duplicates += reader.duplicates;
    for (const [code, count] of reader.closes) closes[code] = (closes[code] ?? 0) + count;
    outages.push(...reader.away.map(([from, to, code]) => ({ code, ms: Math.round(to - from) })));
  }
  return {
    sockets: readers.length,
    joined: readers.filter((reader) => reader.joined).length,
    stillOut: readers
      .filter((reader) => reader.closedAt !== undefined)
      .map((reader) => Math.round(now() - reader.closedAt)),
    expected,
    missed,
    filled,
    fillFailures,
    duplicates,
    closes,
    outages,
    latencies,
    misses,
  };
}

/**
 * A missed line against the reader's outages (ms from the nearest edge: negative before it left,
 * positive after it was back) and how late the other readers got it.
 * @param {Reader} reader @param {{ seq: number, sentAt: number }} message @param {number} index
 */
function missDetail(reader, message, index) {
  const edges = reader.away.flatMap(([from, to]) => [from, to]);
  const nearest = edges.reduce(
    (best, edge) =>
      Math.abs(message.sentAt - edge) < Math.abs(message.sentAt - best) ? edge : best,
    Infinity,
  );
  const lateness = readers
    .map((other) => other.seen.get(message.seq))
    .filter((at) => at !== undefined)
    .map((at) => at - message.sentAt);
  return {
    reader: index,
    seq: message.seq,
    fromEdgeMs: Number.isFinite(nearest) ? Math.round(message.sentAt - nearest) : null,
    outages: reader.away.length,
    othersGot: lateness.length,
    othersLatestMs: lateness.length ? Math.round(Math.max(...lateness)) : null,
  };
}

process.on('message', async (message) => {
  if (message.type === 'open') {
    url = message.url;
    roomId = message.roomId;
    for (const token of message.tokens)
      readers.push({
        token,
        address: `10.${addressBase}.${readers.length >> 8}.${readers.length & 255}`,
        joined: false,
        lastId: null,
        filled: new Set(),
        fillFailures: 0,
        seen: new Map(),
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
