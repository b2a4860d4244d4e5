// theme4's composition of the shared features (DESIGN.md §6): routes, brand, menu and switches,
// for the browser's app (main.tsx) and the server's first screen (server.ts) alike.
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
  homeRoutes,
  loadProfile,
  lotteryRoutes,
  profileRoutes,
  settingsRoutes,
  themeMenus,
  walletRoutes,
  type JinliAppOptions,
} from '@jinli/features';
import logoUrl from './assets/logo.svg';

export const appOptions: JinliAppOptions = {
  theme: 'theme4',
  // The brand's wordmark (a small SVG Vite inlines: no request before the header paints).
  brand: {
    name: '锦鲤游戏',
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
  menu: themeMenus.theme4,
  // DESIGN.md §6: the game-centre style home with its five quick icons.
  switches: { gameCenterHome: true },
};
