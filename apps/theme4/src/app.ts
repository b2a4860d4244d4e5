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
  databaseMenuItem,
  galleryMenuItem,
  homeMenuItem,
  markSixGameCenterMenuItem,
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
  theme: 'theme4',
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
  menu: [
    homeMenuItem,
    galleryMenuItem,
    markSixGameCenterMenuItem,
    databaseMenuItem,
    profileMenuItem,
  ],
  // DESIGN.md §6: the game-centre style home with its five quick icons.
  // A game grid: the quick icons and the game shortcuts right under the banners, the draws after
  // them; 资料 as the fourth icon, and the balance spinning 1 s (spec §2, §4).
  switches: {
    homeSections: [
      'carousel',
      'marquee',
      'quickIcons',
      'shortcuts',
      'lottery',
      'adMiddle',
      'panel',
    ],
    quickIconsFourth: 'resources',
    longBalanceSpin: true,
    // The profile on the dark stage with chunky tiles, chat messages as cards with name badges,
    // the red packet on the stage (issue 34).
    profileLayout: 'stage',
    chatMessageStyle: 'card',
    hongbaoSendHero: true,
    // The lobby a game grid: search and services on top, the categories as big icon tiles.
    gameCenterSections: ['search', 'services', 'marquee', 'carousel'],
    gameCategoryLook: 'tiles',
  },
};
