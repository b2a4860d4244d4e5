// The login page: the sign-in form, then, for an operator holding a one-time password, the
// password change; both on a centred card.
import { App, Button, Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { sessionApi } from '../session/sessionApi';
import { useSession } from '../session/useSession';
import { ChangePasswordForm } from './ChangePasswordForm';
import { LoginForm } from './LoginForm';
import { LOGIN_TEXT } from './strings';
import styles from './LoginScreen.module.css';

function LoginCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className={styles.page}>
      <Card className={styles.card}>
        <Typography.Title level={3} className={styles.brand}>
          {LOGIN_TEXT.title}
        </Typography.Title>
        <Typography.Paragraph type="secondary" className={styles.subtitle}>
          {title}
        </Typography.Paragraph>
        {children}
      </Card>
    </main>
  );
}

export function LoginScreen() {
  const session = useSession();
  const { message } = App.useApp();
  const { state } = session;
  if (state.status === 'signedIn' && state.me.mustChangePassword) {
    return (
      <LoginCard title={LOGIN_TEXT.changeTitle}>
        <ChangePasswordForm
          onSubmit={async (input) => {
            await sessionApi.changePassword(input);
            message.success(LOGIN_TEXT.changed);
            session.passwordChanged();
          }}
        />
        <Button type="link" block onClick={() => void session.logout()}>
          {LOGIN_TEXT.logout}
        </Button>
      </LoginCard>
    );
  }
  return (
    <LoginCard title={LOGIN_TEXT.subtitle}>
      <LoginForm
        onSubmit={session.login}
        notice={state.status === 'signedOut' ? state.reason : undefined}
      />
    </LoginCard>
  );
}
