// Route objects of the database feature (spec §2): /databases.
import type { AppRoute } from '../../app/router/routeHandle';
import { routeGroupColors } from '../../app/router/routeHandle';

/** The resource database tab screen. */
export const databaseRoutes: AppRoute[] = [
  {
    id: 'databases',
    path: '/databases',
    handle: { themeColor: routeGroupColors.tabs, transition: 'none' },
    lazy: async () => ({ Component: (await import('./DatabaseScreen')).DatabaseScreen }),
  },
];
