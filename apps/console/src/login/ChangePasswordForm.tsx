// The must-change-password step: after a one-time password (first login, or an admin's reset) the
// server refuses everything else until the operator sets a password of their own.
import { Alert, Form, Input } from 'antd';
import { useState } from 'react';
import { meetsPasswordRule } from './passwordRule';
import { LOGIN_TEXT } from './strings';
import { SubmitButton } from './SubmitButton';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

export interface ChangePasswordFormProps {
  onSubmit: (input: { oldPassword: string; newPassword: string }) => Promise<unknown>;
}

export function ChangePasswordForm({ onSubmit }: ChangePasswordFormProps) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const finish = async (values: Values) => {
    setBusy(true);
    setError(null);
    try {
      await onSubmit({ oldPassword: values.oldPassword, newPassword: values.newPassword });
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form<Values>
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void finish(values)}
      aria-label={LOGIN_TEXT.changeTitle}
    >
      <Alert type="info" showIcon title={LOGIN_TEXT.changeHint} style={{ marginBottom: 16 }} />
      <Form.Item
        name="oldPassword"
        label={LOGIN_TEXT.oldPassword}
        rules={[{ required: true, message: LOGIN_TEXT.oldPasswordRequired }]}
      >
        <Input.Password autoComplete="current-password" maxLength={128} />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={LOGIN_TEXT.newPassword}
        extra={LOGIN_TEXT.rules}
        rules={[
          { required: true, message: LOGIN_TEXT.newPasswordRequired },
          {
            validator: async (_rule, value: string | undefined) => {
              if (value && !meetsPasswordRule(value)) throw new Error(LOGIN_TEXT.rules);
            },
          },
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={64} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={LOGIN_TEXT.confirmPassword}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: LOGIN_TEXT.confirmRequired },
          ({ getFieldValue }) => ({
            validator: async (_rule, value: string | undefined) => {
              if (value && value !== getFieldValue('newPassword'))
                throw new Error(LOGIN_TEXT.mismatch);
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={64} />
      </Form.Item>
      {error ? (
        <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />
      ) : null}
      <SubmitButton label={LOGIN_TEXT.changeSubmit} busy={busy} />
    </Form>
  );
}
