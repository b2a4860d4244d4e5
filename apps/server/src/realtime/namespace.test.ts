import { describe, expect, it } from 'vitest';
import { createTestDatabase, openTestDatabase } from '../../test/testDatabase';
import { deploymentNamespace, readDeploymentId, redisNamespace } from './namespace';

async function withDatabase<T>(
  work: (db: Awaited<ReturnType<typeof openTestDatabase>>) => Promise<T>,
) {
  const test = await createTestDatabase();
  const database = await openTestDatabase(test);
  try {
    return await work(database);
  } finally {
    await database.close();
    await test.drop();
  }
}

describe('deployment namespace', () => {
  it('is the company and the database identity, or the operator’s prefix as given', () => {
    const id = '3f2a9c1e-77b0-4d1a-9e55-0a1b2c3d4e5f';
    expect(redisNamespace('jinli', id)).toBe('jinli:jinli:3f2a9c1e77b0:');
    expect(redisNamespace('brand2', id)).toBe('jinli:brand2:3f2a9c1e77b0:');
    expect(redisNamespace('jinli', id, 'shop-a:')).toBe('shop-a:');
  });

  it('reads one identity per database, the same for every caller, also racing ones', async () => {
    await withDatabase(async (database) => {
      const racing = await Promise.all(
        Array.from({ length: 8 }, () => readDeploymentId(database.db)),
      );
      expect(new Set(racing).size).toBe(1);
      expect(racing[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(await readDeploymentId(database.db)).toBe(racing[0]);
    });
  });

  it('differs between databases, also databases made from one migrated template', async () => {
    const [first, second] = await Promise.all([
      withDatabase((database) => deploymentNamespace(database.db, 'jinli')),
      withDatabase((database) => deploymentNamespace(database.db, 'jinli')),
    ]);
    expect(first).not.toBe(second);
    expect(first).toMatch(/^jinli:jinli:[0-9a-f]{12}:$/);
  });

  it('keeps the operator’s prefix without reading the database', async () => {
    await withDatabase(async (database) => {
      expect(await deploymentNamespace(database.db, 'jinli', 'brand-a:')).toBe('brand-a:');
    });
  });
});
