// A group's posters (newest turn first) with their likes: a page of them, and the group's detail
// with its latest hundred.
import type {
  GalleryGroupDetail,
  GalleryItem,
  GalleryItemPage,
  galleryItemsQuerySchema,
} from '@jinli/contract';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { galleryItem, galleryLike } from '../../db/schema';
import { findGroup, type GalleryContext, type GroupRow, type ItemRow } from './galleryContext';
import { posterUrl } from './galleryPosters';
import { epochSeconds } from './viewer';

export type ItemsQuery = z.infer<typeof galleryItemsQuerySchema>;

/** Likes per poster, and which of them `userId` likes. */
async function likeInfo(db: Db, itemIds: number[], userId: number | undefined) {
  const counts = new Map<number, number>();
  const mine = new Set<number>();
  if (!itemIds.length) return { counts, mine };
  const rows = await db
    .select({ itemId: galleryLike.itemId, value: count() })
    .from(galleryLike)
    .where(inArray(galleryLike.itemId, itemIds))
    .groupBy(galleryLike.itemId);
  for (const row of rows) counts.set(row.itemId, row.value);
  if (userId !== undefined) {
    const liked = await db
      .select({ itemId: galleryLike.itemId })
      .from(galleryLike)
      .where(and(eq(galleryLike.userId, userId), inArray(galleryLike.itemId, itemIds)));
    for (const row of liked) mine.add(row.itemId);
  }
  return { counts, mine };
}

async function toItems(
  db: Db,
  group: GroupRow,
  items: ItemRow[],
  userId: number | undefined,
): Promise<GalleryItem[]> {
  const { counts, mine } = await likeInfo(
    db,
    items.map((i) => i.id),
    userId,
  );
  return items.map((item) => ({
    id: item.id,
    groupId: group.id,
    gameId: group.gameId,
    name: group.name,
    gameTurn: item.turnNum,
    imageUrl: posterUrl(item.id),
    thumbUrl: posterUrl(item.id, true),
    like: mine.has(item.id) ? 1 : 0,
    likeCount: counts.get(item.id) ?? 0,
    initials: group.initial,
    updatedTime: epochSeconds(item.updatedAt),
  }));
}

export async function listItems(
  { db, ensureCurrentPosters }: GalleryContext,
  companyId: number,
  query: ItemsQuery,
  userId: number | undefined,
): Promise<GalleryItemPage> {
  const group = await findGroup(db, companyId, query.groupId);
  await ensureCurrentPosters(companyId, group.gameId);
  const [total] = await db
    .select({ value: count() })
    .from(galleryItem)
    .where(eq(galleryItem.groupId, group.id));
  const rows = await db
    .select()
    .from(galleryItem)
    .where(eq(galleryItem.groupId, group.id))
    .orderBy(desc(galleryItem.turnNum))
    .limit(query.rows)
    .offset((query.page - 1) * query.rows);
  return {
    data: await toItems(db, group, rows, userId),
    totalCount: total?.value ?? 0,
    page: query.page,
  };
}

export async function groupDetail(
  { db, ensureCurrentPosters }: GalleryContext,
  companyId: number,
  groupId: number,
  userId: number | undefined,
): Promise<GalleryGroupDetail> {
  const group = await findGroup(db, companyId, groupId);
  await ensureCurrentPosters(companyId, group.gameId);
  const rows = await db
    .select()
    .from(galleryItem)
    .where(eq(galleryItem.groupId, group.id))
    .orderBy(desc(galleryItem.turnNum))
    .limit(100);
  const items = await toItems(db, group, rows, userId);
  return {
    groupId: group.id,
    gameId: group.gameId,
    groupType: group.groupType === 2 ? 2 : 1,
    name: group.name,
    initial: group.initial,
    latest: items[0] ?? null,
    groupList: items,
  };
}
