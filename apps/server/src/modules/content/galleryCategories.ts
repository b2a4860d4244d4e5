// How the gallery is sorted: the games that have groups, each game's play categories with their
// group counts, and the groups of one category a page at a time.
import type {
  GalleryGame,
  GalleryGroup,
  galleryCategoryQuerySchema,
  GalleryPlayCategory,
} from '@jinli/contract';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { galleryCategory, galleryGroup, lotteryGame } from '../../db/schema';
import { GALLERY_CATEGORY_MISSING_MSG, type GalleryContext, refuse } from './galleryContext';
import { groupPage } from './galleryGroupPage';

export type CategoryQuery = z.infer<typeof galleryCategoryQuerySchema>;

/** The games that have gallery groups, in the games' display order. */
export async function galleryGames(
  { db }: GalleryContext,
  companyId: number,
): Promise<GalleryGame[]> {
  const rows = await db
    .selectDistinct({
      gameId: lotteryGame.id,
      gameName: lotteryGame.name,
      sort: lotteryGame.sort,
    })
    .from(galleryGroup)
    .innerJoin(lotteryGame, eq(lotteryGame.id, galleryGroup.gameId))
    .where(eq(galleryGroup.companyId, companyId))
    .orderBy(desc(lotteryGame.sort), asc(lotteryGame.id));
  return rows.map(({ gameId, gameName }) => ({ gameId, gameName }));
}

export async function playCategories(
  { db, ensureCurrentPosters }: GalleryContext,
  companyId: number,
  gameId: number,
): Promise<GalleryPlayCategory[]> {
  await ensureCurrentPosters(companyId, gameId);
  const rows = await db
    .select({
      id: galleryCategory.id,
      name: galleryCategory.name,
      categoryType: galleryCategory.categoryType,
      gameId: galleryCategory.gameId,
      groupCount: sql<number>`(select count(*)::int from ${galleryGroup} g where g.category_id = "gallery_category"."id")`,
    })
    .from(galleryCategory)
    .where(and(eq(galleryCategory.companyId, companyId), eq(galleryCategory.gameId, gameId)))
    .orderBy(asc(galleryCategory.sort), asc(galleryCategory.id));
  return rows.map((row) => ({
    playCategoryId: row.id,
    name: row.name,
    categoryType: row.categoryType === 2 ? 2 : 1,
    gameId: row.gameId,
    groupCount: Number(row.groupCount),
  }));
}

/** The groups of one category (of its own type unless the query names one), by initial. */
export async function categoryGroups(
  { db, ensureCurrentPosters }: GalleryContext,
  companyId: number,
  query: CategoryQuery,
): Promise<{ data: GalleryGroup[]; totalCount: number; page: number }> {
  await ensureCurrentPosters(companyId, query.gameId);
  const [category] = await db
    .select()
    .from(galleryCategory)
    .where(
      and(
        eq(galleryCategory.id, query.playCategoryId),
        eq(galleryCategory.companyId, companyId),
        eq(galleryCategory.gameId, query.gameId),
      ),
    );
  if (!category) throw refuse(GALLERY_CATEGORY_MISSING_MSG);
  const where = and(
    eq(galleryGroup.categoryId, category.id),
    eq(galleryGroup.groupType, query.categoryType ?? category.categoryType),
  ) as SQL;
  return groupPage(db, where, false, query.page, query.rows);
}
