// Route objects of the home feature: the home screen under / and its two aliases (spec §2).
import { type ApiClient } from '@jinli/api';
import {
  companyInfoQueryOptions,
  homeAdsQueryOptions,
  lotteryOpenInfoQueryOptions,
  noticeListQueryOptions,
  staticDocumentQueryOptions,
} from '@jinli/api/react';
import type { QueryClient } from '@tanstack/react-query';
import type { AppRoute } from '../../app/router/routeHandle';
import { routeGroupColors } from '../../app/router/routeHandle';
import { selectedHomeGame } from '@jinli/domain';

const lazyHome = async () => {
  // The lottery area is a chunk of its own (HomeLottery): it loads beside the screen's code, not
  // after the screen has rendered and asked for it.
  void import('./components/HomeLotteryArea').catch(() => undefined);
  return { Component: (await import('./HomeScreen')).HomeScreen };
};
/**
 * The first screen's answers: company (logo, banners), notices, ads, the home games and the open
 * info of the game their tabs select, and the lottery area's code. Settles when all are in the
 * cache (or loaded) or failed (never rejects): the server renders home from them
 * (renderFirstScreen), and the app hydrates that once they are.
 */
function prefetchHome(client: ApiClient, queryClient: QueryClient): Promise<unknown> {
  const selectedGameInfo = queryClient
    .fetchQuery(staticDocumentQueryOptions(client, 'app_config'))
    .then((appConfig) => {
      const game = selectedHomeGame(appConfig.home_lottery_setting ?? []);
      return game && queryClient.prefetchQuery(lotteryOpenInfoQueryOptions(client, game.gameId));
    });
  // A failure is the screen's to show: it asks again.
  return Promise.allSettled([
    queryClient.prefetchQuery(companyInfoQueryOptions(client)),
    queryClient.prefetchQuery(noticeListQueryOptions(client)),
    queryClient.prefetchQuery(homeAdsQueryOptions(client)),
    selectedGameInfo,
    import('./components/HomeLottery').then((module) => module.preloadHomeLotteryArea()),
  ]);
}

const handle = {
  themeColor: routeGroupColors.tabs,
  transition: 'none',
  prefetch: prefetchHome,
  renderOnServer: true,
} as const;

/** `/`, `/recommend` and `/macau-lottery`, all the home screen. */
export const homeRoutes: AppRoute[] = [
  { id: 'home', path: '/', handle, lazy: lazyHome },
  { id: 'home-recommend', path: '/recommend', handle, lazy: lazyHome },
  { id: 'home-macau-lottery', path: '/macau-lottery', handle, lazy: lazyHome },
];
