// The reference server's command line (main.ts runs it): reads the configuration, opens and migrates the database,
// seeds it, serves the API (and the built theme app when present) and shuts down cleanly on
// SIGINT/SIGTERM: it drains (lifecycle/drain.ts: readiness false, no new connections, sockets told
// to go elsewhere, in-flight requests finish), then closes the database (PGlite flushes).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type ServerConfig, USAGE } from './config';
import { type Database, DataDirLockedError, openDatabase } from './db/client';
import { deploymentNamespace } from './realtime/namespace';
import { createPubSub } from './realtime/createPubSub';
import { drainApp } from './lifecycle/drain';
import { createReadiness } from './modules/health/readiness';
import { seed } from './seed/seed';
import { storeSiteDomains } from './modules/company/siteDomains';
import type { AuthLimits } from './modules/accounts/rateLimits';
import {
  EXTERNALLY_DRAWN_GAME_IDS,
  OPERATOR_DRAW_PATH,
  OPERATOR_SCHEDULE_PATH,
} from './modules/lottery/operator';
import { OPERATOR_AUDIT_PATH } from './modules/operators/routes';
import { runLedgerCheckCommand } from './modules/ledgerCheck/command';
import { runOperatorCommand } from './modules/console/command';
import { CONSOLE_PREFIX } from './modules/console/paths';
import { consoleAppDir } from './paths';
import type { FaultSeam } from './faults/seam';
import { OPERATOR_CONFIG_PATH } from './modules/config/operator';
import { OPERATOR_CHANNEL_PATH, OPERATOR_WITHDRAW_PATH } from './modules/wallet/operator';
import { readBuiltBrand } from './web/builtBrand';

function describeDatabase(database: Database): string {
  return database.kind === 'postgres'
    ? `PostgreSQL at ${database.location}`
    : database.location === 'memory'
      ? 'PGlite (embedded) in memory — nothing is kept after exit'
      : `PGlite (embedded) in ${database.location}`;
}

