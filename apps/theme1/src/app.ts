// theme1's composition of the shared features (DESIGN.md §6): routes, brand, menu and switches,
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
  databaseMenuItem,
  galleryMenuItem,
  gameCenterMenuItem,
  homeMenuItem,
  profileMenuItem,
  lotteryRoutes,
  profileRoutes,
  settingsRoutes,
  walletRoutes,
  type JinliAppOptions,
} from '@jinli/features';
import logoUrl from './assets/logo.svg';
// The brand's name and art palettes (also read by the build for the manifest, and by the server).
import { name as brandName } from './brand.json';

export const appOptions: JinliAppOptions = {
  theme: 'theme1',
  // The brand's wordmark (a small SVG Vite inlines: no request before the header paints).
  brand: {
    name: brandName,
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
  // A draw-results shop: the draws first, right under the notices; banners and ads after them.
  // The profile a red band holding account and wallet over a ruled grid, the chat a ruled message
  // board, the red packet the form alone as a dense ruled block (issue 34).
  switches: {
    homeSections: ['marquee', 'lottery', 'carousel', 'adTop', 'adMiddle', 'shortcuts', 'panel'],
    profileLayout: 'hero',
    chatMessageStyle: 'line',
  },
  menu: [homeMenuItem, galleryMenuItem, gameCenterMenuItem, databaseMenuItem, profileMenuItem],
};
