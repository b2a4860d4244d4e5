// A real app on a fresh test database (see testDatabase.ts), seeded unless told otherwise.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type AppOptions, buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { systemConfig } from '../src/db/schema';
import { findCompanyByCode } from '../src/modules/company/queries';
import { seed } from '../src/seed/seed';
import { seededDatabase } from './seededDump';
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
  const companyCode = options.companyCode ?? TEST_COMPANY;
  const { testDatabase, database } =
    (options.seed ?? true)
      ? await seededDatabase(
          await createTestDatabase(),
          (db) => seed(db, { companyCode }),
          companyCode,
        )
      : await openFresh();
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

async function openFresh(): Promise<{ testDatabase: TestDatabase; database: Database }> {
  const testDatabase = await createTestDatabase();
  return { testDatabase, database: await openTestDatabase(testDatabase) };
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
