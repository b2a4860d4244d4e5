// Rate limits for tests that count against them: the same counts, over a day. A limiter counts in
// fixed windows and counts the window before on a sliding scale (rateLimits.ts: 5 failures a moment
// before a minute's boundary count as 4.99 after it, as 4 twelve seconds after it), so a test that a
// loaded machine spreads across a minute's boundary gets one more attempt through than it counts.
// Over a day, a window's boundary inside a test is a matter of running at midnight UTC, not of speed.
import {
  type AuthLimits,
  DEFAULT_AUTH_LIMITS,
  type LimitRule,
} from '../src/modules/accounts/rateLimits';

/** A day, ms: the window of every limit below. */
export const DAY_MS = 24 * 3_600_000;

/** `rules` with their counts, each over a day. */
export const overADay = (rules: readonly LimitRule[]): LimitRule[] =>
  rules.map((rule) => ({ ...rule, windowMs: DAY_MS }));

/** The default login, password and registration limits with their counts, each over a day. */
export const DEFAULT_AUTH_LIMITS_OVER_A_DAY: AuthLimits = {
  ...DEFAULT_AUTH_LIMITS,
  loginFailPerAccountAddress: overADay(DEFAULT_AUTH_LIMITS.loginFailPerAccountAddress),
  loginFailPerAddress: overADay(DEFAULT_AUTH_LIMITS.loginFailPerAddress),
  loginFailPerAccount: overADay(DEFAULT_AUTH_LIMITS.loginFailPerAccount),
  loginSlowPerAccount: overADay(DEFAULT_AUTH_LIMITS.loginSlowPerAccount),
  passwordCheckPerUser: overADay(DEFAULT_AUTH_LIMITS.passwordCheckPerUser),
  fundPasswordFailPerAccount: overADay(DEFAULT_AUTH_LIMITS.fundPasswordFailPerAccount),
  registerPerAddress: overADay(DEFAULT_AUTH_LIMITS.registerPerAddress),
  registerFailPerAddress: overADay(DEFAULT_AUTH_LIMITS.registerFailPerAddress),
  trialPerAddress: overADay(DEFAULT_AUTH_LIMITS.trialPerAddress),
};
