// Whether an in-app path is a screen of this app: the carousel only follows paths that are
// (spec §2 "Home": "path only if a known route"). The 404 catch-all does not count.
import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';

/** Route id of the catch-all 404 route; a path matching only it is unknown. */
export const NOT_FOUND_ROUTE_ID = 'not-found';

export function createPathMatcher(routes: RouteObject[]): (path: string) => boolean {
  return (path) => {
    if (!path.startsWith('/') || path.startsWith('//')) return false;
    const pathname = new URL(path, 'http://app.invalid').pathname;
    const matches = matchRoutes(routes, pathname);
    const leaf = matches?.[matches.length - 1];
    return Boolean(leaf && leaf.route.id !== NOT_FOUND_ROUTE_ID);
  };
}
