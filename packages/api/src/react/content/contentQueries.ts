// What the content query modules share: paged lists as infinite queries that stop once every row
// is loaded, writing a changed row into cached pages, and like toggles that put the answer in the
// cache and refresh the viewer's collection (which lists what they like).
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useMutation,
  type UseMutationResult,
  useQueryClient,
} from '@tanstack/react-query';
import type { Page } from '@jinli/contract';
import type { ApiError } from '../../ApiError';
import { collectionKeys, nextContentPage } from '../../content/contentKeys';
import type { ApiClient } from '../../createApiClient';
import { useApiClient } from '../useApiClient';

/** An infinite query over a paged content list: pages from 1, the next while rows are missing. */
export function contentPagesQueryOptions<TPage extends Page<unknown>>(
  queryKey: readonly unknown[],
  fetchPage: (page: number, signal: AbortSignal) => Promise<TPage>,
) {
  return infiniteQueryOptions<
    TPage,
    ApiError,
    InfiniteData<TPage, number>,
    readonly unknown[],
    number
  >({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextContentPage,
  });
}

/** The cached pages with every row passed through `map` (for a cache updater). */
export function mapPageRows<TPage extends Page<TRow>, TRow>(
  data: InfiniteData<TPage, number>,
  map: (row: TRow) => TRow,
): InfiniteData<TPage, number> {
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, data: page.data.map(map) })),
  };
}

/** Sends a like toggle, writes the answer into the cache with `apply`, refreshes the collection. */
export function useContentLikeMutation<TBody, TResult>(
  toggle: (client: ApiClient, body: TBody) => Promise<TResult>,
  apply: (queryClient: QueryClient, result: TResult) => void,
): UseMutationResult<TResult, ApiError, TBody> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => toggle(client, body),
    onSuccess: (result) => {
      apply(queryClient, result);
      void queryClient.invalidateQueries({ queryKey: collectionKeys.all });
    },
  });
}
