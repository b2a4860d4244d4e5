// /password-withdraw-money: sets the 4-digit fund (withdraw) password — the first time proven by
// the login password, afterwards by the old fund password (spec §5, §8 UC/CASH_PASSWORD_NULL).
import { useProfileQuery, useUpdateFundPasswordMutation } from '@jinli/api/react';
import { digitsOnly, isValidFundPassword } from '@jinli/domain';
import { Button, Empty, Skeleton, toast } from '@jinli/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AuthField } from '../auth/components/AuthField';
import { AccountPage } from '../../shared/components/AccountPage';
import { settingsStrings as s } from './strings';

type Field = 'proof' | 'fundPwd' | 'confirmFundPwd';

/** The first failing rule, or null; `proof` is the login password or the old fund password. */
export function fundPasswordError(
  values: Record<Field, string>,
  hasFundPassword: boolean,
): { field: Field; message: string } | null {
  if (values.proof === '')
    return { field: 'proof', message: hasFundPassword ? s.fundPasswordRule : s.requiredOld };
  if (hasFundPassword && !isValidFundPassword(values.proof))
    return { field: 'proof', message: s.fundPasswordRule };
  if (!isValidFundPassword(values.fundPwd))
    return { field: 'fundPwd', message: s.fundPasswordRule };
  if (values.confirmFundPwd !== values.fundPwd)
    return { field: 'confirmFundPwd', message: s.fundPasswordMismatch };
  return null;
}

export function FundPasswordScreen() {
  const profile = useProfileQuery();
  const title = profile.data?.extInfo.fundPwd === 1 ? s.changeFundPassword : s.setFundPassword;
  return (
    <AccountPage title={title} fallback="/security-center" testId="fund-password-screen">
      {profile.isPending ? (
        <Skeleton rows={4} label={s.loading} />
      ) : profile.data ? (
        <FundPasswordForm hasFundPassword={profile.data.extInfo.fundPwd === 1} />
      ) : (
        <Empty text={profile.error?.msg ?? s.loadFailed}>
          <Button variant="primary" onClick={() => void profile.refetch()}>
            {s.retry}
          </Button>
        </Empty>
      )}
    </AccountPage>
  );
}

/** Where a visit asked to go once the password is set (the withdraw screen), if anywhere. */
function returnPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return null;
  const { returnTo } = state;
  return typeof returnTo === 'string' && returnTo.startsWith('/') ? returnTo : null;
}

function FundPasswordForm({ hasFundPassword }: { hasFundPassword: boolean }) {
  const navigate = useNavigate();
  const returnTo = returnPath(useLocation().state);
  const update = useUpdateFundPasswordMutation();
  const [values, setValues] = useState<Record<Field, string>>({
    proof: '',
    fundPwd: '',
    confirmFundPwd: '',
  });
  const [error, setError] = useState<{ field: Field; message: string } | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const failure = fundPasswordError(values, hasFundPassword);
    setError(failure);
    if (failure) {
      toast.show(failure.message, { durationMs: 3000 });
      return;
    }
    update.mutate(
      {
        ...(hasFundPassword ? { oldFundPwd: values.proof } : { password: values.proof }),
        fundPwd: values.fundPwd,
        confirmFundPwd: values.confirmFundPwd,
      },
      {
        onSuccess: () => {
          toast.show(s.saved);
          if (returnTo) void navigate(returnTo, { replace: true });
          else void navigate(-1);
        },
        onError: (apiError) => toast.show(apiError.msg, { durationMs: 3000 }),
      },
    );
  };

  const digits = (name: Field, label: string) => (
    <AuthField
      label={label}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      name={name}
      maxLength={4}
      value={values[name]}
      error={error?.field === name ? error.message : undefined}
      onChange={(event) =>
        setValues((current) => ({ ...current, [name]: digitsOnly(event.target.value) }))
      }
    />
  );

  return (
    <form className="jl-account-form" onSubmit={onSubmit} noValidate>
      <p className="jl-account-form__hint">{s.fundPasswordHint}</p>
      {hasFundPassword ? (
        digits('proof', s.oldFundPassword)
      ) : (
        <AuthField
          label={s.loginPassword}
          type="password"
          name="proof"
          autoComplete="current-password"
          value={values.proof}
          error={error?.field === 'proof' ? error.message : undefined}
          onChange={(event) => setValues((current) => ({ ...current, proof: event.target.value }))}
        />
      )}
      {digits('fundPwd', s.newFundPassword)}
      {digits('confirmFundPwd', s.confirmFundPassword)}
      <Button
        type="submit"
        variant="primary"
        block
        className="jl-account-form__submit"
        disabled={update.isPending}
      >
        {s.submit}
      </Button>
    </form>
  );
}
