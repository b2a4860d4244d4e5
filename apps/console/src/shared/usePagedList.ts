// A server-paged list: its filters (applied on 查询), page and page size, and the query that reads
// the page, keeping the last page on screen while the next one loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

export interface PageAnswer<Row> {
  data: Row[];
  totalCount: number;
}

export interface PagedListOptions<Filters, Answer> {
  /** The query key's head ('audit'); filters and paging are appended. */
  key: readonly unknown[];
  initialFilters: Filters;
  fetchPage: (filters: Filters, page: number, pageSize: number) => Promise<Answer>;
  pageSize?: number;
  enabled?: boolean;
}

export function usePagedList<Filters, Row, Answer extends PageAnswer<Row> = PageAnswer<Row>>(
  options: PagedListOptions<Filters, Answer>,
) {
  const [filters, setFiltersState] = useState<Filters>(options.initialFilters);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(options.pageSize ?? 20);
  const query = useQuery({
    queryKey: [...options.key, filters, page, pageSize],
    queryFn: () => options.fetchPage(filters, page, pageSize),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
  return {
    query,
    filters,
    /** New filters: back to the first page. */
    setFilters(next: Filters) {
      setFiltersState(next);
      setPage(1);
    },
    page,
    pageSize,
    /** The antd Table's pagination for this list. */
    pagination: {
      current: page,
      pageSize,
      total: query.data?.totalCount ?? 0,
      showSizeChanger: true,
      pageSizeOptions: [10, 20, 50, 100],
      onChange(nextPage: number, nextSize: number) {
        setPage(nextSize === pageSize ? nextPage : 1);
        setPageSize(nextSize);
      },
    },
  };
}
