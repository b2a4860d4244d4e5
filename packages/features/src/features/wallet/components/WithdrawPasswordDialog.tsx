// The withdraw-password dialog (spec §5, §8): the 4-digit fund password in one-time-code fields.
// Confirming with nothing typed shows the prompt; a wrong password (UC/CASH_PASSWORD_ERROR) shows
// 交易密码输入错误! here, passed in as `error`.
import { Button, Dialog, OtpInput } from '@jinli/ui';
import { useState } from 'react';
import { walletStrings as s } from '../strings';
import './WithdrawPasswordDialog.css';

export interface WithdrawPasswordDialogProps {
  open: boolean;
  /** A request with the password is under way. */
  busy?: boolean;
  /** The last refusal to show under the fields (e.g. 交易密码输入错误!). */
  error?: string | null;
  onCancel(): void;
  /** Called with the 4 digits. */
  onSubmit(password: string): void;
}

export function WithdrawPasswordDialog({
  open,
  busy = false,
  error = null,
  onCancel,
  onSubmit,
}: WithdrawPasswordDialogProps) {
  const [password, setPassword] = useState('');
  const [prompt, setPrompt] = useState<string | null>(null);
  const [lastError, setLastError] = useState(error);
  // A new refusal clears the fields so the password can be typed again.
  if (error !== lastError) {
    setLastError(error);
    if (error) setPassword('');
  }

  const submit = (value: string) => {
    if (busy) return;
    if (value.length < 4) {
      setPrompt(s.passwordPrompt);
      return;
    }
    setPrompt(null);
    onSubmit(value);
  };

  const message = prompt ?? error;
  return (
    <Dialog
      open={open}
      title={s.passwordDialogTitle}
      onClose={onCancel}
      actions={
        <>
          <Button onClick={onCancel}>{s.cancel}</Button>
          <Button variant="primary" disabled={busy} onClick={() => submit(password)}>
            {s.confirm}
          </Button>
        </>
      }
    >
      {open ? (
        <OtpInput
          label={s.passwordDialogTitle}
          value={password}
          onChange={(value) => {
            setPassword(value);
            setPrompt(null);
          }}
          onComplete={submit}
          invalid={Boolean(message)}
          disabled={busy}
          autoFocus
        />
      ) : null}
      {message ? (
        <p className="jl-withdraw-password__error" role="alert">
          {message}
        </p>
      ) : null}
    </Dialog>
  );
}
