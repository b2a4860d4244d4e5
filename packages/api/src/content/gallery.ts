// The picture gallery (spec §7 Gallery (v2)): play categories, groups by type/letter/popularity,
// group names, a category's groups, a group's posters and detail, likes and search; endpoint
// functions and query keys, the key being game, group type, letter/'all'/'popular' and search text
// (spec §4). The infinite queries (page size 30, spec §9) are in react/content/gallery.ts.
import type {
  GalleryCategoryQuery,
  GalleryGame,
  GalleryGroup,
  GalleryGroupDetail,
  GalleryGroupList,
  GalleryGroupNames,
  GalleryGroupQuery,
  GalleryGroupType,
  GalleryItemPage,
  GalleryLike,
  GalleryLikeBody,
  GalleryPlayCategory,
  GallerySearch,
  Page,
} from '@jinli/contract';
import { GALLERY_PAGE_ROWS } from '@jinli/contract/routes';
import type { ApiClient, RequestOptions } from '../createApiClient';
import { contentKeys, definedOnly } from './contentKeys';

/** Filters of a group list; `initials` is a letter, or absent for all. */
export interface GalleryGroupFilters {
  gameId?: number;
  groupType?: GalleryGroupType;
  searchText?: string;
  initials?: string;
  popular?: boolean;
}

/** The chip of a group list in the cache key: a letter, 'popular' or 'all'. */
function chipOf(filters: GalleryGroupFilters): string {
  if (filters.popular) return 'popular';
  return filters.initials ? filters.initials.toUpperCase() : 'all';
}

function normalized(filters: GalleryGroupFilters) {
  return {
    gameId: filters.gameId ?? 110,
    groupType: filters.groupType ?? 1,
    chip: chipOf(filters),
    searchText: (filters.searchText ?? '').trim(),
  };
}

export const galleryKeys = {
  all: [...contentKeys.all, 'gallery'] as const,
  viewer: [...contentKeys.viewer, 'gallery'] as const,
  games: () => [...galleryKeys.all, 'games'] as const,
  playCategories: (gameId: number) => [...galleryKeys.all, 'playCategories', gameId] as const,
  /** Cache key of spec §4: game, group type, letter/'all'/'popular', search text. */
  groups: (filters: GalleryGroupFilters) => {
    const n = normalized(filters);
    return [...galleryKeys.all, 'groups', n.gameId, n.groupType, n.chip, n.searchText] as const;
  },
  groupNames: (filters: GalleryGroupFilters) => {
    const n = normalized(filters);
    return [...galleryKeys.all, 'groupNames', n.gameId, n.groupType, n.chip, n.searchText] as const;
  },
  category: (query: Omit<GalleryCategoryQuery, 'page' | 'rows'>) =>
    [...galleryKeys.all, 'category', definedOnly(query)] as const,
  search: (filters: GalleryGroupFilters) => {
    const n = normalized(filters);
    return [...galleryKeys.all, 'search', n.gameId, n.groupType, n.searchText] as const;
  },
  items: (groupId: number) => [...galleryKeys.viewer, 'items', groupId] as const,
  detail: (groupId: number) => [...galleryKeys.viewer, 'detail', groupId] as const,
};

function groupQuery(filters: GalleryGroupFilters, page: number, rows: number): GalleryGroupQuery {
  const n = normalized(filters);
  return definedOnly({
    gameId: n.gameId,
    groupType: n.groupType,
    searchText: n.searchText || undefined,
    initials: n.chip.length === 1 ? n.chip : undefined,
    popular: filters.popular ? 1 : undefined,
    page,
    rows,
  }) as GalleryGroupQuery;
}

/** The games that have a gallery (the gallery's tabs). */
export function getGalleryGames(
  client: ApiClient,
  options?: RequestOptions,
): Promise<GalleryGame[]> {
  return client.call('galleryGames', options);
}

export function getGalleryPlayCategories(
  client: ApiClient,
  gameId = 110,
  options?: RequestOptions,
): Promise<GalleryPlayCategory[]> {
  return client.call('galleryPlayCategory', { ...options, query: { gameId } });
}

/** One page of groups, bucketed by initial (GET /api/v2/gallery/group). */
export function getGalleryGroups(
  client: ApiClient,
  filters: GalleryGroupFilters = {},
  page = 1,
  rows = GALLERY_PAGE_ROWS,
  options?: RequestOptions,
): Promise<GalleryGroupList> {
  return client.call('galleryGroups', {
    ...options,
    query: groupQuery(filters, page, rows),
  });
}

export function getGalleryGroupNames(
  client: ApiClient,
  filters: GalleryGroupFilters = {},
  page = 1,
  rows = 100,
  options?: RequestOptions,
): Promise<GalleryGroupNames> {
  return client.call('galleryGroupNames', {
    ...options,
    query: groupQuery(filters, page, rows),
  });
}

export function getGalleryCategory(
  client: ApiClient,
  query: GalleryCategoryQuery,
  options?: RequestOptions,
): Promise<Page<GalleryGroup> & { page: number }> {
  return client.call('galleryCategory', {
    ...options,
    query: definedOnly(query) as GalleryCategoryQuery,
  });
}

/** A group's posters, newest turn first. */
export function getGalleryItems(
  client: ApiClient,
  groupId: number,
  page = 1,
  rows = GALLERY_PAGE_ROWS,
  options?: RequestOptions,
): Promise<GalleryItemPage> {
  return client.call('galleryItems', {
    ...options,
    query: { groupId, page, rows },
  });
}

export function getGalleryGroupDetail(
  client: ApiClient,
  groupId: number,
  options?: RequestOptions,
): Promise<GalleryGroupDetail> {
  return client.call('galleryGroupDetail', { ...options, query: { groupId } });
}

/** Likes (1) or unlikes (0) a poster; needs login (401 otherwise). */
export function toggleGalleryLike(
  client: ApiClient,
  body: GalleryLikeBody,
  options?: RequestOptions,
): Promise<GalleryLike> {
  return client.call('galleryToggleLike', { ...options, body });
}

export function searchGallery(
  client: ApiClient,
  filters: GalleryGroupFilters,
  page = 1,
  rows = GALLERY_PAGE_ROWS,
  options?: RequestOptions,
): Promise<GallerySearch> {
  return client.call('gallerySearch', {
    ...options,
    query: groupQuery({ ...filters, initials: undefined, popular: undefined }, page, rows),
  });
}

/** The groups of a page flattened in order (the buckets of GET /gallery/group joined). */
export function galleryGroupsOf(list: GalleryGroupList): GalleryGroup[] {
  return list.groupList.flatMap((bucket) => bucket.dataList.data);
}
