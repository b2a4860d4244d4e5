// A real app on a fresh test database (see testDatabase.ts), seeded unless told otherwise.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type AppOptions, buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { systemConfig } from '../src/db/schema';
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

/** A test file's app: started in beforeAll, closed in afterAll. */
export interface TestAppPerFile {
  /** The running app; read it inside tests and hooks, not at the top level of the file. */
  readonly t: TestApp;
}

/**
 * Registers a test file's beforeAll/afterAll that start one app for the file's tests and close it
 * after them. Call at the top level, before the file's own hooks (they run in registration order).
 */
export function testAppPerFile(options: TestAppOptions = {}): TestAppPerFile {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(options);
  });
  afterAll(async () => {
    await app?.close();
  });
  return {
    get t() {
      if (!app) throw new Error('the test app is started in beforeAll');
      return app;
    },
  };
}

/** Id of the test company in `database`. */
export async function testCompanyId(database: Database, code = TEST_COMPANY): Promise<number> {
  const row = await findCompanyByCode(database.db, code);
  if (!row) throw new Error(`no company ${code}`);
  return row.id;
}

/** Sets a system_config value of the test company (inserted when the seed left it out). */
export async function setCompanyConfig(t: TestApp, key: string, value: string): Promise<void> {
  const companyId = await testCompanyId(t.database);
  await t.database.db
    .insert(systemConfig)
    .values({ companyId, configKey: key, configValue: value })
    .onConflictDoUpdate({
      target: [systemConfig.companyId, systemConfig.configKey],
      set: { configValue: value },
    });
}
