// Seeding the demo company took 0.7–2 CPU-s per test app (about a fifth of the PGlite suite's
// CPU). On PGlite, a worker's first seeded database is dumped, and the next ones of the same company
// start from that dump instead of seeding again. The seed is relative to the clock (an agent's team
// figures of "today", the gallery's current turn), so a dump serves only while it is a few minutes
// old and of the same day in the seeded company's time zone; an older one is made again.
import type { Database, Db } from '../src/db/client';
import { ConfigKey, configDefaults } from '../src/modules/config/configKeys';
import { dateText, localDateOf, zoneOf } from '../src/time/zones';
import { DumpBytes } from './dumpBytes';
import { onPostgres, openTestDatabase, type TestDatabase } from './testDatabase';

/** How long a seeded dump stands in for a fresh seed. */
const DUMP_MAX_AGE_MS = 3 * 60_000;
/** The seeded company's time zone (the configured default), whose days the seed counts. */
const seedZone = zoneOf(configDefaults[ConfigKey.TIME_ZONE].value);

interface SeededDump {
  companyCode: string;
  dump: Blob;
  madeAt: number;
}

/** This worker's latest seeded dump (the files of a worker share this module: isolate false). */
let latest: SeededDump | undefined;

const dayOf = (ms: number) => dateText(localDateOf(seedZone, ms));

function freshDump(companyCode: string, now = Date.now()): Blob | undefined {
  if (!latest || latest.companyCode !== companyCode) return undefined;
  if (now - latest.madeAt > DUMP_MAX_AGE_MS || dayOf(now) !== dayOf(latest.madeAt))
    return undefined;
  return latest.dump;
}

/**
 * `test` opened and seeded by `seed`: from this worker's dump of the same company's seed when there
 * is a fresh one (PGlite in memory only), else seeded here (and dumped for the next ones).
 */
export async function seededDatabase(
  test: TestDatabase,
  seed: (db: Db) => Promise<unknown>,
  companyCode: string,
): Promise<{ testDatabase: TestDatabase; database: Database }> {
  const inMemory = !onPostgres && test.options.dataDir === 'memory://';
  const dump = inMemory ? freshDump(companyCode) : undefined;
  if (dump) {
    const testDatabase = { ...test, options: { ...test.options, pgliteTemplate: dump } };
    return { testDatabase, database: await openTestDatabase(testDatabase) };
  }
  const madeAt = Date.now();
  const database = await openTestDatabase(test);
  await seed(database.db);
  if (inMemory) {
    // PGlite's own client is reachable through Drizzle's session; dumped uncompressed.
    const client = (
      database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }
    ).$client;
    latest = { companyCode, dump: await DumpBytes.of(await client.dumpDataDir('none')), madeAt };
  }
  return { testDatabase: test, database };
}
