// The facts of a money order as label/value rows, its status last: a recharge order's
// (rechargeOrderRows) or a withdrawal's (withdrawOrderRows).
import type { RechargeOrder, WithdrawOrder } from '@jinli/contract';
import { PAYMENT_CHANNEL_LABELS, formatMoney } from '@jinli/domain';
import { formatRecordDateTime } from '../../../shared/formatRecordTime';
import { walletStrings as s } from '../strings';

export interface OrderRowsProps {
  /** Label and value, in display order. */
  rows: readonly (readonly [string, string])[];
  /** The order's status code: the modifier of its colour (jl-wallet-status--<status>). */
  status: string;
  statusText: string;
}

export function OrderRows({ rows, status, statusText }: OrderRowsProps) {
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
        <dd className={`jl-wallet-status jl-wallet-status--${status}`} data-testid="order-status">
          {statusText}
        </dd>
      </div>
    </dl>
  );
}

/** The rows of a recharge order: number, channel, amount, created and (once done) finished. */
export function rechargeOrderRows(order: RechargeOrder): OrderRowsProps {
  const rows: [string, string][] = [
    [s.orderNo, order.orderNo],
    [s.channel, order.channelName],
    [s.orderAmount, `${formatMoney(order.amount)}${s.yuan}`],
    [s.createTime, formatRecordDateTime(order.createTime)],
  ];
  if (order.finishTime !== null) rows.push([s.finishTime, formatRecordDateTime(order.finishTime)]);
  return { rows, status: order.status, statusText: s.status[order.status] };
}

/** The rows of a withdrawal: number, amount, the account paid to, balance after, created, finished. */
export function withdrawOrderRows(order: WithdrawOrder): OrderRowsProps {
  const rows: [string, string][] = [
    [s.orderNo, order.orderNo],
    [s.withdrawAmount, `${formatMoney(order.amount)}${s.yuan}`],
    [s.withdrawTo, `${PAYMENT_CHANNEL_LABELS[order.kind]} ${order.bankName} ${order.cardNo}`],
    [s.balanceAfter, formatMoney(order.balanceAfter)],
    [s.createTime, formatRecordDateTime(order.createTime)],
  ];
  if (order.finishTime !== null) rows.push([s.finishTime, formatRecordDateTime(order.finishTime)]);
  return { rows, status: order.status, statusText: s.withdrawStatus[order.status] };
}
