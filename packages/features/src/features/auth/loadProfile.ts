// The profile loader the apps hand to bootApp: the route guard calls it when a login-required page
// is entered without a profile.
import { getProfile } from '@jinli/api';
import type { ApiClient } from '@jinli/api';
import type { SessionProfile } from '../../app/session/sessionStore';
import { toSessionProfile } from './toSessionProfile';

/** Reads GET /api/user/info with the session's token. */
export async function loadProfile(client: ApiClient): Promise<SessionProfile> {
  return toSessionProfile(await getProfile(client));
}
