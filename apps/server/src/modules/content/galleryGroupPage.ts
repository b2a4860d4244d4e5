// Pages of gallery groups, each with its newest poster: the filter of the group lists, and the two
// orders they come in (by initial, or by popularity — the seeded base plus the likes of the
// group's posters).
import type { GalleryGroup } from '@jinli/contract';
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { galleryGroup, galleryItem, galleryLike } from '../../db/schema';
import type { GroupQuery, GroupRow, ItemRow } from './galleryContext';
import { posterUrl } from './galleryPosters';
import { containsPattern, epochSeconds } from './viewer';

const likeCountOfGroup = sql<number>`(select count(*)::int from ${galleryLike} l join ${galleryItem} i on i.id = l.item_id where i.group_id = "gallery_group"."id")`;
const popularityExpr = sql<number>`(${galleryGroup.popularity} + ${likeCountOfGroup})`;

/** The groups of a game and type, by name text or initial (the popular list ignores initials). */
export function groupFilter(
  companyId: number,
  query: Pick<GroupQuery, 'gameId' | 'groupType' | 'searchText' | 'initials' | 'popular'>,
): SQL {
  const conditions: SQL[] = [
    eq(galleryGroup.companyId, companyId),
    eq(galleryGroup.gameId, query.gameId),
    eq(galleryGroup.groupType, query.groupType),
  ];
  if (query.searchText)
    conditions.push(ilike(galleryGroup.name, containsPattern(query.searchText)));
  if (query.initials && query.popular !== 1)
    conditions.push(eq(galleryGroup.initial, query.initials));
  return and(...conditions) as SQL;
}

function groupColumns() {
  return {
    id: galleryGroup.id,
    companyId: galleryGroup.companyId,
    gameId: galleryGroup.gameId,
    groupType: galleryGroup.groupType,
    categoryId: galleryGroup.categoryId,
    name: galleryGroup.name,
    initial: galleryGroup.initial,
    popularity: galleryGroup.popularity,
    hue: galleryGroup.hue,
    createdAt: galleryGroup.createdAt,
  };
}

/** Groups with their newest poster, in the given order. */
async function withLatest(
  db: Db,
  rows: (GroupRow & { popularityTotal: number })[],
): Promise<GalleryGroup[]> {
  const ids = rows.map((r) => r.id);
  const latest = new Map<number, ItemRow>();
  if (ids.length) {
    const items = await db
      .selectDistinctOn([galleryItem.groupId])
      .from(galleryItem)
      .where(inArray(galleryItem.groupId, ids))
      .orderBy(galleryItem.groupId, desc(galleryItem.turnNum));
    for (const item of items) latest.set(item.groupId, item);
  }
  return rows.map((row) => {
    const item = latest.get(row.id);
    return {
      groupId: row.id,
      gameId: row.gameId,
      groupType: row.groupType === 2 ? 2 : 1,
      name: row.name,
      initial: row.initial,
      gameTurn: item?.turnNum ?? '',
      imageUrl: item ? posterUrl(item.id) : '',
      thumbUrl: item ? posterUrl(item.id, true) : '',
      updatedTime: item ? epochSeconds(item.updatedAt) : epochSeconds(row.createdAt),
      popularity: Number(row.popularityTotal),
      playCategoryId: row.categoryId,
    };
  });
}

/** One page of the groups `where` selects, most popular first or by initial. */
export async function groupPage(
  db: Db,
  where: SQL,
  popular: boolean,
  page: number,
  rows: number,
): Promise<{ data: GalleryGroup[]; totalCount: number; page: number }> {
  const [total] = await db.select({ value: count() }).from(galleryGroup).where(where);
  const found = await db
    .select({ ...groupColumns(), popularityTotal: popularityExpr })
    .from(galleryGroup)
    .where(where)
    .orderBy(
      ...(popular
        ? [desc(popularityExpr), asc(galleryGroup.id)]
        : [asc(galleryGroup.initial), asc(galleryGroup.id)]),
    )
    .limit(rows)
    .offset((page - 1) * rows);
  return { data: await withLatest(db, found), totalCount: total?.value ?? 0, page };
}
