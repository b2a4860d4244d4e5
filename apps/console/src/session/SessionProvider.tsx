// Who is signed in: asked once at start (GET /session: the cookie may outlive the page), set by the
// login, cleared by the logout and by any call that answers 401 (the session expired or ended
// elsewhere), which sends the operator back to the login with the server's message. Every cached
// answer is dropped when the operator changes, so no one sees the last operator's data.
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { ConsoleApiError, consoleApi as client } from '../api/client';
import { SessionContext, type SessionState, type SessionValue } from './SessionContext';
import { type LoginInput, sessionApi } from './sessionApi';

export interface SessionProviderProps {
  children: ReactNode;
  /** Start state (stories, tests); default: ask the server. */
  initial?: SessionState;
}

export function SessionProvider({ children, initial }: SessionProviderProps) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>(initial ?? { status: 'checking' });

  const signOut = useCallback(
    (reason?: string) => {
      client.setCsrfToken(null);
      queryClient.clear();
      setState({ status: 'signedOut', reason });
    },
    [queryClient],
  );

  useEffect(() => client.onUnauthorized((message) => signOut(message)), [signOut]);

  useEffect(() => {
    if (initial) return;
    let live = true;
    sessionApi.current().then(
      (me) => {
        if (!live) return;
        client.setCsrfToken(me.csrfToken);
        setState({ status: 'signedIn', me });
      },
      (error: unknown) => {
        if (!live) return;
        // Not signed in is the usual start: no message for it.
        const silent = error instanceof ConsoleApiError && error.status === 401;
        setState({
          status: 'signedOut',
          reason: silent ? undefined : (error as Error).message,
        });
      },
    );
    return () => {
      live = false;
    };
  }, [initial]);

  const value = useMemo<SessionValue>(
    () => ({
      state,
      async login(input: LoginInput) {
        const me = await sessionApi.login(input);
        client.setCsrfToken(me.csrfToken);
        queryClient.clear();
        setState({ status: 'signedIn', me });
        return me;
      },
      async logout() {
        try {
          await sessionApi.logout();
        } finally {
          signOut();
        }
      },
      passwordChanged() {
        setState((current) =>
          current.status === 'signedIn'
            ? { status: 'signedIn', me: { ...current.me, mustChangePassword: false } }
            : current,
        );
      },
    }),
    [queryClient, signOut, state],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
