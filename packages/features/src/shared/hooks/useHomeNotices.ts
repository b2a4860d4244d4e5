// The home screen's notices (the game center shows them too): the static notice list's index
// notices, or when that document cannot be had, the first page of system notices
// (GET /api/notice/queryPage?noticeType=0).
import type { Notice } from '@jinli/contract';
import { noticePageQueryOptions, useApiClient, useNoticeListQuery } from '@jinli/api/react';
import { useQuery } from '@tanstack/react-query';

export interface HomeNotices {
  /** True until either source answered (or both failed). */
  loading: boolean;
  /** Index notices in the server's order; empty when none or when both sources failed. */
  notices: Notice[];
}

export function useHomeNotices(): HomeNotices {
  const client = useApiClient();
  const list = useNoticeListQuery();
  const page = useQuery({
    ...noticePageQueryOptions(client, { noticeType: 0 }),
    enabled: list.isError,
  });
  if (list.isSuccess) return { loading: false, notices: list.data.index_notice };
  if (!list.isError) return { loading: true, notices: [] };
  if (page.isSuccess) return { loading: false, notices: page.data.data };
  return { loading: !page.isError, notices: [] };
}
