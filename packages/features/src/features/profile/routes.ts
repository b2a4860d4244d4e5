// Route objects of the profile feature (spec §2).
import type { AppRoute } from '../../app/router/routeHandle';
import { routeGroupColors } from '../../app/router/routeHandle';

/** `/profile` (a tab screen, open to visitors who see login/register), `/profile-vip` and the
 * welfare centre `/bonus-center`. */
export const profileRoutes: AppRoute[] = [
  {
    id: 'profile',
    path: '/profile',
    handle: { themeColor: routeGroupColors.tabs, transition: 'none' },
    lazy: async () => ({ Component: (await import('./ProfileScreen')).ProfileScreen }),
  },
  {
    id: 'profile-vip',
    path: '/profile-vip',
    handle: { auth: true, themeColor: routeGroupColors.page, transition: 'default' },
    lazy: async () => ({ Component: (await import('./ProfileVipScreen')).ProfileVipScreen }),
  },
  {
    id: 'bonus-center',
    path: '/bonus-center',
    handle: { auth: true, themeColor: routeGroupColors.page, transition: 'default' },
    lazy: async () => ({ Component: (await import('./BonusCenterScreen')).BonusCenterScreen }),
  },
];
