// reserveAttempt at the edge of a window: the failures of the minute before count on a sliding
// scale (5 failures a moment ago count as 4.99), so "full" must mean "one more would go beyond the
// rule", the same test the attempt itself is held to. With "failures ≥ max" a burst that ended just
// before a minute boundary left every later attempt neither refused nor let through: each waited
// the whole patience (60 s) for a place that never came.
import { ErrorCode } from '@jinli/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  openTestDatabase,
  type TestDatabase,
} from '../../../test/testDatabase';
import type { Database } from '../../db/client';
import { AppError } from '../../http/AppError';
import { createDbRateLimiter, type LimitRule, reserveAttempt } from './rateLimits';

const MINUTE = 60_000;
const RULES: LimitRule[] = [{ max: 5, windowMs: MINUTE }];

let testDatabase: TestDatabase;
let database: Database;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await openTestDatabase(testDatabase);
});
afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

describe('reserveAttempt across a window boundary', () => {
  it('refuses at once when the failures of a moment ago fill the limit', async () => {
    // 10 ms before a minute ends.
    let at = 1_000 * MINUTE + MINUTE - 10;
    const now = () => at;
    const limiter = createDbRateLimiter(database.db, now);
    const subject = 'user:boundary';
    for (let i = 0; i < 5; i++) {
      const attempt = await reserveAttempt(limiter, 'fund_password_fail', subject, RULES, 'x', now);
      await attempt.end('failed');
    }
    at += 20; // the next minute: the five count as 4.99
    const started = Date.now();
    const refusal = await reserveAttempt(
      limiter,
      'fund_password_fail',
      subject,
      RULES,
      '交易密码错误次数过多，请稍后再试',
      now,
    ).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe(ErrorCode.TOO_MANY_REQUESTS);
    expect(Date.now() - started).toBeLessThan(5_000);
  }, 10_000);

  it('lets an attempt through once the sliding count leaves room for it', async () => {
    let at = 2_000 * MINUTE + MINUTE - 10;
    const now = () => at;
    const limiter = createDbRateLimiter(database.db, now);
    const subject = 'user:later';
    for (let i = 0; i < 5; i++) {
      const attempt = await reserveAttempt(limiter, 'fund_password_fail', subject, RULES, 'x', now);
      await attempt.end('failed');
    }
    at += MINUTE / 2; // half a minute on: the five count as about 2.5
    const attempt = await reserveAttempt(limiter, 'fund_password_fail', subject, RULES, 'x', now);
    await attempt.end('passed');
  });
});
