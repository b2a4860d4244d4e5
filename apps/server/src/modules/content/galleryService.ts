// Reads and likes of the picture gallery. The poster of the turn on sale is written the first time
// a game's gallery is read in that turn (insert-if-missing, safe with several instances).
import type {
  galleryCategoryQuerySchema,
  galleryGroupQuerySchema,
  galleryItemsQuerySchema,
} from '@jinli/contract';
import {
  ErrorCode,
  type GalleryGame,
  type GalleryGroup,
  type GalleryGroupDetail,
  type GalleryGroupList,
  type GalleryGroupNames,
  type GalleryItem,
  type GalleryItemPage,
  type GalleryLike,
  type GalleryPlayCategory,
  type GallerySearch,
} from '@jinli/contract';
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  galleryCategory,
  galleryGroup,
  galleryItem,
  galleryLike,
  lotteryGame,
} from '../../db/schema';
import { AppError } from '../../http/AppError';
import type { LotteryService } from '../lottery/service';
import { GALLERY_GAME_IDS } from './demo/galleryDemo';
import { posterNumbers, posterUrl, publishDelayMinutes, publishesTurn } from './galleryPosters';
import type { TurnSource } from './turns';
import { containsPattern, epochSeconds } from './viewer';

export const GALLERY_ITEM_MISSING_MSG = '图片不存在';
export const GALLERY_GROUP_MISSING_MSG = '图库不存在';
export const GALLERY_CATEGORY_MISSING_MSG = '图库分类不存在';

type GroupQuery = z.infer<typeof galleryGroupQuerySchema>;
type CategoryQuery = z.infer<typeof galleryCategoryQuerySchema>;
type ItemsQuery = z.infer<typeof galleryItemsQuerySchema>;
type GroupRow = typeof galleryGroup.$inferSelect;
type ItemRow = typeof galleryItem.$inferSelect;

export interface GalleryService {
  /** The games that have gallery groups, in the games' display order. */
  games(companyId: number): Promise<GalleryGame[]>;
  playCategories(companyId: number, gameId: number): Promise<GalleryPlayCategory[]>;
  groups(companyId: number, query: GroupQuery): Promise<GalleryGroupList>;
  groupNames(companyId: number, query: GroupQuery): Promise<GalleryGroupNames>;
  category(
    companyId: number,
    query: CategoryQuery,
  ): Promise<{ data: GalleryGroup[]; totalCount: number; page: number }>;
  items(companyId: number, query: ItemsQuery, userId: number | undefined): Promise<GalleryItemPage>;
  detail(
    companyId: number,
    groupId: number,
    userId: number | undefined,
  ): Promise<GalleryGroupDetail>;
  toggleLike(
    companyId: number,
    userId: number,
    galleryId: number,
    like: 0 | 1,
  ): Promise<GalleryLike>;
  search(companyId: number, query: GroupQuery): Promise<GallerySearch>;
  /** A poster with what its picture shows, or undefined. */
  poster(itemId: number): Promise<{ item: ItemRow; group: GroupRow; gameName: string } | undefined>;
  /** Writes the posters of the turn on sale for a game's groups (no-op when done this turn). */
  ensureCurrentPosters(companyId: number, gameId: number): Promise<void>;
}

export interface GalleryServiceDeps {
  db: Db;
  lottery: LotteryService;
  turns: TurnSource;
  now: () => number;
}

