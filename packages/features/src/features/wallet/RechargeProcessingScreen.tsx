// /recharge/processing/{order_id} (spec §2): follows an order until it is paid (the balance and
// bills refresh) or failed (on to /recharge/failed).
import { accountKeys } from '@jinli/api';
import { useRechargeDetailQuery } from '@jinli/api/react';
import { formatMoney } from '@jinli/domain';
import { Button } from '@jinli/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AccountPage } from '../../shared/components/AccountPage';
import { OrderRows, rechargeOrderRows } from './components/OrderRows';
import { QueryState } from '../../shared/components/QueryState';
import { ORDER_POLL_MS } from './RechargeOrderScreen';
import { RECHARGE_FAILED_PATH } from './rechargePaths';
import { walletStrings as s } from './strings';
import './WalletScreens.css';

export function RechargeProcessingScreen() {
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const order = useRechargeDetailQuery(orderId, { pollPendingMs: ORDER_POLL_MS });
  const status = order.data?.status;

  useEffect(() => {
    if (status === 'failed') void navigate(RECHARGE_FAILED_PATH, { replace: true });
    // Money arrived: every balance, bill and history on screen must show it.
    if (status === 'paid') void queryClient.invalidateQueries({ queryKey: accountKeys.all });
  }, [status, navigate, queryClient]);

  return (
    <AccountPage title={s.rechargeTitle} fallback="/recharge" testId="recharge-processing-screen">
      <QueryState
        pending={order.isPending}
        error={order.error}
        onRetry={() => void order.refetch()}
      >
        {order.data ? (
          <section className="jl-wallet-result">
            <p className="jl-wallet-result__title">{s.status[order.data.status]}</p>
            <p className="jl-wallet-result__amount">
              {formatMoney(order.data.amount)}
              {s.yuan}
            </p>
            <p className="jl-wallet-result__hint">
              {order.data.status === 'paid' ? s.paidHint : s.processingHint}
            </p>
            <OrderRows {...rechargeOrderRows(order.data)} />
            <Button variant="primary" block onClick={() => void navigate('/bills')}>
              {s.viewBills}
            </Button>
            <Button block onClick={() => void navigate('/', { replace: true })}>
              {s.backHome}
            </Button>
          </section>
        ) : null}
      </QueryState>
    </AccountPage>
  );
}
