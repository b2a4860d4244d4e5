import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tableCounts, testDatabasePerFile } from '../../test/testDatabase';
import { notice, systemConfig } from '../db/schema';
import { ConfigKey } from '../modules/config/configKeys';
import { readSystemConfig } from '../modules/config/queries';
import { demoCarousel, demoNotices } from './demoContent';
import { fiveElementYears, seed } from './seed';

const file = testDatabasePerFile();

describe('seed', () => {
  it('fills an empty database, and a second run changes nothing', async () => {
    const first = await seed(file.database.db, { companyCode: 'jinli' });
    expect(first.createdCompany).toBe(true);
    const counts = await tableCounts(file.database.db);
    expect(first.inserted).toBe(Object.values(counts).reduce((a, b) => a + b, 0));
    expect(counts).toMatchObject({
      company: 1,
      carousel: demoCarousel.length,
      notice: demoNotices.length,
    });
    const secret = (await readSystemConfig(file.database.db, first.companyId)).get(
      ConfigKey.SK_ENCRYPT,
    );

    const second = await seed(file.database.db, { companyCode: 'jinli' });
    expect(second).toEqual({ companyId: first.companyId, createdCompany: false, inserted: 0 });
    expect(await tableCounts(file.database.db)).toEqual(counts);
    expect(
      (await readSystemConfig(file.database.db, first.companyId)).get(ConfigKey.SK_ENCRYPT),
    ).toBe(secret);
  });

  it('does not bring back deleted content, but restores a missing setting', async () => {
    const { companyId } = await seed(file.database.db, { companyCode: 'jinli' });
    await file.database.db.delete(notice).where(eq(notice.companyId, companyId));
    await file.database.db
      .delete(systemConfig)
      .where(eq(systemConfig.configKey, ConfigKey.HY_IS_CANCEL));
    const result = await seed(file.database.db, { companyCode: 'jinli' });
    expect(result.inserted).toBe(1);
    expect((await readSystemConfig(file.database.db, companyId)).get(ConfigKey.HY_IS_CANCEL)).toBe(
      '1',
    );
    expect(
      await file.database.db.select().from(notice).where(eq(notice.companyId, companyId)),
    ).toEqual([]);
  });

  it('seeds another company beside it with its own secret', async () => {
    const jinli = await seed(file.database.db, { companyCode: 'jinli' });
    const other = await seed(file.database.db, { companyCode: 'other' });
    expect(other.createdCompany).toBe(true);
    const a = (await readSystemConfig(file.database.db, jinli.companyId)).get(ConfigKey.SK_ENCRYPT);
    const b = (await readSystemConfig(file.database.db, other.companyId)).get(ConfigKey.SK_ENCRYPT);
    expect(a).toBeTruthy();
    expect(b).toBeTruthy();
    expect(a).not.toBe(b);
  });

  it('runs concurrently without duplicates (one waits for the other)', async () => {
    const results = await Promise.all([
      seed(file.database.db, { companyCode: 'race' }),
      seed(file.database.db, { companyCode: 'race' }),
    ]);
    expect(results.filter((r) => r.createdCompany)).toHaveLength(1);
    expect(results[0]!.companyId).toBe(results[1]!.companyId);
  });

  it('adds the five-elements of a later year when time moves on', async () => {
    const before = (await tableCounts(file.database.db)).five_element!;
    const seeded = new Set(fiveElementYears(Date.now()));
    const nextYear = Date.now() + 366 * 86_400_000;
    const added = fiveElementYears(nextYear).filter((year) => !seeded.has(year));
    expect(added.length).toBeGreaterThan(0);
    const result = await seed(file.database.db, { companyCode: 'jinli', now: nextYear });
    expect(result.inserted).toBe(added.length * 5);
    expect((await tableCounts(file.database.db)).five_element).toBe(before + added.length * 5);
  });
});
