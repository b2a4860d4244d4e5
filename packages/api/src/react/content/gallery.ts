// The gallery's queryOptions, infinite queries (page size 30, spec §9) and hooks over
// ../../content/gallery.ts; a like writes its answer into the cached detail.
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  type UseInfiniteQueryResult,
  type UseMutationResult,
  useQuery,
  type UseQueryResult,
} from '@tanstack/react-query';
import type {
  GalleryCategoryQuery,
  GalleryGame,
  GalleryGroup,
  GalleryGroupDetail,
  GalleryGroupList,
  GalleryGroupNames,
  GalleryItem,
  GalleryItemPage,
  GalleryLike,
  GalleryLikeBody,
  GalleryPlayCategory,
  GallerySearch,
  Page,
} from '@jinli/contract';
import { GALLERY_PAGE_ROWS } from '@jinli/contract/routes';
import type { ApiError } from '../../ApiError';
import { nextContentPage } from '../../content/contentKeys';
import {
  type GalleryGroupFilters,
  galleryGroupsOf,
  galleryKeys,
  getGalleryCategory,
  getGalleryGames,
  getGalleryGroupDetail,
  getGalleryGroupNames,
  getGalleryGroups,
  getGalleryItems,
  getGalleryPlayCategories,
  searchGallery,
  toggleGalleryLike,
} from '../../content/gallery';
import type { ApiClient } from '../../createApiClient';
import { useApiClient } from '../useApiClient';
import { contentPagesQueryOptions, mapPageRows, useContentLikeMutation } from './contentQueries';

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
