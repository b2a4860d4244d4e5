// What a theme app composes: its name, route set, bottom menu, switches and the profile loader.
import type { ApiClient } from '@jinli/api';
import type { AppRoute } from '../router/routeHandle';
import type { SessionProfile } from '../session/sessionStore';
import type { BrandAssets } from '../context/AppContext';
import type { FeatureSwitches } from '../context/appSwitches';
import type { MenuConfig } from '../context/menuRules';

export interface JinliAppOptions {
  /** Theme (brand) name, e.g. 'theme3'; set as `data-theme` on <html>. */
  theme: string;
  /** The theme's route set, from the features' exported route objects (the 404 route is added). */
  routes: readonly AppRoute[];
  /** The theme's bottom menu, composed from the menu tabs (homeMenuItem, …); items filtered by `switches`. */
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
