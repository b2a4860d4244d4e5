#!/usr/bin/env node
// CLI entry of the reference server: reads the configuration, opens and migrates the database,
// seeds it, serves the API (and the built theme app when present) and shuts down cleanly on
// SIGINT/SIGTERM: Fastify first (in-flight requests finish), then the database (PGlite flushes).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type ServerConfig, USAGE } from './config';
import { type Database, DataDirLockedError, openDatabase } from './db/client';
import { createPubSub } from './realtime/pubsub';
import { seed } from './seed/seed';
import type { AuthLimits } from './modules/accounts/rateLimits';

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

async function main(): Promise<void> {
  let config: ServerConfig;
  try {
    config = loadConfig();
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
  // Set once the app is built; until then a signal closes the database alone.
  const running: { app?: FastifyInstance } = {};
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      console.log(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal}: stopping…`);
    (running.app ? running.app.close() : database.close()).then(
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
  if (config.seed) {
    const result = await seed(database.db, { companyCode: config.companyCode });
    console.log(
      result.inserted === 0
        ? `  seed:     company '${config.companyCode}' already seeded, nothing changed`
        : `  seed:     ${result.createdCompany ? 'created' : 'completed'} company '${config.companyCode}' (${result.inserted} rows)`,
    );
  } else {
    console.log('  seed:     skipped (--no-seed)');
  }

  const appFound = existsSync(join(config.app.dir, 'index.html'));
  const appLabel = config.app.theme ?? 'app';
  if (appFound) {
    console.log(`  app:      ${appLabel} from ${config.app.dir}`);
  } else {
    console.warn(
      `  WARNING:  no built ${appLabel} in ${config.app.dir} (build it with \`pnpm --filter @jinli/${config.app.theme ?? '<app>'} build\`); serving the API only`,
    );
  }

  const app = await buildApp({
    database,
    companyCode: config.companyCode,
    appDir: appFound ? config.app.dir : undefined,
    runtimeConfig: config.runtimeConfig,
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    pubsub: createPubSub(process.env.REDIS_URL?.trim() || undefined),
    operatorToken: process.env.JINLI_OPERATOR_TOKEN?.trim() || undefined,
    authLimits: accountsPerAddressLimits(process.env.JINLI_ACCOUNTS_PER_ADDRESS_HOUR),
    lottery: {
      runDrawEngine: true,
      operatorToken: process.env.JINLI_OPERATOR_TOKEN?.trim() || undefined,
    },
  });
  running.app = app;
  if (process.env.REDIS_URL?.trim()) console.log('  realtime: Redis pub/sub (REDIS_URL)');
  if (process.env.JINLI_OPERATOR_TOKEN?.trim())
    console.log('  operator: POST /operator/lottery/schedule enabled (JINLI_OPERATOR_TOKEN)');
  if (stopping) return;
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`锦鲤 Jinli is running: ${openUrl(config, port)}`);
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});

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
