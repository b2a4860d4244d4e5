// @ts-check
// A cluster on one machine: N instances of the built reference server (apps/server/dist/main.js)
// on one PostgreSQL and one Redis, each on its own port (and operators' port), behind one HAProxy.
// `npm run cluster` (main.mjs) runs it in a terminal; the cluster test drives it from here.
//
// The instances start at once: the server applies the migrations and the seed under PostgreSQL
// advisory locks, so exactly one of them does each (apps/server: db/client.ts, seed/seed.ts).
// Stopping drains every instance (SIGTERM: readiness false, sockets told to go elsewhere, requests
// in flight finished), then stops HAProxy. A rolling restart drains and restarts one instance at
// a time, each back in HAProxy (its /readyz answering 200) before the next goes.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminCommand, haproxyConfig, serverStates } from './haproxy.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const serverMain = join(root, 'apps', 'server', 'dist', 'main.js');

/**
 * @typedef {object} ClusterOptions
 * @property {number} [instances]        how many (default 3)
 * @property {string} [theme]            the built theme every instance serves (default theme1)
 * @property {string} [appDir]           a built app folder instead of a theme (JINLI_APP_DIR)
 * @property {string} databaseUrl
 * @property {string} redisUrl
 * @property {string} haproxy            the HAProxy binary
 * @property {string} [host]             HAProxy's players' address (default 0.0.0.0)
 * @property {number} [port]             HAProxy's players' port (default 8080)
 * @property {number[]} [instancePorts]  each instance's port (default 3101, 3102, …)
 * @property {number[] | null} [consolePorts] each instance's operators' port (default 3201, …; null: none)
 * @property {number | null} [consolePort] HAProxy's operators' port on 127.0.0.1 (default 8081; null: none)
 * @property {number | null} [statsPort] HAProxy's stats page on 127.0.0.1 (default 8404; null: none)
 * @property {string[]} [serverArgs]     more flags for every instance
 * @property {Record<string, string>} [env] more environment for every instance
 * @property {string} [runDir]           where haproxy.cfg and the logs go (default a new temp folder)
 * @property {(line: string) => void} [echo] the instances' and HAProxy's output lines, prefixed (default: files only)
 * @property {(line: string) => void} [log]  progress lines (default none)
 * @property {number} [startTimeoutMs]   how long an instance may take to listen, or HAProxy to see it up (default 5 min)
 * @property {number} [stopTimeoutMs]    how long a drain may take before SIGKILL (default 40 s: the server's 20 s drain and its forced close)
 */

/**
 * @typedef {object} Instance
 * @property {string} name             i1, i2, …: HAProxy's server name and the X-Served-By header
 * @property {number} port
 * @property {number | undefined} consolePort
 * @property {string} logFile
 * @property {import('node:child_process').ChildProcess | undefined} child  undefined while stopped
 * @property {Promise<{ code: number | null, signal: string | null }> | undefined} exited
 */

/**
 * How long a drain waits between telling HAProxy (DRAIN: no new connection) and the SIGTERM: for the
 * requests HAProxy had already sent the instance to be read by it. Node's server.close() also closes
 * the connections it accepted but has not read a request from yet, and HAProxy answers a request
 * sent on one of them 502.
 */
export const DRAIN_SETTLE_MS = 1000;

const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

/** Every child of every cluster of this process, killed if the process exits without stopping them. */
const children = new Set();
let exitHookSet = false;
function track(/** @type {import('node:child_process').ChildProcess} */ child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  if (exitHookSet) return;
  exitHookSet = true;
  process.on('exit', () => {
    for (const orphan of children) orphan.kill('SIGKILL');
  });
}

/**
 * Writes each line of `stream` to `file` and, prefixed, to `echo`.
 * @param {import('node:stream').Readable | null} stream
 * @param {import('node:fs').WriteStream} file
 * @param {string} prefix
 * @param {((line: string) => void) | undefined} echo
 */
