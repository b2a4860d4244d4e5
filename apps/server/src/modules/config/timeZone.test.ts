import { describe, expect, it } from 'vitest';
import { setCompanyConfig, TEST_COMPANY, testAppPerFile } from '../../../test/testApp';
import { lazyTimeZoneSource, timeZoneSource } from './timeZone';

const file = testAppPerFile();

describe('timeZoneSource', () => {
  it('reads the company’s time zone, keeps it for cacheMs, then reads it again', async () => {
    let now = 0;
    const source = timeZoneSource(file.t.database.db, TEST_COMPANY, {
      cacheMs: 1_000,
      clock: () => now,
    });
    await setCompanyConfig(file.t, 'time_zone', 'Asia/Shanghai');
    expect(await source()).toBe('Asia/Shanghai');
    await setCompanyConfig(file.t, 'time_zone', 'Asia/Tokyo');
    now = 999;
    expect(await source()).toBe('Asia/Shanghai');
    now = 1_000;
    expect(await source()).toBe('Asia/Tokyo');
  });
});

describe('lazyTimeZoneSource', () => {
  it('resolves the company once and keeps what it read across calls', async () => {
    await setCompanyConfig(file.t, 'time_zone', 'Asia/Shanghai');
    let companyReads = 0;
    const source = lazyTimeZoneSource(file.t.database.db, async () => {
      companyReads++;
      return TEST_COMPANY;
    });
    expect(await source()).toBe('Asia/Shanghai');
    await setCompanyConfig(file.t, 'time_zone', 'Asia/Tokyo');
    // Within the cache time the first answer holds: one source, not one per call.
    expect(await source()).toBe('Asia/Shanghai');
    expect(await source()).toBe('Asia/Shanghai');
    expect(companyReads).toBe(1);
  });
});
