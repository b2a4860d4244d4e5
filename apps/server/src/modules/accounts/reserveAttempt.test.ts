// reserveAttempt at the edge of a window: the failures of the minute before count on a sliding
// scale (5 failures a moment ago count as 4.99), so "full" must mean "one more would go beyond the
// rule", the same test the attempt itself is held to. With "failures ≥ max" a burst that ended just
// before a minute boundary left every later attempt neither refused nor let through: each waited
// the whole patience (60 s) for a place that never came.
import { ErrorCode } from '@jinli/contract';
import { describe, expect, it } from 'vitest';
import { testDatabasePerFile } from '../../../test/testDatabase';
import { AppError } from '../../http/AppError';
import { createDbRateLimiter, type LimitRule, RATE_LIMIT_TEXT, reserveAttempt } from './rateLimits';

const MINUTE = 60_000;
const RULES: LimitRule[] = [{ max: 5, windowMs: MINUTE }];
const file = testDatabasePerFile();

/** A limiter on a clock the test moves, starting 10 ms before minute `minute` ends. */
function limiterAt(minute: number) {
  const clock = { at: minute * MINUTE + MINUTE - 10 };
  const now = () => clock.at;
  const limiter = createDbRateLimiter(file.database.db, now);
  const attempt = (subject: string) =>
    reserveAttempt(
      limiter,
      'fund_password_fail',
      subject,
      RULES,
      RATE_LIMIT_TEXT.fundPassword,
      now,
    );
  return { clock, attempt };
}

/** Fills the limit: five failed attempts of `subject`. */
async function failFiveTimes(
  attempt: (subject: string) => ReturnType<typeof reserveAttempt>,
  subject: string,
) {
  for (let i = 0; i < 5; i++) await (await attempt(subject)).end('failed');
}

describe('reserveAttempt across a window boundary', () => {
  it('refuses at once when the failures of a moment ago fill the limit', async () => {
    const { clock, attempt } = limiterAt(1_000);
    await failFiveTimes(attempt, 'user:boundary');
    clock.at += 20; // the next minute: the five count as 4.99
    const started = Date.now();
    const refusal = await attempt('user:boundary').then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe(ErrorCode.TOO_MANY_REQUESTS);
    // The old rule never answered here (the clock stands still, so its 60 s patience never ends).
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('lets an attempt through once the sliding count leaves room for it', async () => {
    const { clock, attempt } = limiterAt(2_000);
    await failFiveTimes(attempt, 'user:later');
    clock.at += MINUTE / 2; // half a minute on: the five count as about 2.5
    await (await attempt('user:later')).end('passed');
  });
});
