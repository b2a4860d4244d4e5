// What the console's routes share: the database, the company, the login limiter and a clock.
import type { Db } from '../../db/client';
import type { AuthLimits, RateLimiter } from '../accounts/rateLimits';
import type { CompanyService } from '../company/service';

export interface ConsoleContext {
  db: Db;
  company: CompanyService;
  /** The company's code (the label of a TOTP in authenticator apps). */
  companyCode: string;
  /** The players' limiter: operator logins count under the same limits. */
  limiter: RateLimiter;
  limits: AuthLimits;
  /** Epoch ms; tests move it (session timeouts, TOTP steps). */
  now: () => number;
}
