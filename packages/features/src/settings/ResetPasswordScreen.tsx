// /reset-password (theme2, DESIGN.md §6): changes a login password without a session — the way
// out of UC/RESET_PASSWORD — by account and current password; then the user logs in again.
import { useUpdatePasswordByAccountMutation } from '@jinli/api';
import { Button, toast } from '@jinli/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AuthField } from '../auth/components/AuthField';
import { LOGIN_PATH } from '../router/loginRedirect';
import { changePasswordError } from './ChangePasswordScreen';
import { AccountPage } from './components/AccountPage';
import { settingsStrings as s } from './strings';

type Field = 'account' | 'oldPassword' | 'newPassword' | 'confirmPassword';

export function ResetPasswordScreen() {
  const navigate = useNavigate();
  const reset = useUpdatePasswordByAccountMutation();
  const [values, setValues] = useState<Record<Field, string>>({
    account: '',
    oldPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [error, setError] = useState<{ field: Field; message: string } | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const failure: { field: Field; message: string } | null =
      values.account.trim() === ''
        ? { field: 'account', message: s.required(s.account) }
        : changePasswordError(values);
    setError(failure);
    if (failure) {
      toast.show(failure.message, { durationMs: 3000 });
      return;
    }
    reset.mutate(
      { ...values, account: values.account.trim() },
      {
        onSuccess: () => {
          toast.show(s.passwordChanged);
          void navigate(LOGIN_PATH, { replace: true });
        },
        onError: (apiError) => toast.show(apiError.msg, { durationMs: 3000 }),
      },
    );
  };

  const field = (name: Field, label: string, type: string, autoComplete: string) => (
    <AuthField
      label={label}
      type={type}
      name={name}
      autoComplete={autoComplete}
      value={values[name]}
      error={error?.field === name ? error.message : undefined}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
    />
  );

  return (
    <AccountPage title={s.resetPassword} fallback={LOGIN_PATH} testId="reset-password-screen">
      <form className="jl-account-form" onSubmit={onSubmit} noValidate>
        {field('account', s.account, 'text', 'username')}
        {field('oldPassword', s.oldPassword, 'password', 'current-password')}
        {field('newPassword', s.newPassword, 'password', 'new-password')}
        {field('confirmPassword', s.confirmPassword, 'password', 'new-password')}
        <Button
          type="submit"
          variant="primary"
          block
          className="jl-account-form__submit"
          disabled={reset.isPending}
        >
          {s.submit}
        </Button>
      </form>
    </AccountPage>
  );
}
