// @ts-check
// `npm run cluster`: the product scaled out on one machine — N instances of the built reference
// server on one PostgreSQL and one Redis, behind HAProxy (Debian's, installed when missing). Prints
// the URL; Ctrl-C (or SIGTERM) drains every instance, then stops HAProxy. While it runs, type
// `restart` for a rolling restart (or send SIGHUP), `restart i2`, `stop i2`, `start i2`, `status`.
//
//   npm run cluster -- --instances 3 --theme theme1 --port 8080
//
// DATABASE_URL / REDIS_URL choose the services (default: the local PostgreSQL's database `jinli`,
// created when missing, and the local Redis). See docs/scale-out.md.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { installDependencies, pnpmStep } from '../../scripts/workspace.mjs';

const THEMES = ['theme1', 'theme2', 'theme3', 'theme4'];

const usage = `Usage: npm run cluster -- [options]
  --instances <n>      how many server instances (default 3)
  --theme <name>       the theme every instance serves: theme1..theme4 (default theme1)
  --port <n>           HAProxy's port for players, HTTP and WebSockets (default 8080)
  --host <addr>        HAProxy's address for players (default 0.0.0.0)
  --base-port <n>      the first instance's port on 127.0.0.1; the next ones follow (default 3101)
  --console-base-port <n>
                       the first instance's operators' port (console, /metrics; default 3201)
  --console-port <n>   HAProxy's operators' port on 127.0.0.1 (default 8081)
  --stats-port <n>     HAProxy's stats page on 127.0.0.1 (default 8404)
  --no-build           start what is built (skip the install and the cached build)
  --no-sandbox-payments
                       the instances without the sandbox payment channel (on by default, as in
                       npm start: a demo)
  -h, --help           this help
Environment: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/jinli), REDIS_URL (default
redis://127.0.0.1:6379); every other server variable (LOG_LEVEL, JINLI_OPERATORS, …) is passed on.`;

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
}

/** @param {string | undefined} text @param {string} name @param {number} fallback */
function portOption(text, name, fallback) {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < 1 || value > 65_535)
    fail(`--${name}: a port 1-65535 (got ${text})`);
  return value;
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      instances: { type: 'string' },
      theme: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      'base-port': { type: 'string' },
      'console-base-port': { type: 'string' },
      'console-port': { type: 'string' },
      'stats-port': { type: 'string' },
      'no-build': { type: 'boolean' },
      'no-sandbox-payments': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (error) {
  fail(`${/** @type {Error} */ (error).message}\n\n${usage}`);
  throw error;
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const instances = Number(values.instances ?? '3');
if (!/^\d+$/.test(values.instances ?? '3') || instances < 1 || instances > 32)
  fail(`--instances: 1 to 32 (got ${values.instances})`);
const theme = values.theme ?? 'theme1';
if (!THEMES.includes(theme)) fail(`--theme: one of ${THEMES.join(', ')} (got ${theme})`);
const basePort = portOption(values['base-port'], 'base-port', 3101);
const consoleBasePort = portOption(values['console-base-port'], 'console-base-port', 3201);

console.log(
  `锦鲤 Jinli — npm run cluster: ${instances} instance${instances === 1 ? '' : 's'} of the server (${theme}) behind HAProxy`,
);
if (!values['no-build']) {
  installDependencies('npm run cluster');
  pnpmStep(
    `Build the server and ${theme}`,
    [
      'exec',
      'turbo',
      'run',
      'build',
      '--filter=@jinli/server',
      `--filter=@jinli/${theme}`,
      '--output-logs=errors-only',
    ],
    { retry: 'npm run cluster' },
  );
}

// After the install: these import the workspace's dependencies.
const { ensureHaproxy } = await import('./haproxy.mjs');
const { refuseTakenPorts, startCluster } = await import('./cluster.mjs');
const services = await import('./services.mjs');

const haproxy = ensureHaproxy();
if (haproxy.path === undefined) fail(haproxy.why);
const haproxyBinary = haproxy.path;

const playersPort = portOption(values.port, 'port', 8080);
const operatorsPort = portOption(values['console-port'], 'console-port', 8081);
const statsPort = portOption(values['stats-port'], 'stats-port', 8404);
const instancePorts = Array.from({ length: instances }, (_, i) => basePort + i);
const consolePorts = Array.from({ length: instances }, (_, i) => consoleBasePort + i);
// Checked before the database is touched (startCluster checks them again).
try {
  await refuseTakenPorts([
    { port: playersPort, host: values.host ?? '0.0.0.0', what: '--port' },
    ...instancePorts.map((port) => ({
      port,
      host: '127.0.0.1',
      what: 'an instance (--base-port)',
    })),
    ...consolePorts.map((port) => ({
      port,
      host: '127.0.0.1',
      what: "an instance's operators' port (--console-base-port)",
    })),
    { port: operatorsPort, host: '127.0.0.1', what: '--console-port' },
    { port: statsPort, host: '127.0.0.1', what: '--stats-port' },
  ]);
} catch (error) {
  fail(/** @type {Error} */ (error).message);
}

const databaseUrl = process.env.DATABASE_URL || services.DEFAULT_DATABASE_URL;
const redisUrl = process.env.REDIS_URL || services.DEFAULT_REDIS_URL;
try {
  const { created } = await services.checkPostgres(databaseUrl);
  await services.checkRedis(redisUrl);
  console.log(
    `\n▶ PostgreSQL ${services.maskUrl(databaseUrl)}${created ? ' (database created)' : ''}, Redis ${services.maskUrl(redisUrl)}`,
  );
} catch (error) {
  fail(/** @type {Error} */ (error).message);
}

/** @type {import('./cluster.mjs').Cluster | undefined} */
let cluster;
let stopping = false;
/** @param {string} signal */
async function stopAll(signal) {
  if (stopping) {
    console.log(`${signal} again: stopping without waiting`);
    process.exit(1);
  }
  stopping = true;
  console.log(`\n${signal}: draining every instance, then stopping HAProxy…`);
  await cluster?.stop();
  console.log(
    `Cluster stopped.${cluster ? ` Its logs and haproxy.cfg stay in ${cluster.runDir}` : ''}`,
  );
  process.exit(0);
}
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => void stopAll(signal));

