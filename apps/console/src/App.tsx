// The console app: antd in Chinese (with the page's CSP nonce for its style elements), the query
// client, the session, and the router — the login until someone is signed in, then the layout with
// the screens of the operator's role.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, Result, Spin } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { Suspense, useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { ConsoleApiError } from './api/client';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { screensFor } from './layout/screens';
import { LAYOUT_TEXT } from './layout/strings';
import { LoginScreen } from './login/LoginScreen';
import { CONSOLE_SCREENS } from './screenList';
import type { SessionState } from './session/SessionContext';
import { SessionProvider } from './session/SessionProvider';
import { useSession } from './session/useSession';

dayjs.locale('zh-cn');

/** A query client for the console: no retry of a refusal (4xx), one of a network failure. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        refetchOnWindowFocus: false,
        retry: (count, error) =>
          count < 1 && !(error instanceof ConsoleApiError && error.status >= 400),
      },
      mutations: { retry: false },
    },
  });
}

function Loading() {
  return (
    <div style={{ padding: 48, textAlign: 'center' }}>
      <Spin size="large" />
    </div>
  );
}

function Screens() {
  const { state } = useSession();
  if (state.status === 'checking') return <Loading />;
  if (state.status === 'signedOut' || state.me.mustChangePassword)
    return (
      <Routes>
        <Route path="*" element={<LoginScreen />} />
      </Routes>
    );
  const screens = screensFor(CONSOLE_SCREENS, state.me.role);
  const home = screens[0]?.path ?? '/';
  return (
    <ConsoleLayout screens={screens}>
      <Suspense fallback={<Loading />}>
        <Routes>
          {screens.map(({ path, Component }) => (
            <Route key={path} path={`${path}/*`} element={<Component />} />
          ))}
          <Route path="/" element={<Navigate to={home} replace />} />
          <Route path="/login" element={<Navigate to={home} replace />} />
          <Route path="*" element={<Result status="404" title={LAYOUT_TEXT.notFound} />} />
        </Routes>
      </Suspense>
    </ConsoleLayout>
  );
}

export interface ConsoleAppProps {
  /** The CSP nonce the server put in the page (index.html's csp-nonce meta). */
  nonce?: string | undefined;
  /** Start state of the session (tests); default: ask the server. */
  session?: SessionState;
  queryClient?: QueryClient;
}

/** Providers without the router (tests and stories wrap their own). */
export function ConsoleProviders({
  nonce,
  session,
  queryClient,
  children,
}: ConsoleAppProps & { children: React.ReactNode }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ConfigProvider locale={zhCN} csp={nonce ? { nonce } : undefined}>
      <AntApp>
        <QueryClientProvider client={client}>
          <SessionProvider initial={session}>{children}</SessionProvider>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}

export function ConsoleApp(props: ConsoleAppProps) {
  return (
    <ConsoleProviders {...props}>
      <BrowserRouter>
        <Screens />
      </BrowserRouter>
    </ConsoleProviders>
  );
}

export { Screens as ConsoleScreens };
