// Logout (spec §4): the server revokes the token, then the tokens, profile and rebateRatio are
// cleared and the signed-in user's cached data dropped, even when the server could not be reached.
import { accountKeys, logoutSession } from '@jinli/api';
import { useApiClient } from '@jinli/api/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { logout } from './sessionStore';

/** Returns `signOut()`, resolving once the session is cleared. */
export function useSignOut(): () => Promise<void> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await logoutSession(client);
    } catch {
      // Logging out locally must work offline too; the token then expires on its own.
    }
    logout();
    queryClient.removeQueries({ queryKey: accountKeys.all });
  }, [client, queryClient]);
}
