// What every route object carries in `handle` (spec §2): its guard needs, its browser theme colour
// and its page transition. The shell and the guard read it from the matched routes.
import type { ApiClient } from '@jinli/api';
import type { QueryClient } from '@tanstack/react-query';
import type { IndexRouteObject, NonIndexRouteObject } from 'react-router';

/**
 * Page transitions of spec §2.
 * - `default`: slides in from the right on a push, from the left on a pop.
 * - `back`: always enters as a return (slides in from the left).
 * - `overlay-back`: rises over the previous page on a push (a sheet), fades back in on a pop.
 * - `none`: no animation (tab switches).
 */
export type PageTransition = 'default' | 'back' | 'overlay-back' | 'none';

/** What the first render of a screen draws, as its prefetch is told. */
export interface FirstRender {
  /**
   * A visitor's screen: the server renders as a visitor, and the app hydrating that render draws
   * the same first (hydration.ts); a signed-in player's own answers come right after.
   */
  asVisitor: boolean;
}

export interface RouteHandle {
  /** Login required: without an access token the guard redirects to /auth/login. Default false. */
  auth?: boolean;
  /** Agent only (implies login): needs profile.userInfo.isDl. Default false. */
  agent?: boolean;
  /**
   * Browser theme colour of the route group (`<meta name="theme-color">`): a CSS colour, or the
   * name of a CSS custom property (e.g. `--jl-route-color-tabs`) the theme defines.
   */
  themeColor: string;
  transition: PageTransition;
  /**
   * Starts the screen's first requests when the app opens on it (bootApp, right after config.json,
   * while the screen's code still loads): its queries are then in flight before it renders. A
   * prefetch may return a promise settled once its first answers are in the cache (or failed):
   * bootApp gives it a few ms before the first render, so that a screen whose answers are at hand
   * (preloaded by the page) paints with them instead of a skeleton; see bootApp. `at` is the URL
   * being opened (the page's, or the one the server renders).
   */
  prefetch?: (
    client: ApiClient,
    queryClient: QueryClient,
    at: URL,
    first: FirstRender,
  ) => void | Promise<unknown>;
  /**
   * The server may render this screen's first paint into index.html (renderFirstScreen): it reads
   * nothing of the visitor (session, storage) while rendering, and its prefetch fills every query
   * its first render reads. Default false.
   */
  renderOnServer?: boolean;
}

/** A route object of the app: every route carries a handle, children too. */
export type AppRoute =
  | (Omit<IndexRouteObject, 'handle'> & { handle: RouteHandle })
  | (Omit<NonIndexRouteObject, 'handle' | 'children'> & {
      handle: RouteHandle;
      children?: AppRoute[];
    });

/**
 * Browser theme colour per route group. Themes set these custom properties in their theme.css
 * (DESIGN.md §6: brand look is CSS variables only), so a group's colour follows the brand.
 */
export const routeGroupColors = {
  /** Top-level tab screens: home, gallery, database, game center, profile. */
  tabs: '--jl-route-color-tabs',
  /** Inner pages with a navigation bar. */
  page: '--jl-route-color-page',
  /** Login and register. */
  auth: '--jl-route-color-auth',
} as const;

/** Reads the handle of a matched route, if it is one of ours. */
export function asRouteHandle(handle: unknown): RouteHandle | undefined {
  if (typeof handle !== 'object' || handle === null) return undefined;
  const candidate = handle as Partial<RouteHandle>;
  return typeof candidate.themeColor === 'string' && typeof candidate.transition === 'string'
    ? (candidate as RouteHandle)
    : undefined;
}