try {
  cluster = await startCluster({
    instances,
    theme,
    databaseUrl,
    redisUrl,
    haproxy: haproxyBinary,
    host: values.host ?? '0.0.0.0',
    port: playersPort,
    instancePorts,
    consolePorts,
    consolePort: operatorsPort,
    statsPort,
    serverArgs: values['no-sandbox-payments'] ? [] : ['--sandbox-payments'],
    echo: (line) => console.log(line),
    log: (line) => console.log(line),
  });
} catch (error) {
  if (stopping) await new Promise(() => {}); // the signal handler exits
  fail(`The cluster did not start: ${/** @type {Error} */ (error).message}`);
  throw error;
}
const running = cluster;

console.log(`
锦鲤 Jinli cluster is running: ${running.url}/
  ${running.instances.map((i) => `${i.name} 127.0.0.1:${i.port}${i.consolePort ? ` (operators :${i.consolePort}, /metrics)` : ''}`).join('\n  ')}
  operators: ${running.consoleUrl ?? 'off'} (HAProxy, any instance's console)
  HAProxy:   ${running.statsUrl ?? 'no stats page'} (stats), health checks on ${running.healthPath}
  files:     ${running.configPath}, logs beside it
Commands: restart (rolling restart) · restart i2 · stop i2 · start i2 · status · Ctrl-C stops all
  signals to this process (pid ${process.pid}; npm passes none on): SIGHUP rolls, SIGTERM stops all`);

let busy = Promise.resolve();
/** @param {string} line */
function command(line) {
  const [verb, name] = line.trim().split(/\s+/);
  if (!verb) return;
  busy = busy.then(async () => {
    try {
      if (verb === 'status') {
        const states = await running.states();
        for (const instance of running.instances)
          console.log(
            `  ${instance.name}: ${states.get(instance.name) ?? '?'}${instance.child ? ` (pid ${instance.child.pid})` : ' (stopped)'}`,
          );
      } else if (verb === 'restart' && !name) {
        await running.rollingRestart((message) => console.log(message));
        console.log('Rolling restart done.');
      } else if ((verb === 'restart' || verb === 'stop' || verb === 'start') && name) {
        if (verb !== 'start') {
          console.log(`Draining ${name}…`);
          const ended = await running.drain(name);
          console.log(`${name} exited (${ended.code ?? ended.signal}).`);
        }
        if (verb !== 'stop') {
          console.log(`Starting ${name}…`);
          await running.start(name);
          console.log(`${name} is back in HAProxy.`);
        }
      } else {
        console.log('Commands: restart · restart i2 · stop i2 · start i2 · status');
      }
    } catch (error) {
      console.error(`✖ ${line.trim()}: ${/** @type {Error} */ (error).message}`);
    }
  });
}
process.on('SIGHUP', () => command('restart'));
createInterface({ input: process.stdin }).on('line', command);
