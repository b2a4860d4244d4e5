// Route objects of the game center (spec §2): /game-center (a URL hash may name a category), and
// the casino report /report/live-betting, /live-betting and /live-betting-detail (login needed).
// Every screen is lazy-loaded: nothing of it is in the home route's first load. The lobby is
// rendered by the server (its prefetch fills what its first render reads).
import type { ApiClient } from '@jinli/api';
import type { QueryClient } from '@tanstack/react-query';
import type { AppRoute, FirstRender } from '../../app/router/routeHandle';
import { routeGroupColors } from '../../app/router/routeHandle';

/**
 * Starts the lobby's first requests at boot, from a module of its own (gameCenterPrefetch.ts);
 * settles once its answers are in the cache or failed (never rejects).
 */
function prefetchGameCenter(
  client: ApiClient,
  queryClient: QueryClient,
  at: URL,
  first: FirstRender,
): Promise<unknown> {
  return (
    import('./gameCenterPrefetch')
      .then((module) => module.prefetchGameCenter(client, queryClient, at, first))
      // The screen asks for its data itself.
      .catch(() => undefined)
  );
}

const auth = { auth: true, themeColor: routeGroupColors.page, transition: 'default' } as const;
const lazyReport = async () => ({
  Component: (await import('./casino/CasinoReportScreen')).CasinoReportScreen,
});

export const gameCenterRoutes: AppRoute[] = [
  {
    id: 'game-center',
    path: '/game-center',
    handle: {
      themeColor: routeGroupColors.tabs,
      transition: 'none',
      prefetch: prefetchGameCenter,
      renderOnServer: true,
    },
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
