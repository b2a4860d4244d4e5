// Notices: the paged GET /api/notice/queryPage and the static notice_list.json (spec §7).
import type { Notice, NoticeList, NoticeQuery, Page } from '@jinli/contract';
import type { ApiClient, RequestOptions } from './createApiClient';

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
