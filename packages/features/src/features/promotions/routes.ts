// Route objects of the promotions feature (spec §2): /promotional, /promotional/{classifyType}/{id}.
import type { AppRoute } from '../../app/router/routeHandle';
import { routeGroupColors } from '../../app/router/routeHandle';

/** The promotion list (a tab in theme2) and a promotion's detail. */
export const promotionRoutes: AppRoute[] = [
  {
    id: 'promotional',
    path: '/promotional',
    handle: { themeColor: routeGroupColors.tabs, transition: 'none' },
    lazy: async () => ({ Component: (await import('./PromotionsScreen')).PromotionsScreen }),
  },
  {
    id: 'promotional-detail',
    path: '/promotional/:classifyType/:id',
    handle: { themeColor: routeGroupColors.page, transition: 'default' },
    lazy: async () => ({
      Component: (await import('./PromotionDetailScreen')).PromotionDetailScreen,
    }),
  },
];
