// The payee of a QR / virtual-currency order (spec §2 /recharge/qr-virtual/{order_id}): the address
// as a QR code made in the app, its network, and the address with a 复制 button,
// so a player pays from a wallet app by scanning or pasting.
import type { RechargeOrder } from '@jinli/contract';
import { toast } from '@jinli/ui';
import { copyText } from '../../../shared/copyText';
import { walletStrings as s } from '../strings';
import { QrCode } from '../../../shared/components/QrCode';
import './PayeeAddressCard.css';

function copy(text: string) {
  void copyText(text).then((copied) => toast.show(copied ? s.copied : s.copyFailed));
}

export function PayeeAddressCard({ order }: { order: RechargeOrder }) {
  const rows: { label: string; value: string; copyLabel: string; testId: string }[] = [
    {
      label: s.payeeAddress,
      value: order.payeeAccount,
      copyLabel: s.copyAddress,
      testId: 'payee-address',
    },
  ];
  return (
    <section className="jl-wallet-card-box jl-wallet-payee" aria-labelledby="jl-wallet-payee-title">
      <h2 id="jl-wallet-payee-title" className="jl-wallet-card-box__title">
        {s.scanToPay}
      </h2>
      <div className="jl-wallet-payee__qr">
        <QrCode
          text={order.payeeAccount}
          label={s.qrLabel}
          loadingLabel={s.qrLoading}
          failedText={s.qrFailed}
          size={188}
          testId="payee-qr"
        />
      </div>
      {order.payeeBank ? (
        <p className="jl-wallet-payee__network">
          {s.network} <strong>{order.payeeBank}</strong>
        </p>
      ) : null}
      <dl className="jl-wallet-payee__rows">
        {rows.map((row) => (
          <div key={row.testId} className="jl-wallet-payee__row">
            <dt>{row.label}</dt>
            <dd>
              <span className="jl-wallet-payee__value" data-testid={row.testId}>
                {row.value}
              </span>
              <button
                type="button"
                className="jl-wallet-payee__copy"
                aria-label={row.copyLabel}
                onClick={() => copy(row.value)}
              >
                {s.copy}
              </button>
            </dd>
          </div>
        ))}
      </dl>
      <p className="jl-wallet-payee__hint">
        {order.payeeBank ? s.networkWarning(order.payeeBank) : s.qrHint}
      </p>
    </section>
  );
}
