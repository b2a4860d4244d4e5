// A table of one server-paged list without filters (a player's ledger, bets, orders, sign-ins).
import { Table, type TableColumnsType } from 'antd';
import { SHARED_TEXT } from './strings';
import { type PageAnswer, usePagedList } from './usePagedList';

export interface PagedTableProps<Row> {
  queryKey: readonly unknown[];
  fetchPage: (page: number, pageSize: number) => Promise<PageAnswer<Row>>;
  columns: TableColumnsType<Row>;
  rowKey: keyof Row & string;
}

export function PagedTable<Row extends object>({
  queryKey,
  fetchPage,
  columns,
  rowKey,
}: PagedTableProps<Row>) {
  const list = usePagedList<null, Row>({
    key: queryKey,
    initialFilters: null,
    fetchPage: (_filters, page, pageSize) => fetchPage(page, pageSize),
    pageSize: 10,
  });
  return (
    <Table<Row>
      rowKey={rowKey}
      size="small"
      columns={columns}
      dataSource={list.query.data?.data ?? []}
      loading={list.query.isFetching}
      pagination={{ ...list.pagination, showTotal: SHARED_TEXT.total }}
    />
  );
}
