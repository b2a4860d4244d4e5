// Route objects of the security, settings and notifications screens (spec §2). All need login.
import type { AppRoute } from '../../app/router/routeHandle';
import { routeGroupColors } from '../../app/router/routeHandle';

const handle = { auth: true, themeColor: routeGroupColors.page, transition: 'default' } as const;

/** /security-center, /change-password, /password-withdraw-money, /personal-info, /account-list, /update-account, /setting, /setting-chat-color, /notifications. */
export const settingsRoutes: AppRoute[] = [
  {
    id: 'security-center',
    path: '/security-center',
    handle,
    lazy: async () => ({
      Component: (await import('./SecurityCenterScreen')).SecurityCenterScreen,
    }),
  },
  {
    id: 'change-password',
    path: '/change-password',
    handle,
    lazy: async () => ({
      Component: (await import('./ChangePasswordScreen')).ChangePasswordScreen,
    }),
  },
  {
    id: 'password-withdraw-money',
    path: '/password-withdraw-money',
    handle,
    lazy: async () => ({ Component: (await import('./FundPasswordScreen')).FundPasswordScreen }),
  },
  {
    id: 'personal-info',
    path: '/personal-info',
    handle,
    lazy: async () => ({ Component: (await import('./PersonalInfoScreen')).PersonalInfoScreen }),
  },
  {
    id: 'account-list',
    path: '/account-list',
    handle,
    lazy: async () => ({ Component: (await import('./AccountListScreen')).AccountListScreen }),
  },
  {
    id: 'update-account',
    path: '/update-account',
    handle,
    lazy: async () => ({ Component: (await import('./UpdateAccountScreen')).UpdateAccountScreen }),
  },
  {
    id: 'setting',
    path: '/setting',
    handle: { ...handle, auth: false },
    lazy: async () => ({ Component: (await import('./SettingScreen')).SettingScreen }),
  },
  {
    id: 'setting-chat-color',
    path: '/setting-chat-color',
    handle,
    lazy: async () => ({ Component: (await import('./ChatColorScreen')).ChatColorScreen }),
  },
  {
    id: 'notifications',
    path: '/notifications',
    handle,
    lazy: async () => ({ Component: (await import('./NotificationsScreen')).NotificationsScreen }),
  },
];

/** /reset-password: theme2 only (DESIGN.md §6); open without a session. */
export const resetPasswordRoute: AppRoute = {
  id: 'reset-password',
  path: '/reset-password',
  handle: { themeColor: routeGroupColors.auth, transition: 'default' },
  lazy: async () => ({ Component: (await import('./ResetPasswordScreen')).ResetPasswordScreen }),
};
