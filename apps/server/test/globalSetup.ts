// Runs once before the server suite: builds one migrated database that every test file's database
// is copied from, instead of running initdb and the migrations again per file. On PGlite a dump
// file (initdb dominates a file's start-up on a busy machine); on PostgreSQL a template database
// (`create database … template …` copies it in a fraction of the twelve migrations' time).
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { createPostgresTemplate } from './testDatabase';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite dump, or '' on PostgreSQL. */
    pgliteTemplatePath: string;
    /** Name of the migrated PostgreSQL template database, or '' on PGlite. */
    postgresTemplate: string;
  }
}

/** The migrated template: what the test files are told, and how to remove it after the run. */
interface Template {
  pgliteTemplatePath: string;
  postgresTemplate: string;
  drop(): Promise<void> | void;
}

/** Drops template0 and template1 (a template database cannot be dropped until it is not one). */
const TEMPLATE_DATABASES_DROPPED = [
  `update pg_database set datistemplate = false where datname in ('template0', 'template1')`,
  'drop database template0',
  'drop database template1',
  'checkpoint',
];

/**
 * The template's WAL, kept by every database made from it: segments of 1 MB instead of 16, and old
 * ones removed instead of renamed into future ones. A dump holds every segment whole: the 16 MB one
 * was half of each dump a test database unpacks (and six recycled 1 MB ones a third). Measured over
 * the whole suite: dumps of 17 MB instead of 31, 0.54 CPU-s an opening instead of 0.76–0.87.
 */
const SMALL_WAL_INITDB_ARGS = ['--wal-segsize=1', '-c', 'wal_recycle=off'];

async function makeTemplate(): Promise<Template> {
  if (process.env.JINLI_TEST_DB === 'postgres') {
    const template = await createPostgresTemplate();
    return { pgliteTemplatePath: '', postgresTemplate: template.name, drop: () => template.drop() };
  }
  const database = await openDatabase({
    dataDir: 'memory://',
    pgliteInitdbArgs: SMALL_WAL_INITDB_ARGS,
  });
  const path = join(tmpdir(), `jinli-pglite-template-${process.pid}.tar`);
  try {
    await database.migrate();
    // PGlite's own client is reachable through Drizzle's session; dump it uncompressed.
    const client = (
      database.db as unknown as {
        $client: { query(sql: string): Promise<unknown>; dumpDataDir(c: 'none'): Promise<Blob> };
      }
    ).$client;
    // The test databases live in `postgres`; initdb's two template databases are a third of the
    // dump that every test database would unpack again (no test on PGlite creates a database).
    for (const statement of TEMPLATE_DATABASES_DROPPED) await client.query(statement);
    writeFileSync(path, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await database.close();
  }
  return {
    pgliteTemplatePath: path,
    postgresTemplate: '',
    drop: () => rmSync(path, { force: true }),
  };
}

/**
 * Made once per run and shared by the suite's projects: vitest sets up each project with a module
 * of its own (the template was migrated and dumped twice), so it is kept on the process.
 */
const SHARED = Symbol.for('jinli.testTemplate');
const state = globalThis as { [SHARED]?: { made: Promise<Template>; users: number } };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const shared = (state[SHARED] ??= { made: makeTemplate(), users: 0 });
  shared.users += 1;
  const template = await shared.made;
  project.provide('pgliteTemplatePath', template.pgliteTemplatePath);
  project.provide('postgresTemplate', template.postgresTemplate);
  return async () => {
    if (--shared.users > 0) return;
    delete state[SHARED];
    await template.drop();
  };
}
