// /update-account: binds a withdraw account (bank card, USDT address or e-wallet) with the fund
// password. No fund password yet (UC/CASH_PASSWORD_NULL) sends the user to set one (spec §8).
import { useUpdateBankMutation } from '@jinli/api/react';
import { ErrorCode } from '@jinli/contract';
import type { BankKind } from '@jinli/contract';
import { REGISTER_MESSAGES, digitsOnly, isValidFullName } from '@jinli/domain';
import { Button, toast } from '@jinli/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AuthField } from '../auth/components/AuthField';
import { AccountKindPicker } from './components/AccountKindPicker';
import { AccountPage } from '../../shared/components/AccountPage';
import { settingsStrings as s } from './strings';
import './UpdateAccountScreen.css';

type Field = 'bankName' | 'cardNo' | 'realName' | 'bankAddress' | 'cashPassword';

/** Labels of the name and number fields of an account kind (bank card, USDT, e-wallet). */
export function accountFieldLabels(kind: BankKind) {
  return {
    bankName: kind === 'bank' ? s.bankName : kind === 'usdt' ? s.usdtNetwork : s.walletName,
    cardNo: kind === 'bank' ? s.cardNo : kind === 'usdt' ? s.usdtAddress : s.walletAccount,
  };
}

/** The details of a withdraw account, as typed. */
export interface AccountDetails {
  bankName: string;
  cardNo: string;
  realName: string;
}

/** The first failing field of an account's details (bind form, free-bank withdraw), or null. */
export function accountDetailsError(
  kind: BankKind,
  values: AccountDetails,
): { field: keyof AccountDetails; message: string } | null {
  const names = accountFieldLabels(kind);
  if (values.bankName.trim() === '')
    return { field: 'bankName', message: s.required(names.bankName) };
  if (values.cardNo.trim() === '') return { field: 'cardNo', message: s.required(names.cardNo) };
  if (!isValidFullName(values.realName.trim()))
    return { field: 'realName', message: REGISTER_MESSAGES.fullName.error };
  return null;
}

/** The first failing field of the bind form, or null. */
export function bindAccountError(
  kind: BankKind,
  values: Record<Field, string>,
): { field: Field; message: string } | null {
  const details = accountDetailsError(kind, values);
  if (details) return details;
  if (!/^\d{4}$/.test(values.cashPassword))
    return { field: 'cashPassword', message: s.fundPasswordRule };
  return null;
}

export function UpdateAccountScreen() {
  const navigate = useNavigate();
  const update = useUpdateBankMutation();
  const [kind, setKind] = useState<BankKind>('bank');
  const [values, setValues] = useState<Record<Field, string>>({
    bankName: '',
    cardNo: '',
    realName: '',
    bankAddress: '',
    cashPassword: '',
  });
  const [error, setError] = useState<{ field: Field; message: string } | null>(null);
  const names = accountFieldLabels(kind);

  const set = (field: Field, value: string) =>
    setValues((current) => ({
      ...current,
      [field]: field === 'cashPassword' ? digitsOnly(value) : value,
    }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const failure = bindAccountError(kind, values);
    setError(failure);
    if (failure) {
      toast.show(failure.message, { durationMs: 3000 });
      return;
    }
    update.mutate(
      {
        kind,
        bankName: values.bankName.trim(),
        cardNo: values.cardNo.replace(/\s+/g, ''),
        realName: values.realName.trim(),
        bankAddress: values.bankAddress.trim(),
        cashPassword: values.cashPassword,
      },
      {
        onSuccess: () => {
          toast.show(s.bound);
          void navigate('/account-list', { replace: true });
        },
        onError: (apiError) => {
          toast.show(apiError.msg, { durationMs: 3000 });
          if (apiError.code === ErrorCode.CASH_PASSWORD_NULL)
            void navigate('/password-withdraw-money');
        },
      },
    );
  };

  const field = (
    name: Field,
    label: string,
    extra: Partial<Parameters<typeof AuthField>[0]> = {},
  ) => (
    <AuthField
      label={label}
      name={name}
      value={values[name]}
      error={error?.field === name ? error.message : undefined}
      onChange={(event) => set(name, event.target.value)}
      {...extra}
    />
  );

  return (
    <AccountPage title={s.updateAccount} fallback="/account-list" testId="update-account-screen">
      <form className="jl-account-form" onSubmit={onSubmit} noValidate>
        <AccountKindPicker value={kind} onChange={setKind} />
        {field('bankName', names.bankName)}
        {field('cardNo', names.cardNo, { inputMode: kind === 'bank' ? 'numeric' : 'text' })}
        {field('realName', s.realName, { autoComplete: 'name' })}
        {kind === 'bank' ? field('bankAddress', s.bankAddress) : null}
        {field('cashPassword', s.cashPassword, {
          type: 'password',
          inputMode: 'numeric',
          maxLength: 4,
          autoComplete: 'off',
        })}
        <Button
          type="submit"
          variant="primary"
          block
          className="jl-account-form__submit"
          disabled={update.isPending}
        >
          {s.save}
        </Button>
      </form>
    </AccountPage>
  );
}
