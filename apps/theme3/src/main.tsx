// theme3: composes the shared features into this brand's app (DESIGN.md §6).
import {
  aboutRoutes,
  agentRoutes,
  betRoutes,
  chatRoutes,
  collectionRoutes,
  databaseRoutes,
  galleryRoutes,
  promotionRoutes,
  templateRoutes,
  createAuthRoutes,
  bootApp,
  homeRoutes,
  loadProfile,
  lotteryRoutes,
  profileRoutes,
  settingsRoutes,
  themeMenus,
  walletRoutes,
} from '@jinli/features';
import logoUrl from './assets/logo.svg';
import './theme.css';

void bootApp({
  theme: 'theme3',
  // The brand's wordmark (a small SVG Vite inlines: no request before the header paints).
  brand: {
    name: '锦鲤',
    logoUrl,
    // The app icon's drawing (public/, also the PWA's icon source) for the login page.
    markUrl: `${import.meta.env.BASE_URL}favicon.svg`,
  },
  routes: [
    ...homeRoutes,
    ...createAuthRoutes({ trialPlay: true }),
    ...profileRoutes,
    ...lotteryRoutes,
    ...settingsRoutes,
    ...aboutRoutes,
    ...walletRoutes,
    ...betRoutes,
    ...galleryRoutes,
    ...databaseRoutes,
    ...templateRoutes,
    ...promotionRoutes,
    ...collectionRoutes,
    ...chatRoutes,
    ...agentRoutes,
  ],
  loadProfile,
  menu: themeMenus.theme3,
});
