// The 404 catch-all: appended after every theme's routes by the app router.
import { NOT_FOUND_ROUTE_ID } from '../../app/router/knownPaths';
import type { AppRoute } from '../../app/router/routeHandle';
import { routeGroupColors } from '../../app/router/routeHandle';

export const notFoundRoute: AppRoute = {
  id: NOT_FOUND_ROUTE_ID,
  path: '*',
  handle: { themeColor: routeGroupColors.page, transition: 'default' },
  lazy: async () => ({ Component: (await import('./NotFoundScreen')).NotFoundScreen }),
};
