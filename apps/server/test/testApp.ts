// A real app on a fresh test database (see testDatabase.ts), seeded unless told otherwise.
import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { findCompanyByCode } from '../src/modules/company/queries';
import { seed } from '../src/seed/seed';
import { createTestDatabase, openTestDatabase, type TestDatabase } from './testDatabase';

export const TEST_COMPANY = 'jinli';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  testDatabase: TestDatabase;
  /** Closes the app (and its database) and drops the test database. */
  close(): Promise<void>;
}

export interface TestAppOptions extends Partial<Omit<AppOptions, 'database'>> {
  /** Seed the demo content first; default true. */
  seed?: boolean;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testDatabase = await createTestDatabase();
  const database = await openTestDatabase(testDatabase);
  const companyCode = options.companyCode ?? TEST_COMPANY;
  if (options.seed ?? true) await seed(database.db, { companyCode });
  const app = await buildApp({ ...options, database, companyCode });
  return {
    app,
    database,
    testDatabase,
    async close() {
      await app.close();
      await testDatabase.drop();
    },
  };
}

/** Id of the test company in `database`. */
export async function testCompanyId(database: Database, code = TEST_COMPANY): Promise<number> {
  const row = await findCompanyByCode(database.db, code);
  if (!row) throw new Error(`no company ${code}`);
  return row.id;
}
