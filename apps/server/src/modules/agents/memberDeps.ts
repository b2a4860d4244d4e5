// What the team's member operations are given (members.ts assembles it once): the database, the
// limiter of added users, the system time zone (the summary's day and month) and the clock (who is
// online).
import type { Db } from '../../db/client';
import type { Zone } from '../../time/zones';
import type { RateLimiter } from '../accounts/rateLimits';

export interface MemberDeps {
  db: Db;
  limiter: RateLimiter;
  zone: () => Promise<Zone>;
  now: () => number;
}
