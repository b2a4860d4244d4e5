// The company's public domains from the deployment's configuration (--domain / JINLI_SITE_DOMAINS),
// stored at start as the company's `domain` (one a line, newest first): what company info and the
// profile's userDetail.domain answer, what the app shows as 最新域名 and under promotions as
// 适用域名. Stored before the app answers anything, so no cached answer holds an older value.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { company } from '../../db/schema';

/**
 * Stores `domains` as the company's domain; returns false when the company does not exist (a
 * server started with --no-seed on an empty database) and nothing was stored.
 */
export async function storeSiteDomains(
  db: Db,
  companyCode: string,
  domains: readonly string[],
): Promise<boolean> {
  const rows = await db
    .update(company)
    .set({ domain: domains.join('\n') })
    .where(eq(company.code, companyCode))
    .returning({ id: company.id });
  return rows.length > 0;
}
