// What every way into an account ends with (spec §4): the guest chat identity dropped, the token
// stored (localStorage and cookie), the previous user's cached data dropped and the profile loaded.
import { accountKeys } from '@jinli/api';
import { useApiClient, profileQueryOptions } from '@jinli/api/react';
import type { Profile } from '@jinli/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { setAccessToken, setProfile } from '../../../app/session/sessionStore';
import { toSessionProfile } from '../toSessionProfile';
import { clearGuestSession } from '../guestSession';

/** Returns `signIn(token)`: resolves with the loaded profile, or null when it could not be read. */
export function useCompleteSignIn(): (token: string) => Promise<Profile | null> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useCallback(
    async (token: string) => {
      clearGuestSession();
      setAccessToken(token);
      queryClient.removeQueries({ queryKey: accountKeys.all });
      try {
        const profile = await queryClient.fetchQuery(profileQueryOptions(client));
        setProfile(toSessionProfile(profile));
        return profile;
      } catch {
        // The token is stored; the guard loads the profile again on the next guarded page.
        return null;
      }
    },
    [client, queryClient],
  );
}
