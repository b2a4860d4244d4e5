// theme3: composes the shared features into this brand's app (DESIGN.md §6).
import {
  createAuthRoutes,
  bootApp,
  homeRoutes,
  loadProfile,
  lotteryRoutes,
  profileRoutes,
  themeMenus,
} from '@jinli/features';
import './theme.css';

void bootApp({
  theme: 'theme3',
  routes: [
    ...homeRoutes,
    ...createAuthRoutes({ trialPlay: true }),
    ...profileRoutes,
    ...lotteryRoutes,
  ],
  loadProfile,
  menu: themeMenus.theme3,
});
