// The raw baseline of bench:chat's cluster rows: `count` raw chat processes (lib/rawChatServer.mjs)
// relaying the room through Redis, behind HAProxy configured as `npm run cluster` configures it
// (tooling/cluster's haproxyConfig). The Jinli cluster pays for the same proxy hop and the same
// Redis hop; comparing it with the single raw loop would charge those to the server.
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureHaproxy, haproxyConfig } from '../../../cluster/src/haproxy.mjs';
import { freePort } from './server.mjs';

const here = dirname(fileURLToPath(import.meta.url));

function startRawServer(redisUrl, name) {
  const child = fork(join(here, 'rawChatServer.mjs'), {
    stdio: 'inherit',
    env: { ...process.env, RAW_CHAT_REDIS_URL: redisUrl, RAW_CHAT_ID_PREFIX: `${name}-` },
  });
  const port = new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`raw chat server ${name} exited ${code}`)));
    child.on('message', (message) => message.type === 'listening' && resolve(message.port));
  });
  return { child, port };
}

/** Waits until HAProxy answers on `port` through to an instance. */
async function proxyReady(port) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/`);
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline)
      throw new Error('HAProxy in front of the raw chat servers never answered');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Runs `measure(wsUrl)` against `count` raw chat servers behind HAProxy and Redis at `redisUrl`;
 * stops them all afterwards.
 */
export async function withRawChatCluster(count, redisUrl, measure) {
  const haproxy = ensureHaproxy();
  if (!haproxy.path) throw new Error(haproxy.why);
  const servers = Array.from({ length: count }, (_, i) => ({
    name: `raw${i + 1}`,
    ...startRawServer(redisUrl, `raw${i + 1}`),
  }));
  const dir = mkdtempSync(join(tmpdir(), 'jinli-raw-chat-'));
  let proxy;
  try {
    const ports = await Promise.all(servers.map((server) => server.port));
    const port = await freePort();
    const configPath = join(dir, 'haproxy.cfg');
    writeFileSync(
      configPath,
      haproxyConfig({
        comment: 'bench:chat raw cluster baseline',
        bind: `127.0.0.1:${port}`,
        healthPath: '/',
        servers: servers.map(({ name }, i) => ({ name, host: '127.0.0.1', port: ports[i] })),
      }),
    );
    proxy = spawn(haproxy.path, ['-db', '-f', configPath], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await proxyReady(port);
    return await measure(`ws://127.0.0.1:${port}/?token={token}`);
  } finally {
    proxy?.kill();
    for (const { child } of servers) child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}
