// One money history screen's body (recharge or withdraw orders): the rows newest first, each to
// its detail, then the infinite-scroll footer; 暂无数据 when there is none.
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ApiError } from '@jinli/api';
import type { Page } from '@jinli/contract';
import { formatMoney } from '@jinli/domain';
import { Empty, InfiniteScroll } from '@jinli/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatRecordDateTime } from '../../../shared/formatRecordTime';
import { walletStrings as s } from '../strings';
import { QueryState } from '../../../shared/components/QueryState';
import '../WalletScreens.css';

/** What a history row shows of an order. */
interface HistoryOrder {
  orderNo: string;
  amount: number;
  status: string;
  createTime: number;
}

export interface OrderHistoryListProps<T extends HistoryOrder> {
  history: UseInfiniteQueryResult<InfiniteData<Page<T>, number>, ApiError>;
  /** The detail route's base ('/recharge-history'). */
  detailBase: string;
  /** data-testid of each row. */
  rowTestId: string;
  /** The row's title (channel, or account). */
  title(order: T): ReactNode;
  /** The order status's text. */
  statusText(order: T): string;
}

export function OrderHistoryList<T extends HistoryOrder>({
  history,
  detailBase,
  rowTestId,
  title,
  statusText,
}: OrderHistoryListProps<T>) {
  const rows = history.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <QueryState
      pending={history.isPending}
      error={history.error}
      onRetry={() => void history.refetch()}
    >
      {rows.length === 0 ? (
        <Empty text={s.empty} />
      ) : (
        <>
          <ul className="jl-wallet-list">
            {rows.map((order) => (
              <li key={order.orderNo}>
                <Link
                  className="jl-wallet-list__item"
                  to={`${detailBase}/${encodeURIComponent(order.orderNo)}`}
                  data-testid={rowTestId}
                >
                  <div className="jl-wallet-list__main">
                    <span>{title(order)}</span>
                    <span className="jl-wallet-list__sub">
                      {formatRecordDateTime(order.createTime)}
                    </span>
                  </div>
                  <div className="jl-wallet-list__side">
                    <strong>{formatMoney(order.amount)}</strong>
                    <span className={`jl-wallet-status jl-wallet-status--${order.status}`}>
                      {statusText(order)}
                    </span>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
          <InfiniteScroll
            hasMore={history.hasNextPage}
            loading={history.isFetchingNextPage}
            onLoadMore={() => void history.fetchNextPage()}
            loadingText={s.loading}
            endText={s.noMore}
            loadMoreText={s.loadMore}
          />
        </>
      )}
    </QueryState>
  );
}
