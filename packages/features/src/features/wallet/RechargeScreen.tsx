// /recharge (spec §2): the enabled payment channels by kind, an amount within the chosen channel's
// range, then the channel's flow — a bank-transfer form, or an order paid at the channel's cashier.
// Trial accounts are refused (spec §6); the server refuses them too.
import {
  useCreateRechargeMutation,
  usePaymentChannelsQuery,
  useProfileQuery,
} from '@jinli/api/react';
import type { PaymentChannel, PaymentKind } from '@jinli/contract';
import { formatMoney, isTrialAccount } from '@jinli/domain';
import { Button, Empty, toast } from '@jinli/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AuthField } from '../auth/components/AuthField';
import { AccountPage } from '../../shared/components/AccountPage';
import { checkAmount } from './amountCheck';
import { QueryState, TrialRefusal } from '../../shared/components/QueryState';
import { bankRechargePath, rechargeOrderPath } from './rechargePaths';
import { walletStrings as s } from './strings';
import './WalletScreens.css';

const KINDS: readonly PaymentKind[] = ['bank', 'usdt', 'eWallet', 'directCharging'];

export function RechargeScreen() {
  const profile = useProfileQuery();
  const trial = isTrialAccount(profile.data?.userInfo.type);
  return (
    <AccountPage title={s.rechargeTitle} testId="recharge-screen">
      <QueryState
        pending={profile.isPending}
        error={profile.error}
        onRetry={() => void profile.refetch()}
      >
        {trial ? <TrialRefusal /> : <RechargeForm />}
      </QueryState>
    </AccountPage>
  );
}

function RechargeForm() {
  const navigate = useNavigate();
  const channels = usePaymentChannelsQuery();
  const create = useCreateRechargeMutation();
  const available = KINDS.filter((kind) => (channels.data?.[kind].length ?? 0) > 0);
  const [kind, setKind] = useState<PaymentKind | null>(null);
  const [channelId, setChannelId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();

  const activeKind = kind ?? available[0] ?? null;
  const list: PaymentChannel[] = activeKind ? (channels.data?.[activeKind] ?? []) : [];
  const channel = list.find((c) => c.id === channelId) ?? list[0] ?? null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!channel || create.isPending) return;
    const check = checkAmount(amount, channel.minAmount, channel.maxAmount);
    if (!check.ok) {
      setError(check.message);
      toast.show(check.message);
      return;
    }
    setError(undefined);
    if (channel.route === 'bank') {
      void navigate(bankRechargePath(channel.id, amount.trim()));
      return;
    }
    const route = channel.route;
    create.mutate(
      { body: { channelId: channel.id, amount: amount.trim() } },
      {
        onSuccess: (order) => void navigate(rechargeOrderPath(route, order.orderNo)),
        onError: (apiError) => toast.show(apiError.msg, { durationMs: 3000 }),
      },
    );
  };

  return (
    <QueryState
      pending={channels.isPending}
      error={channels.error}
      onRetry={() => void channels.refetch()}
    >
      {available.length === 0 ? (
        <Empty text={s.noChannels} />
      ) : (
        <form className="jl-wallet-card-box" onSubmit={onSubmit} noValidate>
          <div className="jl-wallet-chips" role="tablist" aria-label={s.channel}>
            {available.map((option) => (
              <button
                key={option}
                type="button"
                role="tab"
                aria-selected={option === activeKind}
                className="jl-wallet-chips__chip"
                onClick={() => {
                  setKind(option);
                  setChannelId(null);
                }}
              >
                {s.kinds[option]}
              </button>
            ))}
          </div>
          <div className="jl-wallet-chips" role="radiogroup" aria-label={s.channel}>
            {list.map((option) => (
              <button
                key={option.id}
                type="button"
                role="radio"
                aria-checked={option.id === channel?.id}
                className="jl-wallet-chips__chip"
                onClick={() => setChannelId(option.id)}
              >
                {option.name}
              </button>
            ))}
          </div>
          {channel ? (
            <AuthField
              label={s.amount}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              placeholder={s.amountPlaceholder(
                formatMoney(channel.minAmount, { minDecimals: 0 }),
                formatMoney(channel.maxAmount, { minDecimals: 0 }),
              )}
              value={amount}
              error={error}
              onChange={(event) => setAmount(event.target.value)}
            />
          ) : null}
          <Button type="submit" variant="primary" block disabled={!channel || create.isPending}>
            {s.nextStep}
          </Button>
        </form>
      )}
    </QueryState>
  );
}
