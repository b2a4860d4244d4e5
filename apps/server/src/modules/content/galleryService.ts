// Reads and likes of the picture gallery. The poster of the turn on sale is written the first time
// a game's gallery is read in that turn (galleryTurnPosters.ts). Each operation is a function of
// its own file, given the context (galleryContext.ts): the games and categories
// (galleryCategories.ts), the group lists (galleryGroups.ts), a group's posters (galleryItems.ts),
// likes (galleryLikes.ts) and one poster for its image (galleryPosterOf.ts); this factory only
// assembles them.
import type {
  GalleryGame,
  GalleryGroup,
  GalleryGroupDetail,
  GalleryGroupList,
  GalleryGroupNames,
  GalleryItemPage,
  GalleryLike,
  GalleryPlayCategory,
  GallerySearch,
} from '@jinli/contract';
import {
  categoryGroups,
  type CategoryQuery,
  galleryGames,
  playCategories,
} from './galleryCategories';
import type {
  GalleryContext,
  GalleryServiceDeps,
  GroupQuery,
  GroupRow,
  ItemRow,
} from './galleryContext';
import { groupNames, listGroups, searchGroups } from './galleryGroups';
import { groupDetail, type ItemsQuery, listItems } from './galleryItems';
import { toggleGalleryLike } from './galleryLikes';
import { posterOf } from './galleryPosterOf';
import { createPosterWriter } from './galleryTurnPosters';

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

export function createGalleryService(deps: GalleryServiceDeps): GalleryService {
  const ctx: GalleryContext = { ...deps, ensureCurrentPosters: createPosterWriter(deps) };
  return {
    ensureCurrentPosters: ctx.ensureCurrentPosters,
    games: (companyId) => galleryGames(ctx, companyId),
    playCategories: (companyId, gameId) => playCategories(ctx, companyId, gameId),
    groups: (companyId, query) => listGroups(ctx, companyId, query),
    groupNames: (companyId, query) => groupNames(ctx, companyId, query),
    category: (companyId, query) => categoryGroups(ctx, companyId, query),
    items: (companyId, query, userId) => listItems(ctx, companyId, query, userId),
    detail: (companyId, groupId, userId) => groupDetail(ctx, companyId, groupId, userId),
    toggleLike: (companyId, userId, galleryId, like) =>
      toggleGalleryLike(ctx, companyId, userId, galleryId, like),
    search: (companyId, query) => searchGroups(ctx, companyId, query),
    poster: (itemId) => posterOf(ctx, itemId),
  };
}
