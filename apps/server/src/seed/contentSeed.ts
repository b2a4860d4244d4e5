// Community demo content, seeded idempotently: gallery groups, templates and documents,
// promotions and ads.
import { seedGallery } from '../modules/content/seed/seedGallery';
import type { Tx } from '../modules/wallet/ledger';

/** Inserts what is missing (`now` is epoch ms, for turns and dates); returns rows written. */
export async function seedContent(tx: Tx, companyId: number, now: number): Promise<number> {
  let inserted = 0;
  inserted += await seedGallery(tx, companyId, now);
  return inserted;
}
