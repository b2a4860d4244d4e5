// Route objects of the wallet (spec §2); all need login.
import type { AppRoute } from '../../app/router/routeHandle';
import { routeGroupColors } from '../../app/router/routeHandle';

const handle = { auth: true, themeColor: routeGroupColors.page, transition: 'default' } as const;
const history = () => import('./HistoryScreens');
const valid = () => import('./ValidWithdrawScreens');

/** /recharge and its flows, /withdraw-money, /bills, the histories and the valid turnover. */
export const walletRoutes: AppRoute[] = [
  {
    id: 'recharge',
    path: '/recharge',
    handle,
    lazy: async () => ({ Component: (await import('./RechargeScreen')).RechargeScreen }),
  },
  {
    id: 'recharge-bank',
    path: '/recharge/bank',
    handle,
    lazy: async () => ({ Component: (await import('./RechargeBankScreen')).RechargeBankScreen }),
  },
  ...(['online', 'qr-virtual', 'third-party'] as const).map((segment): AppRoute => ({
    id: `recharge-${segment}`,
    path: `/recharge/${segment}/:orderId`,
    handle,
    lazy: async () => {
      const { RechargeOrderScreen } = await import('./RechargeOrderScreen');
      const variant =
        segment === 'online' ? 'online' : segment === 'qr-virtual' ? 'qrVirtual' : 'thirdParty';
      return { element: <RechargeOrderScreen variant={variant} /> };
    },
  })),
  {
    id: 'recharge-processing',
    path: '/recharge/processing/:orderId',
    handle,
    lazy: async () => ({
      Component: (await import('./RechargeProcessingScreen')).RechargeProcessingScreen,
    }),
  },
  {
    id: 'recharge-failed',
    path: '/recharge/failed',
    handle,
    lazy: async () => ({
      Component: (await import('./RechargeFailedScreen')).RechargeFailedScreen,
    }),
  },
  {
    id: 'withdraw-money',
    path: '/withdraw-money',
    handle,
    lazy: async () => ({ Component: (await import('./WithdrawScreen')).WithdrawScreen }),
  },
  {
    id: 'bills',
    path: '/bills',
    handle,
    lazy: async () => ({ Component: (await import('./BillsScreen')).BillsScreen }),
  },
  {
    id: 'recharge-history',
    path: '/recharge-history',
    handle,
    lazy: async () => ({ Component: (await history()).RechargeHistoryScreen }),
  },
  {
    id: 'recharge-history-detail',
    path: '/recharge-history/:id',
    handle,
    lazy: async () => ({ Component: (await history()).RechargeHistoryDetailScreen }),
  },
  {
    id: 'withdraw-history',
    path: '/withdraw-history',
    handle,
    lazy: async () => ({ Component: (await history()).WithdrawHistoryScreen }),
  },
  {
    id: 'withdraw-history-detail',
    path: '/withdraw-history/:id',
    handle,
    lazy: async () => ({ Component: (await history()).WithdrawHistoryDetailScreen }),
  },
  {
    id: 'valid-withdraw',
    path: '/valid-withdraw',
    handle,
    lazy: async () => ({ Component: (await valid()).ValidWithdrawScreen }),
  },
  {
    id: 'valid-withdraw-detail',
    path: '/valid-withdraw/:id',
    handle,
    lazy: async () => ({ Component: (await valid()).ValidWithdrawDetailScreen }),
  },
];
