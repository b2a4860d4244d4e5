// What the app was composed with, for the shell and screens below the router: the theme, its
// visible menu, its switches, and which in-app paths the router knows.
import { createContext, useContext } from 'react';
import type { FeatureSwitches } from './appSwitches';
import type { BrandAssets } from '../boot/appOptions';
import type { MenuItem } from '../shell/menuConfig';

export interface AppContextValue {
  /** Theme (brand) name, e.g. 'theme3'. */
  theme: string;
  /** The bottom menu after the switches' rules, in display order. */
  menu: readonly MenuItem[];
  switches: FeatureSwitches;
  /** The theme's logo and name, when it ships them. */
  brand?: BrandAssets;
  /** Whether `path` (pathname, optionally with search/hash) is a screen of this app, not the 404. */
  isKnownPath(path: string): boolean;
  /**
   * When the server rendered the page's first screen, the time it did (epoch ms): the clock of the
   * render that hydrates it (hydration.ts useRenderClock).
   */
  firstScreenAt?: number;
}

export const AppContext = createContext<AppContextValue | null>(null);

/** The app composition; throws outside the app, where no screen could work. */
export function useAppContext(): AppContextValue {
  const value = useContext(AppContext);
  if (!value)
    throw new Error(
      'useAppContext must be used inside the Jinli app (JinliApp or AppContext provider)',
    );
  return value;
}
