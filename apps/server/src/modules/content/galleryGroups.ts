// The group lists of a game's gallery: by initial (bucketed under each letter, or all under
// 'popular'), their names alone (the index screen), and the search (blank text: the most popular).
import type {
  GalleryGroup,
  GalleryGroupList,
  GalleryGroupNames,
  GallerySearch,
} from '@jinli/contract';
import { asc, count } from 'drizzle-orm';
import { galleryGroup } from '../../db/schema';
import type { GalleryContext, GroupQuery } from './galleryContext';
import { groupFilter, groupPage } from './galleryGroupPage';

export async function listGroups(
  { db, ensureCurrentPosters }: GalleryContext,
  companyId: number,
  query: GroupQuery,
): Promise<GalleryGroupList> {
  await ensureCurrentPosters(companyId, query.gameId);
  const page = await groupPage(
    db,
    groupFilter(companyId, query),
    query.popular === 1,
    query.page,
    query.rows,
  );
  const buckets = new Map<string, GalleryGroup[]>();
  for (const group of page.data) {
    const key = query.popular === 1 ? 'popular' : group.initial;
    buckets.set(key, [...(buckets.get(key) ?? []), group]);
  }
  return {
    groupList: [...buckets].map(([initials, data]) => ({
      initials,
      dataList: { data, totalCount: page.totalCount, page: page.page },
    })),
    totalCount: page.totalCount,
    page: page.page,
  };
}

export async function groupNames(
  { db }: GalleryContext,
  companyId: number,
  query: GroupQuery,
): Promise<GalleryGroupNames> {
  const where = groupFilter(companyId, query);
  const [total] = await db.select({ value: count() }).from(galleryGroup).where(where);
  const rows = await db
    .select({
      groupId: galleryGroup.id,
      name: galleryGroup.name,
      initial: galleryGroup.initial,
    })
    .from(galleryGroup)
    .where(where)
    .orderBy(asc(galleryGroup.initial), asc(galleryGroup.id))
    .limit(query.rows)
    .offset((query.page - 1) * query.rows);
  return { groupNames: rows, totalCount: total?.value ?? 0 };
}

export async function searchGroups(
  { db, ensureCurrentPosters }: GalleryContext,
  companyId: number,
  query: GroupQuery,
): Promise<GallerySearch> {
  await ensureCurrentPosters(companyId, query.gameId);
  // Blank text: the most popular groups (the screen's 'hot' list).
  const popular = query.popular === 1 || !query.searchText;
  const page = await groupPage(db, groupFilter(companyId, query), popular, query.page, query.rows);
  return { data: page.data, totalCount: page.totalCount };
}
