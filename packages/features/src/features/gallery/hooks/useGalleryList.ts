// One gallery list as an infinite query under its spec §4 cache key: more pages append to the
// cached list (one request per page; the 'all' view reaches the letters in turn), and the list says
// whether it is loading, refreshing or loading more.
import { galleryGroupsOf, getGalleryGroups, type ApiClient } from '@jinli/api';
import { useApiClient } from '@jinli/api/react';
import type { GalleryGroup } from '@jinli/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  FIRST_GALLERY_PAGE,
  galleryListKey,
  galleryPageRequest,
  nextGalleryPageParam,
  type GalleryListQuery,
  type GalleryLoadedPage,
} from '../galleryListRules';

/** One page of the list: where it was read, and its groups in order. */
interface LoadedGroups {
  part: GalleryLoadedPage;
  groups: GalleryGroup[];
}

export interface GalleryListState {
  groups: GalleryGroup[];
  /** First page not there yet. */
  loading: boolean;
  /** Reloading a list that is shown (pull-to-refresh, coming back to a stale list). */
  refreshing: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  /** The first page failed (spec §8: shown as the empty state). */
  failed: boolean;
  loadMore(): void;
  refresh(): Promise<unknown>;
}

/**
 * The list's query: its cache key, one request per page, the next page's parameter. Shared by the
 * screen and the route's prefetch (routes.ts), which starts the first page before the screen's
 * code has loaded.
 */
export function galleryListQueryOptions(client: ApiClient, query: GalleryListQuery) {
  return infiniteQueryOptions({
    queryKey: galleryListKey(query),
    initialPageParam: FIRST_GALLERY_PAGE,
    queryFn: async ({ pageParam, signal }): Promise<LoadedGroups> => {
      const request = galleryPageRequest(query, pageParam);
      const answer = await getGalleryGroups(
        client,
        {
          gameId: request.gameId,
          groupType: request.groupType,
          searchText: request.searchText,
          initials: request.initials,
          popular: request.popular === 1,
        },
        request.page,
        request.rows,
        { signal },
      );
      const groups = galleryGroupsOf(answer);
      return {
        part: { param: pageParam, count: groups.length, totalCount: answer.totalCount },
        groups,
      };
    },
    getNextPageParam: (_last, pages) => nextGalleryPageParam(pages.map((page) => page.part)),
  });
}

export function useGalleryList(query: GalleryListQuery): GalleryListState {
  const list = useInfiniteQuery(galleryListQueryOptions(useApiClient(), query));
  const groups = list.data?.pages.flatMap((page) => page.groups) ?? [];
  return {
    groups,
    loading: list.isPending,
    refreshing: list.isRefetching && !list.isFetchingNextPage,
    loadingMore: list.isFetchingNextPage,
    hasMore: list.hasNextPage,
    failed: list.isError && !list.data,
    loadMore: () => {
      if (list.hasNextPage && !list.isFetching) void list.fetchNextPage();
    },
    refresh: () => list.refetch(),
  };
}
