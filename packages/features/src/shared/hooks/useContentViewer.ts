// Who is looking at promotional content (banners, ads): signed in or not, trial or not, and
// whether they have recharged (the profile's extInfo.rechMoney), for the domain's audience rules.
import { useProfileQuery } from '@jinli/api/react';
import type { ContentViewer } from '@jinli/domain';
import { useMemo } from 'react';
import { useSession } from '../../app/session/sessionStore';

/** The viewer of the screen; rechMoney stays undefined until a signed-in player's profile is read. */
export function useContentViewer(): ContentViewer {
  const { isLoggedIn } = useSession();
  const profile = useProfileQuery({ enabled: isLoggedIn });
  const userType = profile.data?.userInfo.type;
  const rechMoney = profile.data?.extInfo.rechMoney;
  return useMemo(
    () => ({ loggedIn: isLoggedIn, userType, rechMoney }),
    [isLoggedIn, userType, rechMoney],
  );
}
