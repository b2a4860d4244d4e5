// bench:herd — what a reconnecting herd costs one instance: opens N game sockets at once against a
// running server (each subscribing RESULT of one of the one-minute games, as the app's sockets do
// after an instance went away) and prints how long until all were subscribed and the CPU the
// server's process used meanwhile (read from /proc). Not part of `pnpm bench`: an aid for
// docs/performance-history.md's drain figures.
//
//   node src/reconnectHerd.mjs ws://127.0.0.1:3000 2000 <server pid>
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';

const [base = 'ws://127.0.0.1:3000', countText = '2000', pid] = process.argv.slice(2);
const count = Number(countText);
if (!pid || !Number.isInteger(count) || count < 1) {
  console.error('usage: node src/reconnectHerd.mjs <ws base> <count> <server pid>');
  process.exit(2);
}
const GAMES = [71, 42, 46];
const SERVER_COUNT = 40;

/** CPU ms the process used so far (utime + stime, in ticks of 10 ms). */
function cpuMs() {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const cpuBefore = cpuMs();
const started = performance.now();
const subscribedAfter = [];
const sockets = [];
await new Promise((resolve) => {
  for (let i = 0; i < count; i++) {
    const socket = new WebSocket(`${base}/ws-game/${1 + (i % SERVER_COUNT)}`, {
      perMessageDeflate: false,
    });
    sockets.push(socket);
    socket.on('open', () =>
      socket.send(
        JSON.stringify({
          command: 'subscribe',
          channel: 'RESULT',
          content: { gameId: GAMES[i % GAMES.length] },
        }),
      ),
    );
    socket.on('message', (data) => {
      if (JSON.parse(data.toString()).command !== 'subscribed') return;
      subscribedAfter.push(performance.now() - started);
      if (subscribedAfter.length === count) resolve();
    });
    socket.on('error', (error) => console.error(error.message));
  }
});
const wall = performance.now() - started;
const used = cpuMs() - cpuBefore;
subscribedAfter.sort((a, b) => a - b);
console.log(
  `${count} sockets subscribed in ${Math.round(wall)} ms (p50 ${Math.round(subscribedAfter[count >> 1])} ms); ` +
    `the server used ${used} ms of CPU, ${Math.round((used / count) * 1000)} µs a socket`,
);
for (const socket of sockets) socket.terminate();
