// Values older seeds wrote that looked like placeholders in front of players (issue 18): a
// database seeded before them gets today's values at its next start. Only the exact old values are
// replaced, so whatever an operator set since stays.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { company, paymentChannel, promotion } from '../db/schema';
import { DEMO_TRC20_ADDRESS } from './trc20Address';

/** The company domain of the first seeds (a made-up host, not the deployment's). */
export const OLD_DEMO_DOMAIN = 'www.jinli.example\nm.jinli.example';
/** The promotions' domains of the first seeds. */
export const OLD_PROMOTION_DOMAINS = ['jinli.example', 'vip.jinli.example'] as const;
/** The USDT channel's payee of the first seeds (not a TRON address: no checksum). */
export const OLD_DEMO_TRC20 = 'TJinLiDemoTrc20Address000000000000';

/** Replaces the old placeholder values of `companyId`; returns the rows changed. */
export async function repairOldDemoValues(tx: Tx, companyId: number): Promise<number> {
  let changed = 0;
  changed += (
    await tx
      .update(company)
      .set({ domain: '' })
      .where(and(eq(company.id, companyId), eq(company.domain, OLD_DEMO_DOMAIN)))
      .returning({ id: company.id })
  ).length;
  for (const old of OLD_PROMOTION_DOMAINS)
    changed += (
      await tx
        .update(promotion)
        .set({ domain: '' })
        .where(and(eq(promotion.companyId, companyId), eq(promotion.domain, old)))
        .returning({ id: promotion.id })
    ).length;
  changed += (
    await tx
      .update(paymentChannel)
      .set({ payeeAccount: DEMO_TRC20_ADDRESS })
      .where(
        and(
          eq(paymentChannel.companyId, companyId),
          eq(paymentChannel.payeeAccount, OLD_DEMO_TRC20),
        ),
      )
      .returning({ id: paymentChannel.id })
  ).length;
  return changed;
}
