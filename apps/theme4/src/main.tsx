// theme4: composes the shared features into this brand's app (DESIGN.md §6).
import {
  authRoutes,
  bootApp,
  homeRoutes,
  loadProfile,
  lotteryRoutes,
  profileRoutes,
  themeMenus,
} from '@jinli/features';
import './theme.css';

void bootApp({
  theme: 'theme4',
  routes: [...homeRoutes, ...authRoutes, ...profileRoutes, ...lotteryRoutes],
  loadProfile,
  menu: themeMenus.theme4,
});
