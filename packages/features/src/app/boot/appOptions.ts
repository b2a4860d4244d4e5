// What a theme app composes: its name, route set, bottom menu, switches and the profile loader.
import type { ApiClient } from '@jinli/api';
import type { AppRoute } from '../router/routeHandle';
import type { SessionProfile } from '../session/sessionStore';
import type { FeatureSwitches } from '../context/appSwitches';
import type { MenuConfig } from '../shell/menuConfig';

/** The brand's own artwork, shipped by the theme app (DESIGN.md §6: brand look is the theme's). */
export interface BrandAssets {
  /** The brand's name: the text alternative of its logo. */
  name: string;
  /**
   * The wordmark logo, drawn for the theme's home header (light or brand-coloured): a URL, usually
   * the data: URL Vite inlines a small SVG as, so the header needs no request of its own.
   */
  logoUrl: string;
  /** The square mark (the app icon's drawing) for light pages such as login and register. */
  markUrl?: string;
}

export interface JinliAppOptions {
  /** Theme (brand) name, e.g. 'theme3'; set as `data-theme` on <html>. */
  theme: string;
  /** The theme's route set, from the features' exported route objects (the 404 route is added). */
  routes: readonly AppRoute[];
  /** The theme's bottom menu (e.g. `themeMenus.theme3`); items filtered by `switches`. */
  menu: MenuConfig;
  /** Per-theme feature switches. Default none. */
  switches?: FeatureSwitches;
  /**
   * The brand's logo and name. The home header shows this logo, and the company's (`logoUrl`
   * from the server) only in a theme that ships none.
   */
  brand?: BrandAssets;
  /**
   * Loads the signed-in user's profile; the guard calls it when a login-required route is entered
   * without a profile. When absent the guard decides without a profile (agent routes then refuse).
   */
  loadProfile?: (client: ApiClient) => Promise<SessionProfile | null | undefined>;
}
