// Opens N game sockets at once against BASE, each subscribing RESULT of one of the 3 games; prints
// time until all subscribed, and the instance's CPU (pid given) used meanwhile.
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
const [base, n, pid] = [process.argv[2], Number(process.argv[3]), process.argv[4]];
const cpu = () => { const s = readFileSync(`/proc/${pid}/stat`, 'utf8'); const f = s.slice(s.lastIndexOf(')') + 2).split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
const games = [71, 42, 46];
const c0 = cpu(); const t0 = performance.now();
let done = 0; const times = [];
const sockets = [];
await new Promise((resolve) => {
  for (let i = 0; i < n; i++) {
    const ws = new WebSocket(`${base}/ws-game/${1 + (i % 40)}`, { perMessageDeflate: false });
    sockets.push(ws);
    ws.on('open', () => ws.send(JSON.stringify({ command: 'subscribe', channel: 'RESULT', content: { gameId: games[i % 3] } })));
    ws.on('message', (d) => { const f = JSON.parse(d.toString()); if (f.command === 'subscribed') { times.push(performance.now() - t0); if (++done === n) resolve(); } });
    ws.on('error', (e) => console.error(e.message));
  }
});
const wall = performance.now() - t0; const used = cpu() - c0;
times.sort((a, b) => a - b);
console.log(`${n} sockets subscribed in ${wall.toFixed(0)} ms; p50 ${times[n >> 1].toFixed(0)} ms; instance CPU ${used} ms = ${(used / n * 1000).toFixed(0)} µs a socket`);
for (const ws of sockets) ws.terminate();
process.exit(0);
