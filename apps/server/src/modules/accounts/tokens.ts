// Access tokens (DESIGN.md §5): 256-bit random, handed out once, stored as their SHA-256; a new one
// at every login; expired after an idle period or an absolute lifetime; revoked at logout.
import { createHash, randomBytes } from 'node:crypto';

/** Token lifetimes in ms. */
export interface TokenLifetimes {
  /** Unused this long, a token expires; default 7 days. */
  idleMs: number;
  /** A token never lives longer than this; default 30 days (trial accounts: 1 day). */
  absoluteMs: number;
  /** Absolute lifetime of trial (TEST) accounts' tokens; default 1 day. */
  trialAbsoluteMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const DEFAULT_TOKEN_LIFETIMES: TokenLifetimes = {
  idleMs: 7 * DAY_MS,
  absoluteMs: 30 * DAY_MS,
  trialAbsoluteMs: DAY_MS,
};

/** last_used_at is written at most this often per token (ms), to keep reads cheap. */
export const TOKEN_TOUCH_INTERVAL_MS = 60_000;

/** A new random token: 32 bytes as base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored for `token`: hex SHA-256. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The token a request carries: the `token` header, else `Authorization` (with or without a
 * `Bearer ` prefix); undefined when neither holds a plausible token.
 */
export function tokenOf(
  headers: Record<string, string | string[] | undefined>,
): string | undefined {
  const pick = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
  let token = pick(headers.token);
  if (!token) token = pick(headers.authorization).replace(/^Bearer\s+/i, '');
  if (!token || token.length > 256) return undefined;
  return token;
}
