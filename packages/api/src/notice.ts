// Notices: the paged GET /api/notice/queryPage and the static notice_list.json (spec §7).
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Notice, NoticeList, NoticeQuery, Page } from '@jinli/contract';
import type { ApiError } from './ApiError';
import type { ApiClient, RequestOptions } from './createApiClient';
import { useApiClient } from './useApiClient';

/** Query of a notice page; the server fills in what is left out (noticeType 0, page 1, rows 20). */
export type NoticePageQuery = Partial<NoticeQuery>;

/** Query keys of notices; invalidate `noticeKeys.all` to refetch every notice query. */
export const noticeKeys = {
  all: ['notice'] as const,
  pages: () => [...noticeKeys.all, 'page'] as const,
  page: (query: NoticePageQuery = {}) => [...noticeKeys.pages(), query] as const,
  list: () => [...noticeKeys.all, 'list'] as const,
};

/** One page of notices of one type. */
export function getNoticePage(
  client: ApiClient,
  query: NoticePageQuery = {},
  options?: RequestOptions,
): Promise<Page<Notice>> {
  return client.call('noticePage', { ...options, query });
}

/** The static notice list, grouped into index_notice and lottery_notice. */
export function getNoticeList(client: ApiClient, options?: RequestOptions): Promise<NoticeList> {
  return client.getNoticeList(options);
}

export type NoticePageQueryKey = ReturnType<typeof noticeKeys.page>;
export type NoticeListQueryKey = ReturnType<typeof noticeKeys.list>;

export function noticePageQueryOptions(client: ApiClient, query: NoticePageQuery = {}) {
  return queryOptions<Page<Notice>, ApiError, Page<Notice>, NoticePageQueryKey>({
    queryKey: noticeKeys.page(query),
    queryFn: ({ signal }) => getNoticePage(client, query, { signal }),
  });
}

export function noticeListQueryOptions(client: ApiClient) {
  return queryOptions<NoticeList, ApiError, NoticeList, NoticeListQueryKey>({
    queryKey: noticeKeys.list(),
    queryFn: ({ signal }) => getNoticeList(client, { signal }),
  });
}

/** A page of notices (the home page asks for noticeType 0). */
export function useNoticePageQuery(
  query: NoticePageQuery = {},
): UseQueryResult<Page<Notice>, ApiError> {
  return useQuery(noticePageQueryOptions(useApiClient(), query));
}

/** The static notice list (home modal and marquee). */
export function useNoticeListQuery(): UseQueryResult<NoticeList, ApiError> {
  return useQuery(noticeListQueryOptions(useApiClient()));
}
