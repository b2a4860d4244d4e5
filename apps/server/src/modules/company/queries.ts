import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carousel, company, companyDetail } from '../../db/schema';

export type CompanyRow = typeof company.$inferSelect;

export async function findCompanyByCode(db: Db, code: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(company).where(eq(company.code, code)).limit(1);
  return row;
}

/** Enabled slides of one carousel, highest `sort` first (ties: oldest first). */
export function listCarouselSlides(db: Db, companyId: number, position: string) {
  return db
    .select()
    .from(carousel)
    .where(
      and(
        eq(carousel.companyId, companyId),
        eq(carousel.position, position),
        eq(carousel.enabled, true),
      ),
    )
    .orderBy(desc(carousel.sort), asc(carousel.id));
}

export function listCompanyDetails(db: Db, companyId: number) {
  return db
    .select()
    .from(companyDetail)
    .where(eq(companyDetail.companyId, companyId))
    .orderBy(asc(companyDetail.sort), asc(companyDetail.id));
}
