// The route guard of spec §2: login-required routes need an access token, agent routes also need
// isDl, and the profile is loaded first when it is missing. It runs as the loader of each guarded
// route, so a refused page never renders, not even for a frame.
import { redirect, replace } from 'react-router';
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router';
import { isAgentProfile, session, setProfile } from '../session/sessionStore';
import type { SessionProfile } from '../session/sessionStore';
import { loginHref } from './loginRedirect';
import type { RouteHandle } from './routeHandle';

/** Loads the profile of the signed-in user (the accounts issue supplies it). */
export type LoadProfile = () => Promise<SessionProfile | null | undefined>;

export type GuardDecision = 'allow' | 'login' | 'not-agent';

/** The rule alone: what a route's handle allows for the current token and profile. */
export function decideGuard(
  handle: Pick<RouteHandle, 'auth' | 'agent'>,
  accessToken: string | null,
  profile: SessionProfile | null,
): GuardDecision {
  if (!handle.auth && !handle.agent) return 'allow';
  if (!accessToken) return 'login';
  if (handle.agent && !isAgentProfile(profile)) return 'not-agent';
  return 'allow';
}

/** Whether a route needs the guard at all. */
export function isGuarded(handle: Pick<RouteHandle, 'auth' | 'agent'>): boolean {
  return Boolean(handle.auth || handle.agent);
}

export interface GuardOptions {
  /** Loads the profile when a guarded route is entered without one; skipped when absent. */
  loadProfile?: LoadProfile;
  /** The page the user is on now (pathname + search + hash), or null during the first load. */
  currentHref: () => string | null;
}

function hrefOf(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search + url.hash;
}

/**
 * The guard as a loader for a route with `handle`. Resolves when the route may render; otherwise
 * throws the redirect: to login (remembering the target), or for a non-agent back to the page
 * the user is on (a replace, so nothing is pushed and the user stays), or home on a direct load.
 */
export function createGuardLoader(handle: RouteHandle, options: GuardOptions) {
  return async ({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<null> => {
    const target = hrefOf(request);
    if (decideGuard(handle, session.accessToken, session.profile) === 'login')
      throw redirect(loginHref(target));
    if (!session.profile && options.loadProfile) {
      try {
        const profile = await options.loadProfile();
        if (profile) setProfile(profile);
      } catch {
        // The API client's error catalogue already reacted (an invalid token logs out); the
        // decision below then sees the session as it is now.
      }
    }
    const decision = decideGuard(handle, session.accessToken, session.profile);
    if (decision === 'login') throw redirect(loginHref(target));
    if (decision === 'not-agent') {
      const here = options.currentHref();
      const targetPath = new URL(request.url).pathname;
      const stay = here && new URL(here, 'http://x').pathname !== targetPath ? here : '/';
      throw replace(stay);
    }
    return null;
  };
}

/** Runs the guard before the route's own loader, if it has one. */
export function withGuard(
  handle: RouteHandle,
  loader: LoaderFunction | boolean | undefined,
  options: GuardOptions,
) {
  const guard = createGuardLoader(handle, options);
  return async (args: LoaderFunctionArgs) => {
    await guard(args);
    return typeof loader === 'function' ? loader(args) : null;
  };
}
