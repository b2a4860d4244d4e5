// The facts of a recharge order as label/value rows.
import type { RechargeOrder } from '@jinli/contract';
import { formatMoney } from '@jinli/domain';
import { formatRecordDateTime } from '../formatRecordTime';
import { walletStrings as s } from '../strings';

export function OrderRows({ order }: { order: RechargeOrder }) {
  const rows: [string, string][] = [
    [s.orderNo, order.orderNo],
    [s.channel, order.channelName],
    [s.orderAmount, `${formatMoney(order.amount)}${s.yuan}`],
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
          {s.status[order.status]}
        </dd>
      </div>
    </dl>
  );
}
