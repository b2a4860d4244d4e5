// Assembles the app's route tree: the shell layout around the theme's routes, each guarded route
// given its guard loader, and the 404 catch-all last.
import type { RouteObject } from 'react-router';
import { notFoundRoute } from '../../features/not-found/routes';
import { AppShell } from '../shell/AppShell';
import { PageFallback } from '../shell/PageFallback';
import { RouteErrorScreen } from '../shell/RouteErrorScreen';
import { isGuarded, withGuard } from '../router/routeGuard';
import type { GuardOptions } from '../router/routeGuard';
import type { AppRoute } from '../router/routeHandle';
import { routeGroupColors } from '../router/routeHandle';

/** Id of the shell layout route that holds every screen. */
export const SHELL_ROUTE_ID = 'shell';

function guardRoute(route: AppRoute, guard: GuardOptions): RouteObject {
  const children =
    'children' in route && route.children
      ? route.children.map((child) => guardRoute(child, guard))
      : undefined;
  const loader = isGuarded(route.handle)
    ? withGuard(route.handle, route.loader, guard)
    : route.loader;
  if (route.index) return { ...route, loader };
  return { ...route, loader, ...(children ? { children } : {}) } as RouteObject;
}

/** The full route tree for `createBrowserRouter` / `createMemoryRouter`. */
export function buildAppRoutes(routes: readonly AppRoute[], guard: GuardOptions): RouteObject[] {
  return [
    {
      id: SHELL_ROUTE_ID,
      element: <AppShell />,
      errorElement: <RouteErrorScreen />,
      hydrateFallbackElement: <PageFallback />,
      handle: { themeColor: routeGroupColors.tabs, transition: 'none' },
      children: [...routes, notFoundRoute].map((route) => guardRoute(route, guard)),
    },
  ];
}
