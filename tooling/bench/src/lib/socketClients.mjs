// A child process of bench:fanout holding many game-socket clients. Told { url, count, subscribe },
// it opens them (a few at a time), subscribes each, and answers 'ready'; then, for each 'expect'
// message, it reports when (epoch ms, performance clock) each socket received a frame holding the
// marker; 'collect' answers 'times' with the receive times so far (one per socket that got it).
import WebSocket from 'ws';

const sockets = [];
let marker;
let times = [];

/** Sockets that got the expected frame already (a later engine push of the game is not counted). */
let got = new WeakSet();

function onFrame(data) {
  if (marker === undefined || got.has(this)) return;
  const text = data.toString();
  if (!text.includes(marker)) return;
  got.add(this);
  times.push(performance.timeOrigin + performance.now());
}

async function open(url, subscribe) {
  const ws = new WebSocket(url, { perMessageDeflate: false });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  ws.on('message', onFrame);
  if (subscribe) ws.send(subscribe);
  sockets.push(ws);
}

/** What a real client sends to stay connected (the server drops idle sockets). */
const PING = JSON.stringify({ command: 'ping', channel: 'heartbeat', content: null });
setInterval(() => {
  for (const ws of sockets) if (ws.readyState === 1) ws.send(PING);
}, 10_000).unref();

process.on('message', async (message) => {
  if (message.type === 'open') {
    const { url, count, subscribe } = message;
    for (let i = 0; i < count; i += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, count - i) }, () => open(url, subscribe)),
      );
    }
    // Let the subscriptions' snapshots arrive before the measured frame.
    await new Promise((r) => setTimeout(r, 1000));
    process.send({ type: 'ready' });
  } else if (message.type === 'expect') {
    times = [];
    got = new WeakSet();
    marker = message.marker;
  } else if (message.type === 'collect') {
    process.send({
      type: 'times',
      times,
      open: sockets.filter((ws) => ws.readyState === 1).length,
    });
  } else if (message.type === 'close') {
    for (const ws of sockets) ws.terminate();
    process.exit(0);
  }
});
