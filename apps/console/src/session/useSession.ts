import { useContext } from 'react';
import { SessionContext, type SessionValue } from './SessionContext';

/** The session of the SessionProvider above. */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/** The signed-in operator (only under the signed-in layout). */
export function useMe() {
  const { state } = useSession();
  if (state.status !== 'signedIn') throw new Error('useMe without a signed-in operator');
  return state.me;
}
