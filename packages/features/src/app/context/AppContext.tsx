// What the app was composed with, for the shell and screens below the router: the theme, its
// visible menu, its switches, and which in-app paths the router knows.
import { createContext, useContext } from 'react';
import type { FeatureSwitches } from './appSwitches';
import type { MenuItem } from './menuRules';

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
