// Route objects of the game center (spec §2): /game-center (a URL hash may name a category), and
// the casino report /report/live-betting, /live-betting and /live-betting-detail (login needed).
// Every screen is lazy-loaded: nothing of it is in the home route's first load.
import type { AppRoute } from '../../app/router/routeHandle';
import { routeGroupColors } from '../../app/router/routeHandle';

const auth = { auth: true, themeColor: routeGroupColors.page, transition: 'default' } as const;
const lazyReport = async () => ({
  Component: (await import('./casino/CasinoReportScreen')).CasinoReportScreen,
});

export const gameCenterRoutes: AppRoute[] = [
  {
    id: 'game-center',
    path: '/game-center',
    handle: { themeColor: routeGroupColors.tabs, transition: 'none' },
    lazy: async () => ({ Component: (await import('./GameCenterScreen')).GameCenterScreen }),
  },
  { id: 'report-live-betting', path: '/report/live-betting', handle: auth, lazy: lazyReport },
  { id: 'live-betting', path: '/live-betting', handle: auth, lazy: lazyReport },
  {
    id: 'live-betting-detail',
    path: '/live-betting-detail',
    handle: auth,
    lazy: async () => ({
      Component: (await import('./casino/CasinoDetailScreen')).CasinoDetailScreen,
    }),
  },
];
