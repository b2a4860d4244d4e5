// A child process of bench:chat holding many chat sockets. Told { url, tokens, roomId }, it opens a
// socket per token (a few at a time), joins the room on each and answers 'ready' once every socket
// got JOINED. Each room message whose body starts with `bench:<seq>:<sent at>` is recorded per
// socket: its latency (receive time minus the send time the body carries; one machine, one clock)
// and whether that socket had it already. 'collect' answers the latencies and the counts.
import WebSocket from 'ws';

const sockets = [];
const MARK = /"body":"bench:(\d+):(\d+(?:\.\d+)?)/;
let latencies = [];
let duplicates = 0;
let closed = 0;

function now() {
  return performance.timeOrigin + performance.now();
}

async function open(url, roomId) {
  const ws = new WebSocket(url, { perMessageDeflate: false });
  const seen = new Set();
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const joined = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no JOINED within 60 s')), 60_000);
    ws.on('message', (data) => {
      const text = data.toString();
      if (text.startsWith('{"command":11,')) {
        clearTimeout(timer);
        resolve();
        return;
      }
      const match = MARK.exec(text);
      if (!match) return;
      const seq = Number(match[1]);
      if (seen.has(seq)) {
        duplicates++;
        return;
      }
      seen.add(seq);
      latencies.push(Math.round((now() - Number(match[2])) * 10) / 10);
    });
    ws.once('close', (code) => {
      closed++;
      reject(new Error(`closed ${code} before JOINED`));
    });
  });
  ws.send(JSON.stringify({ command: 2, channel: `room:${roomId}`, content: { room_id: roomId } }));
  await joined;
  sockets.push({ ws, seen });
}

/** What a real client sends to stay connected (the server drops idle sockets). */
const PING = JSON.stringify({ command: 1, channel: 'heartbeat', content: null });
setInterval(() => {
  for (const { ws } of sockets) if (ws.readyState === 1) ws.send(PING);
}, 15_000).unref();

process.on('message', async (message) => {
  if (message.type === 'open') {
    const { url, tokens, roomId } = message;
    try {
      for (let i = 0; i < tokens.length; i += 25) {
        await Promise.all(
          tokens.slice(i, i + 25).map((token) => open(url.replace('{token}', token), roomId)),
        );
      }
      process.send({ type: 'ready' });
    } catch (error) {
      process.send({ type: 'failed', message: String(error) });
    }
  } else if (message.type === 'reset') {
    latencies = [];
    duplicates = 0;
    for (const socket of sockets) socket.seen.clear();
    process.send({ type: 'reset' });
  } else if (message.type === 'collect') {
    const { sequences } = message;
    let missing = 0;
    for (const { seen } of sockets) for (const seq of sequences) if (!seen.has(seq)) missing++;
    process.send({
      type: 'collected',
      latencies,
      missing,
      duplicates,
      open: sockets.filter(({ ws }) => ws.readyState === 1).length,
      closed,
    });
  } else if (message.type === 'close') {
    for (const { ws } of sockets) ws.terminate();
    process.exit(0);
  }
});
