// Seeds the demo promotions and ads with their generated pictures, once per company.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { adSlotItem, promotion } from '../../../db/schema';
import { DEMO_ADS, DEMO_PROMOTIONS } from '../demo/promotionsDemo';
import { contentPictureUrl } from '../pictures';

const DAY_MS = 86_400_000;

export async function seedPromotions(tx: Tx, companyId: number, now: number): Promise<number> {
  // Written once into an empty table: what an operator deletes later stays deleted.
  const [anyPromotion] = await tx
    .select({ id: promotion.id })
    .from(promotion)
    .where(eq(promotion.companyId, companyId))
    .limit(1);
  const [anyAd] = await tx
    .select({ id: adSlotItem.id })
    .from(adSlotItem)
    .where(eq(adSlotItem.companyId, companyId))
    .limit(1);
  const promotions = anyPromotion
    ? []
    : await tx
        .insert(promotion)
        .values(
          DEMO_PROMOTIONS.map((p, i) => ({
            companyId,
            classifyType: p.classifyType,
            classifyName: p.classifyName,
            name: p.name,
            coverUrl: '',
            imageUrl: p.link ?? '',
            templateType: p.templateType,
            color: p.color,
            startAt: new Date(now + p.startDays * DAY_MS),
            endAt: new Date(now + (p.startDays + p.days) * DAY_MS),
            domain: p.domain,
            content: p.content,
            sort: DEMO_PROMOTIONS.length - i,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: promotion.id, imageUrl: promotion.imageUrl });
  for (const row of promotions) {
    const picture = contentPictureUrl('promotion', row.id);
    await tx
      .update(promotion)
      .set({ coverUrl: picture, imageUrl: row.imageUrl || picture })
      .where(eq(promotion.id, row.id));
  }
  const ads = anyAd
    ? []
    : await tx
        .insert(adSlotItem)
        .values(
          DEMO_ADS.map((ad, i) => ({
            companyId,
            slotCode: ad.slotCode,
            title: ad.title,
            imageUrl: '',
            redirectUrl: ad.redirectUrl,
            sort: DEMO_ADS.length - i,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: adSlotItem.id });
  for (const row of ads)
    await tx
      .update(adSlotItem)
      .set({ imageUrl: contentPictureUrl('ad', row.id) })
      .where(eq(adSlotItem.id, row.id));
  return promotions.length + ads.length;
}
