// Notices' queryOptions and hooks over ../notice.ts (the notice page and the static notice list).
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Notice, NoticeList, Page } from '@jinli/contract';
import type { ApiError } from '../ApiError';
import type { ApiClient } from '../createApiClient';
import {
  getNoticeList,
  getNoticePage,
  noticeKeys,
  type NoticeListQueryKey,
  type NoticePageQuery,
  type NoticePageQueryKey,
} from '../notice';
import { useApiClient } from './useApiClient';

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
