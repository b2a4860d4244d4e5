// theme3: composes the shared features into this brand's app (DESIGN.md §6).
import {
  aboutRoutes,
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
import './theme.css';

void bootApp({
  theme: 'theme3',
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
  ],
  loadProfile,
  menu: themeMenus.theme3,
});
