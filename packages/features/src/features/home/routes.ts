// Route objects of the home feature: the home screen under / and its two aliases (spec §2).
import { type ApiClient } from '@jinli/api';
import {
  companyInfoQueryOptions,
  homeAdsQueryOptions,
  noticeListQueryOptions,
  staticDocumentQueryOptions,
} from '@jinli/api/react';
import type { QueryClient } from '@tanstack/react-query';
import type { AppRoute } from '../../app/router/routeHandle';
import { routeGroupColors } from '../../app/router/routeHandle';

const lazyHome = async () => {
  // The lottery area is a chunk of its own (HomeLottery): it loads beside the screen's code, not
  // after the screen has rendered and asked for it.
  void import('./components/HomeLotteryArea').catch(() => undefined);
  return { Component: (await import('./HomeScreen')).HomeScreen };
};
/** The first screen's answers: company (logo, banners), notices, ads and the home games. */
function prefetchHome(client: ApiClient, queryClient: QueryClient): void {
  void queryClient.prefetchQuery(companyInfoQueryOptions(client));
  void queryClient.prefetchQuery(noticeListQueryOptions(client));
  void queryClient.prefetchQuery(homeAdsQueryOptions(client));
  void queryClient.prefetchQuery(staticDocumentQueryOptions(client, 'app_config'));
}

const handle = {
  themeColor: routeGroupColors.tabs,
  transition: 'none',
  prefetch: prefetchHome,
} as const;

/** `/`, `/recommend` and `/macau-lottery`, all the home screen. */
export const homeRoutes: AppRoute[] = [
  { id: 'home', path: '/', handle, lazy: lazyHome },
  { id: 'home-recommend', path: '/recommend', handle, lazy: lazyHome },
  { id: 'home-macau-lottery', path: '/macau-lottery', handle, lazy: lazyHome },
];
