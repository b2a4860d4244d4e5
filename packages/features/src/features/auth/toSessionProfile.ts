// The loaded profile (GET /api/user/info) as the session keeps it.
import type { Profile } from '@jinli/contract';
import type { SessionProfile } from '../../app/session/sessionStore';

/** The profile for the session store; every field is carried along. */
export function toSessionProfile(profile: Profile): SessionProfile {
  return { ...profile, userInfo: { ...profile.userInfo }, extInfo: { ...profile.extInfo } };
}
