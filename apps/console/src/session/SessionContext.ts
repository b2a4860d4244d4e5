// The session's React context (SessionProvider fills it; useSession reads it).
import { createContext } from 'react';
import type { LoginInput, Me } from './sessionApi';

export type SessionState =
  | { status: 'checking' }
  | { status: 'signedOut'; reason?: string | undefined }
  | { status: 'signedIn'; me: Me };

export interface SessionValue {
  state: SessionState;
  login(input: LoginInput): Promise<Me>;
  logout(): Promise<void>;
  /** After the must-change-password step: the operator may use the console. */
  passwordChanged(): void;
}

export const SessionContext = createContext<SessionValue | null>(null);
