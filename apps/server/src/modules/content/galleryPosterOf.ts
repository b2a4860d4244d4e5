// A poster with what its picture shows (its numbers, its group, its game's name), for the image
// route that draws it; any company's, as the image URLs are.
import { eq } from 'drizzle-orm';
import { galleryGroup, galleryItem } from '../../db/schema';
import type { GalleryContext, GroupRow, ItemRow } from './galleryContext';

export async function posterOf(
  { db, lottery }: GalleryContext,
  itemId: number,
): Promise<{ item: ItemRow; group: GroupRow; gameName: string } | undefined> {
  const [row] = await db
    .select({ item: galleryItem, group: galleryGroup })
    .from(galleryItem)
    .innerJoin(galleryGroup, eq(galleryGroup.id, galleryItem.groupId))
    .where(eq(galleryItem.id, itemId));
  if (!row) return undefined;
  const game = await lottery.game(row.group.gameId).catch(() => undefined);
  return { ...row, gameName: game?.name ?? '' };
}
