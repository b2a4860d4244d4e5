// /withdraw-money (spec §2, §5, §8): balance, the valid-turnover status, the bound account to pay
// to and the amount; the fund password is asked in the withdraw-password dialog. A player without a
// fund password goes straight to /password-withdraw-money (and back here once it is set), as does
// UC/CASH_PASSWORD_NULL from a stale profile (spec §8). Trial accounts are refused.
// Besides the bound accounts, 其他账户 pays to an account typed in (the free-bank withdraw).
import { newIdempotencyKey } from '@jinli/api';
import {
  useBankListQuery,
  useProfileQuery,
  useStaticDocumentQuery,
  useValidWithdrawQuery,
  useWithdrawFreeBankMutation,
  useWithdrawMutation,
} from '@jinli/api/react';
import type { ApiError } from '@jinli/api';
import { ErrorCode, type BankKind, type WithdrawOrder } from '@jinli/contract';
import {
  displayedBalance,
  formatMoney,
  isTrialAccount,
  parseYuan,
  toYuanText,
} from '@jinli/domain';
import { Button, ShieldIcon, toast, UserAddIcon } from '@jinli/ui';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { AuthField } from '../auth/components/AuthField';
import { AccountKindPicker } from '../settings/components/AccountKindPicker';
import { AccountPage } from '../../shared/components/AccountPage';
import {
  accountDetailsError,
  accountFieldLabels,
  type AccountDetails,
} from '../settings/UpdateAccountScreen';
import { settingsStrings } from '../settings/strings';
import { checkAmount } from './amountCheck';
import { QueryState, TrialRefusal } from '../../shared/components/QueryState';
import { WalletBalanceCard } from './components/WalletBalanceCard';
import { WalletChoice, WalletChoices } from './components/WalletChoice';
import { WithdrawPasswordDialog } from './components/WithdrawPasswordDialog';
import { walletStrings as s } from './strings';
import './WalletScreens.css';
import './WithdrawScreen.css';

/** The withdraw target that is an account typed in rather than a bound one. */
const FREE_BANK = 'free';

/** Where the fund password is set (spec §8 UC/CASH_PASSWORD_NULL). */
export const FUND_PASSWORD_PATH = '/password-withdraw-money';
/** This screen's path: where setting the fund password returns to. */
const WITHDRAW_PATH = '/withdraw-money';

/** Router state of a visit to FUND_PASSWORD_PATH: where to go once the password is set. */
export interface FundPasswordReturn {
  returnTo: string;
}

export function WithdrawScreen() {
  const profile = useProfileQuery();
  return (
    <AccountPage title={s.withdrawTitle} testId="withdraw-screen">
      <QueryState
        pending={profile.isPending}
        error={profile.error}
        onRetry={() => void profile.refetch()}
      >
        {isTrialAccount(profile.data?.userInfo.type) ? (
          <TrialRefusal />
        ) : profile.data?.extInfo.fundPwd === 0 ? (
          <SetFundPasswordFirst />
        ) : profile.data ? (
          <WithdrawForm balance={displayedBalance(profile.data.extInfo)} />
        ) : null}
      </QueryState>
    </AccountPage>
  );
}

/**
 * Nothing to ask for without a fund password: off to set one (replacing this page, so that back
 * does not bounce here again), then back here.
 */
function SetFundPasswordFirst() {
  useEffect(() => toast.show(s.setFundPasswordFirst), []);
  const state: FundPasswordReturn = { returnTo: WITHDRAW_PATH };
  return <Navigate to={FUND_PASSWORD_PATH} replace state={state} />;
}