// eslint-disable-next-line max-lines-per-function -- over 150 lines; to split into one file per operation (issue 35)
export function createGalleryService({
  db,
  lottery,
  turns,
  now,
}: GalleryServiceDeps): GalleryService {
  /** `${companyId}:${gameId}` → turn whose posters are written. */
  const postedTurn = new Map<string, string>();

  const likeCountOfGroup = sql<number>`(select count(*)::int from ${galleryLike} l join ${galleryItem} i on i.id = l.item_id where i.group_id = "gallery_group"."id")`;
  const popularityExpr = sql<number>`(${galleryGroup.popularity} + ${likeCountOfGroup})`;

  async function ensureCurrentPosters(companyId: number, gameId: number): Promise<void> {
    if (!(GALLERY_GAME_IDS as readonly number[]).includes(gameId)) return;
    const at = now();
    const game = await lottery.game(gameId).catch(() => undefined);
    if (!game) return;
    const { current, past } = await turns(game, 1, at);
    const key = `${companyId}:${gameId}`;
    if (postedTurn.get(key) === current.turnNum) return;
    const opened = past[0]?.at ?? at;
    const groups = await db
      .select({ id: galleryGroup.id })
      .from(galleryGroup)
      .where(and(eq(galleryGroup.companyId, companyId), eq(galleryGroup.gameId, gameId)));
    const rows = groups
      .filter((g) => publishesTurn(g.id, current.turnNum))
      .map((g) => ({
        groupId: g.id,
        turnNum: current.turnNum,
        numbers: posterNumbers(g.id, current.turnNum),
        updatedAt: new Date(
          Math.min(at, opened + publishDelayMinutes(g.id, current.turnNum) * 60_000),
        ),
      }));
    if (rows.length) await db.insert(galleryItem).values(rows).onConflictDoNothing();
    postedTurn.set(key, current.turnNum);
  }

  function groupFilter(
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

  /** Groups with their newest poster, in the given order. */
  async function withLatest(
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

  async function groupPage(where: SQL, popular: boolean, page: number, rows: number) {
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
    return { data: await withLatest(found), totalCount: total?.value ?? 0, page };
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

  async function likeInfo(itemIds: number[], userId: number | undefined) {
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
    group: GroupRow,
    items: ItemRow[],
    userId: number | undefined,
  ): Promise<GalleryItem[]> {
    const { counts, mine } = await likeInfo(
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

  async function findGroup(companyId: number, groupId: number): Promise<GroupRow> {
    const [group] = await db
      .select()
      .from(galleryGroup)
      .where(and(eq(galleryGroup.id, groupId), eq(galleryGroup.companyId, companyId)));
    if (!group) throw new AppError(ErrorCode.BAD_REQUEST, GALLERY_GROUP_MISSING_MSG);
    return group;
  }

  return {
    ensureCurrentPosters,

    async games(companyId) {
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
    },

    async playCategories(companyId, gameId) {
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
    },

    async groups(companyId, query) {
      await ensureCurrentPosters(companyId, query.gameId);
      const page = await groupPage(
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
    },

    async groupNames(companyId, query) {
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
    },

    async category(companyId, query) {
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
      if (!category) throw new AppError(ErrorCode.BAD_REQUEST, GALLERY_CATEGORY_MISSING_MSG);
      const where = and(
        eq(galleryGroup.categoryId, category.id),
        eq(galleryGroup.groupType, query.categoryType ?? category.categoryType),
      ) as SQL;
      return groupPage(where, false, query.page, query.rows);
    },

    async items(companyId, query, userId) {
      const group = await findGroup(companyId, query.groupId);
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
        data: await toItems(group, rows, userId),
        totalCount: total?.value ?? 0,
        page: query.page,
      };
    },

    async detail(companyId, groupId, userId) {
      const group = await findGroup(companyId, groupId);
      await ensureCurrentPosters(companyId, group.gameId);
      const rows = await db
        .select()
        .from(galleryItem)
        .where(eq(galleryItem.groupId, group.id))
        .orderBy(desc(galleryItem.turnNum))
        .limit(100);
      const items = await toItems(group, rows, userId);
      return {
        groupId: group.id,
        gameId: group.gameId,
        groupType: group.groupType === 2 ? 2 : 1,
        name: group.name,
        initial: group.initial,
        latest: items[0] ?? null,
        groupList: items,
      };
    },

    async toggleLike(companyId, userId, galleryId, like) {
      const [item] = await db
        .select({ id: galleryItem.id })
        .from(galleryItem)
        .innerJoin(galleryGroup, eq(galleryGroup.id, galleryItem.groupId))
        .where(and(eq(galleryItem.id, galleryId), eq(galleryGroup.companyId, companyId)));
      if (!item) throw new AppError(ErrorCode.BAD_REQUEST, GALLERY_ITEM_MISSING_MSG);
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
    },

    async search(companyId, query) {
      await ensureCurrentPosters(companyId, query.gameId);
      // Blank text: the most popular groups (the screen's 'hot' list).
      const popular = query.popular === 1 || !query.searchText;
      const page = await groupPage(groupFilter(companyId, query), popular, query.page, query.rows);
      return { data: page.data, totalCount: page.totalCount };
    },

    async poster(itemId) {
      const [row] = await db
        .select({ item: galleryItem, group: galleryGroup })
        .from(galleryItem)
        .innerJoin(galleryGroup, eq(galleryGroup.id, galleryItem.groupId))
        .where(eq(galleryItem.id, itemId));
      if (!row) return undefined;
      const game = await lottery.game(row.group.gameId).catch(() => undefined);
      return { ...row, gameName: game?.name ?? '' };
    },
  };
}
