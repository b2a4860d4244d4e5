// /reset-password (theme2, DESIGN.md §6): changes a login password without a session — the way
// out of UC/RESET_PASSWORD — by account and current password; then the user logs in again. While
// the account is under attack the server asks for the slider (请先完成滑动验证, and the login limit
// then says vCode to this address): the screen shows it and sends the form again with its ticket.
import { useStaticDocumentQuery, useUpdatePasswordByAccountMutation } from '@jinli/api/react';
import { ErrorCode, SLIDER_REQUIRED_TEXT } from '@jinli/contract';
import { Button, toast } from '@jinli/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AuthField } from '../auth/components/AuthField';
import { SliderCaptcha } from '../auth/components/SliderCaptcha';
import { LOGIN_PATH } from '../../app/router/loginRedirect';
import { changePasswordError } from './ChangePasswordScreen';
import { AccountPage } from '../../shared/components/AccountPage';
import { settingsStrings as s } from './strings';

type Field = 'account' | 'oldPassword' | 'newPassword' | 'confirmPassword';

export function ResetPasswordScreen() {
  const navigate = useNavigate();
  const reset = useUpdatePasswordByAccountMutation();
  const loginLimit = useStaticDocumentQuery('userLoginLimit');
  const [sliderOpen, setSliderOpen] = useState(false);
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
    // The server asked this address for a code lately: the slider first, not a refusal.
    if (loginLimit.data?.vCode === true) setSliderOpen(true);
    else send();
  };

  const send = (captchaTicket?: string) => {
    reset.mutate(
      { ...values, account: values.account.trim(), captchaTicket },
      {
        onSuccess: () => {
          toast.show(s.passwordChanged);
          void navigate(LOGIN_PATH, { replace: true });
        },
        onError: (apiError) => {
          void loginLimit.refetch();
          if (apiError.code === ErrorCode.BAD_REQUEST && apiError.msg === SLIDER_REQUIRED_TEXT) {
            setSliderOpen(true);
            return;
          }
          toast.show(apiError.msg, { durationMs: 3000 });
        },
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
      <SliderCaptcha
        open={sliderOpen}
        onCancel={() => setSliderOpen(false)}
        onPass={(ticket) => {
          setSliderOpen(false);
          send(ticket);
        }}
      />
    </AccountPage>
  );
}