function pipeLines(stream, file, prefix, echo) {
  if (!stream) return;
  let partial = '';
  stream.on('data', (chunk) => {
    file.write(chunk);
    if (!echo) return;
    const parts = (partial + chunk.toString()).split('\n');
    partial = parts.pop() ?? '';
    for (const line of parts) echo(`${prefix}${line}`);
  });
}

/** The end of a log file, for an error message. @param {string} file */
async function tail(file, lines = 30) {
  const { readFile } = await import('node:fs/promises');
  const text = await readFile(file, 'utf8').catch(() => '');
  return text.split('\n').slice(-lines).join('\n');
}

/**
 * Whether something already listens on `port` at `host`.
 * @param {number} port
 * @param {string} host
 * @returns {Promise<boolean>}
 */
function portTaken(port, host) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error) =>
      resolve(/** @type {NodeJS.ErrnoException} */ (error).code === 'EADDRINUSE'),
    );
    probe.listen(port, host, () => probe.close(() => resolve(false)));
  });
}

/**
 * Throws, naming them, when any of `ports` is taken.
 * @param {{ port: number, host: string, what: string }[]} ports
 */
export async function refuseTakenPorts(ports) {
  const taken = [];
  for (const entry of ports) if (await portTaken(entry.port, entry.host)) taken.push(entry);
  if (taken.length > 0)
    throw new Error(
      `ports already in use: ${taken.map((entry) => `${entry.port}, ${entry.what}`).join('; ')}. Stop what listens there, or choose other ports.`,
    );
}

/**
 * Starts a cluster; resolves once HAProxy has every instance up. Rejects (having stopped what it
 * started) when an instance or HAProxy fails to start.
 * @param {ClusterOptions} options
 */
