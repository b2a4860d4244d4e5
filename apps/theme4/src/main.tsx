// theme4: composes the shared features into this brand's app (DESIGN.md §6).
import { bootApp, homeRoutes, themeMenus } from '@jinli/features';
import './theme.css';

void bootApp({
  theme: 'theme4',
  routes: [...homeRoutes],
  menu: themeMenus.theme4,
});
