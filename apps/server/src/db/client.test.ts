// The embedded database's buffer pool: a server keeps PostgreSQL's, the test suite (a database per
// file, each opened anew) takes a small one, whose set-up costs less CPU at every opening.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  onPostgres,
  openTestDatabase,
  TEST_SHARED_BUFFERS,
} from '../../test/testDatabase';
import { openDatabase, type Database } from './client';

async function sharedBuffers(database: Database): Promise<string> {
  // Drizzle's PGlite session answers { rows }.
  const result = (await database.db.execute(sql`show shared_buffers`)) as {
    rows: { shared_buffers: string }[];
  };
  return result.rows[0]?.shared_buffers ?? '';
}

describe('PGlite buffer pool', () => {
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
});
