// /recharge/bank?channelId=&amount= (spec §2): the channel's payee to transfer to (with copy), the
// depositor's name and the amount; submitting reports the transfer (tellerMachine) and follows the
// order on the processing page.
import { useBankTransferMutation, usePaymentChannelsQuery } from '@jinli/api/react';
import { formatMoney, isValidFullName } from '@jinli/domain';
import { Button, Empty, toast } from '@jinli/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthField } from '../auth/components/AuthField';
import { AccountPage } from '../../shared/components/AccountPage';
import { checkAmount } from './amountCheck';
import { QueryState } from '../../shared/components/QueryState';
import { copyText } from '../../shared/copyText';
import { rechargeProcessingPath } from './rechargePaths';
import { walletStrings as s } from './strings';
import './WalletScreens.css';

export function RechargeBankScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const channels = usePaymentChannelsQuery();
  const transfer = useBankTransferMutation();
  const channelId = Number(params.get('channelId'));
  const channel = channels.data?.bank.find((c) => c.id === channelId && c.route === 'bank');
  const [amount, setAmount] = useState(params.get('amount') ?? '');
  const [depositor, setDepositor] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; depositor?: string }>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!channel || transfer.isPending) return;
    const check = checkAmount(amount, channel.minAmount, channel.maxAmount);
    const depositorOk = isValidFullName(depositor.trim());
    const next = {
      amount: check.ok ? undefined : check.message,
      depositor: depositorOk ? undefined : s.depositorPlaceholder,
    };
    setErrors(next);
    const first = next.amount ?? next.depositor;
    if (first) {
      toast.show(first);
      return;
    }
    transfer.mutate(
      { body: { channelId: channel.id, amount: amount.trim(), depositorName: depositor.trim() } },
      {
        onSuccess: (order) =>
          void navigate(rechargeProcessingPath(order.orderNo), { replace: true }),
        onError: (apiError) => toast.show(apiError.msg, { durationMs: 3000 }),
      },
    );
  };

  const copy = (text: string) =>
    void copyText(text).then((copied) => {
      if (copied) toast.show(s.copied);
    });

  return (
    <AccountPage title={s.kinds.bank} fallback="/recharge" testId="recharge-bank-screen">
      <QueryState
        pending={channels.isPending}
        error={channels.error}
        onRetry={() => void channels.refetch()}
      >
        {!channel ? (
          <Empty text={s.noChannels} />
        ) : (
          <>
            <section className="jl-wallet-card-box">
              <h2 className="jl-wallet-card-box__title">{s.payee}</h2>
              <dl className="jl-wallet-rows jl-wallet-rows--copy">
                {(
                  [
                    [s.payeeName, channel.payeeName],
                    [s.payeeAccount, channel.payeeAccount],
                    [s.payeeBank, channel.payeeBank],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label} className="jl-wallet-rows__row">
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                    <dd className="jl-wallet-rows__action">
                      <button
                        type="button"
                        className="jl-wallet-copy"
                        aria-label={`${s.copy}${label}`}
                        onClick={() => copy(value)}
                      >
                        {s.copy}
                      </button>
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
            <form className="jl-wallet-card-box" onSubmit={onSubmit} noValidate>
              <AuthField
                label={s.amount}
                name="amount"
                inputMode="decimal"
                placeholder={s.amountPlaceholder(
                  formatMoney(channel.minAmount, { minDecimals: 0 }),
                  formatMoney(channel.maxAmount, { minDecimals: 0 }),
                )}
                value={amount}
                error={errors.amount}
                onChange={(event) => setAmount(event.target.value)}
              />
              <AuthField
                label={s.depositorName}
                name="depositorName"
                autoComplete="name"
                placeholder={s.depositorPlaceholder}
                value={depositor}
                error={errors.depositor}
                onChange={(event) => setDepositor(event.target.value)}
              />
              <Button type="submit" variant="primary" block disabled={transfer.isPending}>
                {s.submitTransfer}
              </Button>
            </form>
          </>
        )}
      </QueryState>
    </AccountPage>
  );
}
