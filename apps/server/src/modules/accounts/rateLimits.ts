// Limits on failed logins, registrations and trial accounts, per account and per address
// (DESIGN.md §5). Attempts are rows in auth_attempt so that every server instance sees the same
// counts; nothing lives only in process memory.
import { ErrorCode } from '@jinli/contract';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authAttempt } from '../../db/schema';
import { AppError } from '../../http/AppError';

/** At most `max` attempts of a kind within `windowMs`. */
export interface LimitRule {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Every limit; each list is checked in full (all rules must pass). */
export interface AuthLimits {
  /** Failed logins of one account. */
  loginFailPerAccount: LimitRule[];
  /** Failed logins from one address. */
  loginFailPerAddress: LimitRule[];
  /** Successful registrations from one address. */
  registerPerAddress: LimitRule[];
  /** Refused registrations from one address. */
  registerFailPerAddress: LimitRule[];
  /** Trial accounts created from one address. */
  trialPerAddress: LimitRule[];
  /** Wrong fund passwords of one account. */
  fundPasswordFailPerAccount: LimitRule[];
}

/** Defaults: at most 100 failed logins an hour per account and 5 a minute (DESIGN.md §5). */
export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  loginFailPerAccount: [
    { max: 5, windowMs: MINUTE },
    { max: 100, windowMs: HOUR },
  ],
  loginFailPerAddress: [
    { max: 30, windowMs: MINUTE },
    { max: 500, windowMs: HOUR },
  ],
  registerPerAddress: [{ max: 20, windowMs: HOUR }],
  registerFailPerAddress: [{ max: 60, windowMs: 10 * MINUTE }],
  trialPerAddress: [{ max: 20, windowMs: HOUR }],
  fundPasswordFailPerAccount: [
    { max: 5, windowMs: MINUTE },
    { max: 30, windowMs: HOUR },
  ],
};

export type AttemptKind =
  'login_fail' | 'register' | 'register_fail' | 'trial' | 'fund_password_fail';

/** Refusal messages. */
export const RATE_LIMIT_TEXT = {
  login: '登录失败次数过多，请稍后再试',
  register: '注册过于频繁，请稍后再试',
  fundPassword: '交易密码错误次数过多，请稍后再试',
} as const;

/** Attempts are kept this long (longer than any window), then deleted. */
const RETENTION_MS = 2 * 24 * HOUR;

export const accountSubject = (account: string) => `account:${account.toLowerCase()}`;
export const addressSubject = (address: string) => `ip:${address}`;

export interface RateLimiter {
  /** Throws 429 with `message` when any rule of `rules` is already exhausted for `subject`. */
  check(
    kind: AttemptKind,
    subject: string,
    rules: readonly LimitRule[],
    message: string,
  ): Promise<void>;
  /** Counts one attempt. */
  record(kind: AttemptKind, subject: string): Promise<void>;
}

export function createRateLimiter(db: Db, now: () => number = Date.now): RateLimiter {
  let recorded = 0;
  return {
    async check(kind, subject, rules, message) {
      for (const rule of rules) {
        const since = new Date(now() - rule.windowMs);
        const [row] = await db
          .select({ value: count() })
          .from(authAttempt)
          .where(
            and(
              eq(authAttempt.kind, kind),
              eq(authAttempt.subject, subject),
              gt(authAttempt.createdAt, since),
            ),
          );
        if ((row?.value ?? 0) >= rule.max) throw new AppError(ErrorCode.TOO_MANY_REQUESTS, message);
      }
    },
    async record(kind, subject) {
      await db.insert(authAttempt).values({ kind, subject, createdAt: new Date(now()) });
      // Now and then, drop what no window looks at any more.
      if (++recorded % 200 === 0) {
        await db
          .delete(authAttempt)
          .where(lt(authAttempt.createdAt, new Date(now() - RETENTION_MS)));
      }
    },
  };
}
