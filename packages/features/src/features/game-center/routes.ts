// Route objects of the game center (spec §2): /game-center (a URL hash may name a category), and
// the casino report /report/live-betting, /live-betting and /live-betting-detail (login needed).
// Every screen is lazy-loaded: nothing of it is in the home route's first load. The lobby is
// rendered by the server (its prefetch fills what its first render reads).
import type { ApiClient } from '@jinli/api';
import {
  companyInfoQueryOptions,
  gameGroupsQueryOptions,
  noticeListQueryOptions,
  staticDocumentQueryOptions,
} from '@jinli/api/react';
import type { QueryClient } from '@tanstack/react-query';
import type { AppRoute, FirstRender } from '../../app/router/routeHandle';
import { routeGroupColors } from '../../app/router/routeHandle';
import { session } from '../../app/session/sessionStore';

/**
 * The lobby's first answers: company (banners, layout), notices, the chat config (the maintenance
 * windows' time zone) and the games, a visitor's when the first render is one (the server's render,
 * or the app hydrating it). Settles when all are in the cache or failed (never rejects): the server
 * renders the lobby from them, and the app hydrates that once they are.
 */
function prefetchGameCenter(
  client: ApiClient,
  queryClient: QueryClient,
  _at: URL,
  first: FirstRender,
): Promise<unknown> {
  const viewer = first.asVisitor || !session.isLoggedIn ? 'visitor' : 'player';
  // A failure is the screen's to show: it asks again.
  return Promise.allSettled([
    queryClient.prefetchQuery(companyInfoQueryOptions(client)),
    queryClient.prefetchQuery(noticeListQueryOptions(client)),
    queryClient.prefetchQuery(staticDocumentQueryOptions(client, 'config_chat')),
    queryClient.prefetchQuery(gameGroupsQueryOptions(client, viewer)),
  ]);
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
