// A player's like of a poster, set or taken back (either is idempotent), and the count after it.
import type { GalleryLike } from '@jinli/contract';
import { and, count, eq } from 'drizzle-orm';
import { galleryGroup, galleryItem, galleryLike } from '../../db/schema';
import { GALLERY_ITEM_MISSING_MSG, type GalleryContext, refuse } from './galleryContext';

export async function toggleGalleryLike(
  { db }: GalleryContext,
  companyId: number,
  userId: number,
  galleryId: number,
  like: 0 | 1,
): Promise<GalleryLike> {
  const [item] = await db
    .select({ id: galleryItem.id })
    .from(galleryItem)
    .innerJoin(galleryGroup, eq(galleryGroup.id, galleryItem.groupId))
    .where(and(eq(galleryItem.id, galleryId), eq(galleryGroup.companyId, companyId)));
  if (!item) throw refuse(GALLERY_ITEM_MISSING_MSG);
  if (like === 1) {
    await db.insert(galleryLike).values({ userId, itemId: galleryId }).onConflictDoNothing();
  } else {
    await db
      .delete(galleryLike)
      .where(and(eq(galleryLike.userId, userId), eq(galleryLike.itemId, galleryId)));
  }
  const [total] = await db
    .select({ value: count() })
    .from(galleryLike)
    .where(eq(galleryLike.itemId, galleryId));
  return { galleryId, like, likeCount: total?.value ?? 0 };
}
