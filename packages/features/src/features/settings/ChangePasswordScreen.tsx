// /change-password: old, new and confirmed login password. The new one follows the register rule
// (@jinli/domain); after a change the session ends and the user logs in with the new password.
import { useUpdatePasswordMutation } from '@jinli/api/react';
import { isValidPassword } from '@jinli/domain';
import { Button, toast } from '@jinli/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AuthField } from '../auth/components/AuthField';
import { useSignOut } from '../../app/session/useSignOut';
import { LOGIN_PATH } from '../../app/router/loginRedirect';
import { AccountPage } from '../../shared/components/AccountPage';
import { settingsStrings as s } from './strings';

type Field = 'oldPassword' | 'newPassword' | 'confirmPassword';

/** The first failing rule of the change-password form, or null. */
export function changePasswordError(
  values: Record<Field, string>,
): { field: Field; message: string } | null {
  if (values.oldPassword === '') return { field: 'oldPassword', message: s.requiredOld };
  if (!isValidPassword(values.newPassword))
    return { field: 'newPassword', message: s.passwordRule };
  if (values.confirmPassword !== values.newPassword)
    return { field: 'confirmPassword', message: s.passwordMismatch };
  return null;
}

export function ChangePasswordScreen() {
  const navigate = useNavigate();
  const update = useUpdatePasswordMutation();
  const signOut = useSignOut();
  const [values, setValues] = useState<Record<Field, string>>({
    oldPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [error, setError] = useState<{ field: Field; message: string } | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const failure = changePasswordError(values);
    setError(failure);
    if (failure) {
      toast.show(failure.message, { durationMs: 3000 });
      return;
    }
    update.mutate(values, {
      onSuccess: async () => {
        toast.show(s.passwordChanged);
        await signOut();
        void navigate(LOGIN_PATH, { replace: true });
      },
      onError: (apiError) => toast.show(apiError.msg, { durationMs: 3000 }),
    });
  };

  const field = (name: Field, label: string, autoComplete: string) => (
    <AuthField
      label={label}
      type="password"
      name={name}
      autoComplete={autoComplete}
      maxLength={25}
      value={values[name]}
      error={error?.field === name ? error.message : undefined}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
    />
  );

  return (
    <AccountPage
      title={s.changePassword}
      fallback="/security-center"
      testId="change-password-screen"
    >
      <form className="jl-account-form" onSubmit={onSubmit} noValidate>
        {field('oldPassword', s.oldPassword, 'current-password')}
        {field('newPassword', s.newPassword, 'new-password')}
        {field('confirmPassword', s.confirmPassword, 'new-password')}
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
    </AccountPage>
  );
}
