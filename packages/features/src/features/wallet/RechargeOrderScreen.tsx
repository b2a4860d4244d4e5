// /recharge/online/{order_id}, /recharge/qr-virtual/{order_id}, /recharge/third-party/{order_id}
// (spec §2): the order and the way to its channel's cashier (the sandbox cashier on the reference
// server), which returns to the processing page. A paid or failed order moves on by itself.
import { useRechargeDetailQuery } from '@jinli/api/react';
import { Button } from '@jinli/ui';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useAssetUrl } from '../../app/context/useAssetUrl';
import { AccountPage } from '../../shared/components/AccountPage';
import { OrderRows, rechargeOrderRows } from './components/OrderRows';
import { PayeeAddressCard } from './components/PayeeAddressCard';
import { QueryState } from '../../shared/components/QueryState';
import { RECHARGE_FAILED_PATH, rechargeProcessingPath } from './rechargePaths';
import { walletStrings as s } from './strings';
import './WalletScreens.css';

/** How often a pending order is re-read, ms. */
export const ORDER_POLL_MS = 3000;

export interface RechargeOrderScreenProps {
  /** The flow's title: the channel kind of the route. */
  variant: 'online' | 'qrVirtual' | 'thirdParty';
}

const titles = {
  online: '在线支付',
  qrVirtual: '扫码/虚拟币支付',
  thirdParty: '第三方支付',
} as const;

export function RechargeOrderScreen({ variant }: RechargeOrderScreenProps) {
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  const assetUrl = useAssetUrl();
  const order = useRechargeDetailQuery(orderId, { pollPendingMs: ORDER_POLL_MS });
  const status = order.data?.status;

  useEffect(() => {
    if (status === 'paid') void navigate(rechargeProcessingPath(orderId), { replace: true });
    if (status === 'failed') void navigate(RECHARGE_FAILED_PATH, { replace: true });
  }, [status, orderId, navigate]);

  return (
    <AccountPage
      title={order.data ? s.orderTitle(s.kinds[order.data.kind]) : titles[variant]}
      fallback="/recharge"
      testId="recharge-order-screen"
    >
      <QueryState
        pending={order.isPending}
        error={order.error}
        onRetry={() => void order.refetch()}
      >
        {order.data ? (
          <>
            {variant === 'qrVirtual' && order.data.payeeAccount ? (
              <PayeeAddressCard order={order.data} />
            ) : null}
            <section className="jl-wallet-card-box">
              {variant === 'qrVirtual' && order.data.payeeAccount ? null : (
                <p className="jl-wallet-result__hint">
                  {variant === 'qrVirtual' ? s.qrHint : s.payHint}
                </p>
              )}
              <OrderRows {...rechargeOrderRows(order.data)} />
              {order.data.cashierUrl ? (
                <Button
                  variant="primary"
                  block
                  onClick={() => window.location.assign(assetUrl(order.data.cashierUrl))}
                >
                  {s.goPay}
                </Button>
              ) : null}
            </section>
          </>
        ) : null}
      </QueryState>
    </AccountPage>
  );
}
