// TOTP of the operators' second factor (RFC 6238 through the otpauth library: SHA-1, 30 s steps,
// 6 digits, what every authenticator app reads from an otpauth:// URL). A code is accepted one
// step either side of now (clock drift); the step it was accepted for is then the operator's last
// (store.ts claims it atomically), so the same code, or an older one, cannot be used twice.
import { Secret, TOTP } from 'otpauth';

/** Seconds per step. */
export const TOTP_PERIOD_S = 30;
/** Digits of a code. */
export const TOTP_DIGITS = 6;
/** Steps accepted either side of now. */
export const TOTP_WINDOW = 1;
/** The issuer shown in authenticator apps. */
export const TOTP_ISSUER = '锦鲤运营后台';

/** A fresh secret (160 bits, RFC 4226's recommendation), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

/** The otpauth:// URL an authenticator app scans, labelled `company:name`. */
export function totpUrl(secret: string, label: string): string {
  return totpOf(secret, label).toString();
}

/** The code of `secret` at `at` (epoch ms): tests and the CLI's self-check. */
export function totpCode(secret: string, at: number): string {
  return totpOf(secret, 'x').generate({ timestamp: at });
}

/**
 * The time step `code` is valid for at `at` (epoch ms), within ±TOTP_WINDOW steps; undefined when
 * it is not a code of `secret` then. The caller refuses a step at or before the last one used.
 */
export function totpStepOf(secret: string, code: string, at: number): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const totp = totpOf(secret, 'x');
  const delta = totp.validate({ token: code, timestamp: at, window: TOTP_WINDOW });
  return delta === null ? undefined : totp.counter({ timestamp: at }) + delta;
}
