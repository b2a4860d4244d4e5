// The picture gallery (spec §7 Gallery (v2)): play categories, groups by type/letter/popularity,
// group names, a category's groups, a group's posters and detail, likes and search. Paged lists
// come as infinite queries (page size 30, spec §9) whose cache key is game, group type,
// letter/'all'/'popular' and search text (spec §4).
import {
  infiniteQueryOptions,
  type InfiniteData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type QueryClient,
  type UseInfiniteQueryResult,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type {
  GalleryCategoryQuery,
  GalleryGroup,
  GalleryGroupDetail,
  GalleryGroupList,
  GalleryGroupNames,
  GalleryGroupQuery,
  GalleryGroupType,
  GalleryItem,
  GalleryItemPage,
  GalleryLike,
  GalleryLikeBody,
  GalleryGame,
  GalleryPlayCategory,
  GallerySearch,
  Page,
} from '@jinli/contract';
import { GALLERY_PAGE_ROWS } from '@jinli/contract/routes';
import type { ApiError } from '../ApiError';
import type { ApiClient, RequestOptions } from '../createApiClient';
import { useApiClient } from '../useApiClient';
import { contentKeys, definedOnly, nextContentPage } from './contentKeys';
import { contentPagesQueryOptions, mapPageRows, useContentLikeMutation } from './contentQueries';

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

function nextGroupPage(last: GalleryGroupList, pages: GalleryGroupList[]): number | undefined {
  return nextContentPage(
    { data: galleryGroupsOf(last), totalCount: last.totalCount },
    pages.map((p) => ({ data: galleryGroupsOf(p), totalCount: p.totalCount })),
  );
}

export function galleryGamesQueryOptions(client: ApiClient) {
  return queryOptions<GalleryGame[], ApiError, GalleryGame[], ReturnType<typeof galleryKeys.games>>(
    {
      queryKey: galleryKeys.games(),
      queryFn: ({ signal }) => getGalleryGames(client, { signal }),
      staleTime: 10 * 60_000,
    },
  );
}

export function galleryPlayCategoriesQueryOptions(client: ApiClient, gameId = 110) {
  return queryOptions<
    GalleryPlayCategory[],
    ApiError,
    GalleryPlayCategory[],
    ReturnType<typeof galleryKeys.playCategories>
  >({
    queryKey: galleryKeys.playCategories(gameId),
    queryFn: ({ signal }) => getGalleryPlayCategories(client, gameId, { signal }),
  });
}

export function galleryGroupsInfiniteQueryOptions(
  client: ApiClient,
  filters: GalleryGroupFilters = {},
  rows = GALLERY_PAGE_ROWS,
) {
  return infiniteQueryOptions<
    GalleryGroupList,
    ApiError,
    InfiniteData<GalleryGroupList, number>,
    readonly unknown[],
    number
  >({
    queryKey: galleryKeys.groups(filters),
    queryFn: ({ pageParam, signal }) =>
      getGalleryGroups(client, filters, pageParam, rows, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextGroupPage,
  });
}

export function galleryGroupNamesQueryOptions(
  client: ApiClient,
  filters: GalleryGroupFilters = {},
) {
  return queryOptions<GalleryGroupNames, ApiError, GalleryGroupNames, readonly unknown[]>({
    queryKey: galleryKeys.groupNames(filters),
    queryFn: ({ signal }) => getGalleryGroupNames(client, filters, 1, 100, { signal }),
  });
}

export function galleryCategoryInfiniteQueryOptions(
  client: ApiClient,
  query: Omit<GalleryCategoryQuery, 'page' | 'rows'>,
) {
  return contentPagesQueryOptions(galleryKeys.category(query), (page, signal) =>
    getGalleryCategory(client, { ...query, page, rows: GALLERY_PAGE_ROWS }, { signal }),
  );
}

export function gallerySearchInfiniteQueryOptions(client: ApiClient, filters: GalleryGroupFilters) {
  return contentPagesQueryOptions(galleryKeys.search(filters), (page, signal) =>
    searchGallery(client, filters, page, GALLERY_PAGE_ROWS, { signal }),
  );
}

export function galleryItemsInfiniteQueryOptions(client: ApiClient, groupId: number) {
  return contentPagesQueryOptions(galleryKeys.items(groupId), (page, signal) =>
    getGalleryItems(client, groupId, page, GALLERY_PAGE_ROWS, { signal }),
  );
}

export function galleryGroupDetailQueryOptions(client: ApiClient, groupId: number) {
  return queryOptions<
    GalleryGroupDetail,
    ApiError,
    GalleryGroupDetail,
    ReturnType<typeof galleryKeys.detail>
  >({
    queryKey: galleryKeys.detail(groupId),
    queryFn: ({ signal }) => getGalleryGroupDetail(client, groupId, { signal }),
  });
}

/** The games that have a gallery, in display order. */
export function useGalleryGamesQuery(): UseQueryResult<GalleryGame[], ApiError> {
  return useQuery(galleryGamesQueryOptions(useApiClient()));
}

/** Gallery play categories of a game (default 110). */
export function useGalleryPlayCategoriesQuery(
  gameId = 110,
): UseQueryResult<GalleryPlayCategory[], ApiError> {
  return useQuery(galleryPlayCategoriesQueryOptions(useApiClient(), gameId));
}

/** Groups page by page (30 rows) for one chip: a letter, popular, or all. */
export function useGalleryGroupsInfiniteQuery(
  filters: GalleryGroupFilters = {},
  { enabled = true }: { enabled?: boolean } = {},
): UseInfiniteQueryResult<InfiniteData<GalleryGroupList, number>, ApiError> {
  return useInfiniteQuery({
    ...galleryGroupsInfiniteQueryOptions(useApiClient(), filters),
    enabled,
  });
}

export function useGalleryGroupNamesQuery(
  filters: GalleryGroupFilters = {},
): UseQueryResult<GalleryGroupNames, ApiError> {
  return useQuery(galleryGroupNamesQueryOptions(useApiClient(), filters));
}

export function useGalleryCategoryInfiniteQuery(
  query: Omit<GalleryCategoryQuery, 'page' | 'rows'>,
): UseInfiniteQueryResult<InfiniteData<Page<GalleryGroup> & { page: number }, number>, ApiError> {
  return useInfiniteQuery(galleryCategoryInfiniteQueryOptions(useApiClient(), query));
}

/** Groups whose name contains the (trimmed) text, page by page; blank text lists the popular ones. */
export function useGallerySearchInfiniteQuery(
  filters: GalleryGroupFilters,
  { enabled = true }: { enabled?: boolean } = {},
): UseInfiniteQueryResult<InfiniteData<GallerySearch, number>, ApiError> {
  return useInfiniteQuery({
    ...gallerySearchInfiniteQueryOptions(useApiClient(), filters),
    enabled,
  });
}

export function useGalleryItemsInfiniteQuery(
  groupId: number,
): UseInfiniteQueryResult<InfiniteData<GalleryItemPage, number>, ApiError> {
  return useInfiniteQuery(galleryItemsInfiniteQueryOptions(useApiClient(), groupId));
}

/** A group with its latest poster and every poster by turn. */
export function useGalleryGroupDetailQuery(
  groupId: number,
): UseQueryResult<GalleryGroupDetail, ApiError> {
  return useQuery(galleryGroupDetailQueryOptions(useApiClient(), groupId));
}

function withLike(item: GalleryItem, result: GalleryLike): GalleryItem {
  return item.id === result.galleryId
    ? { ...item, like: result.like, likeCount: result.likeCount }
    : item;
}

/** Writes a like answer into every cached detail and poster page. */
export function applyGalleryLike(queryClient: QueryClient, result: GalleryLike): void {
  queryClient.setQueriesData<GalleryGroupDetail>(
    { queryKey: [...galleryKeys.viewer, 'detail'] },
    (detail) =>
      detail && {
        ...detail,
        latest: detail.latest && withLike(detail.latest, result),
        groupList: detail.groupList.map((item) => withLike(item, result)),
      },
  );
  queryClient.setQueriesData<InfiniteData<GalleryItemPage, number>>(
    { queryKey: [...galleryKeys.viewer, 'items'] },
    (data) => data && mapPageRows(data, (item: GalleryItem) => withLike(item, result)),
  );
}

/**
 * Likes or unlikes a poster and updates the cached detail and pages with the answer (and the
 * collection). Rejects with 401 when logged out: show 请先登录.
 */
export function useGalleryLikeMutation(): UseMutationResult<
  GalleryLike,
  ApiError,
  GalleryLikeBody
> {
  return useContentLikeMutation(
    (client, body: GalleryLikeBody) => toggleGalleryLike(client, body),
    applyGalleryLike,
  );
}
