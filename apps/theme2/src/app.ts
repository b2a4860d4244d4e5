// theme2's composition of the shared features (DESIGN.md §6): routes, brand, menu and switches,
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
  gameCenterOrMarkSix,
  betListMenuItem,
  homeMenuItem,
  profileMenuItem,
  promotionsMenuItem,
  lotteryRoutes,
  profileRoutes,
  resetPasswordRoute,
  settingsRoutes,
  walletRoutes,
  type JinliAppOptions,
} from '@jinli/features';
import logoUrl from './assets/logo.svg';
// The brand's name and art palettes (also read by the build for the manifest, and by the server).
import { name as brandName } from './brand.json';

export const appOptions: JinliAppOptions = {
  theme: 'theme2',
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
    resetPasswordRoute,
  ],
  loadProfile,
  // The third tab is the game center, or the Mark Six game under the markSixTab switch.
  menu: [
    homeMenuItem,
    promotionsMenuItem,
    ...gameCenterOrMarkSix,
    betListMenuItem,
    profileMenuItem,
  ],
  // Promotions and live: the banners and both ad strips first, then the notices and the draws.
  // The profile's cards under an edge-to-edge gradient head, chat bubbles with tails, the red
  // packet under an edge-to-edge hero (issue 34).
  switches: {
    markSixTab: false,
    chatMessageStyle: 'tail',
    hongbaoSendHero: true,
    homeSections: ['carousel', 'adTop', 'adMiddle', 'marquee', 'lottery', 'shortcuts', 'panel'],
    // The lobby opens on its banners edge to edge; categories as pills with their icons.
    gameCenterSections: ['carousel', 'services', 'marquee', 'search'],
    gameCategoryLook: 'chips',
  },
};
