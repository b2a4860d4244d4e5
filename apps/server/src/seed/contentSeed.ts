// Community demo content, seeded idempotently: gallery groups, templates and documents,
// promotions and ads.
import type { Tx } from '../db/client';
import { seedGallery } from '../modules/content/seed/seedGallery';
import { seedPromotions } from '../modules/content/seed/seedPromotions';
import { seedTemplates } from '../modules/content/seed/seedTemplates';

/** Inserts what is missing (`now` is epoch ms, for turns and dates); returns rows written. */
export async function seedContent(tx: Tx, companyId: number, now: number): Promise<number> {
  let inserted = 0;
  inserted += await seedGallery(tx, companyId, now);
  inserted += await seedTemplates(tx, companyId, now);
  inserted += await seedPromotions(tx, companyId, now);
  return inserted;
}
