// /recharge (spec §2), the cashier: the balance on top, every enabled payment channel in one list
// (its mark, limits and how soon it credits), an amount typed or tapped from the channel's quick
// amounts, a safety line and the next step pinned to the bottom; then the channel's flow — a
// bank-transfer form, or an order paid at the channel's cashier. Trial accounts are refused
// (spec §6); the server refuses them too.
import {
  useCreateRechargeMutation,
  usePaymentChannelsQuery,
  useProfileQuery,
} from '@jinli/api/react';
import type { PaymentChannel, PaymentKind } from '@jinli/contract';
import { formatMoney, isTrialAccount, quickAmounts, toYuanText } from '@jinli/domain';
import { Button, Empty, ShieldIcon, toast } from '@jinli/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AuthField } from '../auth/components/AuthField';
import { AccountPage } from '../../shared/components/AccountPage';
import { checkAmount } from './amountCheck';
import { BALANCE_SPIN_MS } from './balanceSpin';
import { BalanceRefresh } from './components/BalanceRefresh';
import { WalletBalanceCard } from './components/WalletBalanceCard';
import { WalletChoice, WalletChoices } from './components/WalletChoice';
import { QueryState, TrialRefusal } from '../../shared/components/QueryState';
import { bankRechargePath, rechargeOrderPath } from './rechargePaths';
import { walletStrings as s } from './strings';
import './WalletScreens.css';
import './RechargeScreen.css';

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
  // One list, in the spec's order of kinds (§3), each kind's channels in the company's order.
  const list: PaymentChannel[] = KINDS.flatMap((kind) => channels.data?.[kind] ?? []);
  const [channelId, setChannelId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
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
    <form className="jl-wallet-page-form" onSubmit={onSubmit} noValidate>
      <WalletBalanceCard label={s.accountBalance}>
        <BalanceRefresh spinMs={BALANCE_SPIN_MS} tone="light" />
      </WalletBalanceCard>
      <QueryState
        pending={channels.isPending}
        error={channels.error}
        onRetry={() => void channels.refetch()}
      >
        {list.length === 0 || !channel ? (
          <Empty text={s.noChannels} />
        ) : (
          <>
            <section className="jl-wallet-card-box">
              <h2 className="jl-wallet-card-box__title">{s.chooseChannel}</h2>
              <ChannelList
                channels={list}
                selected={channel}
                onSelect={(next) => {
                  setChannelId(next.id);
                  setError(undefined);
                }}
              />
            </section>
            <section className="jl-wallet-card-box">
              <AuthField
                label={s.amount}
                name="amount"
                inputMode="decimal"
                autoComplete="off"
                className="jl-wallet-amount-input"
                placeholder={s.amountPlaceholder(
                  formatMoney(channel.minAmount, { minDecimals: 0 }),
                  formatMoney(channel.maxAmount, { minDecimals: 0 }),
                )}
                value={amount}
                error={error}
                onChange={(event) => {
                  setAmount(event.target.value);
                  setError(undefined);
                }}
              />
              <QuickAmounts
                channel={channel}
                amount={amount}
                onPick={(picked) => {
                  setAmount(picked);
                  setError(undefined);
                }}
              />
            </section>
          </>
        )}
      </QueryState>
      <p className="jl-wallet-safety">
        <ShieldIcon className="jl-wallet-safety__icon" />
        {s.safety}
      </p>
      <div className="jl-wallet-submit-bar">
        <Button type="submit" variant="primary" block disabled={!channel || create.isPending}>
          {s.nextStep}
        </Button>
      </div>
    </form>
  );
}

/** Every channel as one row: its mark, name, limits and arrival; one selected. */
function ChannelList({
  channels,
  selected,
  onSelect,
}: {
  channels: readonly PaymentChannel[];
  selected: PaymentChannel;
  onSelect(channel: PaymentChannel): void;
}) {
  return (
    <WalletChoices label={s.channel}>
      {channels.map((option) => (
        <WalletChoice
          key={option.id}
          method={option.kind}
          name={option.name}
          detail={`${s.channelLimit(
            formatMoney(option.minAmount, { minDecimals: 0 }),
            formatMoney(option.maxAmount, { minDecimals: 0 }),
          )} · ${s.arrival[option.route]}`}
          checked={option.id === selected.id}
          onSelect={() => onSelect(option)}
          testId="recharge-channel"
        />
      ))}
    </WalletChoices>
  );
}

/** The channel's quick amounts; the one equal to the typed amount is pressed. */
function QuickAmounts({
  channel,
  amount,
  onPick,
}: {
  channel: PaymentChannel;
  amount: string;
  onPick(amount: string): void;
}) {
  const amounts = quickAmounts(channel.minAmount, channel.maxAmount);
  if (amounts.length === 0) return null;
  const typed = amount.trim();
  return (
    <div className="jl-cashier-quick" role="group" aria-label={s.quickAmounts}>
      {amounts.map((value) => {
        const text = formatMoney(value, { minDecimals: 0, grouping: false });
        return (
          <button
            key={value}
            type="button"
            className="jl-cashier-quick__amount"
            aria-pressed={typed === text || typed === toYuanText(value)}
            onClick={() => onPick(text)}
          >
            {s.quickAmount(formatMoney(value, { minDecimals: 0 }))}
          </button>
        );
      })}
    </div>
  );
}
