// @ts-check
// The generated haproxy.cfg: what the cluster and docs/scale-out.md promise is in it, and HAProxy
// itself accepts it (`haproxy -c`) where it is installed.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { haproxyConfig, haproxyPath } from '../src/haproxy.mjs';

const config = haproxyConfig({
  comment: 'a test',
  servers: [
    { name: 'i1', host: '127.0.0.1', port: 3101, consolePort: 3201 },
    { name: 'i2', host: '127.0.0.1', port: 3102, consolePort: 3202 },
  ],
  bind: '0.0.0.0:8080',
  consoleBind: '127.0.0.1:8081',
  statsBind: '127.0.0.1:8404',
  statsSocket: '/tmp/jinli-cluster-test.sock',
});

test('every instance is checked on /readyz, on the players and the operators backend', () => {
  assert.match(config, /http-check send meth GET uri \/readyz /);
  assert.match(config, /^ {2}server i1 127\.0\.0\.1:3101 check$/m);
  assert.match(config, /^ {2}server i2 127\.0\.0\.1:3102 check$/m);
  assert.match(config, /^ {2}server i2 127\.0\.0\.1:3202 check port 3102$/m);
  assert.match(config, /http-check expect status 200/);
  // A late answer (an instance busy with a reconnection herd) is not a failed check.
  assert.match(config, /^ {2}timeout check 3s$/m);
});

test('requests take turns; sockets go where there are fewest, in the state the checks found', () => {
  assert.match(config, /^ {2}use_backend sockets if \{ hdr\(upgrade\) -i websocket \}$/m);
  const section = (/** @type {string} */ name) =>
    config.split('\n\n').find((part) => part.startsWith(`backend ${name}\n`)) ?? '';
  assert.match(section('instances'), /^ {2}balance roundrobin$/m);
  assert.match(section('sockets'), /^ {2}balance leastconn$/m);
  // No checks of their own: a drain or a failed check of the instance counts for its sockets too.
  assert.match(section('sockets'), /^ {2}server i1 127\.0\.0\.1:3101 track instances\/i1$/m);
  assert.doesNotMatch(section('sockets'), /check/);
});

test('WebSockets stay open, clients are named, requests carry an id, answers their instance', () => {
  assert.match(config, /timeout tunnel 1h/);
  assert.match(config, /option forwardfor/);
  assert.match(
    config,
    /set-header X-Request-Id %\[uuid\] unless \{ req\.hdr\(x-request-id\) -m found \}/,
  );
  assert.match(config, /set-header X-Served-By %s/);
  // Retried on another instance: refused connections and 503s (never processed by the server),
  // never a missing answer (the request may have been carried out: a bet placed twice).
  assert.match(config, /option redispatch 1/);
  assert.match(config, /^ {2}retry-on conn-failure 503$/m);
  assert.doesNotMatch(config, /empty-response|response-timeout|all-retryable-errors/);
});

test('the operators and the stats page stay on 127.0.0.1', () => {
  assert.match(config, /^ {2}bind 127\.0\.0\.1:8081$/m);
  assert.match(config, /^ {2}bind 127\.0\.0\.1:8404$/m);
});

test('a server without /readyz is checked on /healthz', () => {
  const older = haproxyConfig({
    servers: [{ name: 'i1', host: '10.0.0.5', port: 3000 }],
    bind: '0.0.0.0:80',
    healthPath: '/healthz',
  });
  assert.match(older, /uri \/healthz /);
  assert.doesNotMatch(older, /frontend operators|frontend stats/);
});

test(
  'HAProxy accepts the file',
  { skip: !existsSync(haproxyPath) && 'HAProxy is not installed' },
  () => {
    const dir = mkdtempSync(join(tmpdir(), 'jinli-haproxy-cfg-'));
    try {
      const file = join(dir, 'haproxy.cfg');
      writeFileSync(file, config.replace('/tmp/jinli-cluster-test.sock', join(dir, 'admin.sock')));
      const check = spawnSync(haproxyPath, ['-c', '-f', file], { encoding: 'utf8' });
      assert.equal(check.status, 0, check.stderr || check.stdout);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
