// Server-only secrets of the company (db table company_secret): made with a random value the first
// time a purpose asks for one, the same afterwards and on every instance (the first insert wins),
// and never served. Not the sk_encrypt secret: that one is public by the spec.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companySecret } from '../../db/schema';
import type { CompanyService } from './service';

/** Purposes of company secrets. */
export const SecretPurpose = {
  /** Signs the sandbox cashier's session tokens. */
  CASHIER: 'cashier',
  /** Signs the slider captcha's proofs of work (modules/accounts/sliderCaptcha.ts). */
  CAPTCHA: 'captcha',
} as const;
export type SecretPurpose = (typeof SecretPurpose)[keyof typeof SecretPurpose];

/** Returns the secret of a purpose (256 random bits, base64url), creating it on first use. */
export type SecretSource = (purpose: SecretPurpose) => Promise<string>;

export function createSecretSource(db: Db, company: CompanyService): SecretSource {
  const cache = new Map<string, string>();
  return async (purpose) => {
    const { id: companyId } = await company.current();
    const key = `${companyId}:${purpose}`;
    const known = cache.get(key);
    if (known) return known;
    // Racing first uses (or instances) insert at most one row; everyone reads the winner.
    await db
      .insert(companySecret)
      .values({ companyId, purpose, secret: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await db
      .select({ secret: companySecret.secret })
      .from(companySecret)
      .where(and(eq(companySecret.companyId, companyId), eq(companySecret.purpose, purpose)));
    if (!row) throw new Error(`company secret '${purpose}' was not stored`);
    cache.set(key, row.secret);
    return row.secret;
  };
}
