// theme1: composes the shared features into this brand's app (DESIGN.md §6).
import {
  aboutRoutes,
  agentRoutes,
  betRoutes,
  chatRoutes,
  gameCenterRoutes,
  collectionRoutes,
  databaseRoutes,
  galleryRoutes,
  promotionRoutes,
  templateRoutes,
  authRoutes,
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
  theme: 'theme1',
  // The brand's wordmark (a small SVG Vite inlines: no request before the header paints).
  brand: {
    name: '锦鲤彩票',
    logoUrl,
    // The app icon's drawing (public/, also the PWA's icon source) for the login page.
    markUrl: `${import.meta.env.BASE_URL}favicon.svg`,
  },
  routes: [
    ...homeRoutes,
    ...authRoutes,
    ...profileRoutes,
    ...lotteryRoutes,
    ...settingsRoutes,
    ...aboutRoutes,
    ...walletRoutes,
    ...betRoutes,
    ...gameCenterRoutes,
    ...galleryRoutes,
    ...databaseRoutes,
    ...templateRoutes,
    ...promotionRoutes,
    ...collectionRoutes,
    ...chatRoutes,
    ...agentRoutes,
  ],
  loadProfile,
  menu: themeMenus.theme1,
});
