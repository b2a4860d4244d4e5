// Whether an in-app path is a screen of this app: the carousel only follows paths that are
// (spec §2 "Home": "path only if a known route"). The 404 catch-all does not count.
import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';

/** Route id of the catch-all 404 route; a path matching only it is unknown. */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/**
 * Whether a path is a screen of `routes`. Answers are kept per pathname: the route table does not
 * change while the app runs, and each match walks, ranks and compiles the whole table again
 * (react-router's matchRoutes; the menus and tiles ask about the same few paths on every render).
 */
export function createPathMatcher(routes: RouteObject[]): (path: string) => boolean {
  const known = new Map<string, boolean>();
  return (path) => {
    if (!path.startsWith('/') || path.startsWith('//')) return false;
    const pathname = new URL(path, 'http://app.invalid').pathname;
    let answer = known.get(pathname);
    if (answer === undefined) {
      const matches = matchRoutes(routes, pathname);
      const leaf = matches?.[matches.length - 1];
      answer = Boolean(leaf && leaf.route.id !== NOT_FOUND_ROUTE_ID);
      known.set(pathname, answer);
    }
    return answer;
  };
}
