// @ts-check
// HAProxy for the cluster: Debian's package (installed with apt-get when missing, as the browser
// tests install Chromium), the haproxy.cfg the cluster runs on (haproxyConfig: written so that an
// operator can read it as the file to write for hosts of their own, docs/scale-out.md), and the
// servers' state read from its stats socket (`show stat`).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';

/** Where Debian's haproxy package puts the binary (HAPROXY_PATH to use another). */
export const haproxyPath = process.env.HAPROXY_PATH || '/usr/sbin/haproxy';

/**
 * Makes sure HAProxy is installed: apt-get as root when it is missing. Returns the binary's path,
 * or undefined (with `why`) when it is missing and cannot be installed here.
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {{ path: string } | { path: undefined, why: string }}
 */
export function ensureHaproxy({ log = console.log } = {}) {
  if (existsSync(haproxyPath)) return { path: haproxyPath };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot)
    return {
      path: undefined,
      why: `HAProxy is missing at ${haproxyPath} (Debian: sudo apt-get install -y haproxy)`,
    };
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Another job of the same run may be installing it too: wait for dpkg's lock, not fail on it.
  const wait = ['-o', 'DPkg::Lock::Timeout=300'];
  for (const args of [
    ['update', '-qq', ...wait],
    ['install', '-y', '-qq', '--no-install-recommends', ...wait, 'haproxy'],
  ]) {
    log(`\n▶ HAProxy is missing: apt-get ${args.join(' ')}`);
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (existsSync(haproxyPath)) return { path: haproxyPath };
    if (result.error || result.status !== 0)
      return {
        path: undefined,
        why: `apt-get ${args[0]} failed (${result.error?.message ?? `exit code ${result.status}`}); install it with: apt-get update && apt-get install -y haproxy`,
      };
  }
  return existsSync(haproxyPath)
    ? { path: haproxyPath }
    : { path: undefined, why: `apt-get installed haproxy, but ${haproxyPath} is not there` };
}

/**
 * @typedef {object} BackendServer
 * @property {string} name       HAProxy's name of the instance (i1, i2, …): the X-Served-By header
 * @property {string} host       where the instance listens
 * @property {number} port       its players' listener
 * @property {number} [consolePort] its operators' listener (console, /metrics), if any
 *
 * @typedef {object} HaproxyOptions
 * @property {BackendServer[]} servers
 * @property {string} bind              the players' address, host:port
 * @property {string} [consoleBind]     the operators' address (127.0.0.1:port), if any
 * @property {string} [statsBind]       HAProxy's own stats page (127.0.0.1:port), if any
 * @property {string} [statsSocket]     the admin socket `show stat` reads (a file path)
 * @property {string} [healthPath]      what the checks ask; default /readyz
 * @property {string} [comment]         first lines of the file (without the #)
 */

/**
 * The haproxy.cfg of a cluster. Players' HTTP and WebSockets on one frontend; every instance
 * checked every second on /readyz and taken out after two failures (a drain answers 503 at once,
 * and its listener refuses new connections, which HAProxy retries on another instance).
 * @param {HaproxyOptions} options
 */
