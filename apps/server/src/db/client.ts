// Opens the database: PGlite (embedded Postgres, files in a folder or in memory) by default, real
// PostgreSQL through postgres-js when a URL is given. Both speak the same schema and migrations.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { migrationsFolder } from '../paths';
import { lockDataDir } from './dataDirLock';
import { preparingClient } from './preparedStatements';
import * as schema from './schema';

/** The Drizzle handle the services use; the same type over either driver. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle, as `db.transaction` hands it to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** `dataDir` value that keeps PGlite in memory (nothing written to disk). */
export const MEMORY_DATA_DIR = 'memory://';

export interface DatabaseOptions {
  /** PostgreSQL connection URL; when set, PGlite is not used. */
  url?: string | undefined;
  /** PGlite data folder, or `memory://`. Ignored when `url` is set. */
  dataDir?: string | undefined;
  /**
   * A PGlite data-folder dump (`dumpDataDir`) an in-memory database starts from instead of running
   * initdb — several times faster; the test suite uses one made once with the migrations applied.
   */
  pgliteTemplate?: Blob | undefined;
  /**
   * PGlite's buffer pool (`shared_buffers`, e.g. '32MB'); PostgreSQL's 128MB when absent. Setting up
   * the full pool was a quarter of the CPU of opening a database: the test suite, which opens one
   * per file, takes a smaller one; a server opens its database once and keeps the full pool.
   */
  pgliteSharedBuffers?: string | undefined;
  /**
   * Arguments for initdb when PGlite makes a new database (in memory without `pgliteTemplate`, or
   * in an empty folder): settings fixed for the database's life, such as the test suite template's
   * small WAL (test/globalSetup.ts). A database that already exists keeps its own.
   */
  pgliteInitdbArgs?: readonly string[] | undefined;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for logs (a URL's password is masked). */
  location: string;
  /** Applies the pending migrations of apps/server/drizzle. */
  migrate(): Promise<void>;
  /**
   * PGlite only: a number that changes whenever anything may have written (before and after every
   * statement that is not a plain SELECT, every transaction and every exec). This process is the
   * only one that can write an embedded database, so a read made while the number stayed the same
   * is still what the database holds (db/readCache.ts). Absent on PostgreSQL: other instances write.
   */
  writeGeneration?: () => number;
  /** Closes the connection(s); PGlite flushes its files first. */
  close(): Promise<void>;
}

/** Any 64-bit number the servers of one database agree on, naming the migration lock. */
const MIGRATION_LOCK_ID = 0x6a696e6c69; // 'jinli'

function maskUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://…';
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir ?? MEMORY_DATA_DIR, options.pgliteTemplate, {
    sharedBuffers: options.pgliteSharedBuffers,
    initdbArgs: options.pgliteInitdbArgs,
  });
}

export { DataDirLockedError, PGLITE_LOCK_FILE } from './dataDirLock';

async function openPglite(
  dataDir: string,
  template: Blob | undefined,
  {
    sharedBuffers,
    initdbArgs,
  }: { sharedBuffers?: string | undefined; initdbArgs?: readonly string[] | undefined },
): Promise<Database> {
  const inMemory = dataDir === MEMORY_DATA_DIR;
  let unlock = () => {};
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(inMemory ? { loadDataDir: template } : { dataDir, loadDataDir: undefined }),
      ...(sharedBuffers
        ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`] }
        : {}),
      ...(initdbArgs ? { initDbStartParams: [...initdbArgs] } : {}),
    });
  } catch (error) {
    unlock();
    throw error;
  }
  const writeGeneration = trackWrites(client);
  const db = drizzlePglite({ client, schema });
  let closed = false;
  return {
    db,
    kind: 'pglite',
    writeGeneration,
    location: inMemory ? 'memory' : dataDir,
    // One PGlite has one connection, so there is nothing to race with.
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/** A statement that writes nothing: a SELECT without row locks or sequence and lock functions. */
const PLAIN_SELECT = /^\s*select\b/i;
const SIDE_EFFECTS =
  /\b(?:for\s+(?:update|share|no\s+key\s+update|key\s+share)|nextval|setval|pg_advisory\w*|pg_try_advisory\w*)\b/i;

/** Whether `text` may change what the database holds. */
export function mayWrite(text: string): boolean {
  return !PLAIN_SELECT.test(text) || SIDE_EFFECTS.test(text);
}

/**
 * Counts possible writes of a PGlite client (Database.writeGeneration): the number moves before a
 * writing statement, transaction or exec starts and again when it ended, so a read that began and
 * finished with the same number saw no write in between.
 */
function trackWrites(client: PGlite): () => number {
  let generation = 0;
  const track = <F extends (...args: never[]) => Promise<unknown>>(
    run: F,
    writes: (...args: Parameters<F>) => boolean,
  ): F =>
    (async (...args: Parameters<F>) => {
      const write = writes(...args);
      if (write) generation++;
      try {
        return await run(...args);
      } finally {
        if (write) generation++;
      }
    }) as F;
  client.query = track(client.query.bind(client), (text) => mayWrite(String(text)));
  client.exec = track(client.exec.bind(client), () => true);
  client.transaction = track(client.transaction.bind(client), () => true);
  return () => generation;
}

async function openPostgres(url: string): Promise<Database> {
  const client = postgres(url, { max: 10, onnotice: () => {} });
  const db = drizzlePostgres({ client: preparingClient(client), schema });
  let closed = false;
  return {
    db,
    kind: 'postgres',
    location: maskUrl(url),
    async migrate() {
      // Several instances may start at once against one PostgreSQL: a session advisory lock lets
      // exactly one of them apply the migrations while the others wait. A pool of one connection
      // keeps the lock, the migrations and the unlock on the same session.
      const single = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await single`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
        try {
          await migratePostgres(drizzlePostgres({ client: single, schema }), {
            migrationsFolder: migrationsFolder(),
          });
        } finally {
          await single`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
        }
      } finally {
        await single.end({ timeout: 5 });
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.end({ timeout: 5 });
    },
  };
}
