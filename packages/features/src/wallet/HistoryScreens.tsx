// The money histories (spec §2): /recharge-history and /withdraw-history with their /{id} details,
// newest first, page by page.
import {
  useRechargeDetailQuery,
  useRechargeHistoryInfiniteQuery,
  useWithdrawDetailQuery,
  useWithdrawHistoryInfiniteQuery,
} from '@jinli/api';
import type { WithdrawOrder } from '@jinli/contract';
import { PAYMENT_CHANNEL_LABELS, formatMoney } from '@jinli/domain';
import { Empty, InfiniteScroll } from '@jinli/ui';
import { Link, useParams } from 'react-router';
import { AccountPage } from '../settings/components/AccountPage';
import { OrderRows } from './components/OrderRows';
import { QueryState } from './components/WalletPage';
import { formatRecordDateTime } from './formatRecordTime';
import { walletStrings as s } from './strings';

export function RechargeHistoryScreen() {
  const history = useRechargeHistoryInfiniteQuery();
  const rows = history.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <AccountPage title={s.rechargeHistory} testId="recharge-history-screen">
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
                    to={`/recharge-history/${encodeURIComponent(order.orderNo)}`}
                    data-testid="recharge-row"
                  >
                    <div className="jl-wallet-list__main">
                      <span>{order.channelName}</span>
                      <span className="jl-wallet-list__sub">
                        {formatRecordDateTime(order.createTime)}
                      </span>
                    </div>
                    <div className="jl-wallet-list__side">
                      <strong>{formatMoney(order.amount)}</strong>
                      <span className={`jl-wallet-status jl-wallet-status--${order.status}`}>
                        {s.status[order.status]}
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
    </AccountPage>
  );
}

export function RechargeHistoryDetailScreen() {
  const { id = '' } = useParams();
  const order = useRechargeDetailQuery(id);
  return (
    <AccountPage title={s.detail} fallback="/recharge-history" testId="recharge-detail-screen">
      <QueryState
        pending={order.isPending}
        error={order.error}
        onRetry={() => void order.refetch()}
      >
        {order.data ? (
          <section className="jl-wallet-card-box">
            <OrderRows order={order.data} />
          </section>
        ) : null}
      </QueryState>
    </AccountPage>
  );
}

function WithdrawRows({ order }: { order: WithdrawOrder }) {
  const rows: [string, string][] = [
    [s.orderNo, order.orderNo],
    [s.withdrawAmount, `${formatMoney(order.amount)}${s.yuan}`],
    [s.withdrawTo, `${PAYMENT_CHANNEL_LABELS[order.kind]} ${order.bankName} ${order.cardNo}`],
    [s.balanceAfter, formatMoney(order.balanceAfter)],
    [s.createTime, formatRecordDateTime(order.createTime)],
  ];
  if (order.finishTime !== null) rows.push([s.finishTime, formatRecordDateTime(order.finishTime)]);
  return (
    <dl className="jl-wallet-rows">
      {rows.map(([label, value]) => (
        <div key={label} className="jl-wallet-rows__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className="jl-wallet-rows__row">
        <dt>{s.orderStatus}</dt>
        <dd
          className={`jl-wallet-status jl-wallet-status--${order.status}`}
          data-testid="order-status"
        >
          {s.withdrawStatus[order.status]}
        </dd>
      </div>
    </dl>
  );
}

export function WithdrawHistoryScreen() {
  const history = useWithdrawHistoryInfiniteQuery();
  const rows = history.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <AccountPage title={s.withdrawHistory} testId="withdraw-history-screen">
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
                    to={`/withdraw-history/${encodeURIComponent(order.orderNo)}`}
                    data-testid="withdraw-row"
                  >
                    <div className="jl-wallet-list__main">
                      <span>
                        {order.bankName} {order.cardNo.slice(-4)}
                      </span>
                      <span className="jl-wallet-list__sub">
                        {formatRecordDateTime(order.createTime)}
                      </span>
                    </div>
                    <div className="jl-wallet-list__side">
                      <strong>{formatMoney(order.amount)}</strong>
                      <span className={`jl-wallet-status jl-wallet-status--${order.status}`}>
                        {s.withdrawStatus[order.status]}
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
    </AccountPage>
  );
}

export function WithdrawHistoryDetailScreen() {
  const { id = '' } = useParams();
  const order = useWithdrawDetailQuery(id);
  return (
    <AccountPage title={s.detail} fallback="/withdraw-history" testId="withdraw-detail-screen">
      <QueryState
        pending={order.isPending}
        error={order.error}
        onRetry={() => void order.refetch()}
      >
        {order.data ? (
          <section className="jl-wallet-card-box">
            <WithdrawRows order={order.data} />
          </section>
        ) : null}
      </QueryState>
    </AccountPage>
  );
}