function openUrl(config: ServerConfig, port: number): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}/`;
}

export interface CliSeams {
  /** The money paths' steps (faults/seam.ts): the fault suite's own entry passes one. */
  faults?: FaultSeam;
}

/** Runs the command line `argv` (a subcommand, or the server); exits the process on failure. */
export function runCli(argv: string[] = process.argv.slice(2), seams: CliSeams = {}): void {
  const command =
    argv[0] === 'check-ledger'
      ? runLedgerCheckCommand(argv.slice(1))
      : argv[0] === 'operator'
        ? runOperatorCommand(argv.slice(1))
        : undefined;
  const run = command ? command.then((code) => process.exit(code)) : serve(argv, seams);
  run.catch((error: unknown) => {
    console.error('Failed to start:', error instanceof DataDirLockedError ? error.message : error);
    process.exit(1);
  });
}

async function serve(argv: string[], seams: CliSeams): Promise<void> {
  let config: ServerConfig;
  try {
    config = loadConfig(argv);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (config.help) {
    console.log(USAGE);
    return;
  }

  const database = await openDatabase(config.database);
  // GET /readyz: false until these are done (and Redis is connected, when configured).
  const readiness = createReadiness(['migrations', 'seed']);
  // Set once the app is built; until then a signal closes the database alone.
  const running: { app?: FastifyInstance } = {};
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      console.log(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal}: stopping (draining)…`);
    const drained = running.app
      ? drainApp(running.app, {
          readiness,
          timeoutMs: config.drainTimeoutMs,
          delayMs: config.drainDelayMs,
          log: (line) => console.log(`  ${line}`),
        }).then((report) =>
          console.log(
            `  drained in ${report.ms} ms${report.timedOut ? ' (timed out: connections cut)' : ''}`,
          ),
        )
      : database.close();
    drained.then(
      () => {
        console.log('Stopped; database closed.');
        process.exit(0);
      },
      (error: unknown) => {
        console.error('Error while stopping:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  console.log('锦鲤 Jinli reference server');
  console.log(`  database: ${describeDatabase(database)}`);
  await database.migrate();
  readiness.done('migrations');
  if (config.seed) {
    const result = await seed(database.db, {
      companyCode: config.companyCode,
      companyName: readBuiltBrand(config.app.dir)?.name,
    });
    console.log(
      result.inserted === 0
        ? `  seed:     company '${config.companyCode}' already seeded, nothing changed`
        : `  seed:     ${result.createdCompany ? 'created' : 'completed'} company '${config.companyCode}' (${result.inserted} rows)`,
    );
  } else {
    console.log('  seed:     skipped (--no-seed)');
  }
  readiness.done('seed');
  // Before the app answers (and caches) anything: the configured domains are the company's.
  if (config.siteDomains.length > 0) {
    const stored = await storeSiteDomains(database.db, config.companyCode, config.siteDomains);
    console.log(
      stored
        ? `  domain:   ${config.siteDomains.join(', ')} (--domain / JINLI_SITE_DOMAINS)`
        : `  domain:   not stored, no company '${config.companyCode}' yet`,
    );
  }

  // Read before any Redis traffic: every channel and key of this deployment carries it.
  const redis = config.redis.url
    ? {
        url: config.redis.url,
        namespace: await deploymentNamespace(database.db, config.companyCode, config.redis.prefix),
      }
    : undefined;

  const appFound = existsSync(join(config.app.dir, 'index.html'));
  const appLabel = config.app.theme ?? 'app';
  if (appFound) {
    console.log(`  app:      ${appLabel} from ${config.app.dir}`);
  } else {
    console.warn(
      `  WARNING:  no built ${appLabel} in ${config.app.dir} (build it with \`pnpm --filter @jinli/${config.app.theme ?? '<app>'} build\`); serving the API only`,
    );
  }

  const consoleSite = config.console ? consoleSiteDir() : undefined;
  const pubsub = createPubSub(redis?.url, redis?.namespace);
  if (redis) readiness.require('redis', () => pubsub.connected?.() ?? true);
  const app = await buildApp({
    database,
    readiness,
    companyCode: config.companyCode,
    appDir: appFound ? config.app.dir : undefined,
    runtimeConfig: config.runtimeConfig,
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    pubsub,
    redisUrl: redis?.url,
    redisKeyPrefix: redis?.namespace,
    socketBalance: config.redis.socketBalance ? {} : undefined,
    operators: config.operators,
    operatorTestDraws: config.operatorTestDraws,
    sandboxPayments: config.sandboxPayments,
    corsOrigins: config.corsOrigins,
    authLimits: accountsPerAddressLimits(process.env.JINLI_ACCOUNTS_PER_ADDRESS_HOUR),
    console: config.console !== undefined && { siteDir: consoleSite },
    lottery: { runDrawEngine: true },
    ...(seams.faults ? { faults: seams.faults } : {}),
  });
  running.app = app;
  if (redis) {
    const origin = config.redis.prefix ? 'JINLI_REDIS_PREFIX' : 'this database and company';
    console.log(
      `  realtime: Redis pub/sub and rate limits (REDIS_URL), namespace ${redis.namespace} (${origin})`,
    );
  }
  console.log(
    config.sandboxPayments
      ? '  payments: sandbox on (demo: anyone can confirm their own test recharge; --sandbox-payments)'
      : '  payments: sandbox off (channels on the sandbox adapter are not offered)',
  );
  for (const line of operatorBanner(config)) console.log(line);
  if (stopping) return;
  // The console's listener first: when its port is taken, the server stops before it serves players.
  let consoleUrl: string | undefined;
  if (config.console && app.consoleApp) {
    await app.consoleApp.listen({ port: config.console.port, host: config.console.host });
    const consoleAddress = app.consoleApp.server.address();
    const consolePort =
      typeof consoleAddress === 'object' && consoleAddress
        ? consoleAddress.port
        : config.console.port;
    // The app at its root when it is built; else the API's base.
    consoleUrl = `${openUrl({ ...config, host: config.console.host }, consolePort)}${consoleSite ? '' : `${CONSOLE_PREFIX.slice(1)}/`}`;
  }
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`锦鲤 Jinli is running: ${openUrl(config, port)}`);
  if (consoleUrl)
    console.log(`  console:  ${consoleUrl} (operators: \`jinli-server operator create\`)`);
}

/** The built console app when there is one (`pnpm --filter @jinli/console build`), else the API only. */
function consoleSiteDir(): string | undefined {
  const dir = consoleAppDir();
  if (existsSync(join(dir, 'index.html'))) {
    console.log(`  console app: ${dir}`);
    return dir;
  }
  console.warn(
    `  WARNING:  no built console app in ${dir} (build it with \`pnpm --filter @jinli/console build\`); the console listener serves its API only`,
  );
  return undefined;
}

/** The banner's operator lines: the names (never the tokens) and the endpoints enabled. */
function operatorBanner(config: ServerConfig): string[] {
  if (config.operators.length === 0) return ['  operator: off (no JINLI_OPERATORS)'];
  const draws = config.operatorTestDraws
    ? 'every game (test draws on: --operator-test-draws)'
    : `externally drawn games only (${EXTERNALLY_DRAWN_GAME_IDS.join(', ')})`;
  return [
    `  operator: ${config.operators.map((op) => op.name).join(', ')} (audited: GET ${OPERATOR_AUDIT_PATH})`,
    `            POST ${OPERATOR_DRAW_PATH}, POST ${OPERATOR_SCHEDULE_PATH}: ${draws}`,
    `            POST ${OPERATOR_WITHDRAW_PATH}, POST ${OPERATOR_CHANNEL_PATH}, POST ${OPERATOR_CONFIG_PATH}`,
  ];
}

/**
 * JINLI_ACCOUNTS_PER_ADDRESS_HOUR: how many registrations and trial accounts one address may create
 * an hour (default 20 each). Raise it where many players share one address (a carrier NAT) or for
 * test runs that register many users from 127.0.0.1; a bad value is refused at start.
 */
function accountsPerAddressLimits(value: string | undefined): Partial<AuthLimits> | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const max = Number(value);
  if (!Number.isInteger(max) || max < 1) {
    throw new Error(
      `JINLI_ACCOUNTS_PER_ADDRESS_HOUR must be a whole number above 0 (got ${value}).`,
    );
  }
  const rule = [{ max, windowMs: 60 * 60_000 }];
  return { registerPerAddress: rule, trialPerAddress: rule };
}
