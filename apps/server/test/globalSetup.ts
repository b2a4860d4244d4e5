// Runs once before the server suite: on PGlite, builds a migrated in-memory database and dumps it
// to a file, so that every test file starts from that dump instead of running initdb and the
// migrations again (PGlite's initdb dominates a test file's start-up on a busy machine).
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite dump, or '' on PostgreSQL. */
    pgliteTemplatePath: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.JINLI_TEST_DB === 'postgres') {
    project.provide('pgliteTemplatePath', '');
    return () => {};
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  const path = join(tmpdir(), `jinli-pglite-template-${process.pid}.tar`);
  try {
    await database.migrate();
    // PGlite's own client is reachable through Drizzle's session; dump it uncompressed.
    const client = (
      database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }
    ).$client;
    writeFileSync(path, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplatePath', path);
  return () => rmSync(path, { force: true });
}
