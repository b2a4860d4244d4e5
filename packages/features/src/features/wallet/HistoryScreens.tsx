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
import { useParams } from 'react-router';
import { AccountPage } from '../settings/components/AccountPage';
import { OrderHistoryList } from './components/OrderHistoryList';
import { OrderRows } from './components/OrderRows';
import { QueryState } from './components/WalletPage';
import { formatRecordDateTime } from './formatRecordTime';
import { walletStrings as s } from './strings';

export function RechargeHistoryScreen() {
  return (
    <AccountPage title={s.rechargeHistory} testId="recharge-history-screen">
      <OrderHistoryList
        history={useRechargeHistoryInfiniteQuery()}
        detailBase="/recharge-history"
        rowTestId="recharge-row"
        title={(order) => order.channelName}
        statusText={(order) => s.status[order.status]}
      />
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
  return (
    <AccountPage title={s.withdrawHistory} testId="withdraw-history-screen">
      <OrderHistoryList
        history={useWithdrawHistoryInfiniteQuery()}
        detailBase="/withdraw-history"
        rowTestId="withdraw-row"
        title={(order) => `${order.bankName} ${order.cardNo.slice(-4)}`}
        statusText={(order) => s.withdrawStatus[order.status]}
      />
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