export async function startCluster(options) {
  const count = options.instances ?? 3;
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`instances: a whole number ≥ 1 (got ${count})`);
  if (!existsSync(serverMain))
    throw new Error(`No built server at ${serverMain} (pnpm --filter @jinli/server build)`);
  const host = options.host ?? '0.0.0.0';
  const port = options.port ?? 8080;
  const consolePorts =
    options.consolePorts === null
      ? undefined
      : (options.consolePorts ?? Array.from({ length: count }, (_, i) => 3201 + i));
  const instancePorts = options.instancePorts ?? Array.from({ length: count }, (_, i) => 3101 + i);
  const consolePort = options.consolePort === null ? undefined : (options.consolePort ?? 8081);
  const statsPort = options.statsPort === null ? undefined : (options.statsPort ?? 8404);
  const runDir = options.runDir ?? mkdtempSync(join(tmpdir(), 'jinli-cluster-'));
  const log = options.log ?? (() => {});
  const startTimeoutMs = options.startTimeoutMs ?? 5 * 60_000;
  const stopTimeoutMs = options.stopTimeoutMs ?? 40_000;
  const statsSocket = join(runDir, 'haproxy.sock');
  const configPath = join(runDir, 'haproxy.cfg');

  // Before anything starts: one port taken would otherwise fail one instance among N.
  await refuseTakenPorts([
    { port, host, what: "HAProxy's players' port (--port)" },
    ...instancePorts.map((p) => ({
      port: p,
      host: '127.0.0.1',
      what: 'an instance (--base-port)',
    })),
    ...(consolePorts ?? []).map((p) => ({
      port: p,
      host: '127.0.0.1',
      what: "an instance's operators' port (--console-base-port)",
    })),
    ...(consolePort === undefined
      ? []
      : [
          {
            port: consolePort,
            host: '127.0.0.1',
            what: "HAProxy's operators' port (--console-port)",
          },
        ]),
    ...(statsPort === undefined
      ? []
      : [{ port: statsPort, host: '127.0.0.1', what: "HAProxy's stats page (--stats-port)" }]),
  ]);

  /** @type {Instance[]} */
  const instances = Array.from({ length: count }, (_, i) => ({
    name: `i${i + 1}`,
    port: /** @type {number} */ (instancePorts[i]),
    consolePort: consolePorts?.[i],
    logFile: join(runDir, `i${i + 1}.log`),
    child: undefined,
    exited: undefined,
  }));

  /** @type {Record<string, string | undefined>} */
  const instanceEnv = {
    ...process.env,
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    // The instances are reached through HAProxy on this machine only: its X-Forwarded-For names the
    // client (the per-address limits count players, not the proxy).
    JINLI_TRUST_PROXY: '127.0.0.1',
    ...(options.appDir ? { JINLI_APP_DIR: options.appDir } : {}),
    ...options.env,
  };
  // The instances' own flags decide; inherited ones would make every instance want one port.
  for (const name of ['PORT', 'HOST', 'JINLI_CONSOLE_PORT', 'JINLI_CONSOLE_HOST'])
    delete instanceEnv[name];

  /** @param {Instance} instance */
  function spawnInstance(instance) {
    const args = [
      serverMain,
      '--port',
      String(instance.port),
      '--host',
      '127.0.0.1',
      ...(options.appDir ? [] : ['--theme', options.theme ?? 'theme1']),
      ...(instance.consolePort === undefined
        ? []
        : ['--console-port', String(instance.consolePort), '--console-host', '127.0.0.1']),
      ...(options.serverArgs ?? []),
    ];
    const file = createWriteStream(instance.logFile, { flags: 'a' });
    // Its own process group: a Ctrl-C in the terminal reaches the cluster only, which drains the
    // instances in order instead of every process at once.
    const child = spawn(process.execPath, args, {
      cwd: join(root, 'apps', 'server'),
      env: instanceEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    track(child);
    pipeLines(child.stdout, file, `[${instance.name}] `, options.echo);
    pipeLines(child.stderr, file, `[${instance.name}] `, options.echo);
    instance.child = child;
    instance.exited = new Promise((resolveExit) =>
      // 'close': after the last output line, which may come after 'exit'.
      child.once('close', (code, signal) => {
        file.end();
        resolveExit({ code, signal });
      }),
    );
    return child;
  }

  /** Resolves once the instance answers HTTP; rejects when it exits first. @param {Instance} instance */
  async function waitListening(instance) {
    const deadline = Date.now() + startTimeoutMs;
    const child = instance.child;
    while (Date.now() < deadline) {
      if (!child || child.exitCode !== null || child.signalCode !== null)
        throw new Error(
          `${instance.name} exited while starting (${child?.exitCode ?? child?.signalCode}); its log (${instance.logFile}) ends:\n${await tail(instance.logFile)}`,
        );
      try {
        const response = await fetch(`http://127.0.0.1:${instance.port}/healthz`);
        await response.body?.cancel();
        return;
      } catch {
        await sleep(250);
      }
    }
    throw new Error(
      `${instance.name} did not listen within ${startTimeoutMs / 1000} s (${instance.logFile})`,
    );
  }

  /** @type {import('node:child_process').ChildProcess | undefined} */
  let proxy;
  let stopped = false;

  /** HAProxy's state of each instance (UP, DOWN, …). */
  const states = () => serverStates(statsSocket);

  /**
   * Waits until HAProxy has `name` in `state` (UP or DOWN).
   * @param {string} name
   * @param {'UP' | 'DOWN'} state
   */
  async function waitState(name, state, timeoutMs = startTimeoutMs) {
    const deadline = Date.now() + timeoutMs;
    let last = '';
    while (Date.now() < deadline) {
      if (proxy && (proxy.exitCode !== null || proxy.signalCode !== null))
        throw new Error(
          `HAProxy exited (${proxy.exitCode ?? proxy.signalCode}); its log ends:\n${await tail(join(runDir, 'haproxy.log'))}`,
        );
      last = (await states().catch(() => new Map())).get(name) ?? '';
      if (last === state || (state === 'DOWN' && last.startsWith('DOWN'))) return;
      await sleep(200);
    }
    throw new Error(
      `HAProxy did not see ${name} ${state} within ${timeoutMs / 1000} s (it says ${last || 'nothing'})`,
    );
  }

  /**
   * Sets `name`'s administrative state in HAProxy on every backend it is in: 'drain' sends it no new
   * connection (those open stay), 'ready' lets the health checks decide again.
   * @param {string} name
   * @param {'drain' | 'ready'} state
   */
  async function setProxyState(name, state) {
    // The operators' backend exists when HAProxy fronts the operators' listeners too.
    const backends =
      byName(name).consolePort === undefined || consolePort === undefined
        ? ['instances']
        : ['instances', 'consoles'];
    for (const backend of backends) {
      const answer = await adminCommand(
        statsSocket,
        `set server ${backend}/${name} state ${state}`,
      );
      if (answer.trim())
        throw new Error(`HAProxy: set server ${backend}/${name}: ${answer.trim()}`);
    }
  }

  /**
   * Drains an instance and waits for it to exit (SIGKILL after stopTimeoutMs); resolves to how it
   * ended. First HAProxy is told to send it no new connection (DRAIN) and given DRAIN_SETTLE_MS to
   * deliver the requests it had already sent it; then SIGTERM: the instance answers what it has,
   * tells its sockets to go elsewhere (4010) and exits. `{ tellProxy: false }` sends the SIGTERM
   * alone, as an orchestrator that knows nothing of HAProxy would (see docs/scale-out.md for the
   * request that can then fail).
   * @param {string} name
   * @param {{ tellProxy?: boolean }} [options]
   */
  async function drain(name, { tellProxy = true } = {}) {
    const instance = byName(name);
    const { child, exited } = instance;
    if (!child || !exited) return { code: null, signal: null };
    if (tellProxy && proxy && proxy.exitCode === null && proxy.signalCode === null) {
      await setProxyState(name, 'drain');
      await sleep(DRAIN_SETTLE_MS);
    }
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
    try {
      return await exited;
    } finally {
      clearTimeout(timer);
      instance.child = undefined;
      instance.exited = undefined;
    }
  }

  /**
   * Kills an instance with `signal` (SIGKILL: a crash, nothing drained) and waits for it to exit;
   * HAProxy finds it down by its health checks, as it would a host that died.
   * @param {string} name
   * @param {NodeJS.Signals} [signal]
   */
  async function kill(name, signal = 'SIGKILL') {
    const instance = byName(name);
    const { child, exited } = instance;
    if (!child || !exited) return { code: null, signal: null };
    child.kill(signal);
    try {
      return await exited;
    } finally {
      instance.child = undefined;
      instance.exited = undefined;
    }
  }

  /** Starts a stopped instance and waits until HAProxy sends it traffic. @param {string} name */
  async function start(name) {
    const instance = byName(name);
    if (instance.child) throw new Error(`${name} is running`);
    spawnInstance(instance);
    await waitListening(instance);
    // Out of DRAIN (a drain put it there); HAProxy takes it back at its first passed check.
    if (proxy) await setProxyState(name, 'ready');
    await waitState(name, 'UP');
  }

  /** @param {string} name */
  function byName(name) {
    const instance = instances.find((candidate) => candidate.name === name);
    if (!instance)
      throw new Error(`no instance ${name} (${instances.map((i) => i.name).join(', ')})`);
    return instance;
  }

  /** Drains every instance at once, then stops HAProxy. Idempotent. */
  async function stop() {
    if (stopped) return;
    stopped = true;
    await Promise.all(instances.map((instance) => drain(instance.name)));
    if (proxy && proxy.exitCode === null && proxy.signalCode === null) {
      const exited = new Promise((r) => proxy?.once('exit', r));
      proxy.kill('SIGTERM');
      await exited;
    }
  }

  try {
    log(`Starting ${count} instance${count === 1 ? '' : 's'} (logs in ${runDir})…`);
    for (const instance of instances) spawnInstance(instance);
    await Promise.all(instances.map(waitListening));

    // /readyz is the probe; a server from before it had only /healthz.
    const ready = await fetch(`http://127.0.0.1:${instances[0]?.port}/readyz`);
    await ready.body?.cancel();
    const healthPath = ready.status === 404 ? '/healthz' : '/readyz';

    const config = haproxyConfig({
      comment: [
        `Written by npm run cluster (tooling/cluster) for ${count} instance${count === 1 ? '' : 's'} on this machine.`,
        'The file an operator writes for hosts of their own is this one with the instances',
        "at their hosts' addresses: docs/scale-out.md.",
      ].join('\n'),
      servers: instances.map(({ name, port: instancePort, consolePort: cp }) => ({
        name,
        host: '127.0.0.1',
        port: instancePort,
        ...(cp === undefined ? {} : { consolePort: cp }),
      })),
      bind: `${host.includes(':') ? `[${host}]` : host}:${port}`,
      ...(consolePort === undefined ? {} : { consoleBind: `127.0.0.1:${consolePort}` }),
      ...(statsPort === undefined ? {} : { statsBind: `127.0.0.1:${statsPort}` }),
      statsSocket,
      healthPath,
    });
    writeFileSync(configPath, config);
    const check = spawnSync(options.haproxy, ['-c', '-q', '-f', configPath], { encoding: 'utf8' });
    if (check.status !== 0)
      throw new Error(
        `HAProxy refused ${configPath}:\n${check.stderr || check.stdout || check.error}`,
      );

    const proxyLog = createWriteStream(join(runDir, 'haproxy.log'), { flags: 'a' });
    proxy = spawn(options.haproxy, ['-db', '-f', configPath], {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    track(proxy);
    // Its request log is long: to the file only; its warnings and alerts to the terminal too.
    pipeLines(proxy.stdout, proxyLog, '', undefined);
    pipeLines(proxy.stderr, proxyLog, '[haproxy] ', options.echo);
    proxy.once('close', (code, signal) => {
      proxyLog.end();
      if (!stopped) log(`HAProxy exited (${code ?? signal}); see ${join(runDir, 'haproxy.log')}`);
    });
    for (const instance of instances) await waitState(instance.name, 'UP');

    const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
    return {
      /** The players' URL (HAProxy). */
      url: `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`,
      consoleUrl: consolePort === undefined ? undefined : `http://127.0.0.1:${consolePort}`,
      statsUrl: statsPort === undefined ? undefined : `http://127.0.0.1:${statsPort}/`,
      runDir,
      configPath,
      healthPath,
      instances,
      states,
      waitState,
      drain,
      kill,
      start,
      /** Drains the instance and starts it again; resolves once HAProxy sends it traffic. @param {string} name */
      async restart(name) {
        await drain(name);
        await start(name);
      },
      /**
       * Restarts every instance, one at a time, each back in HAProxy before the next drains.
       * @param {(line: string) => void} [progress]
       */
      async rollingRestart(progress = log) {
        for (const instance of instances) {
          const others = instances.filter((other) => other !== instance && other.child);
          for (const other of others) await waitState(other.name, 'UP');
          progress(`rolling restart: draining ${instance.name}…`);
          const ended = instance.child ? await drain(instance.name) : undefined;
          progress(
            `rolling restart: ${instance.name} ${ended ? `exited (${ended.code ?? ended.signal})` : 'was stopped'}; starting it`,
          );
          await start(instance.name);
          progress(`rolling restart: ${instance.name} is back in HAProxy`);
        }
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** @typedef {Awaited<ReturnType<typeof startCluster>>} Cluster */
