// The embedded database's buffer pool and WAL segments: a server keeps PostgreSQL's, the test suite
// (a database per file, each opened anew) takes small ones, which cost less CPU at every opening.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  onPostgres,
  openTestDatabase,
  TEST_SHARED_BUFFERS,
} from '../../test/testDatabase';
import { openDatabase, type Database } from './client';

async function setting(database: Database, name: string): Promise<string> {
  // Drizzle's PGlite session answers { rows }.
  const result = (await database.db.execute(sql.raw(`show ${name}`))) as {
    rows: Record<string, string>[];
  };
  return result.rows[0]?.[name] ?? '';
}

const sharedBuffers = (database: Database) => setting(database, 'shared_buffers');

describe('PGlite buffer pool and WAL segments', () => {
  it('is PostgreSQL’s 128MB unless asked for, and the size asked for when it is', async () => {
    const server = await openDatabase({ dataDir: 'memory://' });
    const small = await openDatabase({ dataDir: 'memory://', pgliteSharedBuffers: '8MB' });
    try {
      expect(await sharedBuffers(server)).toBe('128MB');
      expect(await sharedBuffers(small)).toBe('8MB');
    } finally {
      await server.close();
      await small.close();
    }
  });

  // A test file's database is PGlite's unless the suite runs on PostgreSQL (`--all-files`).
  it.skipIf(onPostgres)('is the small one in a test file’s database', async () => {
    const database = await openTestDatabase(await createTestDatabase());
    try {
      expect(TEST_SHARED_BUFFERS).not.toBe('128MB');
      expect(await sharedBuffers(database)).toBe(TEST_SHARED_BUFFERS);
    } finally {
      await database.close();
    }
  });

  // The template's small WAL (test/globalSetup.ts) is kept by every database made from it.
  it.skipIf(onPostgres)(
    'has a small WAL in a test file’s database, PostgreSQL’s in a server’s',
    async () => {
      const server = await openDatabase({ dataDir: 'memory://' });
      const test = await openTestDatabase(await createTestDatabase());
      try {
        expect(await setting(server, 'wal_segment_size')).toBe('16MB');
        expect(await setting(server, 'wal_recycle')).toBe('on');
        expect(await setting(test, 'wal_segment_size')).toBe('1MB');
        expect(await setting(test, 'wal_recycle')).toBe('off');
      } finally {
        await server.close();
        await test.close();
      }
    },
  );
});
