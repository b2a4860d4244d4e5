// One gallery list as an infinite query under its spec §4 cache key: more pages append to the
// cached list, the 'all' view walks the letters one by one, and the list says whether it is
// loading, refreshing or loading more.
import { galleryGroupsOf, getGalleryGroups, useApiClient } from '@jinli/api';
import type { GalleryGroup } from '@jinli/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  FIRST_GALLERY_PAGE,
  GALLERY_LETTERS,
  GALLERY_PAGE_ROWS,
  galleryListKey,
  galleryPageRequest,
  nextGalleryPageParam,
  type GalleryListQuery,
  type GalleryLoadedPage,
  type GalleryPageParam,
} from '../galleryListRules';

/** One page of the list: the letter pages it was read from, and their groups in order. */
interface LoadedGroups {
  parts: GalleryLoadedPage[];
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
      // The 'all' view asks letter after letter, one request at a time, until this page holds a
      // page's worth of cards (or the letters run out): each page then visibly grows the list,
      // so the footer moves and scrolling asks for the next one.
      const parts: GalleryLoadedPage[] = [];
      const groups: GalleryGroup[] = [];
      let param: GalleryPageParam | undefined = pageParam;
      while (param) {
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
        const got = galleryGroupsOf(answer);
        parts.push({ param, count: got.length, totalCount: answer.totalCount });
        groups.push(...got);
        if (query.filter !== 'all' || groups.length >= GALLERY_PAGE_ROWS) break;
        param = nextGalleryPageParam(query.filter, parts, letters);
      }
      return { parts, groups };
    },
    getNextPageParam: (_last, pages) =>
      nextGalleryPageParam(
        query.filter,
        pages.flatMap((page) => page.parts),
        letters,
      ),
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