export function haproxyConfig(options) {
  const health = options.healthPath ?? '/readyz';
  const lines = [
    ...(options.comment ?? '').split('\n').map((line) => `# ${line}`.trimEnd()),
    'global',
    // Logs go to stdout (the cluster writes them to haproxy.log); one line per request.
    '  log stdout format raw local0 info',
    // No maxconn: HAProxy takes the most the file descriptor limit allows (every game or chat
    // socket is two connections here, client and server side: 10,000 sockets need 20,000+).
    ...(options.statsSocket ? [`  stats socket ${options.statsSocket} mode 600 level admin`] : []),
    '',
    'defaults',
    '  mode http',
    '  log global',
    '  option httplog',
    '  option dontlognull',
    // A new connection to the instance for every request: never a request on a kept-alive
    // connection of an instance that has begun to drain. Clients keep their connections to HAProxy.
    '  option http-server-close',
    // X-Forwarded-For carries the client's address; the instances trust it from this proxy only
    // (JINLI_TRUST_PROXY=<this proxy's address>).
    '  option forwardfor',
    '  option redispatch 1',
    // Retried on another instance: a refused connection, and a 503 — which the server answers
    // only from its probes and for a request that came in as it began to drain (Fastify's
    // return503OnClosing), before any handler ran. Never an answer that went missing
    // (empty-response, a timeout): that request may have been carried out, and a bet or a grab
    // must not be placed twice.
    '  retries 3',
    '  retry-on conn-failure 503',
    '  timeout connect 5s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-request 10s',
    '  timeout http-keep-alive 10s',
    '  timeout queue 30s',
    // Upgraded connections (the game and chat sockets): the server closes silent ones itself
    // (heartbeats); this only ends the ones nobody closed.
    '  timeout tunnel 1h',
    '  timeout client-fin 10s',
    '  timeout server-fin 10s',
    // Checked every second (faster while changing state), out after 2 failures, back after 1 pass.
    '  default-server inter 1s fastinter 500ms downinter 1s fall 2 rise 1',
    // A check answered late still passes: while thousands of sockets reconnect (an instance died)
    // a healthy instance's /readyz can wait over a second behind their handshakes, and a timeout
    // there took it out too (bench:soak). A dead instance refuses at once, so this does not slow
    // finding one.
    '  timeout check 3s',
    '',
    'frontend players',
    `  bind ${options.bind}`,
    // One id per request across the proxy and the instance's logs (the server keeps a sane one).
    '  http-request set-header X-Request-Id %[uuid] unless { req.hdr(x-request-id) -m found }',
    '  http-request set-header X-Forwarded-Proto http',
    // Which instance answered: for operators and for the cluster test.
    '  http-response set-header X-Served-By %s',
    // The game and chat sockets (an Upgrade) to the sockets' backend, every other request to the
    // instances in turn.
    '  use_backend sockets if { hdr(upgrade) -i websocket }',
    '  default_backend instances',
    '',
    'backend instances',
    // Requests are short: each goes to the next instance. (Least connections would count the
    // long-lived sockets too and send every request to the instance holding fewest of them.)
    '  balance roundrobin',
    '  option httpchk',
    `  http-check send meth GET uri ${health} ver HTTP/1.1 hdr Host localhost`,
    '  http-check expect status 200',
    ...options.servers.map(
      (server) => `  server ${server.name} ${server.host}:${server.port} check`,
    ),
    '',
    'backend sockets',
    // Sockets are long-lived: a new one goes where there are fewest (equal loads take turns).
    '  balance leastconn',
    // The same instances, their state taken from the instances' backend (its checks, a drain or
    // a maintenance set there): one health check per instance.
    ...options.servers.map(
      (server) =>
        `  server ${server.name} ${server.host}:${server.port} track instances/${server.name}`,
    ),
  ];
  const consoles = options.servers.filter((server) => server.consolePort !== undefined);
  if (options.consoleBind && consoles.length > 0)
    lines.push(
      '',
      // The operators' listener (the console app and API, GET /metrics of one instance): on
      // 127.0.0.1 only, as the instances' own console listeners are.
      'frontend operators',
      `  bind ${options.consoleBind}`,
      '  http-request set-header X-Request-Id %[uuid] unless { req.hdr(x-request-id) -m found }',
      '  http-response set-header X-Served-By %s',
      '  default_backend consoles',
      '',
      'backend consoles',
      '  balance roundrobin',
      // Checked on the same instance's players' port: one readiness per instance.
      '  option httpchk',
      `  http-check send meth GET uri ${health} ver HTTP/1.1 hdr Host localhost`,
      '  http-check expect status 200',
      ...consoles.map(
        (server) =>
          `  server ${server.name} ${server.host}:${server.consolePort} check port ${server.port}`,
      ),
    );
  if (options.statsBind)
    lines.push(
      '',
      // HAProxy's own page: each instance's state (UP, DOWN, DRAIN), sessions and checks.
      'frontend stats',
      `  bind ${options.statsBind}`,
      '  stats enable',
      '  stats uri /',
      '  stats refresh 2s',
      '  stats show-legends',
    );
  return `${lines.join('\n')}\n`;
}

/**
 * One command on HAProxy's admin socket; resolves to its whole answer.
 * @param {string} socketPath
 * @param {string} command
 * @returns {Promise<string>}
 */
export function adminCommand(socketPath, command) {
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPath);
    let answer = '';
    socket.setEncoding('utf8');
    socket.setTimeout(5000, () => socket.destroy(new Error(`no answer to "${command}"`)));
    socket.on('connect', () => socket.write(`${command}\n`));
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

/**
 * The state of each server of `backend` (UP, DOWN, MAINT, "UP 1/2" while changing, …) by name.
 * @param {string} socketPath
 * @param {string} [backend]
 * @returns {Promise<Map<string, string>>}
 */
export async function serverStates(socketPath, backend = 'instances') {
  const csv = await adminCommand(socketPath, 'show stat');
  const [header = '', ...rows] = csv.split('\n').filter(Boolean);
  const columns = header.replace(/^# /, '').split(',');
  const name = columns.indexOf('svname');
  const proxy = columns.indexOf('pxname');
  const status = columns.indexOf('status');
  const states = new Map();
  for (const row of rows) {
    const cells = row.split(',');
    if (cells[proxy] !== backend) continue;
    const server = cells[name] ?? '';
    if (server === 'BACKEND' || server === 'FRONTEND') continue;
    states.set(server, cells[status] ?? '');
  }
  return states;
}
