// Values older seeds wrote that looked like placeholders in front of players (issue 18): a
// database seeded before them gets today's values at its next start. Only the exact old values are
// replaced, so whatever an operator set since stays.
import { FIRST_RECHARGE_TARGET, LEDGER_CODE, REGISTER_TARGET } from '@jinli/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import {
  adSlotItem,
  carousel,
  company,
  ledger,
  paymentChannel,
  promotion,
  userAccount,
  wallet,
} from '../db/schema';
import { bannerUrl } from '../modules/images/imageUrls';
import { DEMO_PLAYER, DEMO_PLAYER_DEPOSIT } from './accountsSeed';
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
  changed += await repairAudiences(tx, companyId);
  return changed;
}

/** The first-recharge ads of the first seeds, which led to the promotions list. */
export const OLD_FIRST_RECHARGE_ADS = ['首充送彩金', '新人首充送彩金'] as const;

/**
 * Issue 34: the first seeds' sign-up banner led nowhere and their first-recharge ads to the
 * promotions list, so the apps showed them to everyone; and the demo player's deposit did not count
 * as a recharge. Each is changed only while it is still the old seed's value.
 */
async function repairAudiences(tx: Tx, companyId: number): Promise<number> {
  let changed = (
    await tx
      .update(carousel)
      .set({ redirectUrl: REGISTER_TARGET })
      .where(
        and(
          eq(carousel.companyId, companyId),
          eq(carousel.imageUrl, bannerUrl(1)),
          eq(carousel.redirectUrl, ''),
        ),
      )
      .returning({ id: carousel.id })
  ).length;
  changed += (
    await tx
      .update(adSlotItem)
      .set({ redirectUrl: FIRST_RECHARGE_TARGET })
      .where(
        and(
          eq(adSlotItem.companyId, companyId),
          inArray(adSlotItem.title, [...OLD_FIRST_RECHARGE_ADS]),
          eq(adSlotItem.redirectUrl, '/promotional'),
        ),
      )
      .returning({ id: adSlotItem.id })
  ).length;
  const [player] = await tx
    .select({ id: userAccount.id })
    .from(userAccount)
    .innerJoin(wallet, eq(wallet.userId, userAccount.id))
    .innerJoin(
      ledger,
      and(
        eq(ledger.userId, userAccount.id),
        eq(ledger.refType, 'seed'),
        eq(ledger.type, LEDGER_CODE.manualDeposit),
      ),
    )
    .where(
      and(
        eq(userAccount.companyId, companyId),
        eq(userAccount.account, DEMO_PLAYER.account),
        eq(wallet.rechargeTotal, 0n),
      ),
    );
  if (player) {
    await tx
      .update(wallet)
      .set({ rechargeTotal: DEMO_PLAYER_DEPOSIT })
      .where(eq(wallet.userId, player.id));
    changed += 1;
  }
  return changed;
}
