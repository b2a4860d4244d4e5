import { WebSocketServer, WebSocket } from 'ws';
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
const noDelay = process.argv[2] === 'nodelay';
const wss = new WebSocketServer({ port: 47001 });
wss.on('connection', (ws) => { const t = setInterval(() => ws.send(JSON.stringify({ at: performance.timeOrigin + performance.now(), pad: 'x'.repeat(300) })), 100); ws.on('close', () => clearInterval(t)); });
writeFileSync('/tmp/nd.cfg', `global\n  log stdout format raw local0 info\ndefaults\n  mode http\n  option http-server-close\n${noDelay ? '  option http-no-delay\n' : ''}  timeout connect 5s\n  timeout client 60s\n  timeout server 60s\n  timeout tunnel 1h\nfrontend f\n  bind 127.0.0.1:47002\n  default_backend b\nbackend b\n  server s1 127.0.0.1:47001\n`);
const hp = spawn('/usr/sbin/haproxy', ['-f', '/tmp/nd.cfg'], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 500));
const lat = [];
for (const url of ['ws://127.0.0.1:47002/']) {
  const ws = new WebSocket(url);
  ws.on('message', (d) => lat.push(performance.timeOrigin + performance.now() - JSON.parse(d.toString()).at));
}
await new Promise((r) => setTimeout(r, 5000));
lat.sort((a, b) => a - b);
console.log(noDelay ? 'http-no-delay' : 'default', `n=${lat.length} p50 ${lat[lat.length >> 1].toFixed(2)} ms max ${lat.at(-1).toFixed(2)} ms`);
hp.kill(); process.exit(0);
