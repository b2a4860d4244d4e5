// theme3's composition of the shared features (DESIGN.md §6): routes, brand, menu and switches,
// for the browser's app (main.tsx) and the server's first screen (server.ts) alike.
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
  homeRoutes,
  loadProfile,
  betListMenuItem,
  databaseMenuItem,
  galleryMenuItem,
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
  theme: 'theme3',
  // The brand's wordmark (a small SVG Vite inlines: no request before the header paints).
  brand: {
    name: brandName,
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
  // Premium minimal (issue 34): a text-headed profile with hairlines instead of boxes, the red
  // packet drawn alone above a ruled form, chat messages set as quotations without a frame. Home
  // opens on one hero banner and the draws on a bare board; the ad strips come after the
  // shortcuts, not above the draws.
  switches: {
    homeSections: ['carousel', 'marquee', 'lottery', 'shortcuts', 'adTop', 'adMiddle', 'panel'],
    profileLayout: 'plain',
    hongbaoSendHero: true,
    chatMessageStyle: 'quote',
  },
  menu: [homeMenuItem, galleryMenuItem, betListMenuItem, databaseMenuItem, profileMenuItem],
};
