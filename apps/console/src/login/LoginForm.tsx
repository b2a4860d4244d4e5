// The sign-in form: name, password and the authenticator's 6-digit code. The server's refusal
// (wrong credentials, a replayed code, a locked account) shows above the button as it said it.
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Form, Input } from 'antd';
import { useState } from 'react';
import type { LoginInput } from '../session/sessionApi';
import { LOGIN_TEXT } from './strings';
import { SubmitButton } from './SubmitButton';

export interface LoginFormProps {
  onSubmit: (input: LoginInput) => Promise<unknown>;
  /** A message to show before any attempt (the session expired). */
  notice?: string | undefined;
}

const TOTP = /^\d{6}$/;

export function LoginForm({ onSubmit, notice }: LoginFormProps) {
  const [form] = Form.useForm<LoginInput>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const finish = async (values: LoginInput) => {
    setBusy(true);
    setError(null);
    try {
      await onSubmit({ name: values.name.trim(), password: values.password, totp: values.totp });
    } catch (failure) {
      setError((failure as Error).message);
      // A code is good for one sign-in only: the next try needs the next one.
      form.setFieldValue('totp', '');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void finish(values)}
      autoComplete="on"
      aria-label={LOGIN_TEXT.subtitle}
    >
      {notice && !error ? (
        <Alert type="warning" showIcon title={notice} style={{ marginBottom: 16 }} />
      ) : null}
      <Form.Item
        name="name"
        label={LOGIN_TEXT.name}
        rules={[{ required: true, whitespace: true, message: LOGIN_TEXT.nameRequired }]}
      >
        <Input
          prefix={<UserOutlined />}
          placeholder={LOGIN_TEXT.namePlaceholder}
          autoComplete="username"
          maxLength={64}
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={LOGIN_TEXT.password}
        rules={[{ required: true, message: LOGIN_TEXT.passwordRequired }]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={LOGIN_TEXT.passwordPlaceholder}
          autoComplete="current-password"
          maxLength={128}
        />
      </Form.Item>
      <Form.Item
        name="totp"
        label={LOGIN_TEXT.totp}
        extra={LOGIN_TEXT.totpHint}
        rules={[{ pattern: TOTP, required: true, message: LOGIN_TEXT.totpRequired }]}
      >
        <Input.OTP length={6} aria-label={LOGIN_TEXT.totp} />
      </Form.Item>
      {error ? (
        <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />
      ) : null}
      <SubmitButton label={LOGIN_TEXT.submit} busy={busy} />
    </Form>
  );
}