function WithdrawForm({ balance }: { balance: number }) {
  const navigate = useNavigate();
  const banks = useBankListQuery();
  const valid = useValidWithdrawQuery();
  const limit = useStaticDocumentQuery('userWithdrawLimit');
  const submit = useWithdrawMutation();
  const submitFree = useWithdrawFreeBankMutation();
  const busy = submit.isPending || submitFree.isPending;
  // A bound account's id, or FREE_BANK for an account typed in; null: the first bound one.
  const [target, setTarget] = useState<number | typeof FREE_BANK | null>(null);
  const [freeKind, setFreeKind] = useState<BankKind>('bank');
  const [free, setFree] = useState<AccountDetails>({ bankName: '', cardNo: '', realName: '' });
  const [freeError, setFreeError] = useState<ReturnType<typeof accountDetailsError>>(null);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState<{ amount: string; keys: Map<string, string> } | null>(
    null,
  );
  const [passwordError, setPasswordError] = useState<string | null>(null);

  const min = limit.data ? parseYuan(limit.data.minMoney) : null;
  const max = limit.data ? parseYuan(limit.data.maxMoney) : null;
  const minAmount = min?.ok ? min.value : 0;
  const maxAmount = Math.min(balance, max?.ok ? max.value : balance);
  const card =
    target === FREE_BANK
      ? null
      : (banks.data?.find((c) => c.id === target) ?? banks.data?.[0] ?? null);
  const freeBank = card === null;
  const freeLabels = accountFieldLabels(freeKind);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (freeBank) {
      const failure = accountDetailsError(freeKind, free);
      setFreeError(failure);
      if (failure) {
        toast.show(failure.message, { durationMs: 3000 });
        return;
      }
    }
    const check = checkAmount(amount, minAmount, maxAmount);
    if (!check.ok) {
      setAmountError(check.message);
      toast.show(check.message);
      return;
    }
    setAmountError(undefined);
    setPasswordError(null);
    setAttempt({ amount: amount.trim(), keys: new Map() });
  };

  const onPassword = (cashPassword: string) => {
    if (!attempt) return;
    setPasswordError(null);
    // One key per attempt and password: confirming the same request again (after a lost answer)
    // can never pay out twice, while another password is another request with its own key.
    const idempotencyKey = attempt.keys.get(cashPassword) ?? newIdempotencyKey();
    attempt.keys.set(cashPassword, idempotencyKey);
    const handlers = {
      onSuccess: (order: WithdrawOrder) => {
        setAttempt(null);
        toast.show(s.withdrawSubmitted);
        void navigate(`/withdraw-history/${encodeURIComponent(order.orderNo)}`, {
          replace: true,
        });
      },
      onError: (error: ApiError) => {
        if (
          error.code === ErrorCode.CASH_PASSWORD_ERROR ||
          error.code === ErrorCode.CASH_PASSWORD
        ) {
          const message =
            error.code === ErrorCode.CASH_PASSWORD_ERROR ? s.passwordWrong : s.passwordPrompt;
          setPasswordError(message);
          toast.show(message);
          return;
        }
        setAttempt(null);
        toast.show(error.msg, { durationMs: 3000 });
        if (error.code === ErrorCode.CASH_PASSWORD_NULL) {
          const state: FundPasswordReturn = { returnTo: WITHDRAW_PATH };
          void navigate(FUND_PASSWORD_PATH, { state });
        }
      },
    };
    if (card) {
      submit.mutate(
        { body: { amount: attempt.amount, cashPassword, bankId: card.id }, idempotencyKey },
        handlers,
      );
    } else {
      submitFree.mutate(
        {
          body: {
            amount: attempt.amount,
            cashPassword,
            kind: freeKind,
            bankName: free.bankName.trim(),
            cardNo: free.cardNo.replace(/\s+/g, ''),
            realName: free.realName.trim(),
          },
          idempotencyKey,
        },
        handlers,
      );
    }
  };

  const freeField = (name: keyof AccountDetails, label: string, numeric = false) => (
    <AuthField
      label={label}
      name={`free-${name}`}
      inputMode={numeric ? 'numeric' : undefined}
      autoComplete={name === 'realName' ? 'name' : 'off'}
      value={free[name]}
      error={freeError?.field === name ? freeError.message : undefined}
      onChange={(event) => setFree((current) => ({ ...current, [name]: event.target.value }))}
    />
  );

  return (
    <QueryState pending={banks.isPending} error={banks.error} onRetry={() => void banks.refetch()}>
      <form className="jl-wallet-page-form" onSubmit={onSubmit} noValidate>
        <WalletBalanceCard label={s.availableBalance}>
          <span data-testid="withdraw-balance">
            {formatMoney(balance)}
            {s.yuan}
          </span>
        </WalletBalanceCard>
        {valid.data ? (
          <section className="jl-wallet-card-box">
            <dl className="jl-wallet-rows">
              <div className="jl-wallet-rows__row">
                <dt>
                  <Link to="/valid-withdraw" className="jl-hit">
                    {s.validWithdraw}
                  </Link>
                </dt>
                <dd>
                  {valid.data.yetWithdraw === 1
                    ? s.turnoverDone
                    : s.turnoverShort(formatMoney(valid.data.sumAllDeduct))}
                </dd>
              </div>
            </dl>
          </section>
        ) : null}
        <section className="jl-wallet-card-box">
          <h2 className="jl-wallet-card-box__title">{s.withdrawTo}</h2>
          <WalletChoices label={s.withdrawTo}>
            {(banks.data ?? []).map((option) => (
              <WalletChoice
                key={option.id}
                method={option.kind}
                name={option.bankName}
                detail={s.boundAccount(
                  option.cardNo.replace(/\s+/g, '').slice(-4),
                  option.realName,
                )}
                checked={option.id === card?.id}
                onSelect={() => setTarget(option.id)}
              />
            ))}
            <WalletChoice
              method={null}
              icon={<UserAddIcon />}
              name={s.otherAccount}
              detail={s.otherAccountDetail}
              checked={freeBank}
              onSelect={() => setTarget(FREE_BANK)}
            />
          </WalletChoices>
          {freeBank ? (
            <div className="jl-withdraw-free">
              <p className="jl-withdraw-free__hint">
                {s.freeBankHint} <Link to="/update-account">{s.goBind}</Link>
              </p>
              <AccountKindPicker value={freeKind} onChange={setFreeKind} />
              {freeField('bankName', freeLabels.bankName)}
              {freeField('cardNo', freeLabels.cardNo, freeKind === 'bank')}
              {freeField('realName', settingsStrings.realName)}
            </div>
          ) : null}
        </section>
        <section className="jl-wallet-card-box">
          <AuthField
            label={s.withdrawAmount}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            className="jl-wallet-amount-input"
            placeholder={
              maxAmount < minAmount
                ? s.belowMinimum(formatMoney(minAmount, { minDecimals: 0 }))
                : `${formatMoney(minAmount, { minDecimals: 0 })}-${formatMoney(maxAmount, { minDecimals: 0 })}${s.yuan}`
            }
            value={amount}
            error={amountError}
            onChange={(event) => setAmount(event.target.value)}
            trailing={
              <button
                type="button"
                className="jl-auth-field__toggle"
                onClick={() => setAmount(toYuanText(maxAmount))}
              >
                {s.withdrawAll}
              </button>
            }
          />
        </section>
        <p className="jl-wallet-safety">
          <ShieldIcon className="jl-wallet-safety__icon" />
          {s.withdrawSafety}
        </p>
        <div className="jl-wallet-submit-bar">
          <Button type="submit" variant="primary" block disabled={busy}>
            {s.submitWithdraw}
          </Button>
        </div>
      </form>
      <WithdrawPasswordDialog
        open={attempt !== null}
        busy={busy}
        error={passwordError}
        onCancel={() => setAttempt(null)}
        onSubmit={onPassword}
      />
    </QueryState>
  );
}
