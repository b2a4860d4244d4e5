// One gallery list as an infinite query under its spec §4 cache key: more pages append to the
// cached list, the 'all' view walks the letters one by one, and the list says whether it is
// loading, refreshing or loading more.
import { galleryGroupsOf, getGalleryGroups, useApiClient } from '@jinli/api';
import type { GalleryGroup } from '@jinli/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  FIRST_GALLERY_PAGE,
  GALLERY_LETTERS,
  galleryListKey,
  galleryPageRequest,
  nextGalleryPageParam,
  type GalleryListQuery,
  type GalleryLoadedPage,
} from '../galleryListRules';

interface LoadedGroups extends GalleryLoadedPage {
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

export function useGalleryList(
  query: GalleryListQuery,
  letters: readonly string[] = GALLERY_LETTERS,
): GalleryListState {
  const client = useApiClient();
  const list = useInfiniteQuery({
    queryKey: galleryListKey(query),
    initialPageParam: FIRST_GALLERY_PAGE,
    queryFn: async ({ pageParam, signal }): Promise<LoadedGroups> => {
      // The 'all' view asks letter after letter; an empty letter is passed over at once (the
      // next letter's request follows in this same page), so every page the list shows adds
      // cards or ends the list and scrolling never waits on a page that brought nothing.
      let param = pageParam;
      for (;;) {
        const request = galleryPageRequest(query, param, letters);
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
        const page = { param, count: groups.length, totalCount: answer.totalCount, groups };
        const next =
          groups.length === 0 ? nextGalleryPageParam(query.filter, [page], letters) : undefined;
        if (!next) return page;
        param = next;
      }
    },
    getNextPageParam: (_last, pages) => nextGalleryPageParam(query.filter, pages, letters),
  });
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
