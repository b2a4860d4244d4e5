// Route objects of the lottery feature (spec §2), each screen lazy-loaded so none of it (nor the
// statistics) weighs on the first screen.
import type { AppRoute } from '../../app/router/routeHandle';
import { routeGroupColors } from '../../app/router/routeHandle';

const handle = { themeColor: routeGroupColors.page, transition: 'default' } as const;

/** /lottery-record, /lottery-history/{game_id}, /game/{id}/analytic/*, /game/{id}/tutorial. */
export const lotteryRoutes: AppRoute[] = [
  {
    id: 'lottery-record',
    path: '/lottery-record',
    handle,
    lazy: async () => ({
      Component: (await import('./screens/LotteryRecordScreen')).LotteryRecordScreen,
    }),
  },
  {
    id: 'lottery-history',
    path: '/lottery-history/:game_id',
    handle,
    lazy: async () => ({
      Component: (await import('./screens/LotteryHistoryScreen')).LotteryHistoryScreen,
    }),
  },
  {
    id: 'lottery-analytic',
    path: '/game/:gameId/analytic/*',
    handle,
    lazy: async () => ({
      Component: (await import('./analytics/AnalyticScreen')).AnalyticScreen,
    }),
  },
  {
    id: 'lottery-tutorial',
    path: '/game/:gameId/tutorial',
    handle,
    lazy: async () => ({ Component: (await import('./screens/TutorialScreen')).TutorialScreen }),
  },
];
