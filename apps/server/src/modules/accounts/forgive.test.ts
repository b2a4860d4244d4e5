// RateLimiter.forgive (the console's unlock): the failures of a subject and of its per-address
// subjects (`subject|ip:…`) go, in every window, on the database and (with REDIS_URL) on Redis;
// other subjects, other kinds and the attempts under way stay counted.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testDatabasePerFile } from '../../../test/testDatabase';
import { createDbRateLimiter, type RateLimiter } from './rateLimits';
import { createRedisRateLimiter } from './redisRateLimiter';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const WINDOWS = [MINUTE, HOUR];
const file = testDatabasePerFile();

async function forgivesItsOwn(limiter: RateLimiter) {
  const subject = `account:user${randomBytes(3).toString('hex')}`;
  const fail = async (kind: 'login_fail' | 'password_fail', who: string) =>
    (await limiter.begin(kind, who, WINDOWS)).end('failed');
  for (let i = 0; i < 3; i++) {
    await fail('login_fail', subject);
    await fail('login_fail', `${subject}|ip:203.0.113.${i}`);
    await fail('login_fail', `${subject}x`);
    await fail('password_fail', subject);
  }
  const underWay = await limiter.begin('login_fail', subject, WINDOWS);
  await limiter.forgive('login_fail', subject);
  const peek = (kind: 'login_fail' | 'password_fail', who: string) =>
    limiter.peek(kind, who, WINDOWS).then((counts) => Math.round(counts.get(HOUR) ?? 0));
  expect(await peek('login_fail', subject)).toBe(0);
  expect(await peek('login_fail', `${subject}|ip:203.0.113.1`)).toBe(0);
  // Another account whose name starts the same, and another kind: untouched.
  expect(await peek('login_fail', `${subject}x`)).toBe(3);
  expect(await peek('password_fail', subject)).toBe(3);
  // The attempt under way still ends and counts.
  await underWay.end('failed');
  expect(await peek('login_fail', subject)).toBe(1);
}

describe('RateLimiter.forgive', () => {
  it('on the database', async () => {
    await forgivesItsOwn(createDbRateLimiter(file.database.db));
  });

  it.skipIf(!process.env.REDIS_URL)('on Redis', async () => {
    const limiter = createRedisRateLimiter(
      process.env.REDIS_URL!,
      `jinli-test-${randomBytes(4).toString('hex')}:`,
    );
    try {
      await forgivesItsOwn(limiter);
    } finally {
      await limiter.close();
    }
  });
});
