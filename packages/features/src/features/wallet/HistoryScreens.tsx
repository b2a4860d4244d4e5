// The money histories (spec §2): /recharge-history and /withdraw-history with their /{id} details,
// newest first, page by page.
import {
  useRechargeDetailQuery,
  useRechargeHistoryInfiniteQuery,
  useWithdrawDetailQuery,
  useWithdrawHistoryInfiniteQuery,
} from '@jinli/api/react';
import { useParams } from 'react-router';
import { AccountPage } from '../../shared/components/AccountPage';
import { OrderHistoryList } from './components/OrderHistoryList';
import { OrderRows, rechargeOrderRows, withdrawOrderRows } from './components/OrderRows';
import { QueryState } from '../../shared/components/QueryState';
import { walletStrings as s } from './strings';
import './WalletScreens.css';

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
            <OrderRows {...rechargeOrderRows(order.data)} />
          </section>
        ) : null}
      </QueryState>
    </AccountPage>
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
            <OrderRows {...withdrawOrderRows(order.data)} />
          </section>
        ) : null}
      </QueryState>
    </AccountPage>
  );
}
