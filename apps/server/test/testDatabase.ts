// Test databases: in-memory PGlite by default; with JINLI_TEST_DB=postgres, a freshly created,
// uniquely named database on the DATABASE_URL server, dropped again by `drop()`, so that test files
// and concurrent runs never share data.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { count, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import { afterAll, beforeAll, inject } from 'vitest';
import { type Database, type DatabaseOptions, openDatabase } from '../src/db/client';
import * as schema from '../src/db/schema';
import type { Db } from '../src/db/client';
import { DumpBytes } from './dumpBytes';

export const onPostgres = process.env.JINLI_TEST_DB === 'postgres';

export interface TestDatabase {
  /** How to open this database again (e.g. for a child process or a reopen). */
  options: DatabaseOptions;
  /** Removes the database (PostgreSQL); a no-op for PGlite. */
  drop(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('JINLI_TEST_DB=postgres needs DATABASE_URL');
  return url;
}

/** The suite's migrated template (globalSetup), read once by this worker. */
let templateRead: { path: string; dump: DumpBytes } | undefined;

function pgliteTemplateDump(path: string): DumpBytes {
  if (templateRead?.path !== path) templateRead = { path, dump: new DumpBytes(readFileSync(path)) };
  return templateRead.dump;
}

/**
 * A test's buffer pool: its database holds a few MB, and setting up a pool is part of every
 * opening (16 MB opens in about half the CPU of PostgreSQL's 128 MB).
 */
export const TEST_SHARED_BUFFERS = '16MB';

/**
 * Creates a database for one test file: in memory, or a PGlite folder, which starts empty (the
 * server's first start runs initdb and the migrations there) unless `migrated` — then it holds the
 * suite's migrated template, as a server that ran before leaves it: for the tests of restarts,
 * crashes and drains, to which initdb and the migrations in every server process they start were
 * more than half of a first start's CPU (10 CPU-s). On PostgreSQL, a new database.
 */
export async function createTestDatabase(
  pgliteDataDir = 'memory://',
  { migrated = false }: { migrated?: boolean } = {},
): Promise<TestDatabase> {
  if (!onPostgres) {
    const inMemory = pgliteDataDir === 'memory://';
    const template =
      inMemory || migrated ? pgliteTemplateDump(inject('pgliteTemplatePath')) : undefined;
    if (!inMemory && template) {
      // Unpacked into the folder by PGlite itself, which refuses a folder that holds a database.
      const client = await PGlite.create({ dataDir: pgliteDataDir, loadDataDir: template });
      await client.close();
    }
    const options = {
      dataDir: pgliteDataDir,
      pgliteTemplate: inMemory ? template : undefined,
      pgliteSharedBuffers: TEST_SHARED_BUFFERS,
    };
    return { options, drop: async () => {} };
  }
  // Copied from the suite's migrated template (globalSetup) when there is one.
  return createPostgresDatabase(inject('postgresTemplate'));
}

/** A new, uniquely named PostgreSQL database, empty or copied from `template`. */
async function createPostgresDatabase(template = ''): Promise<TestDatabase & { name: string }> {
  const name = `jinli_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl(), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    name,
    options: { url: url.toString() },
    async drop() {
      const dropper = postgres(adminUrl(), { max: 1, onnotice: () => {} });
      try {
        await dropper.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * The suite's template on PostgreSQL: a database with every migration applied and no connection
 * left open (a template must have none while it is copied). Test files copy it; globalSetup drops it.
 */
export async function createPostgresTemplate(): Promise<TestDatabase & { name: string }> {
  const template = await createPostgresDatabase();
  const database = await openDatabase(template.options);
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  return template;
}

/** Opens and migrates a test database. */
export async function openTestDatabase(test: TestDatabase): Promise<Database> {
  const database = await openDatabase(test.options);
  await database.migrate();
  return database;
}

/**
 * Tables that are bookkeeping, not data: the rate-limit counters. A refused request counts its
 * attempt there, and any password check made just after a minute boundary starts that window's row,
 * so "a refused request changes nothing" cannot include them.
 */
const BOOKKEEPING_TABLES = new Set(['auth_counter']);

/** Row count of every data table of the schema (not the bookkeeping ones), by table name. */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable) || BOOKKEEPING_TABLES.has(getTableName(table))) continue;
    const [row] = await db.select({ value: count() }).from(table);
    counts[getTableName(table)] = row?.value ?? 0;
  }
  return counts;
}

/**
 * A test file's own migrated database, opened in beforeAll and closed and dropped in afterAll.
 * Read `database` inside tests and hooks, not at the top level of the file.
 */
export function testDatabasePerFile(): { readonly database: Database } {
  let test: TestDatabase | undefined;
  let database: Database | undefined;
  beforeAll(async () => {
    test = await createTestDatabase();
    database = await openTestDatabase(test);
  });
  afterAll(async () => {
    await database?.close();
    await test?.drop();
  });
  return {
    get database() {
      if (!database) throw new Error('the test database is opened in beforeAll');
      return database;
    },
  };
}
